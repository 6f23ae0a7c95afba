import type { Category } from '@spesa/domain';
import { useQuery } from '@tanstack/react-query';
import { paths } from '../../../config/paths';
import { getCategoryQueryOptions } from '../api/get-category';

/** The tree has three levels; one more leaves room without changing the code. */
const MAX_DEPTH = 4;

/** 'a/b/c' → ['a', 'a/b', 'a/b/c']: a category's slug is its whole path, so the ancestors are its prefixes. */
export function slugPrefixes(slug: string): string[] {
  const parts = slug.split('/').filter(Boolean);
  return parts.map((_, index) => parts.slice(0, index + 1).join('/'));
}

function useLevel(prefixes: string[], level: number) {
  const slug = prefixes[level];
  return useQuery({ ...getCategoryQueryOptions({ slug: slug ?? '' }), enabled: slug !== undefined });
}

/**
 * The categories from the department down to the given one, as breadcrumbs. Each is read by its
 * slug, so the answers are shared with the category pages and the client cache. (A fixed number of
 * useQuery calls rather than useQueries, whose code the page would otherwise download.)
 */
export function useCategoryTrail(slug: string | undefined) {
  const prefixes = slug ? slugPrefixes(slug).slice(0, MAX_DEPTH) : [];
  const levels = [useLevel(prefixes, 0), useLevel(prefixes, 1), useLevel(prefixes, 2), useLevel(prefixes, 3)].slice(
    0,
    prefixes.length,
  );
  const categories = levels.map((level) => level.data).filter((category): category is Category => !!category);
  return {
    loading: slug === undefined || levels.some((level) => level.isPending && !level.isError),
    crumbs: categories.map((category) => ({ label: category.name, to: paths.category.to(category.slug) })),
  };
}
