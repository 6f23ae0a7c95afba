import path from 'node:path';
import {
  CONTENT_API_PREFIX,
  contentAwardSchema,
  contentFaqSchema,
  contentFlyerSchema,
  contentMenuSchema,
  contentPageSchema,
  contentPaths,
  contentSlideSchema,
  contentTermSchema,
  contentUxBlockSchema,
  toAcfDate,
  wordpressErrorSchema,
} from '@spesa/domain';
import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { createTestApp, type TestApp } from '../../../test/test-app';
import * as schema from '../../db/schema/index';
import { findFlyerProducts, findFlyers } from './content.repository';
import { CONTENT_CACHE_CONTROL } from './content.routes';
import { listContentFlyers, listContentPages, readContentFaq, readContentPage } from './content.service';

export const FIXTURE_CONTENT_DIR = path.join(import.meta.dirname, 'test-content');
const PUBLIC_URL = 'https://spesa.example.it';

describe('the content API (/p/wp-json) in WordPress 6 shapes', () => {
  let test: TestApp;
  const get = (url: string, headers: Record<string, string> = {}) =>
    test.app.inject({ method: 'GET', url: `${CONTENT_API_PREFIX}${url}`, headers });
  const list = async <T extends z.ZodType>(url: string, item: T) => {
    const answer = await get(url);
    expect(answer.statusCode, answer.body).toBe(200);
    return { answer, items: z.array(item).parse(answer.json()) };
  };

  beforeAll(async () => {
    test = await createTestApp({ CONTENT_DIR: FIXTURE_CONTENT_DIR, PUBLIC_URL });
  });
  afterAll(() => test.close());

  it('pages: by slug, with SEO meta, validity text and the shop link; sanitised HTML', async () => {
    const { answer, items } = await list(`${contentPaths.pages}?slug=chi-siamo`, contentPageSchema);
    expect(answer.headers['x-wp-total']).toBe('1');
    expect(answer.headers['x-wp-totalpages']).toBe('1');
    const [page] = items;
    expect(page).toMatchObject({
      slug: 'chi-siamo',
      type: 'page',
      status: 'publish',
      link: `${PUBLIC_URL}/page/chi-siamo`,
      date: '2026-01-15T00:00:00',
      title: { rendered: 'Chi siamo' },
      meta: { seo_title: 'Chi siamo | Buon Mercato', seo_description: 'La storia di Buon Mercato.' },
      testo_validit: '',
      menu_order: 2,
    });
    const html = page?.content.rendered ?? '';
    expect(html).toContain('<h2>La nostra storia</h2>');
    expect(html).toContain('<strong>supermercato</strong>');
    expect(html).toContain('<a href="/page/contatti">Contatti</a>');
    expect(html).not.toMatch(/script|javascript:|onerror|onclick|iframe|style=|alert/i);
    expect(page?.excerpt.rendered).toMatch(/^<p>La nostra storia Siamo un supermercato/);

    const all = await list(contentPaths.pages, contentPageSchema);
    expect(all.items.map((entry) => entry.slug)).toEqual(['consegna-a-domicilio', 'chi-siamo']);
    expect(all.items[0]).toMatchObject({
      testo_validit: 'Valido dal 1 gennaio',
      excerpt: { rendered: '<p>Come funziona la consegna a casa.</p>\n' },
    });
    expect(all.items[0]?.content.rendered).toContain('<table>');
  });

  it('an unknown slug is an empty list, as WordPress answers', async () => {
    const { answer, items } = await list(`${contentPaths.pages}?slug=non-esiste`, contentPageSchema);
    expect(items).toEqual([]);
    expect(answer.headers['x-wp-total']).toBe('0');
    expect(answer.headers['x-wp-totalpages']).toBe('0');
  });

  it('menus by location, footer groups with their links', async () => {
    const header = await get(contentPaths.menuLocation('header'));
    expect(header.statusCode).toBe(200);
    const menu = contentMenuSchema.parse(header.json());
    expect(menu.slug).toBe('header');
    expect(menu.items.map((item) => [item.title, item.url, item.menu_item_parent])).toEqual([
      ['Consegna a casa', '/page/consegna-a-domicilio', '0'],
      ['Volantini', '/volantini', '0'],
    ]);
    const footer = contentMenuSchema.parse((await get(contentPaths.menuLocation('footer'))).json());
    const [group] = footer.items;
    expect(group?.child_items?.map((item) => [item.title, item.target, item.menu_item_parent])).toEqual([
      ['La nostra storia', '', String(group?.ID)],
      ['Instagram', '_blank', String(group?.ID)],
    ]);
    for (const missing of ['mobile', 'sidebar']) {
      const answer = await get(`/menus/v1/locations/${missing}`);
      expect(answer.statusCode).toBe(404);
      wordpressErrorSchema.parse(answer.json());
    }
  });

  it('slides: only those valid on the slider date', async () => {
    const { items } = await list(`${contentPaths.slides}?per_page=20&hash=abc123`, contentSlideSchema);
    expect(items.map((slide) => slide.slug)).toEqual(['in-corso']);
    expect(items[0]).toMatchObject({
      link: `${PUBLIC_URL}/volantini`,
      content: { rendered: '<p>Sconti <strong>fino al 50%</strong></p>\n' },
      acf: { image_alt: 'Cesto di frutta', link: '/volantini', link_label: 'Scopri' },
    });
  });

  it("flyers: validity from the flyers row, each page linking that flyer's promoted products", async () => {
    const { items } = await list(contentPaths.flyers, contentFlyerSchema);
    // The flyer of another brand is left out.
    expect(items.map((flyer) => flyer.slug)).toEqual(['grandi-offerte']);
    const [flyer] = items;
    const [row] = await findFlyers(test.db, [1]);
    expect(flyer).toMatchObject({
      link: `${PUBLIC_URL}/volantini/grandi-offerte`,
      acf: { flyer_id: 1, date_from: toAcfDate(row?.validFrom ?? ''), date_to: toAcfDate(row?.validTo ?? '') },
    });
    const ids = flyer?.acf.pages.flatMap((page) => page.product_ids) ?? [];
    expect(ids.length).toBeGreaterThan(1);
    const [first, second] = flyer?.acf.pages ?? [];
    expect(Math.abs((first?.product_ids.length ?? 0) - (second?.product_ids.length ?? 0))).toBeLessThanOrEqual(1);
    const promoted = await findFlyerProducts(test.db, [1]);
    expect(ids).toEqual(promoted.get(1));
    const products = await test.db
      .select({ productId: schema.products.productId, flyerId: schema.promotions.flyerId })
      .from(schema.products)
      .innerJoin(schema.promotions, eq(schema.promotions.promoId, schema.products.promoId))
      .where(inArray(schema.products.productId, ids));
    expect(products.every((product) => product.flyerId === 1)).toBe(true);
  });

  it('FAQ: categories as terms, questions by category and by search', async () => {
    const { items: categories } = await list(contentPaths.faqCategories, contentTermSchema);
    expect(categories.map((term) => [term.slug, term.name, term.count, term.link])).toEqual([
      ['consegna', 'Consegna', 2, `${PUBLIC_URL}/faq/consegna`],
      ['pagamenti', 'Pagamenti', 1, `${PUBLIC_URL}/faq/pagamenti`],
    ]);
    const delivery = categories[0]?.id as number;
    const { items: questions } = await list(`${contentPaths.faqs}?faq_category=${delivery}&per_page=100`, contentFaqSchema);
    expect(questions.map((question) => question.slug)).toEqual(['quanto-costa-la-consegna', 'posso-cambiare-fascia']);
    expect(questions[0]).toMatchObject({ faq_category: [delivery], link: `${PUBLIC_URL}/faq/consegna` });
    const { items: found } = await list(`${contentPaths.faqs}?search=${encodeURIComponent('PESO perche')}`, contentFaqSchema);
    expect(found.map((question) => question.slug)).toEqual(['perche-la-preautorizzazione']);
    const { items: bySlug } = await list(`${contentPaths.faqCategories}?slug=pagamenti`, contentTermSchema);
    expect(bySlug.map((term) => term.slug)).toEqual(['pagamenti']);
  });

  it('awards and ux-blocks', async () => {
    const { items: awards } = await list(contentPaths.awards, contentAwardSchema);
    expect(awards.map((award) => [award.slug, award.acf.points, award.link])).toEqual([
      ['buono-5-euro', 500, `${PUBLIC_URL}/vantaggi`],
      ['spesa-gratis-compleanno', null, `${PUBLIC_URL}/vantaggi`],
    ]);
    const { items: home } = await list(`${contentPaths.uxBlocks}?ux_position=home`, contentUxBlockSchema);
    expect(home.map((block) => [block.slug, block.acf.category_slug])).toEqual([['come-funziona', '']]);
    const { items: category } = await list(
      `${contentPaths.uxBlocks}?ux_position=category&category_slug=frutta-e-verdura`,
      contentUxBlockSchema,
    );
    expect(category.map((block) => block.slug)).toEqual(['frutta-di-stagione']);
  });

  it('per_page and page paginate with X-WP-Total and X-WP-TotalPages', async () => {
    const first = await list(`${contentPaths.faqs}?per_page=2`, contentFaqSchema);
    expect(first.items).toHaveLength(2);
    expect(first.answer.headers['x-wp-total']).toBe('3');
    expect(first.answer.headers['x-wp-totalpages']).toBe('2');
    const second = await list(`${contentPaths.faqs}?per_page=2&page=2`, contentFaqSchema);
    expect(second.items.map((question) => question.slug)).toEqual(['perche-la-preautorizzazione']);
    const past = await get(`${contentPaths.faqs}?per_page=2&page=3`);
    expect(past.statusCode).toBe(400);
    expect(wordpressErrorSchema.parse(past.json()).code).toBe('rest_post_invalid_page_number');
  });

  it("a bad parameter answers WordPress's rest_invalid_param 400", async () => {
    for (const query of ['per_page=0', 'per_page=101', 'per_page=abc', 'page=0', 'per_page=1.5', 'per_page=2&per_page=3']) {
      const answer = await get(`${contentPaths.flyers}?${query}`);
      expect(answer.statusCode, query).toBe(400);
      const error = wordpressErrorSchema.parse(answer.json());
      expect(error.code).toBe('rest_invalid_param');
      expect(error.data.status).toBe(400);
      expect(error.message).toMatch(/^Invalid parameter\(s\): (per_page|page)$/);
    }
    const bad = await get(`${contentPaths.uxBlocks}?ux_position=sidebar`);
    expect(bad.json()).toMatchObject({ code: 'rest_invalid_param', data: { params: { ux_position: expect.any(String) } } });
    expect((await get(`${contentPaths.faqs}?faq_category=abc`)).statusCode).toBe(400);
    expect((await get(`${contentPaths.pages}?slug=a%00b`)).statusCode).toBe(400);
  });

  it("unknown paths and methods answer WordPress's rest_no_route 404", async () => {
    for (const url of ['/wp/v2/posts', '/wp/v2/users', '/nope', '/']) {
      const answer = await get(url);
      expect(answer.statusCode, url).toBe(404);
      expect(answer.json()).toEqual({
        code: 'rest_no_route',
        message: 'No route was found matching the URL and request method.',
        data: { status: 404 },
      });
    }
    const post = await test.app.inject({ method: 'POST', url: `${CONTENT_API_PREFIX}${contentPaths.pages}`, payload: {} });
    expect(post.statusCode).toBe(404);
    expect((await test.app.inject({ method: 'GET', url: CONTENT_API_PREFIX })).json().code).toBe('rest_no_route');
  });

  it('answers are cached with an ETag, Cache-Control, and 304 to a current copy', async () => {
    const first = await get(contentPaths.awards);
    expect(first.headers['cache-control']).toBe(CONTENT_CACHE_CONTROL);
    const etag = String(first.headers.etag);
    expect(etag).toMatch(/^W\/".+"$/);
    // The cache burst changes nothing.
    expect((await get(`${contentPaths.awards}?hash=42`)).headers.etag).toBe(etag);
    const again = await get(contentPaths.awards, { 'if-none-match': etag });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
    expect(again.headers.etag).toBe(etag);
    expect((await get(contentPaths.awards, { 'if-none-match': 'W/"other"' })).statusCode).toBe(200);
    const otherPage = await get(`${contentPaths.awards}?per_page=1`);
    expect(otherPage.headers.etag).not.toBe(etag);
  });

  it('every content path but the form is in the OpenAPI document, so the fuzz test walks it', async () => {
    const document = await test.app.inject({ method: 'GET', url: '/ebsn/api/openapi.json' });
    const paths = Object.keys(document.json().paths);
    const lists = [
      contentPaths.pages,
      contentPaths.slides,
      contentPaths.flyers,
      contentPaths.faqs,
      contentPaths.faqCategories,
      contentPaths.awards,
      contentPaths.uxBlocks,
    ];
    expect(paths).toEqual(
      expect.arrayContaining([...lists, '/menus/v1/locations/{location}'].map((path) => `${CONTENT_API_PREFIX}${path}`)),
    );
  });

  it('answers carry no cookie (shared caches may keep them)', async () => {
    const answer = await get(contentPaths.pages);
    expect(answer.headers['set-cookie']).toBeUndefined();
  });

  it('the cache holds until the content changes; a reload empties it', async () => {
    const before = (await get(contentPaths.awards)).headers.etag;
    await test.db.update(schema.contentEntries).set({ title: 'Cambiato' }).where(eq(schema.contentEntries.slug, 'buono-5-euro'));
    // Still the cached answer…
    expect((await get(contentPaths.awards)).headers.etag).toBe(before);
    // …until the cache hears of a change…
    test.app.content.cache.changed();
    const changed = await get(contentPaths.awards);
    expect(changed.headers.etag).not.toBe(before);
    expect(changed.json()[0].title.rendered).toBe('Cambiato');
    // …and a reload writes the files again and empties it: the file's title is back at once.
    const report = await test.app.content.reload();
    expect(report?.written).toBeGreaterThan(10);
    const after = await get(contentPaths.awards);
    expect(after.headers.etag).toBe(before);
    expect(after.json()[0].title.rendered).toBe('Buono da 5 €');
  });
});

describe('what other modules read (content.service)', () => {
  let test: TestApp;
  beforeAll(async () => {
    test = await createTestApp({ CONTENT_DIR: FIXTURE_CONTENT_DIR, PUBLIC_URL });
  });
  afterAll(() => test.close());

  it('a page by slug, every page, the FAQ and the flyers', async () => {
    const page = await readContentPage(test.app.content, 'chi-siamo');
    expect(page).toMatchObject({ slug: 'chi-siamo', meta: { seo_title: 'Chi siamo | Buon Mercato' } });
    expect(await readContentPage(test.app.content, 'non-esiste')).toBeNull();
    expect((await listContentPages(test.app.content)).map((entry) => entry.slug)).toEqual(['consegna-a-domicilio', 'chi-siamo']);
    const faq = await readContentFaq(test.app.content);
    expect(faq.categories.map((category) => category.slug)).toEqual(['consegna', 'pagamenti']);
    expect(faq.questions).toHaveLength(3);
    expect(faq.questions[2]?.faq_category).toEqual([faq.categories[1]?.id]);
    expect((await listContentFlyers(test.app.content)).map((flyer) => flyer.slug)).toEqual(['grandi-offerte']);
  });
});

describe('the served brand (TENANT) answers its own content', () => {
  let test: TestApp;
  beforeAll(async () => {
    test = await createTestApp({ CONTENT_DIR: FIXTURE_CONTENT_DIR, PUBLIC_URL, TENANT: 'spesachiara' });
  });
  afterAll(() => test.close());

  it("spesachiara's pages only, and no menu it did not write", async () => {
    const answer = await test.app.inject({ method: 'GET', url: `${CONTENT_API_PREFIX}${contentPaths.pages}` });
    const pages = z.array(contentPageSchema).parse(answer.json());
    expect(pages.map((page) => [page.slug, page.title.rendered])).toEqual([['chi-siamo', 'Chi è Spesa Chiara']]);
    const menu = await test.app.inject({ method: 'GET', url: `${CONTENT_API_PREFIX}${contentPaths.menuLocation('header')}` });
    expect(menu.statusCode).toBe(404);
    expect(menu.json().code).toBe('rest_menu_not_found');
  });
});
