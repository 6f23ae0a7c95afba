import type { brands, productClasses, vendors } from '../schema/catalogue';
import type { ClassKey } from './catalogue-types';
import type { LeafCategory } from './categories';
import { brandSpecsByDepartment, vendorsByDepartment } from './tables/brands';
import { slugify } from './text';

export type BrandRow = typeof brands.$inferInsert;
/** A brand and what it makes: archetypes or leaf slugs; none means it fills in where no specialist does. */
export type Brand = { brandId: number; name: string; tags: readonly string[] };

/** Brand rows numbered in department order, and each department's brands for the product generator. */
export function buildBrands(departments: readonly { categoryId: number; name: string }[]): {
  rows: BrandRow[];
  byDepartment: Map<number, Brand[]>;
} {
  const rows: BrandRow[] = [];
  const byDepartment = new Map<number, Brand[]>();
  for (const department of departments) {
    const specs = brandSpecsByDepartment[department.name];
    if (!specs || specs.length === 0) throw new Error(`No brands for department '${department.name}'`);
    const departmentBrands = specs.map((spec, index) => ({ brandId: rows.length + index + 1, ...parseBrandSpec(spec) }));
    rows.push(...departmentBrands.map(({ brandId, name }) => ({ brandId, name, slug: slugify(name) })));
    byDepartment.set(department.categoryId, departmentBrands);
  }
  return { rows, byDepartment };
}

function parseBrandSpec(spec: string): { name: string; tags: string[] } {
  const match = /^(.+?)(?: \[([^\]]+)\])?$/.exec(spec);
  if (!match) throw new Error(`Unreadable brand '${spec}'`);
  return { name: match[1] as string, tags: match[2]?.split(' ') ?? [] };
}

/** The brands that make a leaf's products: its specialists, else the department's all-rounders, else all. */
export function brandsForLeaf(leaf: LeafCategory, departmentBrands: readonly Brand[]): Brand[] {
  const leafTail = leaf.slug.slice(leaf.slug.lastIndexOf('/') + 1);
  const specialists = departmentBrands.filter((brand) => brand.tags.includes(leaf.kind) || brand.tags.includes(leafTail));
  if (specialists.length > 0) return specialists;
  const allRounders = departmentBrands.filter((brand) => brand.tags.length === 0);
  return allRounders.length > 0 ? allRounders : [...departmentBrands];
}

export type VendorRow = typeof vendors.$inferInsert;

export function buildVendors(): VendorRow[] {
  return Object.values(vendorsByDepartment);
}

/** The partner seller of a department, if it has one. */
export function vendorOf(departmentName: string): number | null {
  return vendorsByDepartment[departmentName]?.vendorId ?? null;
}

/** The product classes (facets and badges) with their fixed ids. */
export const productClassIds: Record<ClassKey, number> = {
  bio: 1,
  glutenFree: 2,
  vegan: 3,
  lactoseFree: 4,
  italian: 5,
  dopIgp: 6,
};

const productClassNames: Record<ClassKey, string> = {
  bio: 'Bio',
  glutenFree: 'Senza glutine',
  vegan: 'Vegano',
  lactoseFree: 'Senza lattosio',
  italian: 'Prodotto italiano',
  dopIgp: 'DOP/IGP',
};

export function buildProductClasses(): (typeof productClasses.$inferInsert)[] {
  return (Object.keys(productClassIds) as ClassKey[]).map((key) => ({
    productClassId: productClassIds[key],
    name: productClassNames[key],
    slug: slugify(productClassNames[key]),
  }));
}
