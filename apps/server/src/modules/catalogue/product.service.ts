import {
  allergenMask,
  type CategoryBlock,
  errorCodes,
  errorTexts,
  type ProductListData,
  type ProductListQuery,
  type ProductView,
  promotionOnShelf,
  type SortOption,
  type Suggestions,
  shopDateIso,
} from '@spesa/domain';
import { type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { HttpError, notFound } from '../../lib/http-error';
import { boundedMemo, lazyValue } from './bounded-memo';
import { findCategoryBlock } from './catalogue.repository';
import { type CatalogueSnapshot, isHiddenInMenu, subtreeIds } from './catalogue-snapshot';
import { countFacetsOf } from './facet-table';
import { type LexemeIndex, lexemeIndexOf, matchingIdsInMemory } from './match-index';
import {
  byPopularity,
  type FacetCountRow,
  findFoodInformation,
  findProduct,
  inCategories,
  inPriceBands,
  inPromotion,
  isHighlight,
  isNew,
  ofBrands,
  ofProductClasses,
  type ProductFilters,
  selectFacetTable,
  selectLexemePostings,
  selectMatchingIds,
  selectProductPage,
  selectProductsByIds,
  sortOrders,
  withoutAllergens,
} from './product.repository';
import { buildFacets, parseFacets, priceBands, type SelectedFacets } from './product-facets';
import { productImageUrl, toProduct } from './product-mapper';
import {
  hasNamedTier,
  namedFirst,
  relaxedRelevance,
  searchMatch,
  searchRelevance,
  selectSuggestedProducts,
} from './search.repository';
import { createSearchPlanner, type SearchPlanner, suggestedWords } from './search.service';
import { matchesAnyWord, relaxSearchPlan, type SearchPlan } from './search-plan';

const MAX_SUGGESTED_CATEGORIES = 5;
const MAX_SUGGESTED_PRODUCTS = 6;
/** Listings and searches (words × category × flags × facets) whose facet counts stay in memory; the oldest leave first. */
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

/**
 * Every product's facet attributes, read in one query on the first count and kept until `reset` (the
 * catalogue changed): counting in memory from a listing's ids costs a fraction of grouping in SQL.
 */
export function createFacetTableCache(db: Db) {
  return lazyValue(() => selectFacetTable(db));
}

/**
 * The search documents inverted in memory (match-index.ts), read in one query and kept until `reset`:
 * a search's matches, what its total and facets count, without the database. The read takes a few
 * seconds of one PostgreSQL backend on 50,000 products, so no search waits for it: `ready()` answers
 * null (the caller asks the database, as before) and starts the read, until it is done.
 */
export function createLexemeIndexCache(db: Db) {
  let loaded: LexemeIndex | null = null;
  let loading: Promise<void> | null = null;
  // Bumped by reset: a read started before it is not kept.
  let generation = 0;
  return {
    ready(): LexemeIndex | null {
      if (loaded || loading) return loaded;
      const started = generation;
      loading = selectLexemePostings(db)
        .then((rows) => {
          if (started === generation) loaded = lexemeIndexOf(rows);
        })
        // A failed read (the database going away) leaves the database path; the next search tries again.
        .catch(() => {})
        .finally(() => {
          if (started === generation) loading = null;
        });
      return null;
    },
    /** Starts the read if needed and waits for it (a measure that wants the index from the first search). */
    async load(): Promise<void> {
      this.ready();
      await loading;
    },
    reset() {
      generation++;
      loaded = null;
      loading = null;
    },
  };
}

/** Listing, product page, category blocks and the search box, over the products table and the snapshot. */
export function createProductService(
  db: Db,
  snapshot: () => Promise<CatalogueSnapshot>,
  planner: SearchPlanner = createSearchPlanner(db),
  /** Every product's facet attributes, in memory (shared so that a measure can start services afresh). */
  facetTable = createFacetTableCache(db),
  lexemeIndex = createLexemeIndexCache(db),
) {
  function categoryFilter(catalogue: CatalogueSnapshot, categoryId: number | undefined): SQL[] {
    if (categoryId === undefined) return [];
    const node = catalogue.categoriesById.get(categoryId);
    if (!node) throw categoryNotFound();
    return [inCategories(subtreeIds(node))];
  }

  /** Facet counts by listing, the same whatever the page and the sort (a search's counted once per words). */
  const facetCounts = boundedMemo<FacetCountRow[]>(MAX_CACHED_FACET_COUNTS);

  /** The listing's promo filter: the products whose tile shows their promotion today. */
  function promotionsOnShelf(catalogue: CatalogueSnapshot) {
    const today = shopDateIso();
    const running = [...catalogue.promotions.values()].filter((promotion) => promotionOnShelf(promotion, false, today));
    const byWeight = running.filter((promotion) => promotionOnShelf(promotion, true, today));
    return inPromotion(
      running.map((promotion) => promotion.promoId),
      byWeight.map((promotion) => promotion.promoId),
    );
  }

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
        ...(query.promo ? [promotionsOnShelf(catalogue)] : []),
        ...(query.new ? [isNew()] : []),
        // No shopper profiles yet: 'preferred' shows the shop's highlighted products. The cart issue redefines it.
        ...(query.preferred ? [isHighlight()] : []),
      ],
      brand: selected.brand.length > 0 ? ofBrands(selected.brand) : undefined,
      productClass: selected.class.length > 0 ? ofProductClasses(selected.class) : undefined,
      price: selected.price.length > 0 ? inPriceBands(selected.price) : undefined,
      allergen: selected.allergen.length > 0 ? withoutAllergens(allergenMask(selected.allergen)) : undefined,
    } satisfies ProductFilters;
  }

  /**
   * A search's page. Sorted by relevance, the top (names that start with the first word and hold
   * every word exactly) is read first with only those tests per row; the full relevance is computed,
   * on the other matches only, when the top does not fill the page. Same order as ranking every match.
   * A relaxed search (no product holds every word) ranks by the words matched.
   */
  async function searchPage(plan: SearchPlan, filters: ProductFilters, sort: SortOption, limit: number, offset: number) {
    if (sort !== 'rel') return selectProductPage(db, { filters, orderBy: sortOrders[sort], limit, offset });
    if (plan.relaxed) {
      return selectProductPage(db, { filters, orderBy: [sql`${relaxedRelevance(plan)} DESC`, ...byPopularity], limit, offset });
    }
    const ranked = [sql`${searchRelevance(plan)} DESC`, ...byPopularity];
    if (!hasNamedTier(plan)) return selectProductPage(db, { filters, orderBy: ranked, limit, offset });
    const wanted = offset + limit;
    const named = await selectProductPage(db, {
      filters,
      also: namedFirst(plan),
      orderBy: byPopularity,
      limit: wanted,
      offset: 0,
    });
    if (named.length === wanted) return named.slice(offset);
    const others = await selectProductPage(db, {
      filters,
      also: sql`NOT ${namedFirst(plan)}`,
      orderBy: ranked,
      limit: wanted - Math.max(named.length, offset),
      offset: Math.max(0, offset - named.length),
    });
    return [...named.slice(offset), ...others];
  }

  /**
   * The products a listing's base filters keep, what its total and facets are counted over: from
   * memory (the facet table's categories, the inverted documents) when the filters are categories and
   * words only; the promotions, novelties and highlights filters ask the database, and so does a
   * search while the inverted documents are being read.
   */
  async function matchingIds(
    catalogue: CatalogueSnapshot,
    query: ProductListQuery,
    filters: ProductFilters,
    plan: SearchPlan | null,
  ) {
    const index = plan ? lexemeIndex.ready() : null;
    if (query.promo || query.new || query.preferred || (plan && !index)) {
      const [table, ids] = await Promise.all([facetTable(), selectMatchingIds(db, filters)]);
      return { table, ids };
    }
    // listingFilters has already refused an unknown category.
    const categorySets = [query.parent_category_id, query.category_id].flatMap((categoryId) => {
      const node = categoryId === undefined ? undefined : catalogue.categoriesById.get(categoryId);
      return node ? [new Set(subtreeIds(node))] : [];
    });
    const table = await facetTable();
    const ids = matchingIdsInMemory(table, { search: plan && index ? { plan, index } : null, categorySets });
    return { table, ids };
  }

  /** The page's rows and the facet counts, which depend only on the filters (and the search's words). */
  async function readListing(
    catalogue: CatalogueSnapshot,
    query: ProductListQuery,
    filters: ProductFilters,
    plan: SearchPlan | null,
    selected: SelectedFacets,
    countsKey: string | null,
  ) {
    const sort = query.sort ?? 'rel';
    const limit = query.page_size;
    const offset = (query.page - 1) * query.page_size;
    const count = async () => {
      const { table, ids } = await matchingIds(catalogue, query, filters, plan);
      return countFacetsOf(table, ids, selected, facetValues(catalogue));
    };
    const counting = countsKey === null ? count() : facetCounts.get(countsKey, count);
    const reading = plan
      ? searchPage(plan, filters, sort, limit, offset)
      : selectProductPage(db, { filters, orderBy: sort === 'rel' ? byPopularity : sortOrders[sort], limit, offset });
    const [rows, counts] = await Promise.all([reading, counting]);
    return { rows, counts };
  }

  /** A listing (or one search plan's results): its page, counts and facets. */
  async function listWith(
    catalogue: CatalogueSnapshot,
    query: ProductListQuery,
    selected: SelectedFacets,
    plan: SearchPlan | null,
  ): Promise<ProductListData> {
    const filters = listingFilters(catalogue, query, selected, plan);
    // Counts shared by every visitor: not those of a shopper's own selection (preferred, a wishlist).
    const shared = !query.preferred && query.parent_wishlist_id === undefined;
    const countsKey = shared
      ? JSON.stringify([
          plan?.documentQuery ?? null,
          query.parent_category_id,
          query.category_id,
          query.promo,
          query.new,
          // Whatever order the facets came in.
          [...selected.brand].sort(),
          [...selected.class].sort(),
          selected.price.map((band) => band.id).sort(),
          [...selected.allergen].sort(),
        ])
      : null;
    const { rows, counts } = await readListing(catalogue, query, filters, plan, selected, countsKey);
    const totItems = counts.find((row) => row.facet === 'total')?.count ?? 0;
    const countsOf = (facet: 'brand' | 'class' | 'price' | 'allergen') =>
      new Map(counts.filter((row) => row.facet === facet).map((row) => [Number(row.value), row.count]));
    return {
      products: rows.map((row) => toProduct(row, catalogue)),
      page: { selPage: query.page, totPages: Math.ceil(totItems / query.page_size), totItems, itemsPerPage: query.page_size },
      facets: buildFacets(
        catalogue,
        {
          total: totItems,
          brand: countsOf('brand'),
          class: countsOf('class'),
          price: countsOf('price'),
          allergen: countsOf('allergen'),
        },
        selected,
      ),
      correctedQuery: plan?.correctedQuery ?? null,
      relaxed: plan?.relaxed ?? false,
    };
  }

  return {
    async list(query: ProductListQuery): Promise<ProductListData> {
      // Wishlists need a session; until accounts exist every visitor is anonymous.
      if (query.parent_wishlist_id !== undefined) throw loginRequired();
      const catalogue = await snapshot();
      const selected = parseFacets(query.facet ?? [], catalogue);
      const plan = query.q ? await planner.plan(query.q) : null;
      if (query.q && !plan) return emptyListing(query);
      const listing = await listWith(catalogue, query, selected, plan);
      // No product holds every word: those holding the most of them rather than nothing.
      if (listing.page.totItems > 0 || !plan || plan.words.length < 2) return listing;
      return listWith(catalogue, query, selected, relaxSearchPlan(plan));
    },

    /** Forgets the facet counts and attributes (the catalogue changed). */
    forget() {
      facetCounts.clear();
      facetTable.reset();
      lexemeIndex.reset();
    },

    /** The product page's product: the listing's fields and its food information. */
    async view(by: { productId?: number; slug?: string }): Promise<ProductView> {
      const [catalogue, row] = await Promise.all([snapshot(), findProduct(db, by)]);
      if (!row) throw notFound(errorTexts.productNotFound);
      return { ...toProduct(row, catalogue), foodInformation: await findFoodInformation(db, row.productId) };
    },

    async categoryBlock(categoryBlockId: number): Promise<CategoryBlock> {
      const block = await findCategoryBlock(db, categoryBlockId);
      if (!block) throw notFound();
      const [catalogue, rows] = await Promise.all([snapshot(), selectProductsByIds(db, block.productIds)]);
      const { productIds: _productIds, ...fields } = block;
      return { ...fields, products: rows.map((row) => toProduct(row, catalogue)) };
    },

    async suggest(q: string): Promise<Suggestions> {
      const plan = await planner.plan(q);
      if (!plan) return { words: [], categories: [], products: [] };
      const [catalogue, rows] = await Promise.all([snapshot(), selectSuggestedProducts(db, plan, MAX_SUGGESTED_PRODUCTS)]);
      return {
        words: suggestedWords(plan),
        categories: suggestedCategories(catalogue, plan),
        products: rows.map(({ productId, slug, name, brandId, priceCents }) => ({
          productId,
          slug,
          name,
          brand: catalogue.brands.get(brandId)?.name ?? '',
          mediaURL: productImageUrl({ productId }),
          priceCents,
        })),
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
