import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { paths } from '../../../../web/src/config/paths';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { TEST_INDEX_HTML } from './seo-test-helpers';

/**
 * The server answers an unknown path with 404 and noindex (seo.service's route table). A route the web
 * app adds but the table forgets would answer 404 to every visit, with the page still drawn: this walks
 * the web app's own table of paths so that cannot happen silently.
 */
describe("the server's head knows every route of the web app", () => {
  let test: TestApp;
  beforeAll(async () => {
    test = await createTestApp({ TENANT: 'buonmercato' }, { indexHtml: TEST_INDEX_HTML.replaceAll('__TENANT__', 'buonmercato') });
  });
  afterAll(() => test.close());

  /** Routes whose parameter names something that must exist (a product, a page…): their own tests cover them. */
  const namedByContent = new Set(['category', 'product', 'page', 'flyer', 'faqCategory']);
  const routes = Object.entries(paths)
    .filter(([name]) => !namedByContent.has(name))
    .map(([name, { pattern }]) => [name, pattern.replace(/:[A-Za-z]+/g, '1')] as const);

  it.each(routes)('%s (%s) answers 200', async (_name, url) => {
    const answer = await test.app.inject({ method: 'GET', url, headers: { accept: 'text/html' } });
    expect(answer.statusCode).toBe(200);
  });

  it('while a path the web app does not have answers 404', async () => {
    const answer = await test.app.inject({ method: 'GET', url: '/volantino-inesistente', headers: { accept: 'text/html' } });
    expect(answer.statusCode).toBe(404);
  });
});
