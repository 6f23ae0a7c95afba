import {
  CONTENT_API_PREFIX,
  type ContentFaq,
  type ContentFlyer,
  type ContentPage,
  type ContentTerm,
  contentFaqSchema,
  contentFlyerSchema,
  contentPageSchema,
  contentPaths,
  contentTermSchema,
  WP_MAX_PER_PAGE,
  WP_TOTAL_PAGES_HEADER,
} from '@spesa/domain';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';

/**
 * The content the search-engine head reads: pages, FAQ and flyers. Each answer is `undefined` when
 * the content cannot be read (no content source, an error): the head then says nothing about it,
 * and never that a page is missing.
 */
export type SeoContentSource = {
  page(slug: string): Promise<ContentPage | null | undefined>;
  pages(): Promise<ContentPage[] | undefined>;
  faqCategories(): Promise<ContentTerm[] | undefined>;
  faqs(): Promise<ContentFaq[] | undefined>;
  flyers(): Promise<ContentFlyer[] | undefined>;
};

/** A source that knows no content (a shop without the content API). */
export const noContent: SeoContentSource = {
  page: async () => undefined,
  pages: async () => undefined,
  faqCategories: async () => undefined,
  faqs: async () => undefined,
  flyers: async () => undefined,
};

/** At most this many list pages are read of one kind (WordPress's 100 per page: 2,000 items). */
const MAX_LIST_PAGES = 20;

/**
 * Reads the content through the shop's own content API (`/p/wp-json/*`, in process with inject): the
 * same answers whichever source serves them (embedded files or a WordPress), with their cache.
 */
export function contentApiSource(app: Pick<FastifyInstance, 'inject'>): SeoContentSource {
  async function get<Item>(path: string, schema: z.ZodType<Item>): Promise<{ items: Item[]; totalPages: number } | undefined> {
    const answer = await app.inject({
      method: 'GET',
      url: `${CONTENT_API_PREFIX}${path}`,
      headers: { accept: 'application/json' },
    });
    if (answer.statusCode !== 200) return undefined;
    let body: unknown;
    try {
      body = answer.json();
    } catch {
      return undefined;
    }
    const parsed = z.array(schema).safeParse(body);
    if (!parsed.success) return undefined;
    const totalPages = Number(answer.headers[WP_TOTAL_PAGES_HEADER] ?? 1);
    return { items: parsed.data, totalPages: Number.isFinite(totalPages) ? totalPages : 1 };
  }

  async function all<Item>(path: string, schema: z.ZodType<Item>): Promise<Item[] | undefined> {
    const items: Item[] = [];
    for (let page = 1; page <= MAX_LIST_PAGES; page++) {
      const separator = path.includes('?') ? '&' : '?';
      const answer = await get(`${path}${separator}per_page=${WP_MAX_PER_PAGE}&page=${page}`, schema);
      if (!answer) return page === 1 ? undefined : items;
      items.push(...answer.items);
      if (page >= answer.totalPages || answer.items.length === 0) break;
    }
    return items;
  }

  return {
    async page(slug) {
      const answer = await get(`${contentPaths.pages}?slug=${encodeURIComponent(slug)}`, contentPageSchema);
      return answer === undefined ? undefined : (answer.items[0] ?? null);
    },
    pages: () => all(contentPaths.pages, contentPageSchema),
    faqCategories: () => all(contentPaths.faqCategories, contentTermSchema),
    faqs: () => all(contentPaths.faqs, contentFaqSchema),
    flyers: () => all(contentPaths.flyers, contentFlyerSchema),
  };
}
