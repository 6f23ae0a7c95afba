import type { Category, Facet, Product } from '@spesa/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { SEED_FIXTURES } from '../../db/seed/index';

const { pagedCategory, pagedDepartment, products: fixtures } = SEED_FIXTURES;

type Listing = {
  products: Product[];
  page: { selPage: number; totPages: number; totItems: number; itemsPerPage: number };
  facets: Facet[];
};

describe('GET /ebsn/api/products', () => {
  let test: TestApp;
  const list = async (query = ''): Promise<Listing> => {
    const response = await test.app.inject({ method: 'GET', url: `/ebsn/api/products${query}` });
    expect(response.statusCode, response.body).toBe(200);
    return response.json().data;
  };
  const facet = (listing: Listing, name: string) => listing.facets.find((candidate) => candidate.parameterName === name) as Facet;
  beforeAll(async () => {
    test = await createTestApp();
  });
  afterAll(() => test.close());

  it('lists 24 products a page, best sellers first', async () => {
    const listing = await list();
    expect(listing.products).toHaveLength(24);
    expect(listing.page).toMatchObject({ selPage: 1, itemsPerPage: 24, totItems: 400, totPages: 17 });
    expect(listing.products.slice(0, 3).map((product) => product.name)).toEqual([
      fixtures.groundCoffee.name,
      fixtures.coffeeBeans.name,
      fixtures.parmigiano.name,
    ]);
  });

  it('pages through a category: page sizes, the last page and a page past the end', async () => {
    const first = await list(`?category_id=${pagedCategory.categoryId}&page_size=10`);
    const { totItems, totPages } = first.page;
    expect(totItems).toBeGreaterThanOrEqual(30);
    expect(totPages).toBe(Math.ceil(totItems / 10));
    const last = await list(`?category_id=${pagedCategory.categoryId}&page_size=10&page=${totPages}`);
    expect(last.products).toHaveLength(totItems - 10 * (totPages - 1));
    const past = await list(`?category_id=${pagedCategory.categoryId}&page_size=10&page=${totPages + 1}`);
    expect(past.products).toEqual([]);
    expect(past.page).toEqual({ selPage: totPages + 1, totPages, totItems, itemsPerPage: 10 });
    const all = await list(`?category_id=${pagedCategory.categoryId}&page_size=100`);
    const paged = [
      first,
      ...(await Promise.all([2, 3, 4].map((page) => list(`?category_id=${pagedCategory.categoryId}&page_size=10&page=${page}`)))),
    ];
    expect(paged.flatMap((listing) => listing.products.map((product) => product.productId))).toEqual(
      all.products.slice(0, 40).map((product) => product.productId),
    );
  });

  it('lists a whole subtree by parent_category_id', async () => {
    const tree = await test.app.inject({ method: 'GET', url: `/ebsn/api/category?categoryId=${pagedDepartment.categoryId}` });
    const subtreeIds = (category: Category): number[] => [
      category.categoryId,
      ...(category.categories ?? []).flatMap(subtreeIds),
    ];
    const departmentIds = new Set(subtreeIds(tree.json().data.category));
    const department = await list(`?parent_category_id=${pagedDepartment.categoryId}&page_size=100`);
    const leaf = await list(`?parent_category_id=${pagedCategory.categoryId}&page_size=100`);
    expect(department.page.totItems).toBeGreaterThan(48);
    expect(department.page.totItems).toBeGreaterThan(leaf.page.totItems);
    expect(department.products.every((product) => departmentIds.has(product.categoryId))).toBe(true);
    expect(leaf.products.every((product) => product.categoryId === pagedCategory.categoryId)).toBe(true);
  });

  it('sorts by price and by name, both ways', async () => {
    const base = `?parent_category_id=${pagedDepartment.categoryId}&page_size=100`;
    const prices = (listing: Listing) => listing.products.map((product) => product.priceCents);
    const names = (listing: Listing) =>
      listing.products.map((product) => product.name.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase());
    const ascending = (values: (number | string)[]) =>
      values.every((value, index) => index === 0 || (values[index - 1] as number | string) <= value);
    const byPriceUp = await list(`${base}&sort=pri_asc`);
    const byPriceDown = await list(`${base}&sort=pri_des`);
    expect(ascending(prices(byPriceUp))).toBe(true);
    expect(ascending(prices(byPriceDown).reverse())).toBe(true);
    expect(prices(byPriceUp)[0]).toBeLessThan(prices(byPriceDown)[0] as number);
    expect(ascending(names(await list(`${base}&sort=alf_asc`)))).toBe(true);
    expect(ascending(names(await list(`${base}&sort=alf_des`)).reverse())).toBe(true);
  });

  it('filters promotions, new products and highlighted (preferred) ones', async () => {
    const promo = await list('?promo=true&page_size=100');
    expect(promo.page.totItems).toBeGreaterThan(0);
    expect(promo.products.every((product) => product.warehousePromo !== null)).toBe(true);
    expect(promo.products.map((product) => product.productId)).toContain(SEED_FIXTURES.promoProduct.productId);
    const fresh = await list('?new=true&page_size=100');
    expect(fresh.products.length).toBeGreaterThan(0);
    expect(fresh.products.every((product) => product.isNew)).toBe(true);
    expect(fresh.products.map((product) => product.productId)).toContain(SEED_FIXTURES.newProduct.productId);
    const preferred = await list('?preferred=1');
    expect(preferred.products.length).toBeGreaterThan(0);
    expect(preferred.products.every((product) => product.highlight)).toBe(true);
    expect((await list('?promo=false')).page.totItems).toBe(400);
  });

  it('offers brand, characteristics, price and allergen facets whose counts match the filtered listing', async () => {
    const base = `?parent_category_id=${pagedDepartment.categoryId}`;
    const listing = await list(base);
    expect(listing.facets.map((candidate) => [candidate.parameterName, candidate.name])).toEqual([
      ['brand', 'Marca'],
      ['class', 'Caratteristiche'],
      ['price', 'Prezzo'],
      ['allergen', 'Allergeni'],
    ]);
    const brands = facet(listing, 'brand').values;
    expect(brands.length).toBeGreaterThan(1);
    expect(brands.reduce((sum, value) => sum + value.count, 0)).toBe(listing.page.totItems);
    const [brand, otherBrand] = brands as [Facet['values'][number], Facet['values'][number]];

    const byBrand = await list(`${base}&facet=brand:${brand.id}&page_size=100`);
    expect(byBrand.page.totItems).toBe(brand.count);
    expect(byBrand.products.every((product) => product.brand === brand.name)).toBe(true);
    // A facet's own counts ignore its own selection: other brands still show what they would add.
    expect(facet(byBrand, 'brand').values).toContainEqual({ ...otherBrand, selected: false });
    expect(facet(byBrand, 'brand').values.find((value) => value.id === brand.id)?.selected).toBe(true);
    // Other facets count within the selected brand.
    const priceCounts = facet(byBrand, 'price').values.reduce((sum, value) => sum + value.count, 0);
    expect(priceCounts).toBe(brand.count);

    const twoBrands = await list(`${base}&facet=brand:${brand.id}&facet=brand:${otherBrand.id}`);
    expect(twoBrands.page.totItems).toBe(brand.count + otherBrand.count);
  });

  it('filters by a product class and by a price band', async () => {
    const listing = await list();
    const characteristic = facet(listing, 'class').values[0] as Facet['values'][number];
    const byClass = await list(`?facet=class:${characteristic.id}&page_size=100`);
    expect(byClass.page.totItems).toBe(characteristic.count);
    expect(
      byClass.products.every((product) =>
        product.productClasses.some((value) => String(value.productClassId) === characteristic.id),
      ),
    ).toBe(true);
    const cheap = await list('?facet=price:0-2&page_size=100');
    expect(cheap.page.totItems).toBe(facet(listing, 'price').values.find((value) => value.id === '0-2')?.count);
    expect(cheap.products.every((product) => product.priceCents < 200)).toBe(true);
  });

  it('answers 400 naming the field for bad input', async () => {
    for (const [query, field] of [
      ['?page_size=101', 'page_size'],
      ['?page_size=0', 'page_size'],
      ['?page=zero', 'page'],
      ['?sort=prezzo', 'sort'],
      ['?promo=forse', 'promo'],
      ['?facet=marca', 'facet.0'],
      ['?facet=brand:999999', 'facet'],
      ['?facet=price:1-2', 'facet'],
    ]) {
      const response = await test.app.inject({ method: 'GET', url: `/ebsn/api/products${query}` });
      expect(response.statusCode, query).toBe(400);
      const message = response.json().response.errorsMessage[0];
      expect(message.field, query).toBe(field);
      // The pure text: the field is in its own property (issue 21).
      expect(message.description.startsWith(`${field}: `), query).toBe(false);
    }
    const tooLarge = await test.app.inject({ method: 'GET', url: '/ebsn/api/products?page_size=101' });
    expect(tooLarge.json().response.errors[0].error).toBe('Il valore deve essere al massimo 100');
  });

  it('answers 404 for an unknown category and 401 for a wishlist without login', async () => {
    const missing = await test.app.inject({ method: 'GET', url: '/ebsn/api/products?parent_category_id=999999' });
    expect(missing.statusCode).toBe(404);
    expect(missing.json().response.errors[0].error).toBe('La categoria richiesta non esiste.');
    const wishlist = await test.app.inject({ method: 'GET', url: '/ebsn/api/products?parent_wishlist_id=3' });
    expect(wishlist.statusCode).toBe(401);
    expect(wishlist.json().response.errors[0].error).toBe('Per continuare accedi al tuo account.');
  });
});

describe('GET /ebsn/api/product/view', () => {
  let test: TestApp;
  const view = (query: string) => test.app.inject({ method: 'GET', url: `/ebsn/api/product/view${query}` });
  beforeAll(async () => {
    test = await createTestApp();
  });
  afterAll(() => test.close());

  it('answers a product by slug or by id, with its promotion and display prices', async () => {
    const { slug, productId, name } = SEED_FIXTURES.promoProduct;
    const bySlug = (await view(`?slug=${encodeURIComponent(slug)}`)).json().data.product;
    const byId = (await view(`?product_id=${productId}`)).json().data.product;
    expect(bySlug).toEqual(byId);
    expect(bySlug).toMatchObject({ productId, slug, name, brand: 'Torrefazione Aurelio', categoryId: expect.any(Number) });
    expect(bySlug.priceStandardCents).toBeGreaterThan(bySlug.priceCents);
    expect(bySlug.priceDisplay).toBe(bySlug.priceCents / 100);
    expect(bySlug.warehousePromo.view.header).toEqual(expect.any(String));
    expect(bySlug.mediaURL).toMatch(/^\//);
  });

  it('reports a loose product priced per kilogram', async () => {
    const product = (await view(`?product_id=${SEED_FIXTURES.looseProduct.productId}`)).json().data.product;
    expect(product).toMatchObject({ weightUnitDisplay: 'kg', productInfos: { TIPOLOGIA: 'Sfuso' } });
    expect(product.selectOptions.length).toBeGreaterThan(0);
  });

  it('answers 404 with the Italian text for a missing product', async () => {
    for (const query of ['?product_id=999999', '?slug=non-esiste']) {
      const response = await view(query);
      expect(response.statusCode).toBe(404);
      expect(response.json().response.errors[0].error).toBe('Il prodotto richiesto non esiste o non è più disponibile.');
    }
  });

  it('answers 400 when neither slug nor a numeric product_id is given', async () => {
    const none = await view('');
    expect(none.statusCode).toBe(400);
    expect(none.json().response.errorsMessage[0]).toMatchObject({
      field: 'slug',
      description: 'Indicare slug o product_id',
    });
    const wrong = await view('?product_id=abc');
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().response.errorsMessage[0].field).toBe('product_id');
  });
});
