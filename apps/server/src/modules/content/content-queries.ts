import { WP_DEFAULT_PER_PAGE, WP_MAX_PER_PAGE } from '@spesa/domain';
import { z } from 'zod';
import type { ContentQuery } from './content-source';

/**
 * The query parameters of the content paths, as WordPress declares them; what WordPress does not
 * know it ignores (so do these: unknown parameters are dropped). A bad value is WordPress's
 * `rest_invalid_param` 400 with the reason of each parameter (`invalidReasons`).
 */
const text = z.string().max(200);
const slugs = z.union([text, z.array(text).max(100)]);

const listQuery = z.object({
  per_page: z.coerce.number().int().min(1).max(WP_MAX_PER_PAGE).default(WP_DEFAULT_PER_PAGE),
  page: z.coerce.number().int().min(1).max(1_000_000).default(1),
  slug: slugs.optional(),
  /** The web app's cache burst: accepted, ignored. */
  hash: z.string().max(200).optional(),
});

export const contentQuerySchemas = {
  list: listQuery,
  faqs: listQuery.extend({
    search: text.optional(),
    faq_category: z
      .string()
      .regex(/^\d{1,9}(,\d{1,9})*$/)
      .optional(),
  }),
  uxBlocks: listQuery.extend({
    ux_position: z.enum(['home', 'category']).optional(),
    category_slug: text.optional(),
  }),
};

export const menuParamsSchema = z.object({ location: z.string().max(100) });

/** WordPress's reason for each parameter it refuses. */
const reasons: Record<string, string> = {
  per_page: `per_page must be between 1 (inclusive) and ${WP_MAX_PER_PAGE} (inclusive)`,
  page: 'page must be greater than or equal to 1',
  slug: 'slug is not of type string.',
  hash: 'hash is not of type string.',
  search: 'search is not of type string.',
  faq_category: 'faq_category[0] is not of type integer.',
  ux_position: 'ux_position is not one of home, category.',
  category_slug: 'category_slug is not of type string.',
};

/** The refused parameters' names (from the validation issues' paths) with WordPress's reasons. */
export function invalidReasons(issues: readonly { instancePath?: string; params?: unknown }[]): Record<string, string> {
  const names = new Set<string>();
  for (const issue of issues) {
    const name = (issue.instancePath ?? '').split('/')[1];
    if (name) names.add(name);
  }
  if (names.size === 0) names.add('query');
  return Object.fromEntries([...names].map((name) => [name, reasons[name] ?? `${name} is not valid.`]));
}

/** The validated query as the sources and the cache take it: strings, lists comma-separated, without `hash`. */
export function normalisedQuery(query: Record<string, unknown>): ContentQuery {
  const normalised: Record<string, string> = {};
  for (const name of Object.keys(query).sort()) {
    const value = query[name];
    if (name === 'hash' || value === undefined) continue;
    normalised[name] = Array.isArray(value) ? value.join(',') : String(value);
  }
  return normalised;
}
