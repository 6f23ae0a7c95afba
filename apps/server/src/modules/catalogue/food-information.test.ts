import { allergenMask, type Facet, type Product, type ProductView } from '@spesa/domain';
import { inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { productFoodInformation } from '../../db/schema/food-information';
import { SEED_FIXTURES } from '../../db/seed/index';

const { products: fixtures } = SEED_FIXTURES;
type Listing = { products: Product[]; page: { totItems: number }; facets: Facet[] };

describe('food information over the API', () => {
  let test: TestApp;
  const get = async <T>(url: string): Promise<T> => {
    const response = await test.app.inject({ method: 'GET', url: `/ebsn/api${url}` });
    expect(response.statusCode, response.body).toBe(200);
    return response.json().data;
  };
  const view = async (productId: number) =>
    (await get<{ product: ProductView }>(`/product/view?product_id=${productId}`)).product;
  const list = (query: string) => get<Listing>(`/products?page_size=100&${query}`);
  const allergenFacet = (listing: Listing) => listing.facets.find((facet) => facet.parameterName === 'allergen') as Facet;
  /** The ids among these that contain or may contain one of the allergens, read from the table. */
  const holding = async (productIds: number[], codes: Parameters<typeof allergenMask>[0]) => {
    const rows = await test.db.select().from(productFoodInformation).where(inArray(productFoodInformation.productId, productIds));
    const mask = allergenMask(codes);
    return {
      food: rows.length,
      holding: rows.filter((row) => (row.excludedAllergenMask & mask) !== 0).map((row) => row.productId),
    };
  };
  beforeAll(async () => {
    test = await createTestApp();
  });
  afterAll(() => test.close());

  it('answers the mozzarella with its milk emphasised, origin and nutrition table, every other field kept', async () => {
    const product = await view(fixtures.buffaloMozzarella.productId);
    expect(product).toMatchObject({ productId: fixtures.buffaloMozzarella.productId, name: fixtures.buffaloMozzarella.name });
    expect(product.priceCents).toBeGreaterThan(0);
    const information = product.foodInformation;
    expect(information?.allergens).toEqual(['milk']);
    expect(information?.ingredients?.filter((segment) => segment.allergen === 'milk').length).toBeGreaterThan(0);
    expect(information?.origin).toContainEqual({ label: 'Paese di mungitura', value: 'Italia' });
    expect(information?.nutrition?.energyKj).toBe(Math.round((information?.nutrition?.energyKcal ?? 0) * 4.184));
    expect(information?.durability).toBe('use-by');
  });

  it('answers null for a detergent, and listings carry no food information', async () => {
    expect((await view(fixtures.dishSoap.productId)).foodInformation).toBeNull();
    const listing = await list('q=mozzarella');
    expect(listing.products.length).toBeGreaterThan(0);
    expect(listing.products.every((product) => !('foodInformation' in product))).toBe(true);
  });

  it('filters "Senza uova" to food without eggs, even as traces, and counts it as the facet said', async () => {
    const all = await list(`category_id=${SEED_FIXTURES.pagedDepartment.categoryId}`);
    const withoutEggs = allergenFacet(all).values.find((value) => value.id === 'eggs');
    expect(withoutEggs?.name).toBe('Senza uova');
    const filtered = await list(`category_id=${SEED_FIXTURES.pagedDepartment.categoryId}&facet=allergen:eggs`);
    expect(filtered.page.totItems).toBe(withoutEggs?.count);
    expect(filtered.page.totItems).toBeLessThan(all.page.totItems);
    const ids = filtered.products.map((product) => product.productId);
    expect(await holding(ids, ['eggs'])).toEqual({ food: ids.length, holding: [] });
    expect(allergenFacet(filtered).values.find((value) => value.id === 'eggs')).toMatchObject({ selected: true });
  });

  it('AND-s two allergens and works with a search', async () => {
    const search = await list('q=pasta');
    const filtered = await list('q=pasta&facet=allergen:gluten&facet=allergen:eggs');
    const ids = filtered.products.map((product) => product.productId);
    expect(ids.length).toBeGreaterThan(0);
    expect(filtered.page.totItems).toBeLessThan(search.page.totItems);
    expect(await holding(ids, ['gluten', 'eggs'])).toEqual({ food: ids.length, holding: [] });
    const gluten = allergenFacet(await list('q=pasta&facet=allergen:eggs')).values.find((value) => value.id === 'gluten');
    expect(gluten?.count).toBe(filtered.page.totItems);
  });

  it('keeps "Senza glutine" (the label claim) free of gluten, even as traces', async () => {
    const listing = await list('q=pasta&facet=class:2');
    const ids = listing.products.map((product) => product.productId);
    expect(ids.length).toBeGreaterThan(0);
    expect(
      listing.products.every((product) => product.productClasses.some((productClass) => productClass.name === 'Senza glutine')),
    ).toBe(true);
    expect((await holding(ids, ['gluten'])).holding).toEqual([]);
  });

  it('offers no "Senza …" that would change nothing, none among detergents, and refuses an unknown allergen', async () => {
    const detergents = await list('q=detersivo');
    expect(allergenFacet(detergents).values).toEqual([]);
    // Dry pasta never holds eggs: 'Senza uova' would keep every product of the shelf.
    const pasta = await list(`category_id=${SEED_FIXTURES.pagedCategory.categoryId}`);
    expect(allergenFacet(pasta).values.map((value) => value.id)).not.toContain('eggs');
    expect(allergenFacet(pasta).values.every((value) => value.count < pasta.page.totItems)).toBe(true);
    const response = await test.app.inject({ method: 'GET', url: '/ebsn/api/products?facet=allergen:noci' });
    expect(response.statusCode).toBe(400);
  });
});
