import { type FoodProfile, storage } from '../food-profile';

const biscuitTraces = ['nuts', 'soybeans', 'sesame', 'peanuts'] as const;

/** Breakfast, sweets, frozen food and baby food: their labels, by archetype. */
export const breakfastFrozenFoodProfiles: Record<string, FoodProfile> = {
  coffee: {
    group: 'single-ingredient',
    ingredients: ['Caffè torrefatto macinato'],
    storage: 'Conservare in luogo fresco e asciutto; dopo l’apertura chiudere bene la confezione.',
    durability: 'best-before',
    variants: [{ match: /grani/i, ingredients: ['Caffè torrefatto in grani'] }],
  },
  capsules: {
    group: 'single-ingredient',
    ingredients: ['Caffè torrefatto macinato'],
    storage: storage.dry,
    durability: 'best-before',
    variants: [
      {
        match: /ginseng/i,
        group: 'prepared',
        ingredients: [
          'Zucchero, sciroppo di glucosio, caffè solubile 14%, estratto di ginseng 1%, [latte:milk] scremato in polvere',
        ],
        nutrition: [9, 8.5, 75, 50, 2.5, 0.3],
      },
    ],
  },
  tea: {
    group: 'single-ingredient',
    storage: storage.dry,
    durability: 'best-before',
    variants: [{ match: /tisana|infuso/i, ingredients: ['Frutti e piante in proporzione variabile, aromi naturali'] }],
  },
  biscuits: {
    group: 'prepared',
    ingredients: [
      'Farina di [frumento:gluten], zucchero, burro ([latte:milk]), [uova:eggs] fresche, agenti lievitanti, sale',
      'Farina di [frumento:gluten], zucchero, olio di girasole, cacao magro 6%, agenti lievitanti, sale',
    ],
    glutenFree: 'Farina di riso, amido di mais, zucchero, olio di girasole, [uova:eggs], agenti lievitanti',
    traces: biscuitTraces,
    nutrition: [18, 7, 70, 24, 7, 0.6],
    storage: storage.dry,
    durability: 'best-before',
  },
  'snack-cakes': {
    group: 'prepared',
    ingredients: [
      'Farina di [frumento:gluten], zucchero, [uova:eggs], olio di girasole, cacao magro 4%, [latte:milk] scremato in polvere, agenti lievitanti',
    ],
    traces: biscuitTraces,
    nutrition: [19, 4.5, 55, 30, 6.5, 0.5],
    storage: storage.dry,
    durability: 'best-before',
  },
  rusks: {
    group: 'prepared',
    ingredients: ['Farina di [frumento:gluten], zucchero, olio di semi di girasole, lievito, malto d’[orzo:gluten], sale'],
    glutenFree: 'Farina di riso, amido di mais, zucchero, olio di semi di girasole, lievito, sale',
    traces: ['soybeans', 'sesame', 'milk'],
    nutrition: [6, 0.7, 74, 7, 11, 1.2],
    storage: storage.dry,
    durability: 'best-before',
    variants: [
      {
        match: /gallett/i,
        ingredients: ['Riso integrale 99%, sale'],
        traces: ['gluten', 'sesame'],
        nutrition: [2.8, 0.6, 80, 0.5, 8, 0.3],
      },
    ],
  },
  cereals: {
    group: 'prepared',
    ingredients: [
      'Mais 90%, zucchero, sale, estratto di malto d’[orzo:gluten]',
      'Fiocchi d’[avena:gluten] 60%, zucchero, [nocciole:nuts], uvetta, olio di girasole, miele',
    ],
    traces: ['milk', 'peanuts', 'soybeans'],
    nutrition: [4, 0.8, 76, 18, 8, 0.9],
    storage: storage.dry,
    durability: 'best-before',
    variants: [
      { match: /cioccolat/i, ingredients: ['Farina di [frumento:gluten], zucchero, cacao magro 8%, olio di girasole, sale'] },
    ],
  },
  chocolate: {
    group: 'prepared',
    ingredients: [
      'Pasta di cacao, zucchero, burro di cacao, emulsionante: lecitina di [soia:soybeans], aroma naturale di vaniglia. Cacao 70% minimo',
    ],
    traces: ['milk', 'nuts', 'gluten'],
    nutrition: [42, 25, 33, 28, 9, 0.02],
    storage: 'Conservare in luogo fresco e asciutto, tra +15 e +18 °C.',
    durability: 'best-before',
    variants: [
      {
        match: /latte|bianco|nocciol/i,
        ingredients: [
          'Zucchero, burro di cacao, [latte:milk] intero in polvere, pasta di cacao, [nocciole:nuts], emulsionante: lecitina di [soia:soybeans]',
        ],
        traces: ['gluten', 'peanuts'],
        nutrition: [33, 20, 55, 53, 7, 0.2],
      },
    ],
  },
  spreads: {
    group: 'prepared',
    ingredients: [
      'Zucchero, olio di girasole, [nocciole:nuts] 13%, cacao magro 7,4%, [latte:milk] scremato in polvere, emulsionante: lecitina di [soia:soybeans]',
    ],
    traces: ['peanuts', 'gluten'],
    nutrition: [31, 5, 57, 56, 6, 0.1],
    storage: storage.dry,
    durability: 'best-before',
    variants: [
      {
        match: /miele/i,
        group: 'honey',
        ingredients: undefined,
        traces: [],
        nutrition: undefined,
        origin: ['Italia', 'Paesi UE', 'Miscela di mieli originari e non originari dell’UE'],
        use: 'Il miele tende a cristallizzare: è naturale.',
      },
      {
        match: /confettura/i,
        ingredients: [
          'Albicocche, zucchero, gelificante: pectina, correttore di acidità: acido citrico. Frutta utilizzata: 45 g per 100 g',
        ],
        traces: [],
        nutrition: [0.1, 0, 60, 58, 0.4, 0.02],
        storage: storage.fridgeOpened,
      },
    ],
  },
  sugar: {
    group: 'single-ingredient',
    ingredients: ['Zucchero'],
    storage: storage.dry,
    durability: 'best-before',
    variants: [
      {
        match: /dolcificante/i,
        group: 'prepared',
        ingredients: ['Edulcorante: sucralosio, maltodestrine'],
        nutrition: [0, 0, 95, 0.5, 0, 0],
      },
    ],
  },
  'frozen-veg': {
    group: 'prepared',
    ingredients: ['Verdure 100%', 'Patate 90%, olio di semi di girasole, sale'],
    traces: ['gluten', 'celery'],
    nutrition: [0.5, 0.1, 5, 2, 2.5, 0.05],
    storage: storage.frozen,
    use: 'Cuocere senza scongelare, in padella o in acqua bollente, per 8–10 minuti.',
    durability: 'best-before',
    variants: [{ match: /crocchett|patatine|patate/i, nutrition: [5, 0.5, 23, 0.5, 2.5, 0.5] }],
  },
  'frozen-fish': {
    group: 'prepared',
    ingredients: [
      '[Merluzzo:fish] 65%, pangrattato (farina di [frumento:gluten], lievito, sale), olio di girasole, sale',
      '[Pesce:fish] 100%, glassatura: acqua',
    ],
    glutenFree: '[Merluzzo:fish] 65%, farina di mais, farina di riso, olio di girasole, sale',
    traces: ['crustaceans', 'molluscs', 'celery'],
    nutrition: [8, 0.8, 17, 1, 12, 0.9],
    storage: storage.frozen,
    use: 'Cuocere senza scongelare in forno a 220 °C per 15 minuti.',
    durability: 'best-before',
    variants: [
      {
        match: /gamber|code di/i,
        ingredients: ['[Gamberi:crustaceans], glassatura: acqua'],
        traces: ['molluscs', 'fish'],
        nutrition: [0.8, 0.2, 0.5, 0.2, 18, 1],
      },
      {
        match: /misto mare|totano|cozze/i,
        ingredients: ['[Molluschi:molluscs] 60%, [crostacei:crustaceans] 40%, glassatura: acqua'],
        traces: ['fish'],
        nutrition: [1, 0.2, 1.5, 0.2, 14, 1],
      },
    ],
  },
  'frozen-pizza': {
    group: 'prepared',
    ingredients: [
      'Farina di [frumento:gluten], polpa di pomodoro, mozzarella 18% ([latte:milk]), acqua, olio extravergine di oliva, lievito, sale, origano',
    ],
    glutenFree:
      'Amido di mais, farina di riso, polpa di pomodoro, mozzarella 18% ([latte:milk]), acqua, olio extravergine di oliva, lievito, sale',
    traces: ['soybeans', 'mustard', 'fish'],
    nutrition: [8, 3.8, 30, 3, 10, 1.2],
    storage: storage.frozen,
    use: 'Cuocere in forno preriscaldato a 220 °C per 10–12 minuti.',
    durability: 'best-before',
  },
  'frozen-meal': {
    group: 'prepared',
    ingredients: [
      'Riso 50%, acqua, funghi porcini 10%, burro ([latte:milk]), Grana Padano DOP ([latte:milk], [uovo:eggs]), cipolla, vino bianco ([solfiti:sulphites]), sale',
      'Pasta all’uovo (semola di [grano duro:gluten], [uova:eggs]), ragù 30% (carne bovina, pomodoro, [sedano:celery]), besciamella ([latte:milk])',
    ],
    glutenFree: 'Riso 55%, acqua, verdure 20%, olio extravergine di oliva, sale, prezzemolo',
    traces: ['soybeans', 'mustard', 'fish'],
    nutrition: [6, 2.8, 18, 1.5, 6, 0.9],
    storage: storage.frozen,
    use: 'Cuocere in padella senza scongelare per 8–10 minuti.',
    durability: 'best-before',
  },
  'ice-cream': {
    group: 'prepared',
    ingredients: [
      '[Latte:milk] reidratato scremato, zucchero, panna ([latte:milk]) 12%, sciroppo di glucosio, [tuorlo d’uovo:eggs], emulsionante: mono- e digliceridi degli acidi grassi, vaniglia',
    ],
    traces: ['nuts', 'peanuts', 'soybeans', 'gluten'],
    nutrition: [11, 7, 25, 22, 3.5, 0.1],
    storage: storage.frozen,
    use: 'Una volta scongelato non ricongelare.',
    durability: 'best-before',
    variants: [
      {
        match: /sorbetto/i,
        ingredients: ['Acqua, zucchero, succo di limone 15%, destrosio, addensante: farina di semi di carrube'],
        traces: ['milk'],
        nutrition: [0.1, 0, 30, 28, 0.1, 0.01],
      },
    ],
  },
  'ice-cream-multi': {
    group: 'prepared',
    ingredients: [
      '[Latte:milk] scremato reidratato, zucchero, cialda 15% (farina di [frumento:gluten], zucchero, olio di cocco, [soia:soybeans]), panna ([latte:milk]), cacao, [nocciole:nuts]',
    ],
    glutenFree: '[Latte:milk] scremato reidratato, zucchero, panna ([latte:milk]), cacao, copertura al cioccolato fondente',
    traces: ['peanuts', 'eggs', 'gluten'],
    nutrition: [14, 9, 34, 26, 4, 0.2],
    storage: storage.frozen,
    durability: 'best-before',
    variants: [
      {
        match: /ghiaccioli/i,
        ingredients: ['Acqua, zucchero, succo di frutta 12%, sciroppo di glucosio, aromi naturali'],
        traces: ['milk'],
        nutrition: [0, 0, 20, 19, 0, 0.01],
      },
    ],
  },
  'baby-food': {
    group: 'prepared',
    ingredients: ['Frutta 99% (mela, pera), vitamina C'],
    nutrition: [0.2, 0, 13, 11, 0.3, 0.01],
    storage: storage.fridgeOpened,
    use: 'Dopo l’apertura conservare in frigorifero e consumare entro 48 ore.',
    durability: 'best-before',
    variants: [
      {
        match: /carne/i,
        ingredients: ['Acqua, carne di manzo 30%, amido di mais, olio extravergine di oliva'],
        nutrition: [3, 1, 5, 0.5, 8, 0.1],
      },
      {
        match: /pesce/i,
        ingredients: ['Acqua, [merluzzo:fish] 30%, amido di mais, olio extravergine di oliva'],
        nutrition: [2, 0.3, 5, 0.5, 7, 0.1],
      },
      {
        match: /verdur/i,
        ingredients: ['Verdure 70% (carote, patate, zucchine, [sedano:celery]), acqua, olio extravergine di oliva'],
        nutrition: [1.2, 0.2, 6, 2, 1, 0.05],
      },
    ],
  },
};
