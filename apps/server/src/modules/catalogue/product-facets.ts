import {
  type AllergenCode,
  allergenCodes,
  allergenTexts,
  type Facet,
  isAllergenCode,
  type ProductFacetName,
} from '@spesa/domain';
import { badRequest } from '../../lib/http-error';
import type { CatalogueSnapshot } from './catalogue-snapshot';

/** A price band of the 'Prezzo' facet: from minCents (included) to maxCents (excluded; null = no limit). */
export type PriceBand = { id: string; name: string; minCents: number; maxCents: number | null };

/** The bands a grocery shopper thinks in; the id travels in `facet=price:<id>`. */
export const priceBands: readonly PriceBand[] = [
  { id: '0-2', name: 'Fino a 2 €', minCents: 0, maxCents: 200 },
  { id: '2-5', name: 'Da 2 a 5 €', minCents: 200, maxCents: 500 },
  { id: '5-10', name: 'Da 5 a 10 €', minCents: 500, maxCents: 1000 },
  { id: '10-20', name: 'Da 10 a 20 €', minCents: 1000, maxCents: 2000 },
  { id: '20-', name: 'Oltre 20 €', minCents: 2000, maxCents: null },
];

/** The facet values a listing is filtered by: values of one facet are OR-ed (allergens AND-ed), facets AND-ed. */
export type SelectedFacets = { brand: number[]; class: number[]; price: PriceBand[]; allergen: AllergenCode[] };

const invalidFacet = (value: string) => badRequest(`Valore sconosciuto '${value}'`, 'facet');

/** Reads `facet=name:value` parameters (their shape is already checked by the query schema). */
export function parseFacets(facets: readonly string[], snapshot: CatalogueSnapshot): SelectedFacets {
  const selected: SelectedFacets = { brand: [], class: [], price: [], allergen: [] };
  for (const facet of facets) {
    const [name, value = ''] = facet.split(':') as [ProductFacetName, string];
    if (name === 'price') {
      const band = priceBands.find((candidate) => candidate.id === value);
      if (!band) throw invalidFacet(facet);
      selected.price.push(band);
      continue;
    }
    if (name === 'allergen') {
      if (!isAllergenCode(value)) throw invalidFacet(facet);
      if (!selected.allergen.includes(value)) selected.allergen.push(value);
      continue;
    }
    const id = Number(value);
    const known = name === 'brand' ? snapshot.brands.has(id) : snapshot.productClasses.has(id);
    if (!Number.isInteger(id) || !known) throw invalidFacet(facet);
    selected[name].push(id);
  }
  return selected;
}

type Counts = {
  /** The products the listing shows: an allergen left out by all of them narrows nothing and is not offered. */
  total: number;
  brand: Map<number, number>;
  class: Map<number, number>;
  price: Map<number, number>;
  allergen: Map<number, number>;
};

/**
 * The facets of a listing, each value with the products it would show given the other filters.
 * Values without products are left out unless selected, so a selection can always be undone; so are
 * allergens that every product shown already leaves out (AND-ed, they would change nothing).
 */
export function buildFacets(snapshot: CatalogueSnapshot, counts: Counts, selected: SelectedFacets): Facet[] {
  const value = (id: number | string, name: string, count: number, isSelected: boolean) => ({
    id: String(id),
    name,
    count,
    selected: isSelected,
  });
  const brands = [...snapshot.brands]
    .filter(([id]) => counts.brand.has(id) || selected.brand.includes(id))
    .map(([id, brand]) => value(id, brand.name, counts.brand.get(id) ?? 0, selected.brand.includes(id)))
    .sort((a, b) => b.count - a.count || a.name.localeCompare(b.name, 'it'));
  const classes = [...snapshot.productClasses]
    .filter(([id]) => counts.class.has(id) || selected.class.includes(id))
    .map(([id, productClass]) => value(id, productClass.name, counts.class.get(id) ?? 0, selected.class.includes(id)));
  const prices = priceBands
    .map((band, index) => ({ band, count: counts.price.get(index) ?? 0 }))
    .filter(({ band, count }) => count > 0 || selected.price.includes(band))
    .map(({ band, count }) => value(band.id, band.name, count, selected.price.includes(band)));
  const allergens = allergenCodes
    .map((code, index) => ({ code, count: counts.allergen.get(index) ?? 0, isSelected: selected.allergen.includes(code) }))
    .filter(({ count, isSelected }) => (count > 0 && count < counts.total) || isSelected)
    .map(({ code, count, isSelected }) => value(code, allergenTexts[code].absent, count, isSelected));
  return [
    { parameterName: 'brand', name: 'Marca', values: brands },
    { parameterName: 'class', name: 'Caratteristiche', values: classes },
    { parameterName: 'price', name: 'Prezzo', values: prices },
    { parameterName: 'allergen', name: 'Allergeni', values: allergens },
  ];
}
