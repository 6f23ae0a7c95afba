import type { products } from '../schema/catalogue';
import { productClassIds } from './brands';
import type { ClassKey } from './catalogue-types';
import { shelfPrices, unitPrice } from './pricing';
import type { ProductDraft } from './product-draft';
import { selectOptionsFor } from './select-options';
import { sellingTerms } from './selling';
import { slugify } from './text';

export type ProductRow = typeof products.$inferInsert;

/**
 * The product's URL name: name, brand and package ('spaghetti-n-5-pastificio-arnaldi-500-g'),
 * with the id appended only when another product already took it.
 */
export function productSlug(name: string, brandName: string, packageLabel: string | null): string {
  const withPackage = packageLabel && !name.endsWith(packageLabel) ? `${name} ${packageLabel}` : name;
  return slugify(`${withPackage} ${brandName}`);
}

/** Turns a draft into its table row; `takenSlugs` keeps slugs unique across the whole catalogue. */
export function toProductRow(draft: ProductDraft, productId: number, popularity: number, takenSlugs: Set<string>): ProductRow {
  const terms = sellingTerms(draft.selling);
  const { priceCents, priceStandardCents } = shelfPrices(draft.standardPriceCents, draft.promo);
  const perUnit =
    'size' in draft.selling ? unitPrice(priceCents, draft.selling.size) : { cents: priceCents, unit: 'kg' as const };
  const packageLabel = 'packageLabel' in draft.selling ? draft.selling.packageLabel : null;
  return {
    productId,
    wpId: draft.hasWpId ? 100_000 + productId : null,
    slug: uniqueSlug(productSlug(draft.name, draft.brand.name, packageLabel), productId, takenSlugs),
    name: draft.name,
    shortDescr: draft.shortDescr,
    description: draft.description,
    brandId: draft.brand.brandId,
    vendorId: draft.vendorId,
    categoryId: draft.leaf.categoryId,
    departmentId: draft.leaf.departmentId,
    priceCents,
    priceStandardCents,
    unitPriceCents: perUnit.cents,
    unitPriceUnit: perUnit.unit,
    packageDescr: terms.packageDescr,
    available: draft.available,
    isNew: draft.isNew,
    highlight: draft.highlight,
    minAcq: terms.minAcq,
    maxAcq: terms.maxAcq,
    productInfos: terms.productInfos,
    selectOptions: draft.options ? selectOptionsFor(draft.options) : [],
    productClassIds: productClassesOf(draft),
    promoId: draft.promo?.promoId ?? null,
    deliveryWarehouseId: null,
    imageShape: draft.shape,
    imageColor: draft.color,
    popularity,
  };
}

function uniqueSlug(slug: string, productId: number, takenSlugs: Set<string>): string {
  const unique = takenSlugs.has(slug) ? `${slug}-${productId}` : slug;
  takenSlugs.add(unique);
  return unique;
}

function productClassesOf(draft: ProductDraft): number[] {
  return [...productClassKeysOf(draft)].map((key) => productClassIds[key]).sort((first, second) => first - second);
}

/** Classes read from the name ('bio', 'senza glutine', 'DOP') plus those of the whole family. */
export function productClassKeysOf(draft: ProductDraft): Set<ClassKey> {
  const keys = new Set<ClassKey>(draft.leaf.archetype.labels ?? []);
  const name = draft.name.toLowerCase();
  if (/\bbio\b/.test(name)) keys.add('bio');
  if (name.includes('senza glutine')) keys.add('glutenFree');
  if (name.includes('senza lattosio')) keys.add('lactoseFree');
  if (/\b(vegan[oa]?|vegetal[ei])\b/.test(name)) keys.add('vegan');
  if (/\b(dop|igp|doc|docg)\b/.test(name)) keys.add('dopIgp');
  if (draft.italian || keys.has('dopIgp')) keys.add('italian');
  return keys;
}
