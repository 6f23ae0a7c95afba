import { createHash } from 'node:crypto';
import { productInfosSchema, productTypes } from '@spesa/domain';
import { asc, getTableColumns } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { type DatabaseHandle, type Db, openDatabase } from '../client';
import { runMigrations } from '../migrate';
import {
  brands,
  categories,
  categoryBlocks,
  productClasses,
  products,
  promotions,
  stores,
  vendors,
  warehouses,
} from '../schema/catalogue';
import { productFoodInformation } from '../schema/food-information';
import { SEED_FIXTURES, seedDatabase } from './index';

type ProductRow = typeof products.$inferSelect;

/** The seeded data only: no timestamps, and none of the search columns the database derives. */
const { createdAt, searchVector, nameWords, nameSort, ...seededProductColumns } = getTableColumns(products);

async function readProducts(db: Db) {
  return db.select(seededProductColumns).from(products).orderBy(asc(products.productId));
}

/** One hash over every seeded table, read in key order (one after the other: a single connection). */
async function catalogueDigest(db: Db): Promise<string> {
  const hash = createHash('sha256');
  hash.update(JSON.stringify(await db.select().from(categories).orderBy(asc(categories.categoryId))));
  hash.update(JSON.stringify(await db.select().from(brands).orderBy(asc(brands.brandId))));
  hash.update(JSON.stringify(await db.select().from(vendors).orderBy(asc(vendors.vendorId))));
  hash.update(JSON.stringify(await db.select().from(productClasses).orderBy(asc(productClasses.productClassId))));
  hash.update(JSON.stringify(await db.select().from(promotions).orderBy(asc(promotions.promoId))));
  hash.update(JSON.stringify(await readProducts(db)));
  hash.update(JSON.stringify(await db.select().from(productFoodInformation).orderBy(asc(productFoodInformation.productId))));
  hash.update(JSON.stringify(await db.select().from(categoryBlocks).orderBy(asc(categoryBlocks.categoryBlockId))));
  hash.update(JSON.stringify(await db.select().from(warehouses).orderBy(asc(warehouses.warehouseId))));
  hash.update(JSON.stringify(await db.select().from(stores).orderBy(asc(stores.storeId))));
  return hash.digest('hex');
}

describe('seed, preset test', () => {
  let test: TestApp;
  let allCategories: (typeof categories.$inferSelect)[];
  let allProducts: Omit<ProductRow, 'createdAt' | 'searchVector' | 'nameWords' | 'nameSort'>[];

  beforeAll(async () => {
    test = await createTestApp();
    allCategories = await test.db.select().from(categories);
    allProducts = await readProducts(test.db);
  });
  afterAll(() => test.close());

  const childrenOf = (parentId: number) => allCategories.filter((category) => category.parentId === parentId);
  const productsIn = (categoryIds: number[]) => allProducts.filter((product) => categoryIds.includes(product.categoryId));

  it('builds a three-level tree of at least 12 departments with 3–6 subcategories and 2–5 leaves each', () => {
    const departments = allCategories.filter((category) => category.depth === 1);
    expect(departments.length).toBeGreaterThanOrEqual(12);
    for (const department of departments) {
      expect(department.info.ICON).toMatch(/^[a-z_]+$/);
      const subcategories = childrenOf(department.categoryId);
      expect(subcategories.length).toBeGreaterThanOrEqual(3);
      expect(subcategories.length).toBeLessThanOrEqual(6);
      for (const subcategory of subcategories) {
        const leaves = childrenOf(subcategory.categoryId);
        expect(leaves.length).toBeGreaterThanOrEqual(2);
        expect(leaves.length).toBeLessThanOrEqual(5);
        expect(leaves.every((leaf) => leaf.depth === 3 && leaf.slug.startsWith(`${subcategory.slug}/`))).toBe(true);
      }
    }
  });

  it('gives every category a kebab-case path slug, a title, a description and its picture', () => {
    for (const category of allCategories) {
      expect(category.slug).toMatch(/^[a-z0-9-]+(\/[a-z0-9-]+){0,2}$/);
      expect(category.slug.split('/')).toHaveLength(category.depth);
      expect(category.info).toMatchObject({ TITLE: category.name, MENU_IMAGE: `/images/categories/${category.categoryId}.svg` });
      expect(category.info.DESCRIPTION?.length).toBeGreaterThan(20);
    }
    const hidden = allCategories.find((category) => category.categoryId === SEED_FIXTURES.hiddenCategory.categoryId);
    expect(hidden?.info.HIDE_IN_MENU).toBe('true');
  });

  it('seeds 400 products in leaf categories, with unique slugs and positive prices', () => {
    expect(allProducts).toHaveLength(400);
    const leafIds = new Set(allCategories.filter((category) => category.depth === 3).map((category) => category.categoryId));
    expect(allProducts.every((product) => leafIds.has(product.categoryId))).toBe(true);
    expect(new Set(allProducts.map((product) => product.slug)).size).toBe(400);
    expect(allProducts.every((product) => product.priceCents > 0 && Number.isInteger(product.priceCents))).toBe(true);
    expect(new Set(allProducts.map((product) => product.popularity)).size).toBe(400);
  });

  it('has every TIPOLOGIA, each with the productInfos and limits it needs', () => {
    expect(new Set(allProducts.map((product) => product.productInfos.TIPOLOGIA))).toEqual(new Set(productTypes));
    for (const product of allProducts) {
      const infos = productInfosSchema.parse(product.productInfos);
      if (infos.TIPOLOGIA === 'Sfuso') {
        expect(Number(infos.WEIGHT_SELLING)).toBeGreaterThan(0);
        expect(Number(infos.STEP_SELLING)).toBeGreaterThan(0);
        expect(infos).toMatchObject({ WEIGHT_UNIT_SELLING: 'kg', WEIGHT_UNIT_BASE: 'kg', UNIT_SELLING: 'kg' });
        expect(product.minAcq).toBe(Number(infos.WEIGHT_SELLING));
        expect(product.unitPriceUnit).toBe('kg');
      } else if (infos.TIPOLOGIA === 'Peso') {
        expect(Number(infos.WEIGHT_SELLING_SINGLE_UNIT)).toBeGreaterThan(0);
        expect(infos).toMatchObject({ WEIGHT_SELLING_SINGLE_UNIT_UM: 'kg', WEIGHT_UNIT_SELLING: 'kg' });
        expect(product.minAcq).toBe(1);
      } else {
        expect(infos.WEIGHT_SELLING).toBeUndefined();
        expect(infos.STEP_SELLING).toBeUndefined();
        expect(Number.isInteger(product.minAcq) && product.minAcq >= 1).toBe(true);
        if (infos.QTY_LOCKED) expect(product.minAcq).toBe(Number(infos.QTY_MULT));
        if (infos.MAXACQ) expect(product.maxAcq).toBe(Number(infos.MAXACQ));
        if (infos.MULTI_PACK) expect(Number(infos.MULTI_PACK)).toBeGreaterThan(1);
      }
    }
  });

  it('strikes through a higher standard price on the products of a price cut for everyone, and only there', async () => {
    const rules = new Map((await test.db.select().from(promotions)).map((promotion) => [promotion.promoId, promotion.rule]));
    const promoted = allProducts.filter((product) => product.promoId !== null);
    expect(promoted.length).toBeGreaterThan(20);
    for (const product of allProducts) {
      const kind = product.promoId === null ? null : rules.get(product.promoId)?.kind;
      if (kind === 'percent' || kind === 'fixedPrice') expect(product.priceStandardCents).toBeGreaterThan(product.priceCents);
      else expect(product.priceStandardCents).toBeNull();
    }
    // A multi-buy is the cart's to compute: one pack of the 3x2 water costs its standard price.
    const water = allProducts.find((product) => product.productId === SEED_FIXTURES.multiPackProduct.productId);
    expect(water).toMatchObject({ priceCents: 199, priceStandardCents: null, promoId: 7 });
  });

  it('gives loose products by weight percent promotions only, but for the fixture that tests the refusal', () => {
    const percentIds = new Set([1, 2, 3, 4, 5, 6, 10, 11, 12, 13, 14]);
    const beefSlices = SEED_FIXTURES.products.beefSlices.productId;
    for (const product of allProducts) {
      const byWeight = product.productInfos.TIPOLOGIA === 'Sfuso' || product.productInfos.TIPOLOGIA === 'Peso';
      if (byWeight && product.promoId !== null && product.productId !== beefSlices)
        expect(percentIds.has(product.promoId)).toBe(true);
    }
  });

  it('has new products, products with options, and categories to page through', () => {
    expect(allProducts.some((product) => product.isNew)).toBe(true);
    expect(allProducts.some((product) => product.selectOptions.length > 0)).toBe(true);
    expect(productsIn([SEED_FIXTURES.pagedCategory.categoryId]).length).toBeGreaterThan(24);
    const department = SEED_FIXTURES.pagedDepartment.categoryId;
    expect(allProducts.filter((product) => product.departmentId === department).length).toBeGreaterThan(48);
  });

  it('keeps the fixture products the tests rely on', () => {
    const byId = new Map(allProducts.map((product) => [product.productId, product]));
    for (const fixture of Object.values(SEED_FIXTURES.products)) {
      expect(byId.get(fixture.productId)).toMatchObject({ slug: fixture.slug, name: fixture.name });
    }
    expect(byId.get(SEED_FIXTURES.lockedMultipleProduct.productId)?.productInfos).toMatchObject({
      QTY_MULT: '6',
      QTY_LOCKED: 'true',
    });
    expect(byId.get(SEED_FIXTURES.productWithOptions.productId)?.selectOptions[0]?.parameterName).toBe('cleaning');
    expect(byId.get(SEED_FIXTURES.looseProduct.productId)?.productInfos.TIPOLOGIA).toBe('Sfuso');
    expect(byId.get(SEED_FIXTURES.weighedProduct.productId)?.productInfos.TIPOLOGIA).toBe('Peso');
    expect(byId.get(SEED_FIXTURES.promoProduct.productId)?.priceStandardCents).toBeGreaterThan(0);
  });

  it('seeds warehouses serving Bergamo and Milano, stores and two lockers', async () => {
    const seededWarehouses = await test.db.select().from(warehouses);
    expect(seededWarehouses.find((warehouse) => warehouse.warehouseId === 89)?.postalcodes).toContain('24121');
    const seededStores = await test.db.select().from(stores);
    expect(seededStores.filter((store) => store.kind === 'locker')).toHaveLength(2);
    expect(seededStores.some((store) => store.deliveryServiceIds.includes(2))).toBe(true);
  });

  describe('on a fresh database', () => {
    let fresh: DatabaseHandle;
    beforeAll(async () => {
      fresh = await openDatabase({ memory: true });
      await runMigrations(fresh);
      await seedDatabase(fresh.db, { preset: 'test' });
    });
    afterAll(() => fresh.close());

    it('produces exactly the same catalogue (deterministic)', async () => {
      expect(await catalogueDigest(fresh.db)).toBe(await catalogueDigest(test.db));
    });

    it('does nothing when the catalogue is already seeded', async () => {
      const before = await catalogueDigest(fresh.db);
      await seedDatabase(fresh.db, { preset: 'default' });
      expect(await catalogueDigest(fresh.db)).toBe(before);
    });
  });
});
