import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { buildVersionIn } from './system.routes';

describe('system routes', () => {
  let test: TestApp;
  beforeAll(async () => {
    test = await createTestApp();
  });
  afterAll(() => test.close());

  it('serves the version for the version check', async () => {
    const response = await test.app.inject({ method: 'GET', url: '/version.json' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('no-cache');
    expect(response.json()).toMatchObject({
      version: expect.stringMatching(/^\d+\.\d+\.\d+$/),
      // The served web build's version (or the server's without a build), dotted numerics as the check compares them.
      lastVersion: { version: expect.stringMatching(/^\d+(\.\d+)+$/), url: 'http://localhost:8080/app/{platform}' },
    });
  });

  it('sends the web and a platform without a store setting back to the shop', async () => {
    for (const platform of ['web', 'android', 'ios']) {
      const response = await test.app.inject({ method: 'GET', url: `/app/${platform}` });
      expect(response.statusCode, platform).toBe(302);
      expect(response.headers.location, platform).toBe('http://localhost:8080/');
    }
    expect((await test.app.inject({ method: 'GET', url: '/app/windows' })).statusCode).toBe(400);
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

describe('the version document of a built web app', () => {
  let test: TestApp;
  beforeAll(async () => {
    test = await createTestApp(
      {
        PUBLIC_URL: 'https://spesa.example.it',
        ANDROID_STORE_URL: 'https://play.google.com/store/apps/details?id=it.example.spesa',
        IOS_STORE_URL: 'https://apps.apple.com/it/app/spesa/id123456789',
      },
      { indexHtml: '<!doctype html><html><head><meta name="app-version" content="0.1.0.20261128053012"></head></html>' },
    );
  });
  afterAll(() => test.close());

  it('names the build index.html carries as the last version, the url on the public address', async () => {
    const response = await test.app.inject({ method: 'GET', url: '/version.json' });
    expect(response.json().lastVersion).toEqual({
      version: '0.1.0.20261128053012',
      url: 'https://spesa.example.it/app/{platform}',
    });
  });

  it('sends each platform where its update is: the shop, the Play Store, the App Store', async () => {
    const location = async (platform: string) =>
      (await test.app.inject({ method: 'GET', url: `/app/${platform}` })).headers.location;
    expect(await location('web')).toBe('https://spesa.example.it/');
    expect(await location('android')).toBe('https://play.google.com/store/apps/details?id=it.example.spesa');
    expect(await location('ios')).toBe('https://apps.apple.com/it/app/spesa/id123456789');
  });
});

describe('buildVersionIn', () => {
  it('reads the meta tag the web build writes, and nothing else', () => {
    expect(buildVersionIn('<head><meta name="app-version" content="1.2.3.4"></head>')).toBe('1.2.3.4');
    expect(buildVersionIn('<head><meta name="app-version" content="dev"></head>')).toBeNull();
    expect(buildVersionIn('<head></head>')).toBeNull();
    expect(buildVersionIn(null)).toBeNull();
  });
});
