import { type Brand, brandsForLeaf } from './brands';
import type { LeafCategory } from './categories';
import { draftFixtureProducts } from './fixtures';
import { buildFoodInformation, type FoodInformationRow } from './food-information';
import { draftGeneratedProduct, type ProductDraft } from './product-draft';
import { type ProductRow, productClassKeysOf, toProductRow } from './product-row';
import { Random, seedFromText } from './random';

/**
 * The leaf that holds more than 24 products in every preset (two pages at the default page size),
 * and how many it holds at least. Its department, Pasta e riso, weighs double and so holds more
 * than 48 products even in the 'test' preset.
 */
export const PAGED_LEAF_SLUG = 'pasta-e-riso/pasta-secca/pasta-corta';
const PAGED_LEAF_MINIMUM = 30;

/**
 * The catalogue's products: the fixtures first (ids 1…n), then `total − n` generated ones, leaf by leaf;
 * and the food information of those that are food.
 */
export function buildProducts(
  total: number,
  leaves: LeafCategory[],
  brandsByDepartment: Map<number, Brand[]>,
): { rows: ProductRow[]; foodInformation: FoodInformationRow[] } {
  const leafBySlug = new Map(leaves.map((leaf) => [leaf.slug, leaf]));
  const brandByName = new Map([...brandsByDepartment.values()].flat().map((brand) => [brand.name, brand]));
  const drafts = draftFixtureProducts(leafBySlug, brandByName);
  const counts = allocateProductCounts(total - drafts.length, leaves, drafts);
  leaves.forEach((leaf, index) => {
    // One stream per leaf: a leaf's first products are the same whatever the preset.
    const random = new Random(seedFromText(`products:${leaf.slug}`));
    const brands = brandsForLeaf(leaf, brandsByDepartment.get(leaf.departmentId) ?? []);
    const taken = new Set<string>();
    for (let position = 0; position < (counts[index] ?? 0); position++) {
      drafts.push(draftDistinctProduct(leaf, position, random, brands, taken));
    }
  });
  const popularity = popularityRanks(drafts);
  const takenSlugs = new Set<string>();
  const rows = drafts.map((draft, index) => toProductRow(draft, index + 1, popularity[index] ?? 0, takenSlugs));
  return { rows, foodInformation: buildFoodInformation(drafts, productClassKeysOf) };
}

const DRAFT_ATTEMPTS = 5;

/**
 * A product that differs from the leaf's earlier ones in name, brand or package when a few draws
 * allow it: a shelf rarely holds the same thing twice. Large presets exhaust the combinations of
 * some leaves; their repeats get an id suffix on the slug.
 */
function draftDistinctProduct(leaf: LeafCategory, position: number, random: Random, brands: Brand[], taken: Set<string>) {
  let draft = draftGeneratedProduct(leaf, position, random, brands);
  for (let attempt = 1; attempt < DRAFT_ATTEMPTS && taken.has(identityOf(draft)); attempt++) {
    draft = draftGeneratedProduct(leaf, position, random, brands);
  }
  taken.add(identityOf(draft));
  return draft;
}

function identityOf(draft: ProductDraft): string {
  const packageLabel = 'packageLabel' in draft.selling ? draft.selling.packageLabel : draft.selling.sale;
  return `${draft.name}|${draft.brand.brandId}|${packageLabel}`;
}

/**
 * How many products to generate per leaf: at least one everywhere (no empty category), the paged
 * leaf filled to its minimum, the rest shared by department weight (largest remainders first).
 */
export function allocateProductCounts(generated: number, leaves: LeafCategory[], fixtures: ProductDraft[]): number[] {
  const fixturesPerLeaf = new Map<number, number>();
  for (const fixture of fixtures) {
    fixturesPerLeaf.set(fixture.leaf.categoryId, (fixturesPerLeaf.get(fixture.leaf.categoryId) ?? 0) + 1);
  }
  const counts = leaves.map((leaf) => {
    const minimum = leaf.slug === PAGED_LEAF_SLUG ? PAGED_LEAF_MINIMUM : 1;
    return Math.max(0, minimum - (fixturesPerLeaf.get(leaf.categoryId) ?? 0));
  });
  const remaining = generated - counts.reduce((sum, count) => sum + count, 0);
  if (remaining < 0) throw new Error(`A catalogue of ${generated + fixtures.length} products is too small for the tree`);
  const totalWeight = leaves.reduce((sum, leaf) => sum + leaf.weight, 0);
  const shares = leaves.map((leaf) => (remaining * leaf.weight) / totalWeight);
  shares.forEach((share, index) => {
    counts[index] = (counts[index] ?? 0) + Math.floor(share);
  });
  const leftover = remaining - shares.reduce((sum, share) => sum + Math.floor(share), 0);
  const byRemainder = shares
    .map((share, index) => ({ index, fraction: share - Math.floor(share) }))
    .sort((first, second) => second.fraction - first.fraction || first.index - second.index);
  for (const { index } of byRemainder.slice(0, leftover)) counts[index] = (counts[index] ?? 0) + 1;
  return counts;
}

/** Popularity as a rank turned into a score: the best seller gets the product count, the least 1. */
function popularityRanks(drafts: ProductDraft[]): number[] {
  const order = drafts
    .map((draft, index) => ({ index, score: draft.popularityScore }))
    .sort((first, second) => second.score - first.score || first.index - second.index);
  const popularity = new Array<number>(drafts.length);
  order.forEach(({ index }, rank) => {
    popularity[index] = drafts.length - rank;
  });
  return popularity;
}
