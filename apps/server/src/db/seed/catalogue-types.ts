import type { ProductType } from '@spesa/domain';

/** The flat illustrations the image route can draw; each product names one. */
export const imageShapes = [
  'fruit',
  'vegetable',
  'bottle',
  'can',
  'box',
  'jar',
  'bag',
  'tray',
  'loaf',
  'cheese',
  'fish',
  'meat',
  'pack',
  'tube',
  'sack',
] as const;
export type ImageShape = (typeof imageShapes)[number];

export type Measure = 'kg' | 'l' | 'pz';
export type PriceRange = readonly [min: number, max: number];

/** The choices a shopper makes on a loose product at the counter. */
export type OptionKind = 'ripeness' | 'cut' | 'cleaning' | 'slicing' | 'preparation';

export type ClassKey = 'bio' | 'glutenFree' | 'vegan' | 'lactoseFree' | 'italian' | 'dopIgp';

/** A second way the same items are sold: apples in 1 kg bags beside the loose ones, meat in trays. */
export type PackedVariant = {
  share: number;
  sale: ProductType;
  shape: ImageShape;
  formats?: readonly string[];
  /** For 'Peso': the average weight of one pack in kg. */
  pieceKg?: number;
};

/**
 * A family of products that are sold, packed, priced and described alike (pasta, loose fruit,
 * bottled water…). Each leaf category names one; products are drawn from it.
 */
export type Archetype = {
  sale: ProductType;
  shape: ImageShape;
  colors: readonly string[];
  /** Package labels for 'Pezzo' and 'Confezione' ('500 g', '6 x 1,5 l', '4 pz'). */
  formats?: readonly string[];
  /** Cents per kg, per litre or per piece, by what the package label measures; loose and weighed goods use kg. */
  price: Partial<Record<Measure, PriceRange>>;
  /** Words appended to the item names to vary them once every plain name is used ('bio', 'integrale'). */
  qualifiers?: readonly string[];
  /** The short description line. */
  short: string;
  /** Sentences the description is drawn from; '{brand}' is replaced. At least two. */
  about: readonly string[];
  /** Loose goods: the first quantity added and the step, in kg. */
  loose?: { first: number; step: number };
  /** Average weight of one piece in kg (an apple, a melon, a tray of chicken). */
  pieceKg?: number;
  options?: OptionKind;
  /** Single bottles sold in multiples (water): the multiple, sometimes locked. */
  multiple?: number;
  /** The package label belongs in the name ('Acqua minerale naturale 6 x 1,5 l'). */
  formatInName?: boolean;
  /** Product classes every item of the family carries. */
  labels?: readonly ClassKey[];
  packed?: PackedVariant;
};

export type LeafSpec = { name: string; kind: string; items: string[]; colors: string[]; hidden: boolean };
export type SubcategorySpec = { name: string; hidden: boolean; leaves: LeafSpec[] };
export type DepartmentSpec = {
  name: string;
  icon: string;
  color: string;
  /** How much of the catalogue this department holds, relative to the others (1 by default). */
  weight: number;
  description: string;
  subcategories: SubcategorySpec[];
};
