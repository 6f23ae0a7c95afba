import { combinesWithWeight, type Promotion } from '@spesa/domain';
import type { Brand } from './brands';
import { vendorOf } from './brands';
import type { Archetype, ImageShape, Measure, OptionKind, PackedVariant } from './catalogue-types';
import type { LeafCategory } from './categories';
import { shelfPrice } from './pricing';
import { generatedPromotions } from './promotions';
import type { Random } from './random';
import type { Selling } from './selling';
import { parsePackage } from './text';

/** Everything decided about one product before it becomes a row: names, selling, price, flags. */
export type ProductDraft = {
  leaf: LeafCategory;
  name: string;
  brand: Brand;
  selling: Selling;
  shape: ImageShape;
  color: string;
  /** The price without promotion: per piece or pack, or per kg for loose and weighed goods. */
  standardPriceCents: number;
  promo: Promotion | null;
  isNew: boolean;
  highlight: boolean;
  available: number;
  options: OptionKind | null;
  vendorId: number | null;
  italian: boolean;
  shortDescr: string;
  description: string;
  hasWpId: boolean;
  /** Higher sells more; turned into the popularity rank once every product is drafted. */
  popularityScore: number;
};

/** Product lines a brand sells the same item under, as shelves show them ('Penne rigate Linea Oro'). */
const productLines = [
  'Linea Oro',
  'Linea Verde',
  'Selezione',
  'Tradizione',
  'Gran Gusto',
  'Le Specialità',
  'Primo Prezzo',
  'Qualità Oro',
  'Famiglia',
  'Premium',
  'Terre Nostre',
  'Buongusto',
] as const;

const nonFoodDepartments = new Set(['Casa e pulizia', 'Cura della persona', 'Animali']);

/**
 * The `position`-th generated product of a leaf. The first round uses every item name plainly;
 * later rounds add a qualifier ('bio', 'integrale'), so names stay believable as the catalogue grows.
 */
export function draftGeneratedProduct(leaf: LeafCategory, position: number, random: Random, brands: Brand[]): ProductDraft {
  const archetype = leaf.archetype;
  const item = leaf.items[position % leaf.items.length] as string;
  const drawnQualifier = position < leaf.items.length ? '' : random.pick(archetype.qualifiers ?? ['']);
  // 'Pane ai cereali' stays as it is rather than becoming 'Pane ai cereali ai cereali'.
  const qualifier = item.toLowerCase().includes(drawnQualifier.toLowerCase()) ? '' : drawnQualifier;
  const packed = archetype.packed && random.chance(archetype.packed.share) ? archetype.packed : null;
  const selling = chooseSelling(archetype, packed, random);
  // Big catalogues run out of item × qualifier × brand × package combinations; brands' product lines add more.
  const line = position >= 2 * leaf.items.length && random.chance(0.6) ? random.pick(productLines) : '';
  const baseName = [item, qualifier, line].filter(Boolean).join(' ');
  const name = archetype.formatInName && 'packageLabel' in selling ? `${baseName} ${selling.packageLabel}` : baseName;
  const brand = random.pick(brands);
  const perUnitCents = random.int(...priceRange(archetype, sellingMeasure(selling))) * qualifierFactor(qualifier);
  const drawn = random.chance(0.12) ? random.pick(generatedPromotions) : null;
  // Loose products by weight combine with percent promotions only: a drawn multi-buy is left off.
  const promo =
    drawn && (selling.sale === 'Pezzo' || selling.sale === 'Confezione' || combinesWithWeight(drawn.rule)) ? drawn : null;
  const highlight = random.chance(0.05);
  return {
    leaf,
    name,
    brand,
    selling,
    shape: packed?.shape ?? archetype.shape,
    color: random.pick(leaf.colors),
    standardPriceCents: shelfPrice(perUnitCents * sellingQuantity(selling)),
    promo,
    isNew: random.chance(0.05),
    highlight,
    available: random.chance(0.03) ? 0 : random.int(4, 400),
    options: archetype.options && selling.sale === 'Sfuso' && random.chance(0.6) ? archetype.options : null,
    vendorId: random.chance(0.35) ? vendorOf(leaf.departmentName) : null,
    italian: !nonFoodDepartments.has(leaf.departmentName) && random.chance(0.5),
    shortDescr: archetype.short,
    description: describeProduct(archetype, selling, brand, random),
    hasWpId: random.chance(0.2),
    popularityScore: random.next() + (highlight ? 0.5 : 0) + (promo ? 0.3 : 0),
  };
}

function chooseSelling(archetype: Archetype, packed: PackedVariant | null, random: Random): Selling {
  const sale = packed?.sale ?? archetype.sale;
  if (sale === 'Sfuso') {
    if (!archetype.loose) throw new Error('A loose archetype needs its first quantity and step');
    return { sale, first: archetype.loose.first, step: archetype.loose.step, pieceKg: archetype.pieceKg };
  }
  if (sale === 'Peso') {
    const averageKg = (packed?.pieceKg ?? archetype.pieceKg ?? 0.5) * (0.8 + 0.4 * random.next());
    return { sale, averageKg: Math.max(0.1, Math.round(averageKg * 20) / 20) };
  }
  const packageLabel = random.pick(packed?.formats ?? archetype.formats ?? ['1 pz']);
  const size = parsePackage(packageLabel);
  const locked = random.chance(0.5);
  const multiple = !packed && archetype.multiple && size.pieces === 1 ? { quantity: archetype.multiple, locked } : undefined;
  const maxAcq = random.chance(0.03) ? random.pick([6, 10, 12]) : undefined;
  const minAcq = random.chance(0.02) ? 2 : undefined;
  return {
    sale,
    packageLabel,
    size,
    multiple,
    multiPack: packageLabel.includes(' x ') && random.chance(0.5) ? size.pieces : undefined,
    // Limits on top of a multiple could contradict it (at most 10 of a locked six): multiples go without.
    maxAcq: multiple ? undefined : maxAcq,
    minAcq: multiple ? undefined : minAcq,
  };
}

/** What the price range of the archetype is read in: kg for loose and weighed goods, else the package's measure. */
export function sellingMeasure(selling: Selling): Measure {
  return 'size' in selling ? selling.size.measure : 'kg';
}

/** How many price units the selling unit holds: 1 kg for loose and weighed goods, else the package content. */
export function sellingQuantity(selling: Selling): number {
  return 'size' in selling ? selling.size.quantity : 1;
}

function priceRange(archetype: Archetype, measure: Measure): readonly [number, number] {
  const range = archetype.price[measure];
  if (!range) throw new Error(`Archetype '${archetype.short}' has no price per ${measure}`);
  return range;
}

/** Organic, gluten-free and reserve versions cost more than the plain one. */
function qualifierFactor(qualifier: string): number {
  if (qualifier === 'bio') return 1.25;
  if (qualifier === 'senza glutine') return 1.35;
  if (qualifier === 'senza lattosio') return 1.15;
  if (qualifier === 'riserva') return 1.3;
  return 1;
}

const closingSentences: Record<Selling['sale'], readonly string[]> = {
  Sfuso: ['Il prezzo è al chilogrammo: il peso esatto viene calcolato quando prepariamo la tua spesa.'],
  Peso: ['Confezione a peso variabile: il prezzo è al chilogrammo e l’importo esatto dipende dal peso effettivo.'],
  Pezzo: ['Prodotto da {brand}.', 'Una proposta {brand} per la spesa di tutti i giorni.', 'Selezionato con cura da {brand}.'],
  Confezione: ['Prodotto da {brand}.', 'Confezione convenienza {brand}.'],
};

/** Two sentences about the family and, always for weighed goods, one about how the price works. */
export function describeProduct(archetype: Archetype, selling: Selling, brand: Brand, random: Random): string {
  const sentences = random.sample(archetype.about, 2);
  const weighed = selling.sale === 'Sfuso' || selling.sale === 'Peso';
  if (weighed || random.chance(0.5)) sentences.push(random.pick(closingSentences[selling.sale]));
  return sentences.join(' ').replaceAll('{brand}', brand.name);
}
