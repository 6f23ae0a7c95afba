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
import { boundedMemo } from './bounded-memo';
import { findCategoryBlock } from './catalogue.repository';
import { type CatalogueSnapshot, isHiddenInMenu, subtreeIds } from './catalogue-snapshot';
import {
  byPopularity,
  countFacets,
  type FacetCountRow,
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
  selectSearchPage,
  sortOrders,
} from './product.repository';
import { buildFacets, parseFacets, priceBands, type SelectedFacets } from './product-facets';
import { toProduct } from './product-mapper';
import { searchMatch, searchRelevance } from './search.repository';
import { planSearch, suggestedWords } from './search.service';
import { matchesAnyWord, type SearchPlan } from './search-plan';

const MAX_SUGGESTED_CATEGORIES = 5;
const MAX_SUGGESTED_PRODUCTS = 6;
/** Listings (category × flags × facets) whose facet counts stay in memory; the oldest leave first. */
const MAX_CACHED_FACET_COUNTS = 1000;

const categoryNotFound = () => notFound(errorTexts.categoryNotFound);
const loginRequired = () => new HttpError(401, { code: errorCodes.unauthorized, description: errorTexts.loginRequired });

const facetValues = (catalogue: CatalogueSnapshot) => ({ bands: priceBands, classIds: [...catalogue.productClasses.keys()] });

function emptyListing(query: ProductListQuery): ProductListData {
  return {
    products: [],
    page: { selPage: query.page, totPages: 0, totItems: 0, itemsPerPage: query.page_size },
    facets: [],
    correctedQuery: null,
  };
}

/** Listing, product page, category blocks and the search box, over the products table and the snapshot. */
export function createProductService(db: Db, snapshot: () => Promise<CatalogueSnapshot>) {
  function categoryFilter(catalogue: CatalogueSnapshot, categoryId: number | undefined): SQL[] {
    if (categoryId === undefined) return [];
    const node = catalogue.categoriesById.get(categoryId);
    if (!node) throw categoryNotFound();
    return [inCategories(subtreeIds(node))];
  }

  const facetCounts = boundedMemo<FacetCountRow[]>(MAX_CACHED_FACET_COUNTS);

  function listingFilters(
    catalogue: CatalogueSnapshot,
    query: ProductListQuery,
    selected: SelectedFacets,
    plan: SearchPlan | null,
  ) {
    return {
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
    } satisfies ProductFilters;
  }

  /** The page's rows and the facet counts: a search reads its matches once; a plain listing reuses its counts. */
  async function readListing(
    catalogue: CatalogueSnapshot,
    query: ProductListQuery,
    filters: ProductFilters,
    plan: SearchPlan | null,
    cacheKey: string,
  ) {
    const sort = query.sort ?? 'rel';
    const page = {
      orderBy: sort === 'rel' && !plan ? byPopularity : sortOrders[sort],
      limit: query.page_size,
      offset: (query.page - 1) * query.page_size,
    };
    if (plan) {
      const found = await selectSearchPage(db, { ...page, filters, relevance: searchRelevance(plan) }, facetValues(catalogue));
      return { rows: await selectProductsByIds(db, found.productIds), counts: found.counts };
    }
    // Without a search the counts depend only on the filters, and the catalogue only changes on seed.
    const [rows, counts] = await Promise.all([
      selectProductPage(db, filters, page.orderBy, page.limit, page.offset),
      facetCounts.get(cacheKey, () => countFacets(db, filters, facetValues(catalogue))),
    ]);
    return { rows, counts };
  }

  return {
    async list(query: ProductListQuery): Promise<ProductListData> {
      // Wishlists need a session; until accounts exist every visitor is anonymous.
      if (query.parent_wishlist_id !== undefined) throw loginRequired();
      const catalogue = await snapshot();
      const selected = parseFacets(query.facet ?? [], catalogue);
      const plan = query.q ? await planSearch(db, query.q) : null;
      if (query.q && !plan) return emptyListing(query);
      const filters = listingFilters(catalogue, query, selected, plan);
      const cacheKey = JSON.stringify([
        query.parent_category_id,
        query.category_id,
        query.promo,
        query.new,
        query.preferred,
        selected,
      ]);
      const { rows, counts } = await readListing(catalogue, query, filters, plan, cacheKey);
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
      const { productIds: _productIds, ...fields } = block;
      return { ...fields, products: rows.map((row) => toProduct(row, catalogue)) };
    },

    async suggest(q: string): Promise<Suggestions> {
      const plan = await planSearch(db, q);
      if (!plan) return { words: [], categories: [], products: [] };
      const filters = { base: [searchMatch(plan)] };
      const found = await selectSearchPage(db, {
        filters,
        relevance: searchRelevance(plan),
        orderBy: sortOrders.rel,
        limit: MAX_SUGGESTED_PRODUCTS,
        offset: 0,
      });
      const [catalogue, rows] = await Promise.all([snapshot(), selectProductsByIds(db, found.productIds)]);
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
