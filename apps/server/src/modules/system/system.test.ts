import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/test-app';

describe('system routes', () => {
  let test: TestApp;
  beforeAll(async () => {
    test = await createTestApp();
  });
  afterAll(() => test.close());

  it('serves the version for the version check', async () => {
    const response = await test.app.inject({ method: 'GET', url: '/version.json' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ version: expect.stringMatching(/^\d+\.\d+\.\d+$/) });
  });

  it('serves the OpenAPI document', async () => {
    const response = await test.app.inject({ method: 'GET', url: '/ebsn/api/openapi.json' });
    expect(response.statusCode).toBe(200);
    expect(response.json().openapi).toMatch(/^3\./);
  });

  it('ignores a trailing slash on every route, as the spec writes some calls (note/list/)', async () => {
    for (const url of ['/version.json', '/ebsn/api/openapi.json', '/ebsn/api/cart/view']) {
      const plain = await test.app.inject({ method: 'GET', url });
      const slashed = await test.app.inject({ method: 'GET', url: `${url}/` });
      expect(slashed.statusCode, url).not.toBe(404);
      expect(slashed.statusCode, url).toBe(plain.statusCode);
      expect(slashed.json(), url).toEqual(plain.json());
    }
    // The OpenAPI document (and the fuzzing it drives) still lists each route once.
    const paths = Object.keys((await test.app.inject({ method: 'GET', url: '/ebsn/api/openapi.json' })).json().paths);
    expect(paths).toContain('/ebsn/api/note/list');
    expect(paths.filter((path) => path.length > 1 && path.endsWith('/'))).toEqual([]);
  });

  it('answers an unknown API path with the 404 envelope in Italian', async () => {
    const response = await test.app.inject({ method: 'GET', url: '/ebsn/api/nothing-here' });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({
      response: {
        status: 404,
        errors: [{ error: 'La risorsa richiesta non esiste.' }],
        errorsMessage: [{ code: 'errors.notFound', description: 'La risorsa richiesta non esiste.' }],
        infosMessage: [],
        warningsMessage: [],
      },
      data: null,
    });
  });
});
