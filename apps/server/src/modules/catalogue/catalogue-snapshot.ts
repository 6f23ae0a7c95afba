import type { Promotion } from '@spesa/domain';
import type { Db } from '../../db/client';
import type { CategoryInfo } from '../../db/schema/index';
import { lazyValue } from './bounded-memo';
import { selectBrands, selectCategories, selectProductClasses, selectPromotions, selectVendors } from './catalogue.repository';
import { countByCategory } from './product.repository';

export type CategoryNode = {
  categoryId: number;
  parentId: number | null;
  slug: string;
  name: string;
  depth: number;
  info: CategoryInfo;
  /** Children in menu order. */
  children: CategoryNode[];
  /** Products in this category and all its descendants. */
  productCount: number;
  /** Italian stems of the name, unaccented: what a search word must match to suggest the category. */
  stems: string[];
};

type Named = { name: string };

/**
 * The small, seed-only parts of the catalogue held in memory: the category tree with product counts,
 * brands, vendors, product classes and promotions. Listings then read only the products table.
 */
export type CatalogueSnapshot = {
  roots: CategoryNode[];
  categoriesById: Map<number, CategoryNode>;
  categoriesBySlug: Map<string, CategoryNode>;
  brands: Map<number, Named & { slug: string }>;
  vendors: Map<number, Named>;
  productClasses: Map<number, Named>;
  /** The promotions as data (rule, days, brands, warehouses, flyer): the tile's view and the cart's amounts come from them. */
  promotions: Map<number, Promotion>;
};

async function loadSnapshot(db: Db): Promise<CatalogueSnapshot> {
  const [categoryRows, counts, brandRows, vendorRows, classRows, promotionRows] = await Promise.all([
    selectCategories(db),
    countByCategory(db, []),
    selectBrands(db),
    selectVendors(db),
    selectProductClasses(db),
    selectPromotions(db),
  ]);
  const categoriesById = new Map<number, CategoryNode>();
  for (const row of categoryRows) {
    const { position: _position, ...fields } = row;
    categoriesById.set(row.categoryId, { ...fields, children: [], productCount: 0 });
  }
  const roots: CategoryNode[] = [];
  // Rows come ordered by depth then position, so each parent exists before its children and children keep menu order.
  for (const node of categoriesById.values()) {
    const parent = node.parentId === null ? undefined : categoriesById.get(node.parentId);
    if (parent) parent.children.push(node);
    else roots.push(node);
  }
  for (const [categoryId, count] of subtreeCounts(categoriesById, counts)) {
    const node = categoriesById.get(categoryId);
    if (node) node.productCount = count;
  }
  return {
    roots,
    categoriesById,
    categoriesBySlug: new Map([...categoriesById.values()].map((node) => [node.slug, node])),
    brands: new Map(brandRows.map(({ brandId, ...brand }) => [brandId, brand])),
    vendors: new Map(vendorRows.map(({ vendorId, name }) => [vendorId, { name }])),
    productClasses: new Map(classRows.map(({ productClassId, name }) => [productClassId, { name }])),
    promotions: new Map(promotionRows.map(({ kind: _kind, ...promotion }) => [promotion.promoId, promotion])),
  };
}

/**
 * The snapshot, loaded on first use and kept until `reset` (the catalogue changed: see
 * clearCatalogueCache); the catalogue changes only when it is seeded, before the app starts.
 */
export function createSnapshotCache(db: Db) {
  return lazyValue(() => loadSnapshot(db));
}

/** Per category, the sum of the direct counts of the category and all its descendants. */
export function subtreeCounts(
  categoriesById: ReadonlyMap<number, Pick<CategoryNode, 'parentId'>>,
  direct: Iterable<{ categoryId: number; count: number }>,
): Map<number, number> {
  const totals = new Map<number, number>();
  for (const { categoryId, count } of direct) {
    for (let id: number | null = categoryId; id !== null; id = categoriesById.get(id)?.parentId ?? null) {
      totals.set(id, (totals.get(id) ?? 0) + count);
      if (!categoriesById.has(id)) break;
    }
  }
  return totals;
}

/** Categories flagged HIDE_IN_MENU stay reachable by URL but leave the menus and suggestions. */
export const isHiddenInMenu = (node: CategoryNode) => node.info.HIDE_IN_MENU === 'true';

/** The category and all its descendants' ids. */
export function subtreeIds(node: CategoryNode): number[] {
  return [node.categoryId, ...node.children.flatMap(subtreeIds)];
}

/** The category's ancestors, from the department down to its parent. */
export function ancestorsOf(snapshot: CatalogueSnapshot, node: CategoryNode): CategoryNode[] {
  const ancestors: CategoryNode[] = [];
  for (let id = node.parentId; id !== null; ) {
    const parent = snapshot.categoriesById.get(id);
    if (!parent) break;
    ancestors.unshift(parent);
    id = parent.parentId;
  }
  return ancestors;
}
