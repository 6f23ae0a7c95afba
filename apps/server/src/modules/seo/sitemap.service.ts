import type { Db } from '../../db/client';
import type { SeoContentSource } from './content-source';
import { escapeHtml } from './head-html';
import {
  productTotals,
  selectCategorySlugs,
  selectCurrentFlyers,
  selectProductIdsAtEvery,
  selectProductSlugsAfter,
} from './seo.repository';

/** The protocol's limit of addresses per sitemap file (and 50 MB; a product's entry is about 120 bytes). */
export const MAX_URLS_PER_SITEMAP = 50_000;
/** Products read per query while a products file is written. */
const PRODUCT_BATCH = 5_000;

type SitemapDeps = {
  db: Db;
  tenantId: string;
  publicUrl: string;
  content: SeoContentSource;
  /** Products per file (tests make it small to see several files). */
  productsPerFile?: number;
  today: () => string;
};

type Entry = { loc: string; lastmod?: string | null };

const xmlHeader = '<?xml version="1.0" encoding="UTF-8"?>\n';
const namespace = 'http://www.sitemaps.org/schemas/sitemap/0.9';

function urlEntry({ loc, lastmod }: Entry, element: 'url' | 'sitemap'): string {
  return `<${element}><loc>${escapeHtml(loc)}</loc>${lastmod ? `<lastmod>${escapeHtml(lastmod)}</lastmod>` : ''}</${element}>\n`;
}

/** A WordPress local date-time (`2026-11-27T09:00:00`) or a date as a W3C date. */
const w3cDate = (value: string | null | undefined) => (value ? value.slice(0, 10) : null);

/** The sitemap index and its files: products (split by MAX_URLS_PER_SITEMAP), categories, pages and flyers. */
export function createSitemapService({
  db,
  tenantId,
  publicUrl,
  content,
  productsPerFile = MAX_URLS_PER_SITEMAP,
  today,
}: SitemapDeps) {
  const size = Math.min(productsPerFile, MAX_URLS_PER_SITEMAP);
  const url = (path: string) => `${publicUrl}${path}`;
  const urlset = (entries: Iterable<string>) => `${xmlHeader}<urlset xmlns="${namespace}">\n${[...entries].join('')}</urlset>\n`;

  async function productFiles() {
    const [{ total, lastChange }, starts] = await Promise.all([productTotals(db), selectProductIdsAtEvery(db, size)]);
    const files = total === 0 ? [] : starts;
    return { starts: files, lastmod: lastChange ? lastChange.toISOString().slice(0, 10) : null };
  }

  return {
    /** The number of products files (1-based names), and the index itself. */
    async index(): Promise<string> {
      const { starts, lastmod } = await productFiles();
      const entries: Entry[] = [
        ...starts.map((_, index) => ({ loc: url(`/sitemaps/products-${index + 1}.xml`), lastmod })),
        { loc: url('/sitemaps/categories.xml'), lastmod },
        { loc: url('/sitemaps/pages.xml') },
        { loc: url('/sitemaps/flyers.xml') },
      ];
      return `${xmlHeader}<sitemapindex xmlns="${namespace}">\n${entries.map((entry) => urlEntry(entry, 'sitemap')).join('')}</sitemapindex>\n`;
    },

    /** The n-th products file (from 1), or null past the last: its products read in batches by id. */
    async products(n: number): Promise<string | null> {
      const { starts } = await productFiles();
      const after = starts[n - 1];
      if (after === undefined) return null;
      const parts: string[] = [];
      let cursor = after;
      for (let written = 0; written < size; ) {
        const rows = await selectProductSlugsAfter(db, cursor, Math.min(PRODUCT_BATCH, size - written));
        for (const row of rows) {
          parts.push(
            urlEntry(
              {
                loc: url(`/product/${encodeURIComponent(row.slug)}`),
                lastmod: new Date(row.createdAt).toISOString().slice(0, 10),
              },
              'url',
            ),
          );
        }
        written += rows.length;
        const last = rows.at(-1);
        if (!last || rows.length < PRODUCT_BATCH) break;
        cursor = last.productId;
      }
      return urlset(parts);
    },

    async categories(): Promise<string> {
      const rows = await selectCategorySlugs(db);
      return urlset(
        rows.map((row) => urlEntry({ loc: url(`/category/${row.slug.split('/').map(encodeURIComponent).join('/')}`) }, 'url')),
      );
    },

    /** The home, the shop's own pages, the content pages and the FAQ categories. */
    async pages(): Promise<string> {
      const [pages, faqCategories] = await Promise.all([content.pages(), content.faqCategories()]);
      const entries: Entry[] = [
        { loc: url('/') },
        { loc: url('/volantini') },
        { loc: url('/faq') },
        { loc: url('/vantaggi') },
        { loc: url('/servizio-clienti') },
        ...(pages ?? []).map((page) => ({ loc: url(`/page/${encodeURIComponent(page.slug)}`), lastmod: w3cDate(page.modified) })),
        ...(faqCategories ?? []).map((term) => ({ loc: url(`/faq/${encodeURIComponent(term.slug)}`) })),
      ];
      return urlset(entries.map((entry) => urlEntry(entry, 'url')));
    },

    /** The brand's current flyers (the flyers table, with the content's date where it has one). */
    async flyers(): Promise<string> {
      const day = today();
      const [rows, posts] = await Promise.all([selectCurrentFlyers(db, tenantId, day), content.flyers()]);
      const modified = new Map((posts ?? []).map((post) => [post.slug, w3cDate(post.modified)]));
      // A flyer still to come was not changed on its first day: no date in the future.
      const slugs = new Map<string, string | null>(
        rows.map((row) => [row.slug, modified.get(row.slug) ?? (row.validFrom <= day ? row.validFrom : null)]),
      );
      for (const post of posts ?? []) if (!slugs.has(post.slug)) slugs.set(post.slug, w3cDate(post.modified));
      return urlset(
        [...slugs].map(([slug, lastmod]) => urlEntry({ loc: url(`/volantini/${encodeURIComponent(slug)}`), lastmod }, 'url')),
      );
    },
  };
}

export type SitemapService = ReturnType<typeof createSitemapService>;
