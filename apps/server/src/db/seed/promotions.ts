import { addDaysIso, type Promotion, type PromotionRule, shopDateIso } from '@spesa/domain';
import type { flyers } from '../schema/catalogue';

/**
 * The flyers (volantini): two per brand, always current. Their validity is counted from the day the
 * database is seeded (shop time, Europe/Rome), so a fresh demo or test database always has flyers
 * running; everything else in the seed is fixed. The content files (apps/server/content/<brand>/flyers.json)
 * give each its pages; a page's products are those of the flyer's promotions (flyerPromotionRows).
 */
export const demoFlyers = {
  bigOffers: { flyerId: 1, brand: 'buonmercato', slug: 'grandi-offerte', title: 'Grandi offerte', from: -2, to: 11 },
  clearOffers: { flyerId: 2, brand: 'spesachiara', slug: 'offerte-chiare', title: 'Offerte chiare', from: -3, to: 10 },
  homeAndCare: { flyerId: 3, brand: 'buonmercato', slug: 'casa-e-benessere', title: 'Casa e benessere', from: -1, to: 20 },
  pantry: { flyerId: 4, brand: 'spesachiara', slug: 'dispensa-e-colazione', title: 'Dispensa e colazione', from: 0, to: 20 },
} as const;
type DemoFlyer = (typeof demoFlyers)[keyof typeof demoFlyers];

/** The flyers' rows for a seed made on `today` ('YYYY-MM-DD', shop time). */
export function flyerRows(today: string = shopDateIso()): (typeof flyers.$inferInsert)[] {
  return Object.values(demoFlyers).map(({ from, to, ...flyer }) => ({
    ...flyer,
    validFrom: addDaysIso(today, from),
    validTo: addDaysIso(today, to),
  }));
}

// Demo promotions run for years, so the seed (deterministic: no "today") and the tests stay valid.
const always = { validFrom: '2026-01-01', validTo: '2030-12-31', brands: [], warehouseIds: [], flyerId: null, label: null };
// The every-day multi-buys of Buonmercato: generated products of any preset draw them, so they belong to
// no flyer (a flyer lists a chosen handful of products, whatever the catalogue's size).
const buonmercatoOnly = { ...always, brands: ['buonmercato'] };
const promotion = (promoId: number, rule: PromotionRule, fields: Partial<Promotion> = {}): Promotion => ({
  promoId,
  rule,
  ...always,
  ...fields,
});

/**
 * The promotions of the demo shop (README, Demo). 1–14 go to generated products; 15–17 only to the
 * fixtures that test where a promotion does not run (another warehouse, expired) and a fixed price.
 */
export const demoPromotions = {
  percent10: promotion(1, { kind: 'percent', percentOff: 10 }),
  percent20: promotion(2, { kind: 'percent', percentOff: 20 }),
  percent25: promotion(3, { kind: 'percent', percentOff: 25 }),
  percent30: promotion(4, { kind: 'percent', percentOff: 30 }),
  percent40: promotion(5, { kind: 'percent', percentOff: 40 }),
  halfPrice: promotion(6, { kind: 'percent', percentOff: 50 }, { label: 'Metà prezzo' }),
  threeForTwo: promotion(7, { kind: 'multiBuy', take: 3, pay: 2 }, buonmercatoOnly),
  twoForOne: promotion(8, { kind: 'multiBuy', take: 2, pay: 1 }, buonmercatoOnly),
  secondHalfPrice: promotion(9, { kind: 'nthPiece', nth: 2, percentOff: 50 }, buonmercatoOnly),
  card15: promotion(10, { kind: 'cardPrice', percentOff: 15 }),
  card25: promotion(11, { kind: 'cardPrice', percentOff: 25 }, { brands: ['buonmercato'] }),
  priceLock: promotion(12, { kind: 'percent', percentOff: 12 }, { label: 'Prezzo bloccato' }),
  underCost: promotion(13, { kind: 'percent', percentOff: 35 }, { label: 'Sottocosto' }),
  percent15: promotion(14, { kind: 'percent', percentOff: 15 }),
  threeForTwoBergamo: promotion(15, { kind: 'multiBuy', take: 3, pay: 2 }, { warehouseIds: [89], label: '3x2 Bergamo' }),
  expiredThreeForTwo: promotion(16, { kind: 'multiBuy', take: 3, pay: 2 }, { validFrom: '2025-11-01', validTo: '2025-12-31' }),
  fixedDishSoap: promotion(17, { kind: 'fixedPrice', priceCents: 149 }),
} as const satisfies Record<string, Promotion>;

/** What generated products draw from (one in eight is on promotion). */
export const generatedPromotions: readonly Promotion[] = Object.values(demoPromotions).filter((entry) => entry.promoId <= 14);

/** Rows for the promotions table: the demo promotions, then the flyers' (ids from FIRST_FLYER_PROMO_ID). */
export function promotionRows(flyerPromotions: readonly Promotion[] = []) {
  return [...Object.values(demoPromotions), ...flyerPromotions].map((entry) => ({ ...entry, kind: entry.rule.kind }));
}

/** The flyers' promotions are numbered after the demo ones (which tests name by id). */
export const FIRST_FLYER_PROMO_ID = 18;

const threeForTwo: PromotionRule = { kind: 'multiBuy', take: 3, pay: 2 };
const twoForOne: PromotionRule = { kind: 'multiBuy', take: 2, pay: 1 };
const secondAt = (percentOff: number): PromotionRule => ({ kind: 'nthPiece', nth: 2, percentOff });
const card = (percentOff: number): PromotionRule => ({ kind: 'cardPrice', percentOff });

/**
 * What each flyer promotes: a subcategory (or leaf) of the tree and the mechanic. A flyer runs in one
 * brand, so its mechanics are those that leave the shelf price alone (multi-buys, the n-th piece, the
 * card price): the other brand's shop shows the product at its standard price and its cart refuses
 * the promotion ('otherBrand'), as for any promotion of another brand.
 */
const flyerPicks: { flyer: DemoFlyer; picks: [categoryPrefix: string, rule: PromotionRule][] }[] = [
  {
    flyer: demoFlyers.bigOffers,
    picks: [
      ['pasta-e-riso/pasta-secca', threeForTwo],
      ['dispensa/pomodoro-e-sughi', threeForTwo],
      ['dispensa/olio-aceto-e-condimenti', card(25)],
      ['latticini-e-formaggi/yogurt-e-dessert', secondAt(50)],
      ['colazione-e-dolci/biscotti-e-merende', twoForOne],
      ['colazione-e-dolci/caffe-te-e-tisane', card(20)],
      ['bevande/bibite-e-succhi', threeForTwo],
      ['bevande/birre', secondAt(50)],
      ['surgelati/gelati', secondAt(50)],
      ['salumi-e-gastronomia/affettati-in-vaschetta', card(20)],
      ['dispensa/snack-salati', threeForTwo],
      ['pane-e-pasticceria/sostituti-del-pane', twoForOne],
    ],
  },
  {
    flyer: demoFlyers.clearOffers,
    picks: [
      ['latticini-e-formaggi/formaggi-freschi', secondAt(50)],
      ['latticini-e-formaggi/latte-e-bevande-vegetali', threeForTwo],
      ['salumi-e-gastronomia/gastronomia', card(20)],
      ['pasta-e-riso/pasta-fresca', twoForOne],
      ['pasta-e-riso/riso', card(15)],
      ['pesce/pesce-confezionato', secondAt(50)],
      ['surgelati/verdure-e-patate', threeForTwo],
      ['surgelati/piatti-pronti-surgelati', secondAt(50)],
      ['bevande/acqua', threeForTwo],
      ['bevande/vini', card(25)],
      ['frutta-e-verdura/frutta-secca', twoForOne],
    ],
  },
  {
    flyer: demoFlyers.homeAndCare,
    picks: [
      ['casa-e-pulizia/bucato', threeForTwo],
      ['casa-e-pulizia/piatti', secondAt(50)],
      ['casa-e-pulizia/pulizia-della-casa', card(30)],
      ['casa-e-pulizia/carta-e-casa', threeForTwo],
      ['cura-della-persona/corpo', twoForOne],
      ['cura-della-persona/capelli', secondAt(70)],
      ['cura-della-persona/igiene-orale', threeForTwo],
      ['cura-della-persona/prima-infanzia', card(20)],
      ['animali/cane', card(25)],
      ['animali/gatto', threeForTwo],
    ],
  },
  {
    flyer: demoFlyers.pantry,
    picks: [
      ['colazione-e-dolci/cereali-e-muesli', threeForTwo],
      ['colazione-e-dolci/dolci-creme-e-zucchero', secondAt(50)],
      ['colazione-e-dolci/biscotti-e-merende', card(20)],
      ['colazione-e-dolci/caffe-te-e-tisane', twoForOne],
      ['dispensa/conserve', threeForTwo],
      ['dispensa/farina-e-preparati', card(15)],
      ['pasta-e-riso/cereali-e-legumi-secchi', threeForTwo],
      ['dispensa/olio-aceto-e-condimenti', secondAt(50)],
      ['pane-e-pasticceria/pane-confezionato', twoForOne],
      ['dispensa/pomodoro-e-sughi', card(20)],
    ],
  },
];

/** What the flyers' picks need to know of a product row. */
type PickableProduct = {
  productId: number;
  promoId?: number | null;
  categoryId: number;
  productInfos: { TIPOLOGIA?: string };
};

/**
 * The flyers' promotions (one per product, ids from FIRST_FLYER_PROMO_ID, flyer by flyer) and the
 * product each goes to: for each pick, the first generated product (after the fixtures, which tests
 * rely on as they are) of that part of the tree sold by the piece or pack and on no promotion yet.
 * The same preset always picks the same products; the promotions run as long as their flyer.
 */
export function flyerPromotions(
  products: readonly PickableProduct[],
  categorySlugById: ReadonlyMap<number, string>,
  firstGeneratedId: number,
  today: string = shopDateIso(),
): { promotions: Promotion[]; productPromo: Map<number, number> } {
  const productPromo = new Map<number, number>();
  const promotions: Promotion[] = [];
  for (const { flyer, picks } of flyerPicks) {
    for (const [prefix, rule] of picks) {
      const product = products.find(
        (candidate) =>
          candidate.productId >= firstGeneratedId &&
          (candidate.promoId ?? null) === null &&
          !productPromo.has(candidate.productId) &&
          (candidate.productInfos.TIPOLOGIA === 'Pezzo' || candidate.productInfos.TIPOLOGIA === 'Confezione') &&
          (categorySlugById.get(candidate.categoryId) ?? '').startsWith(`${prefix}/`),
      );
      if (!product) continue;
      const promoId = FIRST_FLYER_PROMO_ID + promotions.length;
      promotions.push({
        promoId,
        rule,
        validFrom: addDaysIso(today, flyer.from),
        validTo: addDaysIso(today, flyer.to),
        brands: [flyer.brand],
        warehouseIds: [],
        flyerId: flyer.flyerId,
        label: null,
      });
      productPromo.set(product.productId, promoId);
    }
  }
  return { promotions, productPromo };
}
