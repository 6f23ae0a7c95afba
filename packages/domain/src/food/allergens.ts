/**
 * The 14 substances of Annex II of Regulation (EU) 1169/2011 that must be declared and emphasised.
 * The order is fixed: an allergen's index is its bit in the allergen masks the server stores.
 */
export const allergenCodes = [
  'gluten',
  'crustaceans',
  'eggs',
  'fish',
  'peanuts',
  'soybeans',
  'milk',
  'nuts',
  'celery',
  'mustard',
  'sesame',
  'sulphites',
  'lupin',
  'molluscs',
] as const;
export type AllergenCode = (typeof allergenCodes)[number];

/** Each allergen as Annex II names it in Italian, and the filter that leaves it out. */
export const allergenTexts: Record<AllergenCode, { name: string; absent: string }> = {
  gluten: { name: 'Cereali contenenti glutine', absent: 'Senza cereali con glutine' },
  crustaceans: { name: 'Crostacei', absent: 'Senza crostacei' },
  eggs: { name: 'Uova', absent: 'Senza uova' },
  fish: { name: 'Pesce', absent: 'Senza pesce' },
  peanuts: { name: 'Arachidi', absent: 'Senza arachidi' },
  soybeans: { name: 'Soia', absent: 'Senza soia' },
  milk: { name: 'Latte', absent: 'Senza latte' },
  nuts: { name: 'Frutta a guscio', absent: 'Senza frutta a guscio' },
  celery: { name: 'Sedano', absent: 'Senza sedano' },
  mustard: { name: 'Senape', absent: 'Senza senape' },
  sesame: { name: 'Semi di sesamo', absent: 'Senza sesamo' },
  sulphites: { name: 'Anidride solforosa e solfiti', absent: 'Senza solfiti' },
  lupin: { name: 'Lupini', absent: 'Senza lupini' },
  molluscs: { name: 'Molluschi', absent: 'Senza molluschi' },
};

/** True when the text is one of the 14 allergen codes. */
export function isAllergenCode(text: string): text is AllergenCode {
  return (allergenCodes as readonly string[]).includes(text);
}

/** The allergens as bits (1 << index in `allergenCodes`): what the listing filters test. */
export function allergenMask(codes: Iterable<AllergenCode>): number {
  let mask = 0;
  for (const code of codes) mask |= 1 << allergenCodes.indexOf(code);
  return mask;
}

/** The allergens of a mask, in Annex II order. */
export function allergensOfMask(mask: number): AllergenCode[] {
  return allergenCodes.filter((_, index) => (mask & (1 << index)) !== 0);
}

/** Allergens that only animals give: a vegan food holds none of them. */
export const animalAllergens: readonly AllergenCode[] = ['eggs', 'fish', 'milk', 'crustaceans', 'molluscs'];
