import {
  type CategoryBlock,
  errorCodes,
  errorTexts,
  type Product,
  type ProductListData,
  type ProductListQuery,
  type Suggestions,
} from '@spesa/domain';
import type { SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { HttpError, notFound } from '../../lib/http-error';
import { findCategoryBlock } from './catalogue.repository';
import { type CatalogueSnapshot, isHiddenInMenu, subtreeIds } from './catalogue-snapshot';
import {
  byPopularity,
  countFacets,
  findProduct,
  inCategories,
  inPriceBands,
  inPromotion,
  isHighlight,
  isNew,
  ofBrands,
  ofProductClasses,
  type ProductFilters,
  selectProductPage,
  selectProductsByIds,
  sortOrders,
} from './product.repository';
import { buildFacets, parseFacets, priceBands } from './product-facets';
import { toProduct } from './product-mapper';
import { searchMatch, searchOrder } from './search.repository';
import { planSearch, suggestedWords } from './search.service';
import { matchesAnyWord, type SearchPlan } from './search-plan';

const MAX_SUGGESTED_CATEGORIES = 5;
const MAX_SUGGESTED_PRODUCTS = 6;

const categoryNotFound = () => notFound(errorTexts.categoryNotFound);
const loginRequired = () => new HttpError(401, { code: errorCodes.unauthorized, description: errorTexts.loginRequired });

/** Listing, product page, category blocks and the search box, over the products table and the snapshot. */
export function createProductService(db: Db, snapshot: () => Promise<CatalogueSnapshot>) {
  function categoryFilter(catalogue: CatalogueSnapshot, categoryId: number | undefined): SQL[] {
    if (categoryId === undefined) return [];
    const node = catalogue.categoriesById.get(categoryId);
    if (!node) throw categoryNotFound();
    return [inCategories(subtreeIds(node))];
  }

  function emptyListing(query: ProductListQuery): ProductListData {
    return {
      products: [],
      page: { selPage: query.page, totPages: 0, totItems: 0, itemsPerPage: query.page_size },
      facets: [],
      correctedQuery: null,
    };
  }

  return {
    async list(query: ProductListQuery): Promise<ProductListData> {
      // Wishlists need a session; until accounts exist every visitor is anonymous.
      if (query.parent_wishlist_id !== undefined) throw loginRequired();
      const catalogue = await snapshot();
      const selected = parseFacets(query.facet ?? [], catalogue);
      const plan = query.q ? await planSearch(db, query.q) : null;
      if (query.q && !plan) return emptyListing(query);
      const filters: ProductFilters = {
        base: [
          ...categoryFilter(catalogue, query.parent_category_id),
          ...categoryFilter(catalogue, query.category_id),
          ...(plan ? [searchMatch(plan)] : []),
          ...(query.promo ? [inPromotion()] : []),
          ...(query.new ? [isNew()] : []),
          // No shopper profiles yet: 'preferred' shows the shop's highlighted products. The cart issue redefines it.
          ...(query.preferred ? [isHighlight()] : []),
        ],
        brand: selected.brand.length > 0 ? ofBrands(selected.brand) : undefined,
        productClass: selected.class.length > 0 ? ofProductClasses(selected.class) : undefined,
        price: selected.price.length > 0 ? inPriceBands(selected.price) : undefined,
      };
      const sort = query.sort ?? 'rel';
      const orderBy = sort === 'rel' ? [...(plan ? searchOrder(plan) : []), ...byPopularity] : [...sortOrders[sort]];
      const offset = (query.page - 1) * query.page_size;
      const [rows, counts] = await Promise.all([
        selectProductPage(db, filters, orderBy, query.page_size, offset),
        countFacets(db, filters, priceBands),
      ]);
      const totItems = counts.find((row) => row.facet === 'total')?.count ?? 0;
      const countsOf = (facet: 'brand' | 'class' | 'price') =>
        new Map(counts.filter((row) => row.facet === facet).map((row) => [Number(row.value), row.count]));
      return {
        products: rows.map((row) => toProduct(row, catalogue)),
        page: { selPage: query.page, totPages: Math.ceil(totItems / query.page_size), totItems, itemsPerPage: query.page_size },
        facets: buildFacets(
          catalogue,
          { brand: countsOf('brand'), class: countsOf('class'), price: countsOf('price') },
          selected,
        ),
        correctedQuery: plan?.correctedQuery ?? null,
      };
    },

    async view(by: { productId?: number; slug?: string }): Promise<Product> {
      const [catalogue, row] = await Promise.all([snapshot(), findProduct(db, by)]);
      if (!row) throw notFound(errorTexts.productNotFound);
      return toProduct(row, catalogue);
    },

    async categoryBlock(categoryBlockId: number): Promise<CategoryBlock> {
      const block = await findCategoryBlock(db, categoryBlockId);
      if (!block) throw notFound();
      const [catalogue, rows] = await Promise.all([snapshot(), selectProductsByIds(db, block.productIds)]);
      const byId = new Map(rows.map((row) => [row.productId, row]));
      const products = block.productIds.flatMap((id) => {
        const row = byId.get(id);
        return row ? [toProduct(row, catalogue)] : [];
      });
      const { productIds: _productIds, ...fields } = block;
      return { ...fields, products };
    },

    async suggest(q: string): Promise<Suggestions> {
      const plan = await planSearch(db, q);
      if (!plan) return { words: [], categories: [], products: [] };
      const [catalogue, rows] = await Promise.all([
        snapshot(),
        selectProductPage(db, { base: [searchMatch(plan)] }, [...searchOrder(plan), ...byPopularity], MAX_SUGGESTED_PRODUCTS, 0),
      ]);
      return {
        words: suggestedWords(plan),
        categories: suggestedCategories(catalogue, plan),
        products: rows.map((row) => {
          const { productId, slug, name, brand, mediaURL, priceCents } = toProduct(row, catalogue);
          return { productId, slug, name, brand, mediaURL, priceCents };
        }),
      };
    },
  };
}

/** Visible categories with products whose name matches a word of the search, the fullest first. */
function suggestedCategories(catalogue: CatalogueSnapshot, plan: SearchPlan) {
  return [...catalogue.categoriesById.values()]
    .filter((node) => node.productCount > 0 && !isHiddenInMenu(node) && matchesAnyWord(plan, node.stems))
    .sort((a, b) => b.productCount - a.productCount)
    .slice(0, MAX_SUGGESTED_CATEGORIES)
    .map(({ categoryId, slug, name }) => ({ categoryId, slug, name }));
}
