import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { tenantIds } from '@spesa/domain';
import { inArray } from 'drizzle-orm';
import matter from 'gray-matter';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { flyers, products, promotions } from '../../db/schema/catalogue';
import { buildCategoryTree } from '../../db/seed/categories';
import { SEED_FIXTURES } from '../../db/seed/index';
import {
  awardsFileSchema,
  CONTENT_ROOT,
  contentJsonFiles,
  faqFileSchema,
  flyersFileSchema,
  type MenuFileItem,
  menusFileSchema,
  pageFrontMatterSchema,
  slidesFileSchema,
  uxBlocksFileSchema,
} from './content-files.schema';

/** The pages every brand has: the navbar, footer, login dialog and home link to them. */
const REQUIRED_PAGES = [
  'consegna-a-casa',
  'ritiro-in-negozio',
  'chi-siamo',
  'privacy',
  'cookie-policy',
  'condizioni-di-vendita',
  'contatti',
];
/** App paths a content link may name besides pages, FAQ categories, flyers and categories. */
const APP_PATHS = new Set(['/', '/volantini', '/faq', '/vantaggi', '/servizio-clienti']);
const categorySlugs = new Set(buildCategoryTree().rows.map((category) => category.slug));

type BrandContent = {
  brand: string;
  pages: Map<string, { data: Record<string, unknown>; body: string }>;
  menus: ReturnType<typeof menusFileSchema.parse>;
  slides: ReturnType<typeof slidesFileSchema.parse>;
  flyers: ReturnType<typeof flyersFileSchema.parse>;
  faq: ReturnType<typeof faqFileSchema.parse>;
  awards: ReturnType<typeof awardsFileSchema.parse>;
  uxBlocks: ReturnType<typeof uxBlocksFileSchema.parse>;
};

const readJson = async (brand: string, file: string) =>
  JSON.parse(await readFile(path.join(CONTENT_ROOT, brand, file), 'utf8')) as unknown;

async function readBrand(brand: string): Promise<BrandContent> {
  const folder = path.join(CONTENT_ROOT, brand, 'pages');
  const pages = new Map<string, { data: Record<string, unknown>; body: string }>();
  for (const file of (await readdir(folder)).filter((name) => name.endsWith('.md'))) {
    const parsed = matter(await readFile(path.join(folder, file), 'utf8'));
    pages.set(file.slice(0, -3), { data: parsed.data, body: parsed.content });
  }
  return {
    brand,
    pages,
    menus: menusFileSchema.parse(await readJson(brand, 'menus.json')),
    slides: slidesFileSchema.parse(await readJson(brand, 'slides.json')),
    flyers: flyersFileSchema.parse(await readJson(brand, 'flyers.json')),
    faq: faqFileSchema.parse(await readJson(brand, 'faq.json')),
    awards: awardsFileSchema.parse(await readJson(brand, 'awards.json')),
    uxBlocks: uxBlocksFileSchema.parse(await readJson(brand, 'ux-blocks.json')),
  };
}

const flattenMenu = (items: MenuFileItem[]): MenuFileItem[] =>
  items.flatMap((item) => [item, ...flattenMenu(item.children ?? [])]);
/** The app paths linked from Markdown (`[text](/page/x)`) or HTML (`href="/page/x"`). */
const markdownLinks = (text: string) =>
  [...text.matchAll(/\]\((\/[^)\s]*)\)|href="(\/[^"]*)"/g)].map((match) => (match[1] ?? match[2]) as string);

/** Every internal link of a brand's content, with where it was found. */
function internalLinks(content: BrandContent): { where: string; url: string }[] {
  const links: { where: string; url: string }[] = [];
  for (const [location, items] of Object.entries(content.menus))
    for (const item of flattenMenu(items)) links.push({ where: `menus.json ${location}`, url: item.url });
  for (const slide of content.slides) links.push({ where: `slide ${slide.slug}`, url: slide.link });
  for (const block of content.uxBlocks) links.push({ where: `ux-block ${block.slug}`, url: block.link });
  for (const [slug, page] of content.pages)
    for (const url of markdownLinks(page.body)) links.push({ where: `page ${slug}`, url });
  for (const category of content.faq.categories)
    for (const question of category.questions)
      for (const url of markdownLinks(question.answer)) links.push({ where: `faq ${question.slug}`, url });
  for (const entry of [...content.slides, ...content.awards, ...content.uxBlocks])
    for (const url of markdownLinks(entry.content)) links.push({ where: `content ${entry.slug}`, url });
  return links.filter((link) => link.url.startsWith('/'));
}

/** Why an app path of the content leads nowhere, or null when it opens a real screen. */
function deadEnd(url: string, content: BrandContent): string | null {
  const pathname = url.split(/[?#]/)[0] as string;
  if (APP_PATHS.has(pathname)) return null;
  const [, kind, ...rest] = pathname.split('/');
  const slug = rest.join('/');
  if (kind === 'page') return content.pages.has(slug) ? null : `no page file pages/${slug}.md`;
  if (kind === 'faq') return content.faq.categories.some((category) => category.slug === slug) ? null : `no FAQ category ${slug}`;
  if (kind === 'volantini') return content.flyers.some((flyer) => flyer.slug === slug) ? null : `no flyer ${slug}`;
  if (kind === 'category') return categorySlugs.has(slug) ? null : `no category ${slug} in the seed`;
  return 'not a path of the shop';
}

/** Every image a brand's content names. */
const imagesOf = (content: BrandContent) => [
  ...content.slides.map((slide) => slide.image),
  ...content.flyers.flatMap((flyer) => [flyer.cover, ...flyer.pages.map((page) => page.image)]),
  ...content.awards.map((award) => award.image),
  ...content.uxBlocks.map((block) => block.image),
];

describe.each(tenantIds)('the embedded content of %s', (brand) => {
  let content: BrandContent;
  beforeAll(async () => {
    content = await readBrand(brand);
  });

  it('holds only files of the format', async () => {
    const entries = await readdir(path.join(CONTENT_ROOT, brand));
    const known = new Set(['pages', 'forms', ...Object.keys(contentJsonFiles)]);
    expect(entries.filter((entry) => !known.has(entry))).toEqual([]);
    for (const [file, schema] of Object.entries(contentJsonFiles)) schema.parse(await readJson(brand, file));
  });

  it('has every page the shop links, each with its front matter and a body', () => {
    expect([...content.pages.keys()]).toEqual(expect.arrayContaining(REQUIRED_PAGES));
    for (const [slug, page] of content.pages) {
      const frontMatter = pageFrontMatterSchema.safeParse(page.data);
      expect(frontMatter.error?.issues, `pages/${slug}.md`).toBeUndefined();
      expect(page.body.trim().length, `pages/${slug}.md`).toBeGreaterThan(300);
      expect(page.body, `pages/${slug}.md`).not.toMatch(/<script|javascript:/i);
    }
  });

  it('links only to pages, FAQ categories, flyers and categories that exist', () => {
    const dead = internalLinks(content).flatMap(({ where, url }) => {
      const reason = deadEnd(url, content);
      return reason ? [`${where}: ${url} (${reason})`] : [];
    });
    expect(dead).toEqual([]);
  });

  it('keeps the links of the shell: the navbar, footer and links drawer lose none of the former ones', () => {
    const header = content.menus.header.map((item) => item.url);
    expect(header).toEqual(
      expect.arrayContaining(['/page/consegna-a-casa', '/page/ritiro-in-negozio', '/volantini', '/vantaggi']),
    );
    for (const location of ['footer', 'links-drawer'] as const) {
      const urls = flattenMenu(content.menus[location]).map((item) => item.url);
      expect(urls).toEqual(
        expect.arrayContaining([
          '/page/consegna-a-casa',
          '/page/ritiro-in-negozio',
          '/volantini',
          '/vantaggi',
          '/faq',
          '/servizio-clienti',
          '/page/chi-siamo',
          '/page/privacy',
          '/page/condizioni-di-vendita',
          '/page/cookie-policy',
          '/page/contatti',
        ]),
      );
      expect(content.menus[location].every((group) => (group.children ?? []).length > 0)).toBe(true);
    }
  });

  it('has at least 20 questions in at least 4 categories, slugs unique', () => {
    const questions = content.faq.categories.flatMap((category) => category.questions);
    expect(content.faq.categories.length).toBeGreaterThanOrEqual(4);
    expect(questions.length).toBeGreaterThanOrEqual(20);
    expect(new Set(questions.map((question) => question.slug)).size).toBe(questions.length);
    expect(new Set(content.faq.categories.map((category) => category.slug)).size).toBe(content.faq.categories.length);
  });

  it('has slides, awards and blocks enough, blocks on categories that exist', () => {
    expect(content.slides.length).toBeGreaterThanOrEqual(3);
    expect(content.awards.length).toBeGreaterThanOrEqual(5);
    expect(content.uxBlocks.filter((block) => block.ux_position === 'home').length).toBeGreaterThanOrEqual(2);
    const onCategories = content.uxBlocks.filter((block) => block.ux_position === 'category');
    expect(onCategories.length).toBeGreaterThanOrEqual(1);
    for (const block of onCategories) expect(categorySlugs.has(block.category_slug), block.category_slug).toBe(true);
  });

  it("names the brand's own flyers of the seed, with their slugs, each with 3 or 4 pages", () => {
    const seeded = Object.values(SEED_FIXTURES.flyers).filter((flyer) => flyer.brand === brand);
    expect(content.flyers.map((flyer) => [flyer.flyer_id, flyer.slug]).sort()).toEqual(
      seeded.map((flyer) => [flyer.flyerId, flyer.slug]).sort(),
    );
    for (const flyer of content.flyers) expect(flyer.pages.length).toBeGreaterThanOrEqual(3);
  });

  it('names each picture once, among its own', () => {
    const images = imagesOf(content);
    expect(new Set(images).size).toBe(images.length);
    for (const image of images) expect(image).toMatch(new RegExp(`^/images/content/${brand}/[a-z0-9-]+\\.svg$`));
  });
});

describe('the content served', () => {
  let test: TestApp;
  beforeAll(async () => {
    test = await createTestApp();
  });
  afterAll(() => test.close());

  it.each(tenantIds)('serves every picture of %s as small SVG', async (brand) => {
    const content = await readBrand(brand);
    for (const image of imagesOf(content)) {
      const response = await test.app.inject({ method: 'GET', url: image });
      expect(response.statusCode, image).toBe(200);
      expect(response.headers['content-type']).toMatch(/^image\/svg\+xml/);
      expect(response.body).toMatch(/^<svg [^>]*viewBox=/);
      expect(response.body).not.toMatch(/undefined|NaN/);
      expect(response.rawPayload.byteLength, image).toBeLessThan(12 * 1024);
    }
  });

  it('answers 404 for a picture no content names, or of no brand', async () => {
    for (const url of [
      '/images/content/spesachiara/nessuna.svg',
      '/images/content/altro/slide-consegna.svg',
      '/images/content/buonmercato/slide-offerte-chiare.svg',
    ]) {
      const response = await test.app.inject({ method: 'GET', url });
      expect(response.statusCode, url).toBe(404);
    }
  });

  it('seeds two current flyers per brand, each with 8 to 16 promoted products of its brand', async () => {
    const today = new Intl.DateTimeFormat('sv-SE', { timeZone: 'Europe/Rome' }).format(new Date());
    const rows = await test.db.select().from(flyers);
    for (const brand of tenantIds) {
      const current = rows.filter((row) => row.brand === brand && row.validFrom <= today && today <= row.validTo);
      expect(current, brand).toHaveLength(2);
    }
    for (const row of rows) {
      const flyerPromotions = await test.db
        .select()
        .from(promotions)
        .where(inArray(promotions.flyerId, [row.flyerId]));
      expect(flyerPromotions.every((promotion) => promotion.brands.join() === row.brand)).toBe(true);
      expect(
        flyerPromotions.every((promotion) => promotion.validFrom === row.validFrom && promotion.validTo === row.validTo),
      ).toBe(true);
      const promoted = await test.db
        .select({ productId: products.productId })
        .from(products)
        .where(
          inArray(
            products.promoId,
            flyerPromotions.map((promotion) => promotion.promoId),
          ),
        );
      expect(promoted.length, row.slug).toBeGreaterThanOrEqual(8);
      expect(promoted.length, row.slug).toBeLessThanOrEqual(16);
    }
  });
});
