import { randomBytes } from 'node:crypto';
import {
  contentAwardSchema,
  contentFaqSchema,
  contentFlyerSchema,
  contentMenuSchema,
  contentPageSchema,
  contentSlideSchema,
  contentTermSchema,
  contentUxBlockSchema,
  wordpressErrorSchema,
} from '@spesa/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { createTestApp, type TestApp } from '../../../test/test-app';

/**
 * Against a real WordPress 6 (Debian's package with wordpress/spesa-content as mu-plugin), set up by
 * .ci/wordpress.sh, which exports TEST_WORDPRESS_URL and TEST_WORDPRESS_AUTH (user:application password).
 * Content is created through WordPress's own REST API and read back through the shop built with
 * WORDPRESS_URL. In CI (WORDPRESS_REQUIRED=1) a missing WordPress fails loudly; elsewhere it is skipped.
 */
const wordpressUrl = process.env.TEST_WORDPRESS_URL;
const auth = process.env.TEST_WORDPRESS_AUTH ?? '';
const onPglite = process.env.TEST_DB !== 'postgres';

if (!wordpressUrl && onPglite) {
  if (process.env.WORDPRESS_REQUIRED === '1') {
    it('has a WordPress to test against', () => {
      throw new Error(
        'WORDPRESS_REQUIRED=1 but TEST_WORDPRESS_URL is unset: .ci/wordpress.sh could not install WordPress (see its log)',
      );
    });
  } else {
    console.warn('wordpress.test.ts skipped: TEST_WORDPRESS_URL is unset (run .ci/wordpress.sh and source its env file)');
  }
}

const SHOP = 'https://spesa.example.it';
const suffix = randomBytes(4).toString('hex');
const ymd = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10).replaceAll('-', '');

/** WordPress's REST API, as an editor (the application password). */
async function wp(method: string, route: string, body?: unknown) {
  const url = new URL(`${wordpressUrl}/`);
  url.searchParams.set('rest_route', route);
  if (method === 'DELETE') url.searchParams.set('force', 'true');
  const response = await fetch(url, {
    method,
    headers: { authorization: `Basic ${Buffer.from(auth).toString('base64')}`, 'content-type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const answer = await response.json();
  if (!response.ok) throw new Error(`${method} ${route}: ${response.status} ${JSON.stringify(answer)}`);
  return answer as Record<string, unknown> & { id: number };
}
/** What WordPress answers the public, directly. */
const direct = async (route: string, query = '') =>
  (await fetch(`${wordpressUrl}/?rest_route=${route}${query ? `&${query}` : ''}`)).json() as Promise<Record<string, unknown>[]>;

describe.skipIf(!wordpressUrl || !onPglite)('content from a real WordPress 6 through the shop', () => {
  let test: TestApp;
  const created: string[] = [];
  const ids: Record<string, number> = {};
  const pageSlug = `chi-siamo-${suffix}`;
  const flyerAcf = {
    flyer_id: 1,
    date_from: ymd(-2),
    date_to: ymd(10),
    where: 'Tutti i punti vendita',
    cover: '/images/content/spesachiara/volantino-copertina.svg',
    pages: [
      {
        image: '/images/content/spesachiara/volantino-1.svg',
        image_alt: 'Frutta di stagione',
        title: 'Pagina 1',
        product_ids: [1, 2],
      },
      { image: '/images/content/spesachiara/volantino-2.svg', image_alt: 'Latticini', title: 'Pagina 2', product_ids: [3] },
    ],
  };
  const create = async (route: string, body: Record<string, unknown>) => {
    const post = await wp('POST', route, { status: 'publish', ...body });
    created.push(`${route}/${post.id}`);
    return post.id;
  };

  beforeAll(async () => {
    ids.page = await create('/wp/v2/pages', {
      title: 'Chi siamo',
      slug: pageSlug,
      content: '<p>Siamo una <strong>spesa</strong> di quartiere.</p>',
      excerpt: 'La nostra storia.',
      menu_order: 3,
      meta: { seo_title: 'Chi siamo | Spesa Chiara', seo_description: 'Chi siamo e come lavoriamo.' },
      testo_validit: 'Valido dal 1 al 30 novembre',
    });
    const category = await wp('POST', '/wp/v2/faq_category', {
      name: 'Consegna',
      slug: `consegna-${suffix}`,
      description: 'Domande sulla consegna a casa',
    });
    created.push(`/wp/v2/faq_category/${category.id}`);
    ids.category = category.id;
    ids.faq = await create('/wp/v2/faq', {
      title: 'Quanto costa la consegna?',
      slug: `costo-consegna-${suffix}`,
      content: '<p>Dipende dalla fascia oraria.</p>',
      faq_category: [ids.category],
    });
    ids.flyer = await create('/wp/v2/volantino', { title: 'Volantino di novembre', slug: `novembre-${suffix}`, acf: flyerAcf });
    ids.slide = await create('/wp/v2/slide', {
      title: 'Consegna gratuita',
      slug: `consegna-gratuita-${suffix}`,
      acf: {
        image: '/images/s.svg',
        image_alt: 'Un furgone',
        link: '/page/consegna',
        link_label: 'Scopri',
        date_from: ymd(-1),
        date_to: ymd(5),
      },
    });
    ids.oldSlide = await create('/wp/v2/slide', {
      title: 'Finita',
      slug: `finita-${suffix}`,
      acf: { image: '/images/o.svg', image_alt: '', link: '/', link_label: '', date_from: ymd(-30), date_to: ymd(-2) },
    });
    ids.award = await create('/wp/v2/vantaggio', {
      title: 'Buono da 5 €',
      slug: `buono-${suffix}`,
      acf: { image: '/images/b.svg', image_alt: 'Un buono', points: 500 },
    });
    ids.block = await create('/wp/v2/ux_block', {
      title: 'Frutta di stagione',
      slug: `frutta-${suffix}`,
      acf: {
        ux_position: 'category',
        category_slug: `frutta-${suffix}`,
        image: '/images/f.svg',
        image_alt: 'Mele',
        link: `${wordpressUrl}/volantini/novembre-${suffix}`,
        link_label: 'Il volantino',
      },
    });
    // A header menu: a page, a group with an outside link beneath it.
    const menu = await wp('POST', '/wp/v2/menus', { name: `Header ${suffix}`, locations: ['header'] });
    created.push(`/wp/v2/menus/${menu.id}`);
    ids.menu = menu.id;
    const item = (body: Record<string, unknown>) =>
      wp('POST', '/wp/v2/menu-items', { menus: menu.id, status: 'publish', ...body });
    const pageItem = await item({ title: 'Chi siamo', type: 'post_type', object: 'page', object_id: ids.page, menu_order: 1 });
    const group = await item({ title: 'Seguici', url: '#', type: 'custom', menu_order: 2 });
    await item({
      title: 'Instagram',
      url: 'https://www.instagram.com/spesachiara',
      target: '_blank',
      parent: group.id,
      menu_order: 3,
    });
    ids.pageItem = pageItem.id;

    test = await createTestApp({ WORDPRESS_URL: wordpressUrl as string, PUBLIC_URL: SHOP, TENANT: 'spesachiara' });
  });

  afterAll(async () => {
    await test?.close();
    for (const path of created.reverse()) await wp('DELETE', path).catch(() => {});
  });

  const shop = async (url: string) => {
    const response = await test.app.inject({ method: 'GET', url: `/p/wp-json${url}` });
    return { response, body: response.json() };
  };
  /** What WordPress answered, as the shop must answer it: the contract's fields, unchanged but for the shop's link. */
  const asShop = (schema: z.ZodType, post: Record<string, unknown>, link: string) => schema.parse({ ...post, link });

  it('answers a page by slug unchanged, with its SEO meta, validity text and the shop’s link', async () => {
    const { response, body } = await shop(`/wp/v2/pages?slug=${pageSlug}`);
    expect(response.statusCode).toBe(200);
    expect(response.headers['x-wp-total']).toBe('1');
    expect(response.headers['x-wp-totalpages']).toBe('1');
    const [page] = z.array(contentPageSchema).parse(body);
    expect(page).toMatchObject({
      id: ids.page,
      title: { rendered: 'Chi siamo' },
      menu_order: 3,
      meta: { seo_title: 'Chi siamo | Spesa Chiara', seo_description: 'Chi siamo e come lavoriamo.' },
      testo_validit: 'Valido dal 1 al 30 novembre',
      link: `${SHOP}/page/${pageSlug}`,
    });
    expect(page?.content.rendered).toContain('<strong>spesa</strong>');
    const [fromWordpress] = await direct('/wp/v2/pages', `slug=${pageSlug}`);
    expect(body[0]).toEqual(asShop(contentPageSchema, fromWordpress ?? {}, `${SHOP}/page/${pageSlug}`));
    // WordPress's own extras are not the shop's: the web app cannot tell which source answered.
    expect(fromWordpress).toHaveProperty('guid');
    expect(body[0]).not.toHaveProperty('guid');
  });

  it('answers FAQ categories and questions, filtered by category', async () => {
    const [term] = z.array(contentTermSchema).parse((await shop(`/wp/v2/faq_category?slug=consegna-${suffix}`)).body);
    expect(term).toMatchObject({
      id: ids.category,
      name: 'Consegna',
      taxonomy: 'faq_category',
      count: 1,
      link: `${SHOP}/faq/consegna-${suffix}`,
    });
    const { body } = await shop(`/wp/v2/faq?faq_category=${ids.category}&per_page=100`);
    const faqs = z.array(contentFaqSchema).parse(body);
    expect(faqs.map((faq) => faq.id)).toEqual([ids.faq]);
    expect(faqs[0]).toMatchObject({ faq_category: [ids.category], link: `${SHOP}/faq/consegna-${suffix}` });
    const [fromWordpress] = await direct('/wp/v2/faq', `faq_category=${ids.category}`);
    expect(body[0]).toEqual(asShop(contentFaqSchema, fromWordpress ?? {}, `${SHOP}/faq/consegna-${suffix}`));
  });

  it('answers a flyer with its pages and products, as written', async () => {
    const { body } = await shop(`/wp/v2/volantino?slug=novembre-${suffix}`);
    const [flyer] = z.array(contentFlyerSchema).parse(body);
    expect(flyer?.acf).toEqual(flyerAcf);
    expect(flyer?.link).toBe(`${SHOP}/volantini/novembre-${suffix}`);
  });

  it('answers only the slides valid on the slider date', async () => {
    const { response, body } = await shop(`/wp/v2/slide?per_page=100&hash=${suffix}`);
    const slides = z.array(contentSlideSchema).parse(body);
    const mine = slides.filter((slide) => slide.slug.endsWith(suffix));
    expect(mine.map((slide) => slide.id)).toEqual([ids.slide]);
    expect(mine[0]?.acf).toMatchObject({ link: '/page/consegna', date_from: ymd(-1), date_to: ymd(5) });
    // A slide links where it leads, as the embedded content does.
    expect(mine[0]?.link).toBe(`${SHOP}/page/consegna`);
    expect(response.headers['x-wp-total']).toBe(String(slides.length));
  });

  it('answers awards and ux-blocks by position and category, a link to WordPress made an app path', async () => {
    const awards = z.array(contentAwardSchema).parse((await shop('/wp/v2/vantaggio?per_page=100')).body);
    expect(awards.find((award) => award.id === ids.award)?.acf).toEqual({
      image: '/images/b.svg',
      image_alt: 'Un buono',
      points: 500,
    });
    const { body } = await shop(`/wp/v2/ux_block?ux_position=category&category_slug=frutta-${suffix}`);
    const blocks = z.array(contentUxBlockSchema).parse(body);
    expect(blocks.map((block) => block.id)).toEqual([ids.block]);
    expect(blocks[0]?.acf.link).toBe(`/volantini/novembre-${suffix}`);
    expect(blocks[0]?.link).toBe(`${SHOP}/volantini/novembre-${suffix}`);
    expect((await shop(`/wp/v2/ux_block?ux_position=home&category_slug=frutta-${suffix}`)).body).toEqual([]);
  });

  it('answers the header menu by location, a page’s item as an app path and the group with its children', async () => {
    const { response, body } = await shop('/menus/v1/locations/header');
    expect(response.statusCode).toBe(200);
    const menu = contentMenuSchema.parse(body);
    expect(menu).toMatchObject({ term_id: ids.menu, name: `Header ${suffix}` });
    expect(menu.items).toEqual([
      expect.objectContaining({
        ID: ids.pageItem,
        title: 'Chi siamo',
        url: `/page/${pageSlug}`,
        target: '',
        menu_item_parent: '0',
      }),
      expect.objectContaining({
        title: 'Seguici',
        child_items: [
          expect.objectContaining({ title: 'Instagram', url: 'https://www.instagram.com/spesachiara', target: '_blank' }),
        ],
      }),
    ]);
  });

  it('serves the second call from its cache (same ETag, 304, an edit in WordPress unseen for a minute)', async () => {
    const url = `/p/wp-json/wp/v2/pages?slug=${pageSlug}`;
    const first = await test.app.inject({ method: 'GET', url });
    expect(first.headers['cache-control']).toBe('public, max-age=60, stale-while-revalidate=600');
    await wp('POST', `/wp/v2/pages/${ids.page}`, { title: 'Chi siamo (modificata)' });
    const second = await test.app.inject({ method: 'GET', url });
    expect(second.json()[0].title.rendered).toBe('Chi siamo');
    expect(second.headers.etag).toBe(first.headers.etag);
    const current = await test.app.inject({ method: 'GET', url, headers: { 'if-none-match': String(first.headers.etag) } });
    expect(current.statusCode).toBe(304);
  });

  it('passes WordPress’s own errors through in its shape', async () => {
    // Past the last page: WordPress's own 400, not the shop's validation.
    const { response, body } = await shop('/wp/v2/volantino?per_page=1&page=100000');
    expect(response.statusCode).toBe(400);
    expect(wordpressErrorSchema.parse(body).code).toBe('rest_post_invalid_page_number');
    // A location with no menu assigned: the plugin's 404, as WordPress gave it.
    const drawer = await shop('/menus/v1/locations/links-drawer');
    expect(drawer.response.statusCode).toBe(404);
    expect(wordpressErrorSchema.parse(drawer.body).code).toBe('rest_menu_location_invalid');
    expect(drawer.body).toEqual(await direct('/menus/v1/locations/links-drawer'));
  });

  it('answers WordPress’s 503 shape when WordPress is down and nothing is cached', async () => {
    const down = await createTestApp({ WORDPRESS_URL: 'http://127.0.0.1:9', WORDPRESS_TIMEOUT_MS: '500' });
    try {
      const response = await down.app.inject({ method: 'GET', url: `/p/wp-json/wp/v2/pages?slug=${pageSlug}` });
      expect(response.statusCode).toBe(503);
      expect(wordpressErrorSchema.parse(response.json())).toMatchObject({ data: { status: 503 } });
    } finally {
      await down.close();
    }
  });
});
