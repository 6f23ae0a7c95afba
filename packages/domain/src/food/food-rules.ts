import { type AllergenCode, allergenCodes, allergenMask, animalAllergens, isAllergenCode } from './allergens';
import type { FoodGroup, FoodInformation, IngredientSegment, Nutrition } from './food-information';

type GroupRule = {
  /** The origin lines the law requires, null when none is. */
  origin: readonly string[] | null;
  nutrition: boolean;
  ingredients: boolean;
  durability: boolean;
};

/**
 * What each food group must state. Origin: fresh meat (Reg. 1337/2013), fruit and vegetables (Reg.
 * 543/2011), fish (Reg. 1379/2013), honey (Dir. 2001/110), olive oil (Reg. 29/2012), and in Italy
 * milk and dairy (D.M. 9/12/2016) and durum-wheat pasta (D.M. 26/7/2017). Nutrition, ingredients and
 * date: Reg. 1169/2011 art. 16, 19 and Annexes V and X exempt unprocessed single-ingredient foods,
 * water, drinks above 1.2 % vol, bread eaten within a day.
 */
const groupRules: Record<FoodGroup, GroupRule> = {
  'fresh-produce': { origin: ["Paese d'origine"], nutrition: false, ingredients: false, durability: false },
  'fresh-meat': {
    origin: ['Paese di allevamento', 'Paese di macellazione'],
    nutrition: false,
    ingredients: false,
    durability: true,
  },
  'fresh-fish': { origin: ['Zona di cattura o Paese di allevamento'], nutrition: false, ingredients: false, durability: true },
  eggs: { origin: null, nutrition: false, ingredients: false, durability: true },
  honey: { origin: ["Paese d'origine"], nutrition: false, ingredients: false, durability: true },
  'olive-oil': { origin: ['Origine delle olive e della molitura'], nutrition: true, ingredients: false, durability: true },
  'milk-dairy': {
    origin: ['Paese di mungitura', 'Paese di trasformazione'],
    nutrition: true,
    ingredients: true,
    durability: true,
  },
  'durum-pasta': {
    origin: ['Paese di coltivazione del grano', 'Paese di molitura'],
    nutrition: true,
    ingredients: true,
    durability: true,
  },
  'fresh-bread': { origin: null, nutrition: false, ingredients: true, durability: false },
  water: { origin: null, nutrition: false, ingredients: false, durability: true },
  'alcoholic-drink': { origin: null, nutrition: false, ingredients: false, durability: false },
  'single-ingredient': { origin: null, nutrition: false, ingredients: false, durability: true },
  prepared: { origin: null, nutrition: true, ingredients: true, durability: true },
};

/** The origin lines a food group must state in Italy ('Paese di mungitura', …); null when it need not. */
export function requiredOriginLabels(group: FoodGroup): readonly string[] | null {
  return groupRules[group].origin;
}

/** Whether the group needs a nutrition table per 100 g/ml. */
export function isNutritionRequired(group: FoodGroup): boolean {
  return groupRules[group].nutrition;
}

/** Whether the group needs an ingredient list. */
export function isIngredientListRequired(group: FoodGroup): boolean {
  return groupRules[group].ingredients;
}

/** Whether the group needs a 'da consumarsi (preferibilmente) entro' date. */
export function isDurabilityRequired(group: FoodGroup): boolean {
  return groupRules[group].durability;
}

/** Drinks with more than 1.2 % alcohol by volume must state it (art. 9.1.k). */
export function isAlcoholDeclarationRequired(alcoholByVolume: number | null): boolean {
  return alcoholByVolume !== null && alcoholByVolume > 1.2;
}

/** kcal to kJ with Annex XIV's factor (1 kcal = 4.184 kJ), rounded to the unit. */
export function kilojoulesOf(kilocalories: number): number {
  return Math.round(kilocalories * 4.184);
}

/** The energy of the macronutrients with Annex XIV's factors (fat 9, carbohydrate and protein 4 kcal/g). */
export function kilocaloriesOf(nutrients: Pick<Nutrition, 'fat' | 'carbohydrate' | 'protein'>): number {
  return Math.round(9 * nutrients.fat + 4 * nutrients.carbohydrate + 4 * nutrients.protein);
}

/**
 * What does not add up in a nutrition table: kJ that are not the kcal × 4.184 (±1 kcal of rounding),
 * parts above their whole, more than 100 g of nutrients in 100 g, an energy far from the macronutrients'
 * (fibre, polyols and alcohol, not declared here, leave room: 15 % or 15 kcal).
 */
export function nutritionProblems(nutrition: Nutrition): string[] {
  const problems: string[] = [];
  if (Math.abs(nutrition.energyKj - nutrition.energyKcal * 4.184) > 4.184 + 0.5) problems.push('energy-kj-kcal');
  if (nutrition.saturates > nutrition.fat) problems.push('saturates-above-fat');
  if (nutrition.sugars > nutrition.carbohydrate) problems.push('sugars-above-carbohydrate');
  const grams = nutrition.fat + nutrition.carbohydrate + nutrition.protein + nutrition.salt;
  if (grams > 100.5) problems.push('nutrients-above-100');
  const values = [
    nutrition.fat,
    nutrition.saturates,
    nutrition.carbohydrate,
    nutrition.sugars,
    nutrition.protein,
    nutrition.salt,
  ];
  if (values.some((value) => value < 0) || nutrition.energyKcal < 0) problems.push('negative-value');
  const estimate = kilocaloriesOf(nutrition);
  if (Math.abs(nutrition.energyKcal - estimate) > Math.max(15, 0.15 * estimate)) problems.push('energy-macronutrients');
  return problems;
}

/**
 * Reads an ingredient list written with its allergens marked: 'semola di [grano duro:gluten], acqua'
 * becomes the segments 'semola di ', 'grano duro' (gluten), ', acqua'. An unknown code throws.
 */
export function parseIngredientMarkup(markup: string): IngredientSegment[] {
  const segments: IngredientSegment[] = [];
  let rest = markup;
  for (let match = /\[([^\]:]+):([a-z]+)\]/.exec(rest); match; match = /\[([^\]:]+):([a-z]+)\]/.exec(rest)) {
    const [whole, text = '', code = ''] = match;
    if (!isAllergenCode(code)) throw new Error(`Unknown allergen '${code}' in '${markup}'`);
    if (match.index > 0) segments.push({ text: rest.slice(0, match.index), allergen: null });
    segments.push({ text, allergen: code });
    rest = rest.slice(match.index + whole.length);
  }
  if (rest) segments.push({ text: rest, allergen: null });
  return segments;
}

/** The allergens an ingredient list emphasises, once each, in Annex II order. */
export function allergensIn(segments: readonly IngredientSegment[]): AllergenCode[] {
  const found = new Set(segments.flatMap((segment) => (segment.allergen ? [segment.allergen] : [])));
  return allergenCodes.filter((code) => found.has(code));
}

/** What a 'Senza …' filter leaves out: the allergens the food contains or may contain, as bits. */
export function excludedAllergenMask(information: Pick<FoodInformation, 'allergens' | 'mayContain'>): number {
  return allergenMask([...information.allergens, ...information.mayContain]);
}

/**
 * What the label of this group would miss or get wrong: a required origin, nutrition table, ingredient
 * list, date or alcohol content absent; allergens not those the list emphasises; a trace that is also
 * an ingredient; a nutrition table that does not add up.
 */
export function foodInformationProblems(information: FoodInformation): string[] {
  const problems: string[] = [];
  const { group } = information;
  const originLabels = requiredOriginLabels(group);
  const stated = new Set(information.origin?.map((line) => line.label) ?? []);
  if (originLabels && !originLabels.every((label) => stated.has(label))) problems.push('origin-missing');
  if (isNutritionRequired(group) && !information.nutrition) problems.push('nutrition-missing');
  if (isIngredientListRequired(group) && !information.ingredients) problems.push('ingredients-missing');
  if (isDurabilityRequired(group) && !information.durability) problems.push('durability-missing');
  if (group === 'alcoholic-drink' && !isAlcoholDeclarationRequired(information.alcoholByVolume)) problems.push('alcohol-missing');
  if (group !== 'alcoholic-drink' && isAlcoholDeclarationRequired(information.alcoholByVolume)) problems.push('alcohol-group');
  if (information.ingredients && allergensIn(information.ingredients).join() !== information.allergens.join()) {
    problems.push('allergens-not-emphasised');
  }
  if (information.mayContain.some((code) => information.allergens.includes(code))) problems.push('trace-is-ingredient');
  if (information.nutrition) problems.push(...nutritionProblems(information.nutrition));
  return problems;
}

/** Claims on the label that the allergens contradict: 'Senza glutine' with gluten, even as a trace; 'Vegano' with an animal allergen. */
export function claimProblems(
  information: Pick<FoodInformation, 'allergens' | 'mayContain'>,
  claims: { glutenFree: boolean; vegan: boolean },
): string[] {
  const problems: string[] = [];
  const all = [...information.allergens, ...information.mayContain];
  if (claims.glutenFree && all.includes('gluten')) problems.push('gluten-free-with-gluten');
  if (claims.vegan && information.allergens.some((code) => animalAllergens.includes(code)))
    problems.push('vegan-with-animal-allergen');
  return problems;
}
