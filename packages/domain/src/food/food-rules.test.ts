import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { allergenCodes, allergenMask, allergensOfMask, allergenTexts } from './allergens';
import { type FoodInformation, foodGroups } from './food-information';
import {
  allergensIn,
  claimProblems,
  excludedAllergenMask,
  foodInformationProblems,
  isAlcoholDeclarationRequired,
  kilocaloriesOf,
  kilojoulesOf,
  nutritionProblems,
  parseIngredientMarkup,
  requiredOriginLabels,
} from './food-rules';

const mozzarella: FoodInformation = {
  group: 'milk-dairy',
  denomination: 'Mozzarella',
  ingredients: parseIngredientMarkup('[latte:milk] vaccino pastorizzato, sale, caglio'),
  allergens: ['milk'],
  mayContain: [],
  netQuantity: '125 g',
  storage: 'Conservare in frigorifero tra 0 e 4 °C.',
  use: null,
  durability: 'use-by',
  operator: { role: 'producer', name: 'Caseificio', address: 'Via Roma 1, Battipaglia (SA)' },
  origin: [
    { label: 'Paese di mungitura', value: 'Italia' },
    { label: 'Paese di trasformazione', value: 'Italia' },
  ],
  nutrition: {
    per: '100 g',
    energyKj: 1046,
    energyKcal: 250,
    fat: 19,
    saturates: 13,
    carbohydrate: 1,
    sugars: 1,
    protein: 18,
    salt: 0.5,
  },
  alcoholByVolume: null,
};

describe('the 14 Annex II allergens', () => {
  it('are named in Italian, each with its own "Senza …" filter', () => {
    expect(allergenCodes).toHaveLength(14);
    expect(allergenTexts.gluten.name).toBe('Cereali contenenti glutine');
    expect(allergenTexts.sulphites.name).toBe('Anidride solforosa e solfiti');
    expect(allergenTexts.eggs.absent).toBe('Senza uova');
    expect(new Set(allergenCodes.map((code) => allergenTexts[code].absent)).size).toBe(14);
  });

  it('turn into a mask and back', () => {
    fc.assert(
      fc.property(fc.subarray([...allergenCodes]), (codes) => {
        expect(allergensOfMask(allergenMask(codes))).toEqual(codes);
      }),
    );
  });
});

describe('when the origin must be stated', () => {
  it('is required for fresh meat, fruit and vegetables, fish, honey, olive oil, milk and durum-wheat pasta', () => {
    const required = foodGroups.filter((group) => requiredOriginLabels(group) !== null);
    expect(required).toEqual(['fresh-produce', 'fresh-meat', 'fresh-fish', 'honey', 'olive-oil', 'milk-dairy', 'durum-pasta']);
    expect(requiredOriginLabels('milk-dairy')).toEqual(['Paese di mungitura', 'Paese di trasformazione']);
    expect(requiredOriginLabels('durum-pasta')).toEqual(['Paese di coltivazione del grano', 'Paese di molitura']);
    expect(requiredOriginLabels('prepared')).toBeNull();
  });

  it('flags a milk product without the milking country', () => {
    expect(foodInformationProblems(mozzarella)).toEqual([]);
    const withoutMilking = { ...mozzarella, origin: [{ label: 'Paese di trasformazione', value: 'Italia' }] };
    expect(foodInformationProblems(withoutMilking)).toEqual(['origin-missing']);
  });

  it('lets fresh fruit go without nutrition table, ingredients or date, but not without origin', () => {
    const apple: FoodInformation = {
      ...mozzarella,
      group: 'fresh-produce',
      ingredients: null,
      allergens: [],
      nutrition: null,
      durability: null,
      origin: [{ label: "Paese d'origine", value: 'Italia' }],
    };
    expect(foodInformationProblems(apple)).toEqual([]);
    expect(foodInformationProblems({ ...apple, origin: null })).toEqual(['origin-missing']);
    expect(foodInformationProblems({ ...apple, group: 'prepared', origin: null })).toEqual([
      'nutrition-missing',
      'ingredients-missing',
      'durability-missing',
    ]);
  });
});

describe('alcohol by volume', () => {
  it('is declared above 1.2 % only, and only by alcoholic drinks', () => {
    expect(isAlcoholDeclarationRequired(1.2)).toBe(false);
    expect(isAlcoholDeclarationRequired(1.3)).toBe(true);
    expect(isAlcoholDeclarationRequired(null)).toBe(false);
    const wine: FoodInformation = {
      ...mozzarella,
      group: 'alcoholic-drink',
      origin: null,
      nutrition: null,
      alcoholByVolume: 12.5,
    };
    expect(foodInformationProblems(wine)).toEqual([]);
    expect(foodInformationProblems({ ...wine, alcoholByVolume: null })).toEqual(['alcohol-missing']);
    expect(foodInformationProblems({ ...mozzarella, alcoholByVolume: 5 })).toEqual(['alcohol-group']);
  });
});

describe('the nutrition table', () => {
  it('converts kcal to kJ with 4.184', () => {
    expect(kilojoulesOf(250)).toBe(1046);
    expect(kilojoulesOf(0)).toBe(0);
    expect(kilojoulesOf(884)).toBe(3699);
  });

  it('accepts any table built from its macronutrients', () => {
    const grams = fc.integer({ min: 0, max: 330 }).map((tenths) => tenths / 10);
    fc.assert(
      fc.property(
        grams,
        grams,
        grams,
        fc.integer({ min: 0, max: 30 }).map((tenths) => tenths / 10),
        (fat, carbohydrate, protein, salt) => {
          // 100 g of food hold at most 100 g of nutrients: heavier tables are rightly flagged.
          fc.pre(fat + carbohydrate + protein + salt <= 100);
          const energyKcal = kilocaloriesOf({ fat, carbohydrate, protein });
          const table = {
            per: '100 g' as const,
            energyKcal,
            energyKj: kilojoulesOf(energyKcal),
            fat,
            saturates: fat / 2,
            carbohydrate,
            sugars: carbohydrate / 3,
            protein,
            salt,
          };
          expect(nutritionProblems(table)).toEqual([]);
        },
      ),
    );
  });

  it('flags kJ that are not the kcal, parts above their whole, and an energy the nutrients cannot give', () => {
    const table = mozzarella.nutrition as NonNullable<FoodInformation['nutrition']>;
    expect(nutritionProblems({ ...table, energyKj: 250 })).toEqual(['energy-kj-kcal']);
    expect(nutritionProblems({ ...table, saturates: 20 })).toEqual(['saturates-above-fat']);
    expect(nutritionProblems({ ...table, sugars: 2 })).toEqual(['sugars-above-carbohydrate']);
    expect(nutritionProblems({ ...table, energyKcal: 400, energyKj: kilojoulesOf(400) })).toEqual(['energy-macronutrients']);
  });
});

describe('the ingredient list', () => {
  it('emphasises the marked allergens as their own segments', () => {
    expect(parseIngredientMarkup('semola di [grano duro:gluten], acqua. Può contenere [soia:soybeans]')).toEqual([
      { text: 'semola di ', allergen: null },
      { text: 'grano duro', allergen: 'gluten' },
      { text: ', acqua. Può contenere ', allergen: null },
      { text: 'soia', allergen: 'soybeans' },
    ]);
    expect(() => parseIngredientMarkup('[noci:walnut]')).toThrow(/walnut/);
  });

  it('lists its allergens once, in Annex II order, and flags a list that hides one', () => {
    const segments = parseIngredientMarkup('[latte:milk], [uova:eggs], [burro:milk]');
    expect(allergensIn(segments)).toEqual(['eggs', 'milk']);
    expect(foodInformationProblems({ ...mozzarella, allergens: [] })).toEqual(['allergens-not-emphasised']);
    expect(foodInformationProblems({ ...mozzarella, mayContain: ['milk'] })).toEqual(['trace-is-ingredient']);
  });

  it('excludes from "Senza …" filters the allergens it contains and those it may contain', () => {
    expect(allergensOfMask(excludedAllergenMask({ allergens: ['milk'], mayContain: ['nuts'] }))).toEqual(['milk', 'nuts']);
  });
});

describe('claims', () => {
  it('refuses "Senza glutine" with gluten even as a trace, and "Vegano" with milk', () => {
    expect(claimProblems({ allergens: [], mayContain: ['gluten'] }, { glutenFree: true, vegan: false })).toEqual([
      'gluten-free-with-gluten',
    ]);
    expect(claimProblems({ allergens: ['milk'], mayContain: [] }, { glutenFree: false, vegan: true })).toEqual([
      'vegan-with-animal-allergen',
    ]);
    expect(claimProblems({ allergens: ['soybeans'], mayContain: ['milk'] }, { glutenFree: true, vegan: true })).toEqual([]);
  });
});
