import { buildCategoryTree } from './categories';
import { demoStaffAccount } from './demo-staff-account';
import { fixtureProducts } from './fixtures';
import { demoGiftCodes, demoLoyaltyCards } from './gift-certificates';
import { PAGED_LEAF_SLUG } from './products';
import { demoFlyers, demoPromotions, FIRST_FLYER_PROMO_ID } from './promotions';
import { storeRows, warehouseRows } from './stores';

const { rows: categoryRows } = buildCategoryTree();

function categoryBySlug(slug: string): { categoryId: number; slug: string } {
  const row = categoryRows.find((category) => category.slug === slug);
  if (!row) throw new Error(`No category '${slug}' in the seed tree`);
  return { categoryId: row.categoryId, slug };
}

const lockers = storeRows.filter((store) => store.kind === 'locker');

/**
 * Ids and slugs that tests and demos may rely on: the same in every preset ('test', 'default',
 * 'large'). Popularity is a score: higher sells more (the best seller has the product count).
 */
export const SEED_FIXTURES = {
  /** Pasta e riso › Pasta secca › Pasta corta: at least 30 products in every preset (more than one page of 24). */
  pagedCategory: categoryBySlug(PAGED_LEAF_SLUG),
  /** Pasta e riso: more than 48 products in every preset (more than two pages of 24). */
  pagedDepartment: categoryBySlug('pasta-e-riso'),
  /** Frutta e verdura › Offerte stagionali: HIDE_IN_MENU 'true', still reachable by slug. */
  hiddenCategory: categoryBySlug('frutta-e-verdura/offerte-stagionali'),
  /** Every fixture product by name: see fixtures.ts for how each is sold. */
  products: fixtureProducts,
  /** A loose product ('Sfuso', first add 0.5 kg, steps of 0.1 kg, one apple ≈ 0.2 kg) with a ripeness option. */
  looseProduct: fixtureProducts.goldenApple,
  /** A loose fish with the 'Pulizia' option (parameterName 'cleaning'). */
  productWithOptions: fixtureProducts.seaBream,
  /** A pre-weighed tray ('Peso') priced by kg. */
  weighedProduct: fixtureProducts.chickenBreast,
  /** Sold only in locked multiples of 6 (QTY_MULT '6', QTY_LOCKED 'true', minAcq 6). */
  lockedMultipleProduct: fixtureProducts.sparklingWaterBottle,
  /** A six-pack counted as 6 units in stock (MULTI_PACK '6'), on a 3x2 promotion. */
  multiPackProduct: fixtureProducts.stillWaterPack,
  /**
   * The demo promotions (README, Demo) and their fixtures: spaghetti and the water six-pack 3x2, coffee
   * −30 %, chicken −15 % (weighed), nectarines −20 % (loose), beef slices 3x2 (loose: never applied),
   * dog food −15 % with the card, dish soap at 1,49 €, olive oil 3x2 only in warehouse 89 (Bergamo),
   * toothpaste's 3x2 expired on 31/12/2025. The multi-buys 7–9 run in Buonmercato only, in no flyer.
   */
  promotions: demoPromotions,
  /**
   * Two current flyers per brand (ids, brand, slug, title; valid from `from` to `to` days after the seed
   * day), each with 10–12 promotions numbered from `firstPromoId` on products picked in the seed.
   */
  flyers: demoFlyers,
  firstFlyerPromoId: FIRST_FLYER_PROMO_ID,
  /** On promotion (-30%): priceStandardCents above priceCents. */
  promoProduct: fixtureProducts.groundCoffee,
  /** MAXACQ '10' and maxAcq 10. */
  maxAcqProduct: fixtureProducts.buffaloMozzarella,
  /** minAcq 2. */
  minAcqProduct: fixtureProducts.toothpaste,
  /** A pack ('Confezione') of six eggs. */
  packProduct: fixtureProducts.eggs,
  /** isNew. */
  newProduct: fixtureProducts.potatoGnocchi,
  /** Warehouse 89 (Bergamo) serves 24121–24129; 90 and 91 share Milano's 201xx codes. */
  warehouseIds: warehouseRows.map((warehouse) => warehouse.warehouseId),
  bergamoWarehouse: { warehouseId: 89, postalcode: '24121' },
  /** A store offering pickup and home delivery, and a pickup locker. */
  storeWithDelivery: { storeId: 1 },
  locker: { storeId: lockers[0]?.storeId ?? 0 },
  /** Demo gift codes: fixed 5 €, 10% from 30 €, expired, single use already spent, 15 € from 150 € (README, Demo). */
  giftCodes: {
    fixed: demoGiftCodes.fixed.code,
    percent: demoGiftCodes.percent.code,
    expired: demoGiftCodes.expired.code,
    usedUp: demoGiftCodes.usedUp.code,
    highMinimum: demoGiftCodes.highMinimum.code,
  },
  /** Loyalty cards with points; 'shopper' is the card the test shoppers register with. */
  loyaltyCards: demoLoyaltyCards,
  /** The back office's demo staff account (embedded demo and SEED=test only): e-mail and password. */
  staffAccount: demoStaffAccount,
} as const;
