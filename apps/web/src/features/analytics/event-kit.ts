import type { Category } from '@spesa/domain';
import { queryClient } from '../../lib/query-client';
import { categoryTreeQueryKey } from '../categories/api/get-category-tree';
import { categoryNamesIn } from './utils/category-names';
import type { CategoryNames } from './utils/ecommerce-events';

/**
 * What building an event needs, downloaded with the first event sent (never on a first load, nor
 * without consent): the GA4 builders, and the category names from the menus' tree the shell keeps in
 * the query cache.
 */
export * as events from './utils/ecommerce-events';

export const categoryNames: CategoryNames = (categoryId) =>
  categoryNamesIn(queryClient.getQueryData<Category[]>(categoryTreeQueryKey), categoryId);
