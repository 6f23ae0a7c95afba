import {
  type ContentFaq,
  type ContentFlyer,
  type ContentPage,
  type ContentTerm,
  contentFaqSchema,
  contentFlyerSchema,
  contentPageSchema,
  contentPaths,
  contentTermSchema,
  shopDateIso,
  WP_MAX_PER_PAGE,
} from '@spesa/domain';
import type { z } from 'zod';
import type { ContentHandle } from './content.plugin';
import { normalisedQuery } from './content-queries';

/**
 * The content as the server's other modules read it (the SEO module: titles, JSON-LD, the sitemap).
 * Each function asks through `app.content` — the same cache and source as the routes — so it works
 * whichever source serves the brand (embedded files or WordPress), and answers what the web app sees.
 * An entry the source answers in another shape is left out, never thrown.
 */

type Reader = Pick<ContentHandle, 'cache'>;

/** Every item of a content list (all its pages of 100), those of `schema`'s shape. */
async function readAll<T>(
  content: Reader,
  path: string,
  schema: z.ZodType<T>,
  query: Record<string, unknown> = {},
): Promise<T[]> {
  const items: T[] = [];
  const day = shopDateIso(new Date());
  for (let page = 1; ; page += 1) {
    const answer = await content.cache.answer(path, normalisedQuery({ ...query, per_page: WP_MAX_PER_PAGE, page }), day);
    if (answer.status !== 200) return items;
    for (const item of JSON.parse(answer.json) as unknown[]) {
      const parsed = schema.safeParse(item);
      if (parsed.success) items.push(parsed.data);
    }
    if (page >= (answer.total?.pages ?? 1)) return items;
  }
}

/** The page of `slug` (`/page/{slug}`), or null when there is none. */
export async function readContentPage(content: Reader, slug: string): Promise<ContentPage | null> {
  const [page] = await readAll(content, contentPaths.pages, contentPageSchema, { slug });
  return page ?? null;
}

/** Every page (the sitemap's `/page/{slug}` entries). */
export function listContentPages(content: Reader): Promise<ContentPage[]> {
  return readAll(content, contentPaths.pages, contentPageSchema);
}

/** The FAQ: its categories (terms, `/faq/{slug}`) and every question with its category ids (`faq_category`). */
export async function readContentFaq(content: Reader): Promise<{ categories: ContentTerm[]; questions: ContentFaq[] }> {
  const [categories, questions] = await Promise.all([
    readAll(content, contentPaths.faqCategories, contentTermSchema),
    readAll(content, contentPaths.faqs, contentFaqSchema),
  ]);
  return { categories, questions };
}

/** Every flyer (`/volantini/{slug}`), with validity (`acf.date_from`/`date_to`, Ymd) and pages. */
export function listContentFlyers(content: Reader): Promise<ContentFlyer[]> {
  return readAll(content, contentPaths.flyers, contentFlyerSchema);
}
