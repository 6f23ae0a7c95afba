import { type FoodProfile, storage } from '../food-profile';

const milkOrigins = ['Italia', 'Italia', 'Paesi UE'] as const;
const bakeryTraces = ['soybeans', 'sesame', 'nuts', 'eggs'] as const;

/** Milk, cheese, eggs and the bakery: their labels, by archetype. */
export const dairyBakeryFoodProfiles: Record<string, FoodProfile> = {
  milk: {
    group: 'milk-dairy',
    denomination: 'Latte fresco pastorizzato',
    ingredients: ['[Latte:milk] vaccino pastorizzato'],
    nutrition: [3.6, 2.5, 4.9, 4.9, 3.3, 0.1],
    perMl: true,
    storage: storage.fridge,
    use: 'Dopo l’apertura consumare entro 3 giorni.',
    durability: 'use-by',
    origin: milkOrigins,
    variants: [{ match: /scremato/i, nutrition: [0.2, 0.1, 5, 5, 3.4, 0.1] }],
  },
  'milk-long': {
    group: 'milk-dairy',
    denomination: 'Latte UHT a lunga conservazione',
    ingredients: ['[Latte:milk] vaccino', '[Latte:milk] vaccino, vitamina D'],
    nutrition: [1.6, 1.1, 5, 5, 3.3, 0.1],
    perMl: true,
    storage: 'Conservare in luogo fresco e asciutto. Dopo l’apertura conservare in frigorifero e consumare entro 3 giorni.',
    durability: 'best-before',
    origin: milkOrigins,
    variants: [{ match: /capra/i, ingredients: ['[Latte:milk] di capra'] }],
  },
  'plant-drink': {
    group: 'prepared',
    ingredients: ['Acqua, [soia:soybeans] decorticata 8%, zucchero, sale marino, stabilizzante: gomma di gellano'],
    traces: ['nuts'],
    nutrition: [1.8, 0.3, 2.5, 2.5, 3.3, 0.1],
    perMl: true,
    storage: storage.fridgeOpened,
    durability: 'best-before',
    variants: [
      {
        match: /avena/i,
        ingredients: ['Acqua, [avena:gluten] 10%, olio di semi di girasole, sale marino'],
        nutrition: [1.5, 0.2, 6.6, 4, 0.5, 0.1],
      },
      {
        match: /mandorl/i,
        ingredients: ['Acqua, [mandorle:nuts] 2,5%, zucchero, sale marino, stabilizzante: gomma di carrube'],
        nutrition: [1.1, 0.1, 3, 3, 0.5, 0.1],
        traces: [],
      },
      {
        match: /riso/i,
        ingredients: ['Acqua, riso 14%, olio di semi di girasole, sale marino'],
        nutrition: [1, 0.1, 9.4, 4, 0.1, 0.1],
      },
      {
        match: /cocco/i,
        ingredients: ['Acqua, crema di cocco 6%, zucchero, sale marino'],
        nutrition: [1.2, 1.1, 2.7, 2.5, 0.1, 0.1],
      },
    ],
  },
  yogurt: {
    group: 'milk-dairy',
    ingredients: [
      '[Latte:milk] intero, fermenti lattici vivi (Streptococcus thermophilus, Lactobacillus bulgaricus)',
      '[Latte:milk] parzialmente scremato, fragole 10%, zucchero, fermenti lattici vivi',
    ],
    traces: ['nuts'],
    nutrition: [3.5, 2.3, 9, 9, 3.6, 0.1],
    storage: storage.fridge,
    durability: 'use-by',
    origin: milkOrigins,
  },
  dessert: {
    group: 'milk-dairy',
    ingredients: [
      '[Latte:milk] 70%, zucchero, panna ([latte:milk]), cacao magro 3%, amido di mais, addensante: carragenina',
      'Panna ([latte:milk]) 60%, zucchero, [uova:eggs], mascarpone ([latte:milk]), savoiardi (farina di [frumento:gluten], [uova:eggs], zucchero), caffè',
    ],
    glutenFree: '[Latte:milk] 70%, zucchero, panna ([latte:milk]), cacao magro 3%, amido di mais',
    traces: ['nuts', 'soybeans'],
    nutrition: [5.5, 3.6, 21, 18, 3.5, 0.2],
    storage: storage.fridge,
    durability: 'use-by',
    origin: milkOrigins,
  },
  'fresh-cheese': {
    group: 'milk-dairy',
    ingredients: [
      '[Latte:milk] pastorizzato, sale, caglio',
      '[Latte:milk] pastorizzato, siero innesto naturale, sale, caglio',
      '[Latte:milk], panna ([latte:milk]), sale, caglio',
    ],
    nutrition: [19, 13, 1, 1, 18, 0.5],
    storage: storage.fridge,
    use: 'Togliere dal frigorifero mezz’ora prima del consumo.',
    durability: 'use-by',
    origin: ['Italia'],
    variants: [
      { match: /bufala/i, ingredients: ['[Latte:milk] di bufala pastorizzato, siero innesto naturale, sale, caglio'] },
      {
        match: /mozzarell|bocconcin|treccia/i,
        ingredients: ['[Latte:milk] vaccino pastorizzato, siero innesto naturale, sale, caglio'],
      },
      {
        match: /ricotta/i,
        ingredients: ['Siero di [latte:milk], [latte:milk], sale, correttore di acidità: acido lattico'],
        nutrition: [10, 7, 3.5, 3.5, 9, 0.3],
      },
      {
        match: /mascarpone|spalmabile/i,
        ingredients: ['Panna ([latte:milk]), [latte:milk], correttore di acidità: acido citrico'],
        nutrition: [40, 28, 3.5, 3.5, 5, 0.1],
      },
    ],
  },
  'cheese-counter': {
    group: 'milk-dairy',
    ingredients: ['[Latte:milk], sale, caglio', '[Latte:milk], sale, caglio, conservante: lisozima da [uovo:eggs]'],
    nutrition: [28, 18, 0.5, 0.5, 32, 1.6],
    storage: 'Conservare in frigorifero tra +4 e +8 °C, avvolto nella sua carta.',
    use: 'Crosta non edibile.',
    durability: 'best-before',
    origin: ['Italia'],
  },
  'cheese-sliced': {
    group: 'milk-dairy',
    ingredients: [
      'Formaggio ([latte:milk]), acqua, burro ([latte:milk]), [latte:milk] scremato in polvere, sali di fusione: citrati di sodio',
      '[Latte:milk], sale, caglio, fermenti lattici',
    ],
    nutrition: [24, 16, 2, 2, 22, 1.8],
    storage: storage.fridge,
    durability: 'use-by',
    origin: milkOrigins,
  },
  eggs: {
    group: 'eggs',
    denomination: 'Uova fresche di gallina, categoria A',
    ingredients: ['[Uova:eggs] fresche di gallina'],
    storage: 'Conservare in frigorifero dopo l’acquisto.',
    use: 'Consumare le uova crude o poco cotte entro 21 giorni dalla deposizione.',
    durability: 'best-before',
  },
  'butter-cream': {
    group: 'milk-dairy',
    ingredients: ['Panna di [latte:milk] vaccino pastorizzata', 'Panna di [latte:milk] vaccino, stabilizzante: carragenina'],
    nutrition: [82, 55, 0.6, 0.6, 0.6, 0.03],
    storage: storage.fridge,
    durability: 'best-before',
    origin: milkOrigins,
    variants: [{ match: /panna/i, nutrition: [35, 23, 3, 3, 2.2, 0.1], durability: 'use-by' }],
  },
  bread: {
    group: 'fresh-bread',
    ingredients: [
      'Farina di [grano tenero:gluten] tipo 0, acqua, lievito naturale, sale',
      'Semola rimacinata di [grano duro:gluten], acqua, lievito, sale, olio extravergine di oliva',
    ],
    glutenFree: 'Amido di mais, farina di riso, acqua, olio di semi di girasole, lievito, addensante: gomma di guar, sale',
    traces: bakeryTraces,
    storage: 'Conservare in luogo fresco e asciutto, nel suo sacchetto di carta.',
    use: 'Consumare preferibilmente in giornata.',
  },
  'bread-pack': {
    group: 'prepared',
    ingredients: [
      'Farina di [frumento:gluten] tipo 0, acqua, olio di semi di girasole, lievito, zucchero, sale, conservante: alcool etilico',
    ],
    traces: bakeryTraces,
    nutrition: [5, 0.6, 50, 4.5, 8.5, 1.2],
    storage: storage.dry,
    durability: 'best-before',
    variants: [
      {
        match: /latte/i,
        ingredients: ['Farina di [frumento:gluten], [latte:milk] 12%, zucchero, burro ([latte:milk]), lievito, sale'],
      },
    ],
  },
  crackers: {
    group: 'prepared',
    ingredients: ['Farina di [frumento:gluten], olio extravergine di oliva 10%, sale, lievito di birra, malto d’[orzo:gluten]'],
    traces: ['sesame', 'soybeans', 'milk'],
    nutrition: [12, 1.6, 68, 2.5, 10, 2],
    storage: storage.dry,
    durability: 'best-before',
  },
  cake: {
    group: 'prepared',
    ingredients: [
      'Farina di [frumento:gluten], zucchero, [uova:eggs], burro ([latte:milk]), confettura di albicocche 20%, agenti lievitanti',
      'Farina di [frumento:gluten], zucchero, [uova:eggs], cioccolato fondente 15% (pasta di cacao, zucchero, emulsionante: lecitina di [soia:soybeans]), burro ([latte:milk])',
    ],
    glutenFree: 'Farina di riso, amido di mais, zucchero, [uova:eggs], burro ([latte:milk]), confettura di albicocche 20%',
    traces: ['nuts', 'peanuts', 'sesame'],
    nutrition: [17, 9, 52, 30, 6, 0.3],
    storage: storage.fridge,
    durability: 'use-by',
  },
  pastry: {
    group: 'prepared',
    ingredients: [
      'Farina di [frumento:gluten], crema pasticcera 40% ([latte:milk], zucchero, [uova:eggs], amido di mais), burro ([latte:milk]), zucchero, lievito',
    ],
    glutenFree:
      'Farina di riso, amido di mais, crema pasticcera 40% ([latte:milk], zucchero, [uova:eggs]), burro ([latte:milk]), zucchero',
    traces: ['nuts', 'soybeans'],
    nutrition: [18, 10, 45, 22, 6.5, 0.4],
    storage: storage.fridge,
    durability: 'use-by',
  },
};
