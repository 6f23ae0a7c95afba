import {
  type AllergenCode,
  allergensIn,
  type FoodInformation,
  type IngredientSegment,
  kilocaloriesOf,
  kilojoulesOf,
  type Nutrition,
  parseIngredientMarkup,
  requiredOriginLabels,
} from '@spesa/domain';
import type { productFoodInformation } from '../schema/food-information';
import type { ClassKey } from './catalogue-types';
import type { FoodProfile, Macros } from './food-profile';
import type { ProductDraft } from './product-draft';
import { Random, seedFromText } from './random';
import type { Selling } from './selling';
import { breakfastFrozenFoodProfiles } from './tables/food-profiles-breakfast-frozen';
import { dairyBakeryFoodProfiles } from './tables/food-profiles-dairy-bakery';
import { drinksFoodProfiles } from './tables/food-profiles-drinks';
import { freshFoodProfiles } from './tables/food-profiles-fresh';
import { pantryFoodProfiles } from './tables/food-profiles-pantry';
import { formatItalianNumber } from './text';

export type FoodInformationRow = typeof productFoodInformation.$inferInsert;

/** Every food archetype's label profile; archetypes without one (detergents, pet food) are not food. */
const profiles: Record<string, FoodProfile> = {
  ...freshFoodProfiles,
  ...dairyBakeryFoodProfiles,
  ...pantryFoodProfiles,
  ...breakfastFrozenFoodProfiles,
  ...drinksFoodProfiles,
};

/** The profile of an archetype for one item name, its matching variant merged in; null when not food. */
export function foodProfileFor(kind: string, name: string): FoodProfile | null {
  const profile = profiles[kind];
  if (!profile) return null;
  const variant = profile.variants?.find((candidate) => candidate.match.test(name));
  if (!variant) return profile;
  const { match: _match, ...overrides } = variant;
  return { ...profile, ...overrides };
}

/** The archetypes that have a label profile (the seed test checks each names a real archetype). */
export const foodArchetypeKinds = Object.keys(profiles);

/**
 * The food information rows of the drafted products (ids from 1, in draft order). One random stream
 * per leaf, apart from the one that drafted the products: a leaf's first products read the same in
 * every preset, and the other product fields do not change with the labels.
 */
export function buildFoodInformation(drafts: readonly ProductDraft[], classKeys: (draft: ProductDraft) => Set<ClassKey>) {
  const streams = new Map<string, Random>();
  const rows: FoodInformationRow[] = [];
  drafts.forEach((draft, index) => {
    const profile = foodProfileFor(draft.leaf.kind, draft.name);
    if (!profile) return;
    let random = streams.get(draft.leaf.slug);
    if (!random) {
      random = new Random(seedFromText(`food:${draft.leaf.slug}`));
      streams.set(draft.leaf.slug, random);
    }
    rows.push({ productId: index + 1, information: draftFoodInformation(draft, profile, classKeys(draft), random) });
  });
  return rows;
}

const packerGroups = new Set(['fresh-produce', 'fresh-meat', 'fresh-fish', 'eggs']);

/** One product's label, from its family's profile, its name, package and classes. */
export function draftFoodInformation(
  draft: ProductDraft,
  familyProfile: FoodProfile,
  classes: Set<ClassKey>,
  random: Random,
): FoodInformation {
  const profile =
    classes.has('glutenFree') && familyProfile.glutenFreeAs ? { ...familyProfile, ...familyProfile.glutenFreeAs } : familyProfile;
  const ingredients = profile.ingredients ? ingredientsFor(profile, random.pick(profile.ingredients), classes) : null;
  const allergens = ingredients ? allergensIn(ingredients) : [];
  const excluded = new Set<AllergenCode>([...allergens, ...(classes.has('glutenFree') ? (['gluten'] as const) : [])]);
  const candidates = (profile.traces ?? []).filter((code) => !excluded.has(code));
  const mayContain = random.sample(candidates, random.int(0, Math.min(2, candidates.length)));
  return {
    group: profile.group,
    denomination: profile.denomination ?? draft.name,
    ingredients,
    allergens,
    mayContain: sortedAllergens(mayContain, candidates),
    netQuantity: netQuantityOf(draft.selling),
    storage: profile.storage,
    use: profile.use ?? null,
    durability: profile.durability ?? null,
    operator: {
      role: packerGroups.has(profile.group) ? 'packer' : 'producer',
      name: draft.brand.name,
      address: random.pick(operatorAddresses),
    },
    origin: originOf(profile, classes.has('italian'), random),
    nutrition: profile.nutrition ? nutritionOf(profile.nutrition, profile.perMl ? '100 ml' : '100 g', random) : null,
    alcoholByVolume: profile.abv
      ? Math.round((profile.abv[0] + random.next() * (profile.abv[1] - profile.abv[0])) * 2) / 2
      : null,
  };
}

/** Traces in the order the profile lists them (Annex II order is the domain's; the profile's is close enough to read). */
function sortedAllergens(chosen: AllergenCode[], order: AllergenCode[]): AllergenCode[] {
  return order.filter((code) => chosen.includes(code));
}

const parsedLists = new Map<string, IngredientSegment[]>();

/** The list as marked up, made gluten-free or lactose-free when the product claims it; parsed once per text. */
function ingredientsFor(profile: FoodProfile, markup: string, classes: Set<ClassKey>): IngredientSegment[] {
  let text = markup;
  if (classes.has('glutenFree') && text.includes(':gluten]')) text = profile.glutenFree ?? withoutGluten(text);
  if (classes.has('lactoseFree') && text.includes(':milk]')) text = `${text}, enzima lattasi`;
  let segments = parsedLists.get(text);
  if (!segments) {
    segments = parseIngredientMarkup(text);
    parsedLists.set(text, segments);
  }
  return segments;
}

/** A gluten-free version of a list: flours and malts of gluten cereals become rice and maize. */
function withoutGluten(markup: string): string {
  return markup
    .replace(
      /(farina|semola rimacinata|semola integrale|semola|fiocchi|malto|glutine|amido) d(?:i |’)\[[^\]]+:gluten\]/gi,
      'farina di riso e mais',
    )
    .replace(/\[[^\]]+:gluten\]/g, 'mais');
}

function netQuantityOf(selling: Selling): string {
  if (selling.sale === 'Sfuso') return 'Prodotto sfuso venduto a peso: il peso netto è quello della pesatura';
  if (selling.sale === 'Peso') return `Peso variabile, circa ${formatItalianNumber(selling.averageKg)} kg`;
  return selling.packageLabel;
}

/** The lines the group must state; an Italian product's are all 'Italia', else the first is drawn and blends stay in its other lines. */
function originOf(profile: FoodProfile, italian: boolean, random: Random): FoodInformation['origin'] {
  const labels = requiredOriginLabels(profile.group);
  if (!labels) return null;
  const choices = profile.origin ?? ['Italia'];
  const drawn = italian ? 'Italia' : random.chance(0.4) ? (choices[0] as string) : random.pick(choices);
  // A blend of wheat is milled in one place: the later lines of a blend say where (in Italy).
  const single = !/ e | UE|Paesi/.test(drawn);
  return labels.map((label, index) => ({ label, value: index === 0 || single ? drawn : 'Italia' }));
}

const tenth = (grams: number) => Math.round(grams * 10) / 10;

/** The profile's values, each whole and its part scaled alike (±12 %), at most 100 g in all; energy from them. */
function nutritionOf(macros: Macros, per: Nutrition['per'], random: Random): Nutrition {
  const vary = () => 0.88 + 0.24 * random.next();
  const [fat, saturates, carbohydrate, sugars, protein, salt] = macros;
  const fatFactor = vary();
  const carbohydrateFactor = vary();
  const proteinFactor = vary();
  const saltFactor = vary();
  const total = fat * fatFactor + carbohydrate * carbohydrateFactor + protein * proteinFactor + salt * saltFactor;
  const scale = total > 100 ? 100 / total : 1;
  const values = {
    fat: tenth(fat * fatFactor * scale),
    saturates: tenth(saturates * fatFactor * scale),
    carbohydrate: tenth(carbohydrate * carbohydrateFactor * scale),
    sugars: tenth(sugars * carbohydrateFactor * scale),
    protein: tenth(protein * proteinFactor * scale),
    salt: Math.floor(salt * saltFactor * scale * 100) / 100,
  };
  const energyKcal = kilocaloriesOf(values);
  return { per, energyKj: kilojoulesOf(energyKcal), energyKcal, ...values };
}

const operatorAddresses = [
  'Via Emilia 112, 43126 Parma (PR)',
  'Via dell’Industria 8, 37135 Verona (VR)',
  'Strada Provinciale 3 km 12, 84091 Battipaglia (SA)',
  'Via dei Mulini 21, 70033 Corato (BA)',
  'Via Roma 45, 12051 Alba (CN)',
  'Zona Industriale Lotto 7, 06083 Bastia Umbra (PG)',
  'Via Nazionale 230, 80045 Pompei (NA)',
  'Via delle Valli 17, 38010 Cles (TN)',
  'Via San Martino 5, 53100 Siena (SI)',
  'Viale Europa 60, 20090 Assago (MI)',
] as const;
