import { allergenCodes, allergenMask } from '@spesa/domain';
import { describe, expect, it } from 'vitest';
import { countFacetsOf, facetTableOf } from './facet-table';
import { priceBands } from './product-facets';

const band = (id: string) => priceBands.find((candidate) => candidate.id === id) as (typeof priceBands)[number];
// Brands 1 and 2; classes 1 (bit 2) and 3 (bit 8); prices in the bands 0-2, 2-5 and 20-.
const table = facetTableOf([
  { productId: 1, brandId: 1, classMask: 2, priceCents: 150 },
  { productId: 2, brandId: 1, classMask: 0, priceCents: 450 },
  { productId: 3, brandId: 2, classMask: 2 | 8, priceCents: 199 },
  { productId: 5, brandId: 2, classMask: 8, priceCents: 2500 },
]);
const values = { bands: priceBands, classIds: [1, 3] };
const none = { brand: [], class: [], price: [], allergen: [] };

describe('countFacetsOf', () => {
  it('counts the total, brands, classes and price bands of the given ids, leaving out empty values', () => {
    expect(countFacetsOf(table, [1, 2, 3, 5], none, values)).toEqual([
      { facet: 'total', value: null, count: 4 },
      { facet: 'brand', value: 1, count: 2 },
      { facet: 'brand', value: 2, count: 2 },
      { facet: 'class', value: 1, count: 2 },
      { facet: 'class', value: 3, count: 2 },
      { facet: 'price', value: 0, count: 2 },
      { facet: 'price', value: 1, count: 1 },
      { facet: 'price', value: 4, count: 1 },
    ]);
  });

  it('ignores unknown ids and counts each facet under every selection but its own', () => {
    const counts = countFacetsOf(
      table,
      [1, 2, 3, 4, 5, 999],
      { brand: [2], class: [], price: [band('0-2')], allergen: [] },
      values,
    );
    expect(counts).toEqual([
      // Only product 3 is of brand 2 and under 2 €.
      { facet: 'total', value: null, count: 1 },
      // Brands ignore the brand selection: under 2 €, brand 1 would add product 1.
      { facet: 'brand', value: 1, count: 1 },
      { facet: 'brand', value: 2, count: 1 },
      { facet: 'class', value: 1, count: 1 },
      { facet: 'class', value: 3, count: 1 },
      // Prices ignore the price selection: brand 2 has one product under 2 € and one over 20 €.
      { facet: 'price', value: 0, count: 1 },
      { facet: 'price', value: 4, count: 1 },
    ]);
  });

  it('always answers the total, even of nothing', () => {
    expect(countFacetsOf(table, [], { brand: [], class: [3], price: [], allergen: [] }, values)).toEqual([
      { facet: 'total', value: null, count: 0 },
    ]);
  });

  it('counts "Senza …" among food only, each under every allergen selection, its own too', () => {
    const index = (code: (typeof allergenCodes)[number]) => allergenCodes.indexOf(code);
    const food = facetTableOf([
      // A mozzarella (milk), a biscuit (gluten, eggs, may contain nuts), an apple (nothing), a detergent (not food).
      { productId: 1, brandId: 1, classMask: 0, priceCents: 150, allergenMask: allergenMask(['milk']) },
      { productId: 2, brandId: 1, classMask: 0, priceCents: 250, allergenMask: allergenMask(['gluten', 'eggs', 'nuts']) },
      { productId: 3, brandId: 2, classMask: 0, priceCents: 199, allergenMask: 0 },
      { productId: 4, brandId: 2, classMask: 0, priceCents: 350 },
    ]);
    const allergenRows = (allergen: (typeof allergenCodes)[number][]) =>
      countFacetsOf(food, [1, 2, 3, 4], { ...none, allergen }, values).filter(
        (row) => row.facet === 'allergen' || row.facet === 'total',
      );
    const withoutMilk = allergenRows(['milk']);
    // Without milk: the biscuit and the apple; the detergent is not food and never 'senza'.
    expect(withoutMilk[0]).toEqual({ facet: 'total', value: null, count: 2 });
    expect(withoutMilk).toContainEqual({ facet: 'allergen', value: index('milk'), count: 2 });
    expect(withoutMilk).toContainEqual({ facet: 'allergen', value: index('gluten'), count: 1 });
    expect(withoutMilk).toContainEqual({ facet: 'allergen', value: index('fish'), count: 2 });
    expect(allergenRows([])).toContainEqual({ facet: 'allergen', value: index('milk'), count: 2 });
    expect(allergenRows(['milk', 'gluten'])[0]).toEqual({ facet: 'total', value: null, count: 1 });
  });
});
