import { type Category, type CategoryQuery, errorTexts } from '@spesa/domain';
import type { Db } from '../../db/client';
import { notFound } from '../../lib/http-error';
import { ancestorsOf, type CatalogueSnapshot, type CategoryNode, isHiddenInMenu, subtreeCounts } from './catalogue-snapshot';
import { countByCategory } from './product.repository';
import { searchMatch } from './search.repository';
import { createSearchPlanner, type SearchPlanner } from './search.service';

/** Levels of the tree answered when the client does not say: departments, categories, subcategories. */
export const DEFAULT_CATEGORY_DEPTH = 3;

type TreeOptions = { levels: number; filtered: boolean; productCount: (node: CategoryNode) => number };

/** A node and its visible descendants down to `levels` levels (the node itself is level 1). */
function toCategory(node: CategoryNode, options: TreeOptions): Category {
  const category: Category = {
    categoryId: node.categoryId,
    parentId: node.parentId,
    slug: node.slug,
    name: node.name,
    productCount: options.productCount(node),
    metaData: { category_info: node.info },
  };
  if (options.levels > 1) category.categories = visibleTree(node.children, { ...options, levels: options.levels - 1 });
  return category;
}

/** With `filtered`, the menus' view: no HIDE_IN_MENU categories (nor their subtrees) and no empty ones. */
function visibleTree(nodes: CategoryNode[], options: TreeOptions): Category[] {
  const visible = options.filtered ? nodes.filter((node) => !isHiddenInMenu(node) && options.productCount(node) > 0) : nodes;
  return visible.map((node) => toCategory(node, options));
}

/** The category tree and single categories, from the in-memory snapshot. */
export function createCategoryService(
  db: Db,
  snapshot: () => Promise<CatalogueSnapshot>,
  planner: SearchPlanner = createSearchPlanner(db),
) {
  /** Product counts of the whole catalogue, or of the products matching a search (each category counting its subtree). */
  async function productCounter(catalogue: CatalogueSnapshot, q: string | undefined) {
    if (!q?.trim()) return (node: CategoryNode) => node.productCount;
    const plan = await planner.plan(q);
    const totals = subtreeCounts(catalogue.categoriesById, plan ? await countByCategory(db, [searchMatch(plan)]) : []);
    return (node: CategoryNode) => totals.get(node.categoryId) ?? 0;
  }

  // The whole-catalogue trees are the same for every visitor until the next seed: built once per shape.
  const trees = new Map<string, Category[]>();

  return {
    async tree({ depth = DEFAULT_CATEGORY_DEPTH, filtered = false, q }: CategoryQuery): Promise<Category[]> {
      const catalogue = await snapshot();
      const shared = !q?.trim();
      const key = `${depth}:${filtered}`;
      const cached = shared ? trees.get(key) : undefined;
      if (cached) return cached;
      const tree = visibleTree(catalogue.roots, { levels: depth, filtered, productCount: await productCounter(catalogue, q) });
      if (shared) trees.set(key, tree);
      return tree;
    },

    async category({ depth = DEFAULT_CATEGORY_DEPTH, filtered = false, q, slug, categoryId }: CategoryQuery) {
      const catalogue = await snapshot();
      const node =
        categoryId !== undefined ? catalogue.categoriesById.get(categoryId) : catalogue.categoriesBySlug.get(slug ?? '');
      if (!node) throw notFound(errorTexts.categoryNotFound);
      const category = toCategory(node, { levels: depth, filtered, productCount: await productCounter(catalogue, q) });
      const ancestors = ancestorsOf(catalogue, node).map(({ categoryId, slug, name }) => ({ categoryId, slug, name }));
      return { category, ancestors };
    },

    /** Forgets the whole-catalogue trees (the catalogue changed). */
    forget() {
      trees.clear();
    },
  };
}
