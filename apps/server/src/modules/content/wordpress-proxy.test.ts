import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { wordpressErrorSchema } from '@spesa/domain';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { createContentCache } from './content-cache';
import { ContentUnavailableError } from './content-source';
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

const page = (link: string) => ({
  id: 7,
  slug: 'chi-siamo',
  link,
  title: { rendered: 'Chi siamo' },
  acf: { link: `${upstream}/volantini/autunno`, image: `${upstream}/wp-content/uploads/a.jpg` },
  _links: { self: [{ href: `${upstream}/wp-json/wp/v2/pages/7` }] },
});

const source = (options: { timeoutMs?: number; maxBytes?: number } = {}) =>
  createWordpressSource({ baseUrl: upstream, publicUrl: 'https://spesa.example.it/', ...options });

describe('the WordPress source', () => {
  it('asks ?rest_route= with the query string, keeps X-WP-Total headers and turns WordPress links into the shop’s', async () => {
    handler = (_request, response) =>
      json(response, 200, [page(`${upstream}/page/chi-siamo`), page('https://cms.example.it/page/altro')], {
        'X-WP-Total': '2',
        'X-WP-TotalPages': '1',
        'X-Powered-By': 'PHP/8.2',
      });
    const answer = await source().get('/wp/v2/pages', new URLSearchParams('slug=chi-siamo&per_page=5&hash=abc'));
    expect(requests[0]?.searchParams.get('rest_route')).toBe('/wp/v2/pages');
    expect(Object.fromEntries(requests[0]?.searchParams ?? [])).toMatchObject({ slug: 'chi-siamo', per_page: '5', hash: 'abc' });
    expect(answer.status).toBe(200);
    expect(answer.headers).toEqual({ 'x-wp-total': '2', 'x-wp-totalpages': '1' });
    expect(answer.body).toEqual([
      {
        id: 7,
        slug: 'chi-siamo',
        link: 'https://spesa.example.it/page/chi-siamo',
        title: { rendered: 'Chi siamo' },
        // A link in a custom field becomes the app path; an image stays where WordPress serves it.
        acf: { link: '/volantini/autunno', image: `${upstream}/wp-content/uploads/a.jpg` },
      },
      expect.objectContaining({ link: 'https://spesa.example.it/page/altro' }),
    ]);
  });

  it('makes a menu item’s WordPress address an app path and leaves outside addresses alone', async () => {
    handler = (_request, response) =>
      json(response, 200, {
        term_id: 3,
        name: 'Header',
        slug: 'header',
        items: [
          {
            ID: 1,
            title: 'Chi siamo',
            url: `${upstream}/page/chi-siamo`,
            child_items: [{ ID: 2, url: 'https://www.instagram.com/spesa' }],
          },
        ],
      });
    const answer = await source().get('/menus/v1/locations/header', new URLSearchParams());
    expect(answer.body).toMatchObject({
      items: [{ url: '/page/chi-siamo', child_items: [{ url: 'https://www.instagram.com/spesa' }] }],
    });
  });

  it('passes WordPress’s own 404 and 400 answers through, status and body', async () => {
    const error = { code: 'rest_post_invalid_page_number', message: 'Numero di pagina troppo alto.', data: { status: 400 } };
    handler = (_request, response) => json(response, 400, error);
    expect(await source().get('/wp/v2/volantino', new URLSearchParams('page=99'))).toMatchObject({ status: 400, body: error });
    handler = (_request, response) => json(response, 404, { code: 'rest_no_route', message: 'No route', data: { status: 404 } });
    expect((await source().get('/wp/v2/faq', new URLSearchParams())).status).toBe(404);
  });

  it('proxies only the contract’s routes: WordPress’s users or settings are not reachable through the shop', async () => {
    handler = (_request, response) => json(response, 200, []);
    for (const route of ['/wp/v2/users', '/wp/v2/settings', '/menus/v1/locations/other', '/', '/wp/v2/pages/7']) {
      const answer = await source().get(route, new URLSearchParams());
      expect(answer.status).toBe(404);
      expect(wordpressErrorSchema.parse(answer.body).code).toBe('rest_no_route');
    }
    expect(requests).toEqual([]);
  });

  it('counts a timeout, a 5xx, an oversized answer and one that is not JSON as WordPress failing', async () => {
    handler = () => {}; // never answers
    await expect(source({ timeoutMs: 200 }).get('/wp/v2/slide', new URLSearchParams())).rejects.toThrow(ContentUnavailableError);
    handler = (_request, response) => json(response, 502, { error: 'bad gateway' });
    await expect(source().get('/wp/v2/slide', new URLSearchParams())).rejects.toThrow(ContentUnavailableError);
    handler = (_request, response) => json(response, 200, ['x'.repeat(5000)]);
    await expect(source({ maxBytes: 1000 }).get('/wp/v2/slide', new URLSearchParams())).rejects.toThrow(/larger/);
    // Without Content-Length: counted while reading.
    handler = (_request, response) => {
      response.writeHead(200, { 'content-type': 'application/json' });
      for (let chunk = 0; chunk < 10; chunk++) response.write(`"${'y'.repeat(500)}"`);
      response.end();
    };
    await expect(source({ maxBytes: 1000 }).get('/wp/v2/slide', new URLSearchParams())).rejects.toThrow(/larger/);
    handler = (_request, response) => {
      response.writeHead(200, { 'content-type': 'text/html' });
      response.end('<html>Error establishing a database connection</html>');
    };
    await expect(source().get('/wp/v2/slide', new URLSearchParams())).rejects.toThrow(/not JSON/);
  });
});

describe('the content cache', () => {
  it('serves a fresh copy without asking, a stale one while refreshing, a kept one when the source fails, else a 503', async () => {
    let clock = 0;
    let calls = 0;
    let down = false;
    const cache = createContentCache(
      {
        kind: 'wordpress',
        get: async () => {
          calls++;
          if (down) throw new ContentUnavailableError('down');
          return { status: 200, body: [{ call: calls }], headers: { 'x-wp-total': '1' } };
        },
      },
      { now: () => clock },
    );
    const first = await cache.get('/wp/v2/slide', new URLSearchParams('b=2&a=1'));
    expect(first).toMatchObject({ cache: 'miss', body: [{ call: 1 }], headers: { 'x-wp-total': '1' } });
    // The same query in another order is the same copy.
    expect(await cache.get('/wp/v2/slide', new URLSearchParams('a=1&b=2'))).toMatchObject({ cache: 'hit', etag: first.etag });
    expect(calls).toBe(1);
    clock = 120_000;
    expect(await cache.get('/wp/v2/slide', new URLSearchParams('a=1&b=2'))).toMatchObject({
      cache: 'stale',
      body: [{ call: 1 }],
    });
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(await cache.get('/wp/v2/slide', new URLSearchParams('a=1&b=2'))).toMatchObject({ cache: 'hit', body: [{ call: 2 }] });
    down = true;
    clock = 3_600_000;
    expect(await cache.get('/wp/v2/slide', new URLSearchParams('a=1&b=2'))).toMatchObject({
      cache: 'stale',
      body: [{ call: 2 }],
    });
    const none = await cache.get('/wp/v2/faq', new URLSearchParams());
    expect(none.status).toBe(503);
    expect(wordpressErrorSchema.parse(none.body)).toMatchObject({ code: 'rest_content_unavailable', data: { status: 503 } });
  });

  it('asks the source once for concurrent misses of the same address', async () => {
    let calls = 0;
    const cache = createContentCache({
      kind: 'wordpress',
      get: async () => {
        calls++;
        await new Promise((resolve) => setTimeout(resolve, 20));
        return { status: 200, body: [], headers: {} };
      },
    });
    await Promise.all(Array.from({ length: 5 }, () => cache.get('/wp/v2/faq', new URLSearchParams())));
    expect(calls).toBe(1);
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
      json(response, 200, [page(`${upstream}/page/chi-siamo`)], { 'X-WP-Total': '1', 'X-WP-TotalPages': '1' });
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
