import { type FoodProfile, storage } from '../food-profile';

const produceOrigins = ['Italia', 'Spagna', 'Grecia', 'Francia'] as const;
const washBeforeUse = 'Lavare accuratamente prima del consumo.';

/** Produce, meat, fish, deli: the fresh departments' labels, by archetype. */
export const freshFoodProfiles: Record<string, FoodProfile> = {
  fruit: {
    group: 'fresh-produce',
    storage: storage.produce,
    use: washBeforeUse,
    origin: produceOrigins,
    variants: [
      { match: /banan|ananas|mango|papaya|avocado|lime|kiwi/i, origin: ['Costa Rica', 'Ecuador', 'Colombia', 'Italia'] },
    ],
  },
  melon: { group: 'fresh-produce', storage: storage.produce, use: washBeforeUse, origin: produceOrigins },
  berries: { group: 'fresh-produce', storage: storage.fridge, use: washBeforeUse, origin: ['Italia', 'Spagna', 'Marocco'] },
  vegetable: { group: 'fresh-produce', storage: storage.produce, use: washBeforeUse, origin: produceOrigins },
  salad: {
    group: 'fresh-produce',
    storage: storage.fridge,
    use: washBeforeUse,
    origin: ['Italia'],
    variants: [{ match: /busta|lavat|misticanza|tenera/i, durability: 'use-by', use: 'Prodotto lavato e pronto da consumare.' }],
  },
  herbs: { group: 'fresh-produce', storage: storage.fridge, use: washBeforeUse, origin: ['Italia'] },
  'ready-veg': {
    group: 'prepared',
    ingredients: [
      'Verdure in proporzione variabile (carote, patate, zucchine, cipolle, [sedano:celery]), olio extravergine di oliva, sale',
      'Verdure 95% (zucchine, melanzane, peperoni), olio di semi di girasole, sale, prezzemolo',
    ],
    traces: ['gluten', 'soybeans'],
    nutrition: [2.1, 0.3, 6.5, 2.8, 1.6, 0.6],
    storage: storage.fridge,
    use: 'Scaldare in padella o al microonde per 3–4 minuti prima di servire.',
    durability: 'use-by',
    variants: [
      {
        match: /zuppa|minestrone|vellutata|passato/i,
        ingredients: [
          'Acqua, verdure 40% (patate, carote, zucca, [sedano:celery], cipolle), legumi 10%, olio extravergine di oliva, sale, [farro:gluten]',
        ],
      },
    ],
  },
  nuts: {
    group: 'single-ingredient',
    ingredients: ['[Frutta a guscio:nuts] 100%'],
    traces: ['peanuts', 'sesame'],
    nutrition: [54, 5.2, 12, 4.2, 18, 0.02],
    storage: storage.dry,
    durability: 'best-before',
    variants: [
      { match: /noci/i, ingredients: ['[Noci:nuts]'] },
      { match: /mandorl/i, ingredients: ['[Mandorle:nuts]'] },
      { match: /nocciol/i, ingredients: ['[Nocciole:nuts] tostate'] },
      { match: /pistacch/i, ingredients: ['[Pistacchi:nuts]'] },
      { match: /anacard/i, ingredients: ['[Anacardi:nuts]'] },
    ],
  },
  'dried-fruit': {
    group: 'prepared',
    ingredients: [
      'Frutta essiccata, conservante: [anidride solforosa:sulphites]',
      'Frutta essiccata 99%, olio di semi di girasole',
    ],
    traces: ['nuts', 'peanuts'],
    nutrition: [0.5, 0.1, 63, 55, 3.1, 0.05],
    storage: storage.dry,
    durability: 'best-before',
  },
  'produce-box': { group: 'fresh-produce', storage: storage.produce, use: washBeforeUse, origin: ['Italia'] },
  'meat-counter': {
    group: 'fresh-meat',
    storage: storage.counter,
    use: 'Da consumarsi previa cottura.',
    durability: 'use-by',
    origin: ['Italia', 'Francia', 'Irlanda', 'Polonia'],
  },
  'meat-tray': {
    group: 'fresh-meat',
    storage: storage.fridge,
    use: 'Da consumarsi previa cottura completa.',
    durability: 'use-by',
    origin: ['Italia', 'Francia', 'Spagna'],
    variants: [
      {
        match: /salsicc|luganega|salamell/i,
        group: 'prepared',
        ingredients: ['Carne di suino 95%, sale, destrosio, spezie, aromi naturali, antiossidante: ascorbato di sodio'],
        nutrition: [24, 8.9, 0.8, 0.5, 16, 1.9],
      },
    ],
  },
  'meat-prepared': {
    group: 'prepared',
    ingredients: [
      'Carne bovina 80%, pangrattato ([frumento:gluten]), acqua, sale, cipolla, prezzemolo, pepe',
      'Carne di pollo 60%, pangrattato (farina di [frumento:gluten], lievito), [uova:eggs], [latte:milk] in polvere, sale, spezie',
    ],
    glutenFree: 'Carne 85%, farina di riso, acqua, sale, amido di mais, spezie',
    traces: ['soybeans', 'mustard', 'celery'],
    nutrition: [12, 4.8, 9, 1.2, 16, 1.2],
    storage: storage.fridge,
    use: 'Da consumarsi previa cottura completa.',
    durability: 'use-by',
  },
  'fish-counter': {
    group: 'fresh-fish',
    ingredients: ['[Pesce:fish]'],
    storage: storage.counter,
    use: 'Da consumarsi previa cottura.',
    durability: 'use-by',
    origin: ['Mar Mediterraneo (FAO 37)', 'Italia (allevato)', 'Grecia (allevato)', 'Oceano Atlantico nord-orientale (FAO 27)'],
  },
  seafood: {
    group: 'fresh-fish',
    ingredients: ['[Molluschi:molluscs]'],
    storage: storage.counter,
    use: 'Da consumarsi previa cottura. Molluschi vivi: conservare tra +2 e +6 °C.',
    durability: 'use-by',
    origin: ['Mar Mediterraneo (FAO 37)', 'Italia (allevato)', 'Oceano Atlantico sud-occidentale (FAO 41)'],
    variants: [
      {
        match: /gamber|scamp|mazzancoll/i,
        ingredients: ['[Crostacei:crustaceans]', '[Gamberi:crustaceans], conservante: [solfiti:sulphites]'],
      },
    ],
  },
  'fish-pack': {
    group: 'prepared',
    ingredients: [
      '[Pesce:fish] 97%, sale',
      '[Pesce:fish] 60%, [sedano:celery], olio di semi di girasole, succo di limone, sale, prezzemolo',
    ],
    traces: ['crustaceans', 'molluscs', 'gluten'],
    nutrition: [8.5, 1.6, 1.5, 0.5, 21, 2.1],
    storage: storage.fridge,
    durability: 'use-by',
    variants: [
      {
        match: /poke/i,
        ingredients: [
          'Riso 45%, [pesce:fish] 25%, avocado, edamame ([soia:soybeans]), salsa di [soia:soybeans] ([frumento:gluten]), semi di [sesamo:sesame]',
        ],
        nutrition: [6, 1.1, 21, 3, 9.5, 1.4],
      },
    ],
  },
  sushi: {
    group: 'prepared',
    ingredients: [
      'Riso 55%, [salmone:fish] 20%, aceto di riso, zucchero, alga nori, semi di [sesamo:sesame], salsa di [soia:soybeans] ([frumento:gluten])',
    ],
    traces: ['crustaceans', 'molluscs'],
    nutrition: [4.2, 0.9, 29, 5, 7.4, 1.1],
    storage: storage.fridge,
    use: 'Consumare entro il giorno di acquisto.',
    durability: 'use-by',
  },
  'deli-counter': {
    group: 'prepared',
    ingredients: [
      'Coscia di suino, sale',
      'Carne di suino, sale, destrosio, spezie, aromi naturali, conservanti: nitrito di sodio, nitrato di potassio',
    ],
    traces: ['milk'],
    nutrition: [18, 6.5, 0.5, 0.5, 26, 4.8],
    storage: storage.counter,
    durability: 'use-by',
    variants: [
      {
        match: /mortadell/i,
        ingredients: [
          'Carne di suino, trippino di suino, sale, [pistacchi:nuts], spezie, aromi naturali, conservante: nitrito di sodio',
        ],
      },
      {
        match: /cotto|arrosto|porchetta/i,
        ingredients: [
          'Coscia di suino, acqua, sale, destrosio, aromi naturali, antiossidante: ascorbato di sodio, conservante: nitrito di sodio',
        ],
        nutrition: [8.5, 3, 1, 0.8, 20, 2],
      },
    ],
  },
  'deli-pack': {
    group: 'prepared',
    ingredients: [
      'Carne di suino, sale, destrosio, aromi naturali, antiossidante: ascorbato di sodio, conservante: nitrito di sodio',
    ],
    traces: ['milk'],
    nutrition: [14, 5, 1, 0.8, 24, 4.2],
    storage: storage.fridge,
    use: 'Togliere dal frigorifero 10 minuti prima del consumo.',
    durability: 'use-by',
    variants: [
      {
        match: /bresaola/i,
        ingredients: ['Carne di bovino, sale, destrosio, aromi naturali, conservante: nitrito di sodio'],
        nutrition: [2.6, 1.1, 0.5, 0.5, 33, 4],
      },
    ],
  },
  sausages: {
    group: 'prepared',
    ingredients: [
      'Carne di suino 85%, acqua, sale, destrosio, aromi, stabilizzante: difosfati, antiossidante: ascorbato di sodio, conservante: nitrito di sodio, [senape:mustard]',
    ],
    traces: ['milk', 'celery'],
    nutrition: [25, 9.5, 1.5, 1, 13, 2.2],
    storage: storage.fridge,
    durability: 'use-by',
    variants: [
      {
        match: /formaggio/i,
        ingredients: ['Carne di suino 70%, formaggio 15% ([latte:milk]), acqua, sale, spezie, conservante: nitrito di sodio'],
      },
    ],
  },
  'ready-meal': {
    group: 'prepared',
    ingredients: [
      'Pasta all’uovo 30% (semola di [grano duro:gluten], [uova:eggs]), ragù 35% (carne bovina, pomodoro, [sedano:celery], carote, cipolle), besciamella ([latte:milk], farina di [frumento:gluten], burro), Grana Padano DOP ([latte:milk], [uovo:eggs])',
      'Melanzane 50%, pomodoro, mozzarella ([latte:milk]), olio di semi di girasole, farina di [frumento:gluten], basilico, sale',
    ],
    glutenFree: 'Riso 50%, verdure (piselli, carote, peperoni), tonno, olio di semi di girasole, sale',
    traces: ['nuts', 'soybeans'],
    nutrition: [8.5, 4, 14, 3, 8.5, 0.9],
    storage: storage.fridge,
    use: 'Scaldare in forno a 180 °C per 15 minuti o al microonde per 4 minuti.',
    durability: 'use-by',
  },
  'fresh-sauce': {
    group: 'prepared',
    ingredients: ['Pomodoro 80%, olio extravergine di oliva, cipolla, basilico, sale, zucchero'],
    traces: ['milk', 'nuts'],
    nutrition: [4.5, 0.7, 6.5, 4.5, 1.4, 0.9],
    storage: storage.fridge,
    use: 'Scaldare per 2–3 minuti prima di condire.',
    durability: 'use-by',
    variants: [
      {
        match: /pesto/i,
        ingredients: [
          'Basilico 40%, olio di semi di girasole, Grana Padano DOP ([latte:milk], [uovo:eggs]), [anacardi:nuts], pinoli, sale, aglio',
        ],
        nutrition: [48, 7.5, 4.5, 2, 5, 2.2],
        traces: ['peanuts'],
      },
      {
        match: /ragù/i,
        ingredients: [
          'Pomodoro 60%, carne bovina 20%, carne di suino 10%, [sedano:celery], carote, cipolle, vino rosso ([solfiti:sulphites]), sale',
        ],
        nutrition: [7, 2.6, 5, 3.6, 8, 1],
      },
    ],
  },
  flatbread: {
    group: 'prepared',
    ingredients: ['Farina di [frumento:gluten] tipo 0, acqua, strutto, sale, agente lievitante: bicarbonato di sodio'],
    traces: ['soybeans', 'milk', 'sesame'],
    nutrition: [9.5, 3.9, 52, 2, 8, 1.6],
    storage: storage.fridge,
    use: 'Scaldare in padella per 1 minuto per lato.',
    durability: 'use-by',
    variants: [
      {
        match: /pizza|pinsa|focaccia/i,
        ingredients: [
          'Farina di [frumento:gluten], pomodoro, mozzarella ([latte:milk]), acqua, olio extravergine di oliva, lievito, sale',
        ],
      },
    ],
  },
  'veg-protein': {
    group: 'prepared',
    ingredients: [
      'Fagioli di [soia:soybeans] 70%, acqua, coagulante: cloruro di magnesio',
      'Ceci 50%, verdure, fiocchi di patate, olio di semi di girasole, sale, spezie',
    ],
    traces: ['gluten', 'celery', 'mustard'],
    nutrition: [8, 1.2, 5, 1, 14, 0.8],
    storage: storage.fridge,
    use: 'Scaldare in padella per 3–4 minuti per lato.',
    durability: 'use-by',
    variants: [
      {
        match: /seitan/i,
        ingredients: ['Glutine di [frumento:gluten] 60%, acqua, salsa di [soia:soybeans], sale, spezie'],
        nutrition: [2, 0.3, 6, 1, 24, 1.5],
      },
    ],
  },
};
