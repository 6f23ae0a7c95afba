import { z } from 'zod';
import { allergenCodes } from './allergens';

/**
 * Families of foods the labelling law treats alike: which of them must state an origin, a nutrition
 * table, an ingredient list or a durability date (see food-rules.ts).
 */
export const foodGroups = [
  'fresh-produce',
  'fresh-meat',
  'fresh-fish',
  'eggs',
  'honey',
  'olive-oil',
  'milk-dairy',
  'durum-pasta',
  'fresh-bread',
  'water',
  'alcoholic-drink',
  'single-ingredient',
  'prepared',
] as const;
export type FoodGroup = (typeof foodGroups)[number];

const allergenCode = z.enum(allergenCodes);

/**
 * A piece of the ingredient list: plain text, or the name of an Annex II allergen that the page
 * emphasises. The list reads as the segments' texts joined as they are.
 */
export const ingredientSegmentSchema = z.object({ text: z.string(), allergen: allergenCode.nullable() });
export type IngredientSegment = z.infer<typeof ingredientSegmentSchema>;

/** The nutrition declaration per 100 g or 100 ml: energy in kJ and kcal, nutrients in grams (one decimal). */
export const nutritionSchema = z.object({
  per: z.enum(['100 g', '100 ml']),
  energyKj: z.number().int(),
  energyKcal: z.number().int(),
  fat: z.number(),
  saturates: z.number(),
  carbohydrate: z.number(),
  sugars: z.number(),
  protein: z.number(),
  salt: z.number(),
});
export type Nutrition = z.infer<typeof nutritionSchema>;

/** 'use-by': da consumarsi entro (perishable); 'best-before': da consumarsi preferibilmente entro. */
export const durabilityKinds = ['use-by', 'best-before'] as const;
export type DurabilityKind = (typeof durabilityKinds)[number];

/**
 * The food information Regulation (EU) 1169/2011 art. 14 asks for before an online sale: what
 * `product/view` answers as `foodInformation` (null for products that are not food).
 */
export const foodInformationSchema = z.object({
  group: z.enum(foodGroups),
  /** The legal name ('Pasta di semola di grano duro'). */
  denomination: z.string(),
  /** Null where the law exempts the list (fresh fruit, a single-ingredient food, wine). */
  ingredients: z.array(ingredientSegmentSchema).nullable(),
  /** The allergens the food contains, in Annex II order. */
  allergens: z.array(allergenCode),
  /** 'Può contenere tracce di': allergens from cross-contamination. */
  mayContain: z.array(allergenCode),
  /** As the label states it ('500 g', '6 x 1,5 l', 'Venduto a peso'). */
  netQuantity: z.string(),
  storage: z.string(),
  /** How to use or prepare it, when that needs saying. */
  use: z.string().nullable(),
  durability: z.enum(durabilityKinds).nullable(),
  /** The food business operator named on the label. */
  operator: z.object({ role: z.enum(['producer', 'packer']), name: z.string(), address: z.string() }),
  /** Origin lines where the law requires them ('Paese di mungitura: Italia'); null elsewhere. */
  origin: z.array(z.object({ label: z.string(), value: z.string() })).nullable(),
  /** Per 100 g or 100 ml; null where the law exempts it (fresh produce, drinks above 1.2 % vol). */
  nutrition: nutritionSchema.nullable(),
  /** % vol, for drinks with more than 1.2 %; null otherwise. */
  alcoholByVolume: z.number().nullable(),
});
export type FoodInformation = z.infer<typeof foodInformationSchema>;

/** What the shopper reads for a durability kind, before the date on the package. */
export const durabilityTexts: Record<DurabilityKind, string> = {
  'use-by': 'Da consumarsi entro la data indicata sulla confezione',
  'best-before': 'Da consumarsi preferibilmente entro la data indicata sulla confezione',
};

export const operatorRoleTexts: Record<FoodInformation['operator']['role'], string> = {
  producer: 'Prodotto da',
  packer: 'Confezionato da',
};
