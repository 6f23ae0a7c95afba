import type { ProductType } from '@spesa/domain';
import type { Brand } from './brands';
import type { OptionKind } from './catalogue-types';
import type { LeafCategory } from './categories';
import { describeProduct, type ProductDraft } from './product-draft';
import { productSlug } from './product-row';
import { demoPromotions } from './promotions';
import { Random, seedFromText } from './random';
import type { Selling } from './selling';
import { parsePackage } from './text';

type FixtureSpec = {
  leafSlug: string;
  name: string;
  brand: string;
  sale: ProductType;
  /** Price before promotion: per piece or pack, per kg for 'Sfuso' and 'Peso'. */
  priceCents: number;
  packageLabel?: string;
  loose?: { first: number; step: number; pieceKg?: number };
  averageKg?: number;
  multiple?: { quantity: number; locked: boolean };
  multiPack?: number;
  maxAcq?: number;
  minAcq?: number;
  promo?: keyof typeof demoPromotions;
  options?: OptionKind;
  isNew?: boolean;
  highlight?: boolean;
};

/**
 * Products present in every preset with the same id (their position here, from 1) and slug, so that
 * tests and demos can rely on them: search words with accents, every TIPOLOGIA, options, promotions,
 * locked multiples and purchase limits.
 */
const fixtureSpecs = {
  groundCoffee: {
    leafSlug: 'colazione-e-dolci/caffe-te-e-tisane/caffe-macinato',
    name: 'Caffè macinato classico',
    brand: 'Torrefazione Aurelio',
    sale: 'Pezzo',
    packageLabel: '250 g',
    priceCents: 349,
    promo: 'percent30',
    highlight: true,
  },
  coffeeBeans: {
    leafSlug: 'colazione-e-dolci/caffe-te-e-tisane/caffe-in-grani',
    name: 'Caffè in grani',
    brand: 'Caffè Palatino',
    sale: 'Pezzo',
    packageLabel: '1 kg',
    priceCents: 1690,
  },
  parmigiano: {
    leafSlug: 'latticini-e-formaggi/formaggi-stagionati/grana-e-parmigiano',
    name: 'Parmigiano Reggiano DOP 24 mesi',
    brand: 'Caseificio Pratobello',
    sale: 'Sfuso',
    loose: { first: 0.3, step: 0.05 },
    priceCents: 2390,
    options: 'preparation',
  },
  goldenApple: {
    leafSlug: 'frutta-e-verdura/frutta/mele',
    name: 'Mela Golden',
    brand: 'Frutteti Valnoce',
    sale: 'Sfuso',
    loose: { first: 0.5, step: 0.1, pieceKg: 0.2 },
    priceCents: 229,
    options: 'ripeness',
  },
  fujiApples: {
    leafSlug: 'frutta-e-verdura/frutta/mele',
    name: 'Mele Fuji',
    brand: 'Pomaria Val Serena',
    sale: 'Pezzo',
    packageLabel: '1,5 kg',
    priceCents: 349,
    isNew: true,
  },
  nectarines: {
    leafSlug: 'frutta-e-verdura/frutta/frutta-di-stagione',
    name: 'Pesche noci',
    brand: 'Campi Sereni',
    sale: 'Sfuso',
    loose: { first: 0.5, step: 0.1, pieceKg: 0.18 },
    priceCents: 279,
    promo: 'percent20',
  },
  potatoGnocchi: {
    leafSlug: 'pasta-e-riso/pasta-fresca/gnocchi',
    name: 'Gnocchi di patate',
    brand: 'Pasta Fresca Nonna Lina',
    sale: 'Pezzo',
    packageLabel: '500 g',
    priceCents: 189,
    isNew: true,
  },
  stillWaterPack: {
    leafSlug: 'bevande/acqua/acqua-naturale',
    name: 'Acqua minerale naturale 6 x 1,5 l',
    brand: 'Fonte Valcerina',
    sale: 'Pezzo',
    packageLabel: '6 x 1,5 l',
    multiPack: 6,
    priceCents: 199,
    promo: 'threeForTwo',
  },
  sparklingWaterBottle: {
    leafSlug: 'bevande/acqua/acqua-frizzante',
    name: 'Acqua minerale frizzante 1,5 l',
    brand: 'Sorgente Monte Abete',
    sale: 'Pezzo',
    packageLabel: '1,5 l',
    multiple: { quantity: 6, locked: true },
    priceCents: 35,
  },
  buffaloMozzarella: {
    leafSlug: 'latticini-e-formaggi/formaggi-freschi/mozzarelle',
    name: 'Mozzarella di bufala campana DOP',
    brand: 'Bufale di Paestana',
    sale: 'Pezzo',
    packageLabel: '250 g',
    maxAcq: 10,
    priceCents: 349,
    highlight: true,
  },
  seaBream: {
    leafSlug: 'pesce/pesce-fresco/orate-e-branzini',
    name: 'Orata',
    brand: 'Pescheria Capo Galera',
    sale: 'Sfuso',
    loose: { first: 0.5, step: 0.1, pieceKg: 0.4 },
    priceCents: 1590,
    options: 'cleaning',
  },
  chickenBreast: {
    leafSlug: 'carne/pollo-e-tacchino/petto-di-pollo',
    name: 'Petto di pollo a fette',
    brand: 'Cascina Ronchetto',
    sale: 'Peso',
    averageKg: 0.5,
    priceCents: 1190,
    promo: 'percent15',
  },
  beefSlices: {
    leafSlug: 'carne/bovino/bistecche-e-fettine',
    name: 'Fettine di scottona',
    brand: 'Macelleria Bruni & Figli',
    sale: 'Sfuso',
    loose: { first: 0.3, step: 0.05 },
    priceCents: 2290,
    options: 'cut',
    promo: 'threeForTwo',
  },
  eggs: {
    leafSlug: 'latticini-e-formaggi/uova-burro-e-panna/uova',
    name: 'Uova fresche di gallina allevate a terra',
    brand: 'Cascina Latte Chiaro',
    sale: 'Confezione',
    packageLabel: '6 pz',
    priceCents: 229,
  },
  spaghetti: {
    leafSlug: 'pasta-e-riso/pasta-secca/pasta-lunga',
    name: 'Spaghetti n.5',
    brand: 'Pastificio Arnaldi',
    sale: 'Pezzo',
    packageLabel: '500 g',
    priceCents: 119,
    promo: 'threeForTwo',
  },
  penne: {
    leafSlug: 'pasta-e-riso/pasta-secca/pasta-corta',
    name: 'Penne rigate',
    brand: 'Pastificio Arnaldi',
    sale: 'Pezzo',
    packageLabel: '500 g',
    priceCents: 109,
    highlight: true,
  },
  oliveOil: {
    leafSlug: 'dispensa/olio-aceto-e-condimenti/olio',
    name: 'Olio extravergine di oliva 100% italiano',
    brand: 'Oleificio Ulivo Antico',
    sale: 'Pezzo',
    packageLabel: '1 l',
    maxAcq: 6,
    priceCents: 899,
    promo: 'threeForTwoBergamo',
  },
  bread: {
    leafSlug: 'pane-e-pasticceria/pane-fresco/pane',
    name: 'Pane casereccio',
    brand: 'Forno Santa Giulia',
    sale: 'Sfuso',
    loose: { first: 0.5, step: 0.1, pieceKg: 0.5 },
    priceCents: 390,
  },
  dishSoap: {
    leafSlug: 'casa-e-pulizia/piatti/detersivi-piatti',
    name: 'Detersivo piatti al limone',
    brand: 'Splendor Casa',
    sale: 'Pezzo',
    packageLabel: '750 ml',
    priceCents: 189,
    promo: 'fixedDishSoap',
  },
  toothpaste: {
    leafSlug: 'cura-della-persona/igiene-orale/dentifrici',
    name: 'Dentifricio sbiancante',
    brand: 'Sorriso Bianco',
    sale: 'Pezzo',
    packageLabel: '75 ml',
    minAcq: 2,
    priceCents: 219,
    promo: 'expiredThreeForTwo',
  },
  dogFood: {
    leafSlug: 'animali/cane/crocchette-per-cani',
    name: 'Crocchette per cani adulti',
    brand: 'Fido Felice',
    sale: 'Pezzo',
    packageLabel: '3 kg',
    priceCents: 1290,
    promo: 'card15',
  },
} satisfies Record<string, FixtureSpec>;

export type FixtureKey = keyof typeof fixtureSpecs;
const fixtureEntries = Object.entries(fixtureSpecs) as [FixtureKey, FixtureSpec][];

/** Id and slug of every fixture product: the same in every preset. */
export const fixtureProducts = Object.fromEntries(
  fixtureEntries.map(([key, spec], index) => [
    key,
    { productId: index + 1, slug: productSlug(spec.name, spec.brand, spec.packageLabel ?? null), name: spec.name },
  ]),
) as Record<FixtureKey, { productId: number; slug: string; name: string }>;

/** The fixture drafts, in id order; they come before every generated product. */
export function draftFixtureProducts(leafBySlug: Map<string, LeafCategory>, brandByName: Map<string, Brand>): ProductDraft[] {
  return fixtureEntries.map(([key, spec], index) => {
    const leaf = leafBySlug.get(spec.leafSlug);
    const brand = brandByName.get(spec.brand);
    if (!leaf || !brand) throw new Error(`Fixture '${key}' names an unknown category or brand`);
    const selling = fixtureSelling(spec, leaf);
    const archetype = leaf.archetype;
    return {
      leaf,
      name: spec.name,
      brand,
      selling,
      shape: spec.sale === archetype.sale ? archetype.shape : (archetype.packed?.shape ?? archetype.shape),
      color: leaf.colors[0] as string,
      standardPriceCents: spec.priceCents,
      promo: spec.promo ? demoPromotions[spec.promo] : null,
      isNew: spec.isNew ?? false,
      highlight: spec.highlight ?? false,
      available: 250,
      options: spec.options ?? null,
      vendorId: null,
      italian: true,
      shortDescr: archetype.short,
      description: describeProduct(archetype, selling, brand, new Random(seedFromText(`fixture:${key}`))),
      hasWpId: true,
      // Fixtures are the best sellers, in their order, so listings open with them.
      popularityScore: 100 - index,
    };
  });
}

function fixtureSelling(spec: FixtureSpec, leaf: LeafCategory): Selling {
  if (spec.sale === 'Sfuso') {
    const loose = spec.loose ?? leaf.archetype.loose;
    if (!loose) throw new Error(`Fixture '${spec.name}' is loose but has no weights`);
    return { sale: 'Sfuso', first: loose.first, step: loose.step, pieceKg: spec.loose?.pieceKg };
  }
  if (spec.sale === 'Peso') return { sale: 'Peso', averageKg: spec.averageKg ?? 0.5 };
  const packageLabel = spec.packageLabel ?? '1 pz';
  return {
    sale: spec.sale,
    packageLabel,
    size: parsePackage(packageLabel),
    multiple: spec.multiple,
    multiPack: spec.multiPack,
    maxAcq: spec.maxAcq,
    minAcq: spec.minAcq,
  };
}
