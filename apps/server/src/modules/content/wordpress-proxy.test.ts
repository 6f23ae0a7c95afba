import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { wordpressErrorSchema } from '@spesa/domain';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { createWordpressSource } from './wordpress-source';

/** A fake WordPress: each test sets how it answers; every request it gets is recorded. */
let handler: (request: IncomingMessage, response: ServerResponse) => void;
const requests: URL[] = [];
let server: Server;
let upstream: string;

const json = (response: ServerResponse, status: number, body: unknown, headers: Record<string, string> = {}) => {
  response.writeHead(status, { 'content-type': 'application/json; charset=UTF-8', ...headers });
  response.end(JSON.stringify(body));
};

beforeAll(async () => {
  server = createServer((request, response) => {
    const url = new URL(request.url ?? '/', 'http://upstream');
    // The API index, asked once for WordPress's `home`.
    if (url.searchParams.get('rest_route') === '/') return json(response, 200, { home: 'https://cms.example.it', url: upstream });
    requests.push(url);
    handler(request, response);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  upstream = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));
beforeEach(() => {
  requests.length = 0;
});

/** A post as WordPress answers it: the contract's fields and WordPress's own extras. */
const wordpressPost = <Fields extends Record<string, unknown>>(
  type: string,
  slug: string,
  link: string,
  fields: Fields = {} as Fields,
) => ({
  id: 7,
  date: '2026-11-20T09:00:00',
  date_gmt: '2026-11-20T08:00:00',
  guid: { rendered: `${upstream}/?post_type=${type}&p=7` },
  modified: '2026-11-21T09:00:00',
  modified_gmt: '2026-11-21T08:00:00',
  slug,
  status: 'publish',
  type,
  link,
  title: { rendered: 'Frutta di stagione' },
  content: { rendered: '<p>Mele e pere.</p>\n', protected: false },
  excerpt: { rendered: '<p>Mele.</p>\n', protected: false },
  author: 1,
  menu_order: 0,
  template: '',
  ...fields,
  _links: { self: [{ href: `${upstream}/wp-json/wp/v2/${type}/7` }] },
});
const block = (link: string) =>
  wordpressPost('ux_block', 'frutta', link, {
    acf: {
      ux_position: 'home',
      category_slug: '',
      image: `${upstream}/wp-content/uploads/a.jpg`,
      image_alt: 'Mele',
      link: `${upstream}/volantini/autunno`,
      link_label: 'Il volantino',
    },
  });

const source = (options: { timeoutMs?: number; maxBytes?: number } = {}) =>
  createWordpressSource({ baseUrl: upstream, publicUrl: 'https://spesa.example.it/', ...options });
const unavailable = {
  status: 503,
  body: { code: 'rest_content_unavailable', message: expect.any(String), data: { status: 503 } },
};

describe('the WordPress source', () => {
  it('asks ?rest_route= with the query string, keeps X-WP-Total, turns WordPress links into the shop’s, keeps the contract’s fields', async () => {
    handler = (_request, response) =>
      json(response, 200, [block(`${upstream}/volantini/autunno`), block('https://cms.example.it/page/altro')], {
        'X-WP-Total': '2',
        'X-WP-TotalPages': '1',
        'X-Powered-By': 'PHP/8.2',
      });
    const answer = await source().answer('/wp/v2/ux_block', { page: '1', per_page: '5', ux_position: 'home' });
    expect(requests[0]?.searchParams.get('rest_route')).toBe('/wp/v2/ux_block');
    expect(Object.fromEntries(requests[0]?.searchParams ?? [])).toMatchObject({ ux_position: 'home', per_page: '5', page: '1' });
    expect(answer.status).toBe(200);
    expect(answer.total).toEqual({ items: 2, pages: 1 });
    const { guid, date_gmt, modified_gmt, author, template, _links, ...contractual } = block('');
    expect(answer.body).toEqual([
      {
        ...contractual,
        link: 'https://spesa.example.it/volantini/autunno',
        // A link in a custom field becomes the app path; an image stays where WordPress serves it.
        acf: { ...contractual.acf, link: '/volantini/autunno' },
      },
      expect.objectContaining({ link: 'https://spesa.example.it/page/altro' }),
    ]);
  });

  it('counts an answer that is not the contract’s (a WordPress without the plugin: no `acf`) as WordPress failing', async () => {
    const reasons: string[] = [];
    const proxy = createWordpressSource({
      baseUrl: upstream,
      publicUrl: 'https://spesa.example.it',
      onUnavailable: (error) => reasons.push(error.message),
    });
    handler = (_request, response) =>
      json(response, 200, [wordpressPost('volantino', 'autunno', `${upstream}/?volantino=autunno`)]);
    expect(await proxy.answer('/wp/v2/volantino', {})).toEqual(unavailable);
    expect(reasons).toEqual([expect.stringMatching(/not the contract's .*0\.acf/)]);
  });

  const menuItem = (ID: number, title: string, url: string) => ({
    ID,
    title,
    url,
    target: '',
    menu_order: ID,
    menu_item_parent: '0',
    classes: [],
  });

  it('makes a menu item’s WordPress address an app path and leaves outside addresses alone', async () => {
    handler = (_request, response) =>
      json(response, 200, {
        term_id: 3,
        name: 'Header',
        slug: 'header',
        items: [
          {
            ...menuItem(1, 'Chi siamo', `${upstream}/page/chi-siamo`),
            child_items: [menuItem(2, 'Instagram', 'https://www.instagram.com/spesa')],
          },
        ],
      });
    const answer = await source().answer('/menus/v1/locations/header', {});
    expect(answer.body).toMatchObject({
      items: [{ url: '/page/chi-siamo', child_items: [{ url: 'https://www.instagram.com/spesa' }] }],
    });
  });

  it('passes WordPress’s own 404 and 400 answers through, status and body', async () => {
    const error = { code: 'rest_post_invalid_page_number', message: 'Numero di pagina troppo alto.', data: { status: 400 } };
    handler = (_request, response) => json(response, 400, error);
    expect(await source().answer('/wp/v2/volantino', { page: '99' })).toMatchObject({ status: 400, body: error });
    handler = (_request, response) => json(response, 404, { code: 'rest_no_route', message: 'No route', data: { status: 404 } });
    expect((await source().answer('/wp/v2/faq', {})).status).toBe(404);
  });

  it('proxies only the contract’s routes: WordPress’s users or settings are not reachable through the shop', async () => {
    handler = (_request, response) => json(response, 200, []);
    for (const route of ['/wp/v2/users', '/wp/v2/settings', '/menus/v1/locations/other', '/', '/wp/v2/pages/7']) {
      const answer = await source().answer(route, {});
      expect(answer.status).toBe(404);
      expect(wordpressErrorSchema.parse(answer.body).code).toBe('rest_no_route');
    }
    expect(requests).toEqual([]);
  });

  it('answers WordPress’s 503 shape, never throwing, when it times out, fails, answers too much, not JSON or a redirect', async () => {
    handler = () => {}; // never answers
    expect(await source({ timeoutMs: 200 }).answer('/wp/v2/slide', {})).toEqual(unavailable);
    handler = (_request, response) => json(response, 502, { error: 'bad gateway' });
    expect(await source().answer('/wp/v2/slide', {})).toEqual(unavailable);
    handler = (_request, response) => json(response, 200, ['x'.repeat(5000)]);
    expect(await source({ maxBytes: 1000 }).answer('/wp/v2/slide', {})).toEqual(unavailable);
    // Without Content-Length: counted while reading.
    handler = (_request, response) => {
      response.writeHead(200, { 'content-type': 'application/json' });
      for (let chunk = 0; chunk < 10; chunk++) response.write(`"${'y'.repeat(500)}"`);
      response.end();
    };
    const reasons: string[] = [];
    const counting = createWordpressSource({
      baseUrl: upstream,
      publicUrl: 'https://spesa.example.it',
      maxBytes: 1000,
      onUnavailable: (error) => reasons.push(error.message),
    });
    expect(await counting.answer('/wp/v2/slide', {})).toEqual(unavailable);
    handler = (_request, response) => {
      response.writeHead(200, { 'content-type': 'text/html' });
      response.end('<html>Error establishing a database connection</html>');
    };
    expect(await counting.answer('/wp/v2/slide', {})).toEqual(unavailable);
    handler = (_request, response) => {
      response.writeHead(301, { location: 'https://cms.example.it/wp-json/wp/v2/slide' });
      response.end();
    };
    expect(await counting.answer('/wp/v2/slide', {})).toEqual(unavailable);
    expect(reasons).toEqual([
      expect.stringMatching(/larger than 1000 bytes/),
      expect.stringMatching(/not JSON/),
      expect.stringMatching(/redirected .* to https:\/\/cms\.example\.it.*set WORDPRESS_URL/),
    ]);
  });

  it('serves the last good copy of an answer while WordPress is down', async () => {
    const proxy = source({ timeoutMs: 300 });
    const award = wordpressPost('vantaggio', 'buono', `${upstream}/vantaggi`, {
      acf: { image: '/b.svg', image_alt: '', points: 500 },
    });
    handler = (_request, response) => json(response, 200, [award], { 'X-WP-Total': '1', 'X-WP-TotalPages': '1' });
    const good = await proxy.answer('/wp/v2/vantaggio', { page: '1', per_page: '10' });
    handler = (request) => request.socket.destroy();
    expect(good).toMatchObject({ status: 200, body: [{ slug: 'buono', link: 'https://spesa.example.it/vantaggi' }] });
    expect(await proxy.answer('/wp/v2/vantaggio', { page: '1', per_page: '10' })).toEqual(good);
    expect(await proxy.answer('/wp/v2/vantaggio', { page: '2', per_page: '10' })).toEqual(unavailable);
  });
});

// The app itself: one database copy is enough, so only on PGlite.
describe.skipIf(process.env.TEST_DB === 'postgres')('the shop with WORDPRESS_URL', () => {
  let test: TestApp;
  beforeAll(async () => {
    test = await createTestApp({ WORDPRESS_URL: upstream, WORDPRESS_TIMEOUT_MS: '300', PUBLIC_URL: 'https://spesa.example.it' });
  });
  afterAll(() => test?.close());

  it('answers /p/wp-json/* from WordPress with X-WP-Total, ETag and Cache-Control, and 304 for a current copy', async () => {
    handler = (_request, response) =>
      json(
        response,
        200,
        [
          wordpressPost('page', 'chi-siamo', `${upstream}/page/chi-siamo`, {
            parent: 0,
            meta: { seo_title: 'Chi siamo', seo_description: '' },
            testo_validit: '',
          }),
        ],
        { 'X-WP-Total': '1', 'X-WP-TotalPages': '1' },
      );
    const first = await test.app.inject({ method: 'GET', url: '/p/wp-json/wp/v2/pages?slug=chi-siamo' });
    expect(first.statusCode).toBe(200);
    expect(first.headers).toMatchObject({
      'content-type': 'application/json; charset=UTF-8',
      'x-wp-total': '1',
      'x-wp-totalpages': '1',
      'cache-control': 'public, max-age=60, stale-while-revalidate=600',
    });
    expect(first.json()[0].link).toBe('https://spesa.example.it/page/chi-siamo');
    const again = await test.app.inject({
      method: 'GET',
      url: '/p/wp-json/wp/v2/pages?slug=chi-siamo',
      headers: { 'if-none-match': String(first.headers.etag) },
    });
    expect(again.statusCode).toBe(304);
    expect(requests).toHaveLength(1);
  });

  it('answers WordPress’s 503 shape (never a 500) when WordPress is down and nothing is kept', async () => {
    handler = (request) => request.socket.destroy();
    const down = await test.app.inject({ method: 'GET', url: '/p/wp-json/wp/v2/volantino?per_page=3' });
    expect(down.statusCode).toBe(503);
    expect(wordpressErrorSchema.parse(down.json()).data.status).toBe(503);
    // The copy kept from the first test still answers.
    expect((await test.app.inject({ method: 'GET', url: '/p/wp-json/wp/v2/pages?slug=chi-siamo' })).statusCode).toBe(200);
  });

  it('takes only GET, and odd paths get WordPress’s rest_no_route', async () => {
    expect((await test.app.inject({ method: 'POST', url: '/p/wp-json/wp/v2/pages', payload: {} })).statusCode).toBe(404);
    const odd = await test.app.inject({ method: 'GET', url: '/p/wp-json/wp/v2/../users' });
    expect(odd.statusCode).toBe(404);
    const users = await test.app.inject({ method: 'GET', url: '/p/wp-json/wp/v2/users' });
    expect(users.json()).toMatchObject({ code: 'rest_no_route', data: { status: 404 } });
  });
});
