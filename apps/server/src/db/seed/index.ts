import { shopDateIso } from '@spesa/domain';
import { sql } from 'drizzle-orm';
import { type SeedPreset, seedPresets } from '../../config/env';
import { rebuildSearchLexicon } from '../../modules/catalogue/search.repository';
import type { Db, Tx } from '../client';
import {
  brands,
  categories,
  categoryBlocks,
  flyers,
  productClasses,
  products,
  promotions,
  stores,
  vendors,
  warehouses,
} from '../schema/catalogue';
import { productFoodInformation } from '../schema/food-information';
import { buildBrands, buildProductClasses, buildVendors } from './brands';
import { bulkInsert } from './bulk-insert';
import { buildCategoryTree } from './categories';
import { categoryBlockRows } from './category-blocks';
import { seedDemoDeferredShopper } from './deferred-shopper';
import { seedDeliveryData } from './delivery';
import { fixtureProducts } from './fixtures';
import { seedGiftCertificatesAndLoyalty } from './gift-certificates';
import { buildProducts } from './products';
import { flyerPromotions, flyerRows, promotionRows } from './promotions';
import { seedDemoStaffAccount } from './staff';
import { storeRows, warehouseRows } from './stores';

export { SEED_FIXTURES } from './seed-fixtures';

/**
 * Fills an empty database with the deterministic demo catalogue; does nothing when it is already
 * seeded. The same preset always yields the same ids, names and prices.
 */
export async function seedDatabase(db: Db, { preset }: { preset: SeedPreset }): Promise<void> {
  if (await isSeeded(db)) return;
  // The flyers and their promotions run from the seed day on (shop time); the rest is fixed.
  const today = shopDateIso();
  const catalogue = buildCatalogue(seedPresets[preset], today);
  await db.transaction(async (tx) => {
    // Two servers starting together on one PostgreSQL database: the second waits, then finds it seeded.
    await tx.execute(sql`SELECT pg_advisory_xact_lock(hashtext('spesa-seed'))`);
    if (await isSeeded(tx)) return;
    await bulkInsert(tx, categories, catalogue.categories);
    await bulkInsert(tx, brands, catalogue.brands);
    await bulkInsert(tx, vendors, catalogue.vendors);
    await bulkInsert(tx, productClasses, catalogue.productClasses);
    await bulkInsert(tx, flyers, flyerRows(today));
    await bulkInsert(tx, promotions, catalogue.promotions);
    await bulkInsert(tx, products, catalogue.products);
    await bulkInsert(tx, productFoodInformation, catalogue.foodInformation);
    await bulkInsert(tx, categoryBlocks, categoryBlockRows);
    await bulkInsert(tx, warehouses, warehouseRows);
    await bulkInsert(tx, stores, storeRows);
    await seedDeliveryData(tx);
    await seedGiftCertificatesAndLoyalty(tx);
    if (preset === 'test') await seedDemoStaffAccount(tx);
    if (preset === 'test') await seedDemoDeferredShopper(tx, today);
  });
  await rebuildSearchLexicon(db);
}

async function isSeeded(db: Db | Tx): Promise<boolean> {
  const rows = await db.select({ categoryId: categories.categoryId }).from(categories).limit(1);
  return rows.length > 0;
}

/** Every row of the catalogue, built in memory before anything is written; the flyers run from `today`. */
export function buildCatalogue(productCount: number, today: string = shopDateIso()) {
  const tree = buildCategoryTree();
  const departments = tree.rows.filter((category) => category.depth === 1);
  const brandSet = buildBrands(departments);
  const built = productsAndFoodInformation(buildProducts(productCount, tree.leaves, brandSet.byDepartment));
  const slugById = new Map(tree.rows.map((category) => [category.categoryId, category.slug]));
  const firstGeneratedId = Object.keys(fixtureProducts).length + 1;
  const flyer = flyerPromotions(built.products, slugById, firstGeneratedId, today);
  return {
    categories: tree.rows,
    brands: brandSet.rows,
    vendors: buildVendors(),
    productClasses: buildProductClasses(),
    promotions: promotionRows(flyer.promotions),
    products: built.products.map((row) => {
      const promoId = flyer.productPromo.get(row.productId as number);
      return promoId === undefined ? row : { ...row, promoId };
    }),
    foodInformation: built.foodInformation,
  };
}

const productsAndFoodInformation = ({ rows, foodInformation }: ReturnType<typeof buildProducts>) => ({
  products: rows,
  foodInformation,
});
