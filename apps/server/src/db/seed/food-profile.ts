import type { AllergenCode, DurabilityKind, FoodGroup } from '@spesa/domain';

/** Grams per 100 g or ml: fat, of which saturates, carbohydrate, of which sugars, protein, salt. */
export type Macros = readonly [
  fat: number,
  saturates: number,
  carbohydrate: number,
  sugars: number,
  protein: number,
  salt: number,
];

/**
 * How the labels of a product family read: what the seed derives every product's food information
 * from (food-information.ts). Ingredient lists mark allergens as '[grano duro:gluten]'.
 */
export type FoodProfile = {
  group: FoodGroup;
  /** The legal name; without it, the product's item name is the denomination. */
  denomination?: string;
  /** Ingredient lists to draw one from; none where the law exempts the list. */
  ingredients?: readonly string[];
  /** The list of the gluten-free version; without it, gluten cereals are swapped for rice and maize. */
  glutenFree?: string;
  /** What the gluten-free version becomes when it is no longer what the family's law speaks of (pasta not of durum wheat). */
  glutenFreeAs?: { group: FoodGroup; denomination: string };
  /** Allergens the factory also handles: a product may carry up to two as 'può contenere tracce di'. */
  traces?: readonly AllergenCode[];
  /** Typical values per 100 g (or ml): each product varies them a little. */
  nutrition?: Macros;
  perMl?: boolean;
  storage: string;
  use?: string;
  durability?: DurabilityKind;
  /** Countries the origin is drawn from (the first twice as often); 'Italia' for Italian products. */
  origin?: readonly string[];
  /** % vol drawn in this range, for alcoholic drinks. */
  abv?: readonly [number, number];
  /** Items of the family that differ ('Miele' among the spreads): the first whose pattern the name matches wins. */
  variants?: readonly (Partial<Omit<FoodProfile, 'variants'>> & { match: RegExp })[];
};

export const storage = {
  fridge: 'Conservare in frigorifero tra 0 e +4 °C.',
  fridgeOpened: 'Conservare in luogo fresco e asciutto. Dopo l’apertura conservare in frigorifero e consumare entro 3 giorni.',
  dry: 'Conservare in luogo fresco e asciutto, lontano da fonti di calore e dalla luce diretta del sole.',
  frozen: 'Conservare in congelatore a −18 °C. Una volta scongelato, il prodotto non deve essere ricongelato.',
  produce: 'Conservare in luogo fresco e asciutto o nel cassetto delle verdure del frigorifero.',
  counter: 'Conservare in frigorifero tra 0 e +4 °C e consumare entro 2 giorni dall’acquisto.',
} as const;
