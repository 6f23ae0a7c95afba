import path from 'node:path';
import { type ProductView, productMetaDescription, tenants } from '@spesa/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { SEED_FIXTURES } from '../../db/seed/index';
import { inlineScriptHashes } from '../../plugins/security-headers';
import { catalogueServicesOf } from '../catalogue/catalogue.routes';
import { centsToPrice } from './json-ld';
import { HEAD_WAIT_MS } from './seo.routes';
import { checkXml, INLINE_SCRIPT_HASH, jsonLdOf, metaOf, ofType, TEST_INDEX_HTML, tagsOf, titlesOf } from './seo-test-helpers';
import { createSitemapService } from './sitemap.service';

const PUBLIC_URL = 'https://spesa.example.it';
const brand = tenants.buonmercato;
const { products: fixtures, pagedCategory } = SEED_FIXTURES;
const flyers = Object.values(SEED_FIXTURES.flyers);

describe('the first HTML of each route, robots.txt and the sitemaps', () => {
  let test: TestApp;
  const page = (url: string) => test.app.inject({ method: 'GET', url, headers: { accept: 'text/html' } });
  const get = (url: string) => test.app.inject({ method: 'GET', url });

  beforeAll(async () => {
    test = await createTestApp(
      { PUBLIC_URL, TENANT: 'buonmercato' },
      { indexHtml: TEST_INDEX_HTML.replaceAll('__TENANT__', 'buonmercato') },
    );
  });
  afterAll(() => test.close());

  /** What every indexable page carries: one title, one description, the canonical and the Open Graph tags. */
  function expectIndexableHead(html: string, canonical: string, title: string) {
    expect(titlesOf(html)).toEqual([expect.any(String)]);
    expect(metaOf(html, 'description')).toHaveLength(1);
    expect(metaOf(html, 'description')[0]?.length).toBeGreaterThan(20);
    expect(html).not.toContain('<title>Spesa online</title>');
    expect(tagsOf(html, 'link').filter((link) => link.rel === 'canonical')).toEqual([
      expect.objectContaining({ href: canonical }),
    ]);
    expect(metaOf(html, 'og:title')).toEqual([title]);
    expect(metaOf(html, 'og:url')).toEqual([canonical]);
    expect(metaOf(html, 'og:description')).toEqual(metaOf(html, 'description'));
    expect(metaOf(html, 'og:image')[0]).toMatch(/^https:\/\/spesa\.example\.it\//);
    expect(metaOf(html, 'og:locale')).toEqual(['it_IT']);
    expect(metaOf(html, 'og:site_name')).toEqual([brand.brandName]);
    expect(metaOf(html, 'og:type')).toHaveLength(1);
    expect(metaOf(html, 'robots')).toEqual([]);
    // The rest of index.html is untouched.
    expect(html).toContain('<div id="root"></div>');
    expect(html).toContain('data-tenant="buonmercato"');
  }

  const crumbPositions = (list: Record<string, unknown>) =>
    (list.itemListElement as { position: number; item: string; name: string }[]).map((item) => item.position);

  it('the home: the brand as Organization, WebSite and a GroceryStore per shop, with address and opening hours', async () => {
    const answer = await page('/');
    expect(answer.statusCode).toBe(200);
    expectIndexableHead(answer.body, `${PUBLIC_URL}/`, brand.pageTitles.home);
    const nodes = jsonLdOf(answer.body);
    expect(ofType(nodes, 'Organization')).toEqual([
      expect.objectContaining({ name: brand.brandName, url: `${PUBLIC_URL}/`, telephone: brand.contacts.phone }),
    ]);
    expect(ofType(nodes, 'WebSite')[0]).toMatchObject({
      potentialAction: { '@type': 'SearchAction', target: { urlTemplate: `${PUBLIC_URL}/search?q={search_term_string}` } },
    });
    const stores = ofType(nodes, 'GroceryStore');
    expect(stores.length).toBe(8);
    expect(stores[0]).toMatchObject({
      name: `${brand.brandName} Bergamo Borgo Palazzo`,
      telephone: '035 241 8890',
      address: {
        '@type': 'PostalAddress',
        streetAddress: 'Via Borgo Palazzo 90',
        postalCode: '24125',
        addressLocality: 'Bergamo',
        addressRegion: 'BG',
        addressCountry: 'IT',
      },
      openingHoursSpecification: [
        {
          '@type': 'OpeningHoursSpecification',
          dayOfWeek: [
            'https://schema.org/Monday',
            'https://schema.org/Tuesday',
            'https://schema.org/Wednesday',
            'https://schema.org/Thursday',
            'https://schema.org/Friday',
          ],
          opens: '08:00',
          closes: '20:30',
        },
        expect.objectContaining({ dayOfWeek: ['https://schema.org/Saturday'], opens: '08:00', closes: '20:00' }),
        expect.objectContaining({ dayOfWeek: ['https://schema.org/Sunday'], opens: '09:00', closes: '13:00' }),
      ],
    });
  });

  it('a product: Product with its offer in euros from the cents, availability, brand and image; the trail', async () => {
    const slug = fixtures.groundCoffee.slug;
    const view = (await get(`/ebsn/api/product/view?slug=${slug}`)).json().data.product as ProductView;
    const answer = await page(`/product/${slug}`);
    expect(answer.statusCode).toBe(200);
    const canonical = `${PUBLIC_URL}/product/${slug}`;
    expectIndexableHead(answer.body, canonical, `${view.name} | ${brand.brandName}`);
    expect(titlesOf(answer.body)).toEqual([`${view.name} | ${brand.brandName}`.replace(/&/g, '&#38;')]);
    expect(metaOf(answer.body, 'og:type')).toEqual(['product']);
    // The web app's head says the same (the same function), so hydration leaves one description.
    expect(metaOf(answer.body, 'description')).toEqual([productMetaDescription(view)]);
    expect(metaOf(answer.body, 'og:image')).toEqual([`${PUBLIC_URL}${view.mediaURL}`]);
    const nodes = jsonLdOf(answer.body);
    const [product] = ofType(nodes, 'Product');
    expect(product).toMatchObject({
      name: view.name,
      url: canonical,
      image: `${PUBLIC_URL}${view.mediaURL}`,
      brand: { '@type': 'Brand', name: view.brand },
      offers: {
        '@type': 'Offer',
        price: centsToPrice(view.priceCents),
        priceCurrency: 'EUR',
        availability: view.available > 0 ? 'https://schema.org/InStock' : 'https://schema.org/OutOfStock',
      },
    });
    // The promotion's price, not the standard one.
    expect(view.priceStandardCents).not.toBeNull();
    expect((product?.offers as { price: string } | undefined)?.price).toMatch(/^\d+\.\d\d$/);
    const [trail] = ofType(nodes, 'BreadcrumbList');
    expect(trail).toBeDefined();
    expect(crumbPositions(trail as Record<string, unknown>)).toEqual([1, 2, 3, 4, 5]);
    const items = (trail as { itemListElement: { item: string }[] }).itemListElement;
    expect(items[0]?.item).toBe(`${PUBLIC_URL}/`);
    expect(items.at(-1)?.item).toBe(canonical);
  });

  it('a category: BreadcrumbList with its ancestors and ItemList of its first page of products', async () => {
    const answer = await page(`/category/${pagedCategory.slug}?categoryId=${pagedCategory.categoryId}`);
    expect(answer.statusCode).toBe(200);
    const canonical = `${PUBLIC_URL}/category/${pagedCategory.slug}`;
    const [title] = titlesOf(answer.body);
    expectIndexableHead(answer.body, canonical, String(title));
    const nodes = jsonLdOf(answer.body);
    const [trail] = ofType(nodes, 'BreadcrumbList') as { itemListElement: { position: number; item: string }[] }[];
    expect(trail?.itemListElement.map((item) => item.position)).toEqual([1, 2, 3, 4]);
    expect(trail?.itemListElement.map((item) => item.item)).toEqual([
      `${PUBLIC_URL}/`,
      `${PUBLIC_URL}/category/pasta-e-riso`,
      `${PUBLIC_URL}/category/pasta-e-riso/pasta-secca`,
      canonical,
    ]);
    const [list] = ofType(nodes, 'ItemList') as { numberOfItems: number; itemListElement: { position: number; url: string }[] }[];
    const listing = (await get(`/ebsn/api/products?category_id=${pagedCategory.categoryId}`)).json().data.products as {
      slug: string;
    }[];
    expect(list?.numberOfItems).toBe(24);
    expect(list?.itemListElement.map((item) => item.url)).toEqual(listing.map((item) => `${PUBLIC_URL}/product/${item.slug}`));
    expect(list?.itemListElement.map((item) => item.position)).toEqual(listing.map((_, index) => index + 1));
  });

  it('a search: BreadcrumbList and ItemList, its words escaped everywhere', async () => {
    const answer = await page(`/search?q=${encodeURIComponent('caffè')}`);
    expect(answer.statusCode).toBe(200);
    expectIndexableHead(answer.body, `${PUBLIC_URL}/search?q=caff%C3%A8`, `Ricerca «caffè» | ${brand.brandName}`);
    const nodes = jsonLdOf(answer.body);
    expect(ofType(nodes, 'BreadcrumbList')).toHaveLength(1);
    const [list] = ofType(nodes, 'ItemList') as { itemListElement: { url: string }[] }[];
    expect(list?.itemListElement.length).toBeGreaterThan(0);

    const hostile = '</script><script>alert(1)</script><!--"\'&';
    const escaped = await page(`/search?q=${encodeURIComponent(hostile)}`);
    expect(escaped.statusCode).toBe(200);
    expect(escaped.body).not.toContain('<script>alert(1)');
    expect(escaped.body).not.toContain('<!--"');
    const [crumbs] = ofType(jsonLdOf(escaped.body), 'BreadcrumbList') as { itemListElement: { name: string }[] }[];
    expect(crumbs?.itemListElement[1]?.name).toBe(`Ricerca «${hostile}»`);
    expect(escaped.body).toContain('\\u003c/script\\u003e');
  });

  it('an unknown product, category, flyer or route: 404 with index.html (the app shows not-found) and noindex', async () => {
    for (const url of [
      '/product/non-esiste',
      '/category/non-esiste',
      '/category/pasta-e-riso/nessuna',
      '/volantini/nessuno',
      '/nessuna-pagina',
    ]) {
      const answer = await page(url);
      expect(answer.statusCode, url).toBe(404);
      expect(answer.headers['content-type']).toMatch(/text\/html/);
      expect(answer.body).toContain('<div id="root"></div>');
      expect(metaOf(answer.body, 'robots')).toEqual(['noindex']);
      expect(titlesOf(answer.body)).toEqual([brand.pageTitles.notFound]);
      expect(tagsOf(answer.body, 'link').some((link) => link.rel === 'canonical')).toBe(false);
      expect(jsonLdOf(answer.body)).toEqual([]);
    }
    // The API's own 404 stays the JSON envelope.
    expect((await test.app.inject({ url: '/ebsn/api/nothing', headers: { accept: 'text/html' } })).json()).toMatchObject({
      response: { status: 404 },
    });
  });

  it('answers the page to a link-preview fetcher that accepts anything, not to a missing file', async () => {
    const preview = await test.app.inject({ url: `/product/${fixtures.groundCoffee.slug}`, headers: { accept: '*/*' } });
    expect(preview.statusCode).toBe(200);
    expect(preview.headers['content-type']).toMatch(/text\/html/);
    expect(metaOf(preview.body, 'og:type')).toEqual(['product']);
    const file = await test.app.inject({ url: '/assets/missing-123.js', headers: { accept: '*/*' } });
    expect(file.statusCode).toBe(404);
    expect(file.headers['content-type']).toMatch(/json/);
  });

  it('private pages (cart, checkout, payment, profile, back office, login) are never indexed', async () => {
    for (const url of ['/checkout', '/payment', '/cart/payment-completed/12', '/profile/orders', '/admin', '/login']) {
      const answer = await page(url);
      expect(answer.statusCode, url).toBe(200);
      expect(metaOf(answer.body, 'robots'), url).toEqual(['noindex']);
      expect(titlesOf(answer.body)).toHaveLength(1);
      expect(metaOf(answer.body, 'description')).toHaveLength(1);
      expect(jsonLdOf(answer.body)).toEqual([]);
    }
  });

  it("the shop's own pages: flyers, a flyer of the brand, awards and customer service", async () => {
    const flyer = flyers.find((row) => row.brand === 'buonmercato');
    const answer = await page(`/volantini/${flyer?.slug}`);
    expect(answer.statusCode).toBe(200);
    expect(titlesOf(answer.body)).toEqual([`${flyer?.title} | ${brand.brandName}`]);
    expect(metaOf(answer.body, 'description')[0]?.length).toBeGreaterThan(20);
    const [webPage] = ofType(jsonLdOf(answer.body), 'WebPage') as { description: string }[];
    expect(webPage?.description).toMatch(/^Valido dal \d\d\/\d\d\/\d{4} al \d\d\/\d\d\/\d{4}\. /);
    // The other brand's flyer is not this shop's.
    const other = flyers.find((row) => row.brand !== 'buonmercato');
    expect((await page(`/volantini/${other?.slug}`)).statusCode).toBe(404);
    for (const [url, title] of [
      ['/volantini', `Volantini | ${brand.brandName}`],
      ['/vantaggi', `Vantaggi | ${brand.brandName}`],
      ['/servizio-clienti', brand.pageTitles.customerService],
      ['/faq', `Domande frequenti | ${brand.brandName}`],
    ] as const) {
      const shown = await page(url);
      expect(shown.statusCode, url).toBe(200);
      expectIndexableHead(shown.body, `${PUBLIC_URL}${url}`, title);
      expect(ofType(jsonLdOf(shown.body), 'BreadcrumbList'), url).toHaveLength(1);
    }
  });

  it('keeps the CSP: the inline script of index.html is byte for byte the same and its hash is the header’s', async () => {
    const answer = await page(`/product/${fixtures.groundCoffee.slug}`);
    const header = String(answer.headers['content-security-policy']);
    expect(header).toContain(INLINE_SCRIPT_HASH);
    const executable = answer.body.replace(/<script\b[^>]*type="application\/ld\+json"[^>]*>[\s\S]*?<\/script>/gi, '');
    expect(inlineScriptHashes(executable)).toEqual([INLINE_SCRIPT_HASH]);
    expect(jsonLdOf(answer.body).length).toBeGreaterThan(0);
  });

  it('caches a route’s head: the second visit reads nothing again', async () => {
    const services = catalogueServicesOf(test.db);
    expect(services).toBeDefined();
    const first = await page(`/product/${fixtures.parmigiano.slug}`);
    const original = services?.products.view;
    let reads = 0;
    if (services && original)
      services.products.view = async (by) => {
        reads++;
        return original(by);
      };
    try {
      const second = await page(`/product/${fixtures.parmigiano.slug}`);
      expect(second.body).toBe(first.body);
      expect(reads).toBe(0);
    } finally {
      if (services && original) services.products.view = original;
    }
  });

  it('never holds the page for a slow head: the brand head goes now, the route head is ready for the next visit', async () => {
    const services = catalogueServicesOf(test.db);
    const original = services?.products.view;
    if (!services || !original) throw new Error('no catalogue services');
    let release = () => {};
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    services.products.view = async (by) => {
      await held;
      return original(by);
    };
    try {
      const started = Date.now();
      const first = await page(`/product/${fixtures.eggs.slug}`);
      expect(Date.now() - started).toBeLessThan(HEAD_WAIT_MS + 1000);
      expect(first.statusCode).toBe(200);
      expect(titlesOf(first.body)).toEqual([brand.brandName]);
      expect(jsonLdOf(first.body)).toEqual([]);
      release();
      await new Promise((resolve) => setTimeout(resolve, 100));
      const second = await page(`/product/${fixtures.eggs.slug}`);
      expect(ofType(jsonLdOf(second.body), 'Product')).toHaveLength(1);
    } finally {
      services.products.view = original;
    }
  });

  it('robots.txt: no cart, checkout, payment, profile, back office or private API; the sitemap', async () => {
    const answer = await get('/robots.txt');
    expect(answer.statusCode).toBe(200);
    expect(answer.headers['content-type']).toMatch(/^text\/plain/);
    const lines = answer.body.split('\n');
    expect(lines[0]).toBe('User-agent: *');
    for (const path of ['/cart/', '/checkout', '/payment', '/profile', '/admin', '/ebsn/api/', '/p/wp-admin/'])
      expect(lines).toContain(`Disallow: ${path}`);
    expect(lines).toContain(`Sitemap: ${PUBLIC_URL}/sitemap.xml`);
    expect(lines.some((line) => line === 'Disallow: /' || line === 'Disallow: /product')).toBe(false);
  });

  it('sitemap.xml: an index of products, categories, pages and flyers files, each valid with the right addresses', async () => {
    const index = await get('/sitemap.xml');
    expect(index.statusCode).toBe(200);
    expect(index.headers['content-type']).toMatch(/^application\/xml/);
    expect(index.body).toContain('<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">');
    const files = checkXml(index.body).get('loc') ?? [];
    expect(files).toEqual([
      `${PUBLIC_URL}/sitemaps/products-1.xml`,
      `${PUBLIC_URL}/sitemaps/categories.xml`,
      `${PUBLIC_URL}/sitemaps/pages.xml`,
      `${PUBLIC_URL}/sitemaps/flyers.xml`,
    ]);
    const read = async (file: string) => {
      const answer = await get(file.replace(PUBLIC_URL, ''));
      expect(answer.statusCode, file).toBe(200);
      expect(answer.body).toContain('<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">');
      return checkXml(answer.body);
    };
    const products = await read(`${PUBLIC_URL}/sitemaps/products-1.xml`);
    const productUrls = products.get('loc') ?? [];
    expect(productUrls).toHaveLength(400);
    expect(new Set(productUrls).size).toBe(400);
    expect(productUrls).toContain(`${PUBLIC_URL}/product/${fixtures.groundCoffee.slug}`);
    expect(products.get('lastmod')?.[0]).toMatch(/^\d{4}-\d\d-\d\d$/);
    const categories = (await read(`${PUBLIC_URL}/sitemaps/categories.xml`)).get('loc') ?? [];
    expect(categories).toContain(`${PUBLIC_URL}/category/${pagedCategory.slug}`);
    expect(categories).toContain(`${PUBLIC_URL}/category/pasta-e-riso`);
    const pages = (await read(`${PUBLIC_URL}/sitemaps/pages.xml`)).get('loc') ?? [];
    expect(pages).toEqual(expect.arrayContaining([`${PUBLIC_URL}/`, `${PUBLIC_URL}/faq`, `${PUBLIC_URL}/volantini`]));
    const flyerUrls = (await read(`${PUBLIC_URL}/sitemaps/flyers.xml`)).get('loc') ?? [];
    expect(flyerUrls.sort()).toEqual(
      flyers
        .filter((row) => row.brand === 'buonmercato')
        .map((row) => `${PUBLIC_URL}/volantini/${row.slug}`)
        .sort(),
    );
    expect((await get('/sitemaps/products-2.xml')).statusCode).toBe(404);
    expect((await get('/sitemaps/products-0.xml')).statusCode).toBeGreaterThanOrEqual(400);
  });

  it('splits the products into files of at most the limit, every product once (as 50,000 per file for the large catalogue)', async () => {
    const sitemaps = createSitemapService({
      db: test.db,
      tenantId: 'buonmercato',
      publicUrl: PUBLIC_URL,
      content: {
        page: async () => undefined,
        pages: async () => [],
        faqCategories: async () => [],
        faqs: async () => [],
        flyers: async () => [],
      },
      productsPerFile: 150,
      today: () => '2026-11-27',
    });
    const files = checkXml(await sitemaps.index()).get('loc') ?? [];
    expect(files.filter((file) => file.includes('/products-'))).toEqual(
      [1, 2, 3].map((n) => `${PUBLIC_URL}/sitemaps/products-${n}.xml`),
    );
    const seen: string[] = [];
    for (const n of [1, 2, 3]) {
      const urls = checkXml((await sitemaps.products(n)) ?? '').get('loc') ?? [];
      expect(urls.length).toBeLessThanOrEqual(150);
      seen.push(...urls);
    }
    expect(seen).toHaveLength(400);
    expect(new Set(seen).size).toBe(400);
    expect(await sitemaps.products(4)).toBeNull();
  });
});

describe('the first HTML of content pages and FAQ (through the content API)', () => {
  let test: TestApp;
  const page = (url: string) => test.app.inject({ method: 'GET', url, headers: { accept: 'text/html' } });

  beforeAll(async () => {
    test = await createTestApp(
      { PUBLIC_URL, TENANT: 'buonmercato', CONTENT_DIR: path.join(import.meta.dirname, '../content/test-content') },
      { indexHtml: TEST_INDEX_HTML.replaceAll('__TENANT__', 'buonmercato') },
    );
  });
  afterAll(() => test.close());

  it("a page: WebPage with the page's SEO title and description; a missing page is a 404", async () => {
    const answer = await page('/page/chi-siamo');
    expect(answer.statusCode).toBe(200);
    expect(titlesOf(answer.body)).toEqual(['Chi siamo | Buon Mercato']);
    expect(metaOf(answer.body, 'description')).toEqual(['La storia di Buon Mercato.']);
    expect(tagsOf(answer.body, 'link').find((link) => link.rel === 'canonical')?.href).toBe(`${PUBLIC_URL}/page/chi-siamo`);
    expect(metaOf(answer.body, 'og:type')).toEqual(['article']);
    const [webPage] = ofType(jsonLdOf(answer.body), 'WebPage');
    expect(webPage).toMatchObject({
      name: 'Chi siamo | Buon Mercato',
      description: 'La storia di Buon Mercato.',
      url: `${PUBLIC_URL}/page/chi-siamo`,
      inLanguage: 'it-IT',
    });
    const missing = await page('/page/non-esiste');
    expect(missing.statusCode).toBe(404);
    expect(metaOf(missing.body, 'robots')).toEqual(['noindex']);
  });

  it('the FAQ: FAQPage of Question with acceptedAnswer, all of them and by category; an unknown category is a 404', async () => {
    const all = ofType(jsonLdOf((await page('/faq')).body), 'FAQPage') as { mainEntity: Record<string, unknown>[] }[];
    expect(all).toHaveLength(1);
    expect(all[0]?.mainEntity.length).toBe(3);
    for (const question of all[0]?.mainEntity ?? []) {
      expect(question['@type']).toBe('Question');
      expect(String(question.name).length).toBeGreaterThan(5);
      expect(question.acceptedAnswer).toMatchObject({ '@type': 'Answer', text: expect.any(String) });
    }
    const answer = await page('/faq/consegna');
    expect(answer.statusCode).toBe(200);
    const nodes = jsonLdOf(answer.body);
    const [faq] = ofType(nodes, 'FAQPage') as { mainEntity: { name: string; acceptedAnswer: { text: string } }[] }[];
    expect(faq?.mainEntity.map((question) => question.name)).toEqual([
      'Quanto costa la consegna?',
      'Posso cambiare la fascia oraria?',
    ]);
    // Markdown rendered, then as text: no tags in the answer.
    expect(faq?.mainEntity[0]?.acceptedAnswer.text).toBe('Costa 4,90 €, gratis sopra gli 80 €.');
    const [trail] = ofType(nodes, 'BreadcrumbList') as { itemListElement: { position: number; name: string }[] }[];
    expect(trail?.itemListElement.map((item) => [item.position, item.name])).toEqual([
      [1, 'Homepage'],
      [2, 'Faq'],
      [3, 'Consegna'],
    ]);
    expect((await page('/faq/nessuna')).statusCode).toBe(404);
  });

  it('the sitemap of pages lists the content pages and FAQ categories; the flyer page has its cover as preview', async () => {
    const pages = checkXml((await test.app.inject({ url: '/sitemaps/pages.xml' })).body).get('loc') ?? [];
    expect(pages).toEqual(
      expect.arrayContaining([`${PUBLIC_URL}/page/chi-siamo`, `${PUBLIC_URL}/faq/consegna`, `${PUBLIC_URL}/faq/pagamenti`]),
    );
    const flyer = await page('/volantini/grandi-offerte');
    expect(flyer.statusCode).toBe(200);
    expect(metaOf(flyer.body, 'og:image')).toEqual([`${PUBLIC_URL}/images/content/buonmercato/volantino-copertina.svg`]);
    expect(metaOf(flyer.body, 'description')[0]).toContain('Le offerte del mese.');
  });
});
