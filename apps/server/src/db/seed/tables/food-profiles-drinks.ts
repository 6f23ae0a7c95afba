import { type FoodProfile, storage } from '../food-profile';

/** Water, soft drinks, juices, beer, wine and spirits: their labels, by archetype. */
export const drinksFoodProfiles: Record<string, FoodProfile> = {
  water: {
    group: 'water',
    storage: 'Conservare in luogo fresco, asciutto e pulito, al riparo dalla luce del sole.',
    durability: 'best-before',
  },
  'soft-drink': {
    group: 'prepared',
    ingredients: ['Acqua, zucchero, anidride carbonica, succo di arancia 12%, acidificante: acido citrico, aromi naturali'],
    nutrition: [0, 0, 10, 10, 0, 0],
    perMl: true,
    storage: storage.fridgeOpened,
    durability: 'best-before',
    variants: [
      {
        match: /zero/i,
        ingredients: [
          'Acqua, anidride carbonica, colorante: caramello E150d, acidificante: acido fosforico, edulcoranti: aspartame, acesulfame K, aromi naturali, caffeina',
        ],
        nutrition: [0, 0, 0, 0, 0, 0.02],
      },
    ],
  },
  juice: {
    group: 'prepared',
    ingredients: ['Acqua, purea di frutta 45%, zucchero, acidificante: acido citrico, antiossidante: acido ascorbico'],
    nutrition: [0.1, 0, 12, 11, 0.3, 0.01],
    perMl: true,
    storage: storage.fridgeOpened,
    durability: 'best-before',
    variants: [{ match: /spremuta/i, ingredients: ['Succo di arancia 100%'], nutrition: [0.2, 0, 9, 9, 0.7, 0] }],
  },
  beer: {
    group: 'alcoholic-drink',
    ingredients: ['Acqua, malto d’[orzo:gluten], luppolo', 'Acqua, malto d’[orzo:gluten], [frumento:gluten], luppolo, lievito'],
    storage: 'Conservare in luogo fresco e asciutto, al riparo dalla luce.',
    durability: 'best-before',
    abv: [4.5, 6.5],
    variants: [
      { match: /analcolica/i, group: 'prepared', abv: undefined, nutrition: [0, 0, 5.5, 2.5, 0.3, 0.01], perMl: true },
      { match: /doppio malto|IPA/i, abv: [6.5, 8] },
    ],
  },
  wine: {
    group: 'alcoholic-drink',
    ingredients: ['Uve, conservante: [anidride solforosa:sulphites]'],
    storage: 'Conservare in luogo fresco e buio, con la bottiglia coricata.',
    use: 'Servire a 16–18 °C i rossi, a 8–10 °C i bianchi e le bollicine.',
    abv: [11.5, 14.5],
    variants: [{ match: /moscato/i, abv: [5, 6.5] }],
  },
  aperitif: {
    group: 'alcoholic-drink',
    ingredients: ['Acqua, zucchero, alcool, infuso di erbe e agrumi, colorante: E122'],
    storage: storage.dry,
    abv: [8, 15],
    variants: [
      {
        match: /analcolic/i,
        group: 'prepared',
        abv: undefined,
        nutrition: [0, 0, 10, 10, 0, 0.02],
        perMl: true,
        durability: 'best-before',
      },
    ],
  },
  liquor: {
    group: 'alcoholic-drink',
    ingredients: ['Alcool, acqua, zucchero, infuso di erbe e aromi naturali'],
    storage: storage.dry,
    abv: [25, 40],
    variants: [{ match: /nocino/i, ingredients: ['Alcool, acqua, zucchero, infuso di [noci:nuts] acerbe'] }],
  },
};
