import type { CategoryInfo, categories } from '../schema/catalogue';
import { archetypeFor } from './archetypes';
import type { Archetype, DepartmentSpec, ImageShape } from './catalogue-types';
import { freshDepartments } from './tables/departments-fresh';
import { homeDepartments } from './tables/departments-home';
import { pantryDepartments } from './tables/departments-pantry';
import { slugify } from './text';

/** Every department in menu order. Their position fixes their ids, so append new ones at the end. */
export const departmentSpecs: readonly DepartmentSpec[] = [...freshDepartments, ...pantryDepartments, ...homeDepartments];

export type CategoryRow = typeof categories.$inferInsert;

/** A third-level category with what the product generator needs to fill it. */
export type LeafCategory = {
  categoryId: number;
  slug: string;
  name: string;
  departmentId: number;
  departmentName: string;
  /** The department's share of the catalogue relative to the others. */
  weight: number;
  /** The archetype's name in the outline ('pasta', 'fruit'). */
  kind: string;
  archetype: Archetype;
  items: readonly string[];
  colors: readonly string[];
};

/**
 * Category ids encode the position in the tree, so they stay the same across runs and presets:
 * the n-th department is n × 1000, its m-th subcategory adds m × 100, the k-th leaf adds k
 * ('Frutta e verdura' 1000, 'Frutta' 1100, 'Mele' 1101).
 */
export const categoryId = (departmentIndex: number, subcategoryPosition = 0, leafPosition = 0) =>
  (departmentIndex + 1) * 1000 + subcategoryPosition * 100 + leafPosition;

/** The id of a department by its name ('Bevande' → 11000). */
export function departmentIdOf(name: string): number {
  const index = departmentSpecs.findIndex((department) => department.name === name);
  if (index < 0) throw new Error(`Unknown department '${name}'`);
  return categoryId(index);
}

/** The rows of the category table, parents before children, and the flat list of leaves. */
export function buildCategoryTree(): { rows: CategoryRow[]; leaves: LeafCategory[] } {
  const rows: CategoryRow[] = [];
  const leaves: LeafCategory[] = [];
  departmentSpecs.forEach((department, departmentIndex) => {
    if (department.subcategories.some((subcategory) => subcategory.leaves.length > 99) || department.subcategories.length > 9) {
      throw new Error(`Department '${department.name}' has too many categories for its id range`);
    }
    const departmentId = categoryId(departmentIndex);
    const departmentSlug = slugify(department.name);
    rows.push({
      categoryId: departmentId,
      parentId: null,
      slug: departmentSlug,
      name: department.name,
      depth: 1,
      position: departmentIndex + 1,
      info: { ...categoryInfo(departmentId, department.name, department.description), ICON: department.icon },
    });
    department.subcategories.forEach((subcategory, subcategoryIndex) => {
      const subcategoryId = categoryId(departmentIndex, subcategoryIndex + 1);
      const subcategorySlug = `${departmentSlug}/${slugify(subcategory.name)}`;
      const description = describeCategory(subcategory.name, department.name);
      rows.push({
        categoryId: subcategoryId,
        parentId: departmentId,
        slug: subcategorySlug,
        name: subcategory.name,
        depth: 2,
        position: subcategoryIndex + 1,
        info: withHidden(categoryInfo(subcategoryId, subcategory.name, description), subcategory.hidden),
      });
      subcategory.leaves.forEach((leaf, leafIndex) => {
        const leafId = subcategoryId + leafIndex + 1;
        const slug = `${subcategorySlug}/${slugify(leaf.name)}`;
        const archetype = archetypeFor(leaf.kind);
        rows.push({
          categoryId: leafId,
          parentId: subcategoryId,
          slug,
          name: leaf.name,
          depth: 3,
          position: leafIndex + 1,
          info: withHidden(categoryInfo(leafId, leaf.name, describeCategory(leaf.name, department.name)), leaf.hidden),
        });
        leaves.push({
          categoryId: leafId,
          slug,
          name: leaf.name,
          departmentId,
          departmentName: department.name,
          weight: department.weight,
          kind: leaf.kind,
          archetype,
          items: leaf.items,
          colors: leaf.colors.length > 0 ? leaf.colors : archetype.colors,
        });
      });
    });
  });
  return { rows, leaves };
}

function categoryInfo(id: number, name: string, description: string): CategoryInfo {
  return { TITLE: name, DESCRIPTION: description, MENU_IMAGE: `/images/categories/${id}.svg` };
}

function withHidden(info: CategoryInfo, hidden: boolean): CategoryInfo {
  return hidden ? { ...info, HIDE_IN_MENU: 'true' } : info;
}

function describeCategory(name: string, departmentName: string): string {
  return `${name}: la nostra selezione del reparto ${departmentName}, con prodotti scelti ogni giorno e prezzi convenienti.`;
}

/** How the category picture is drawn: the department's colour and the shape of its typical product. */
export type CategoryArt = { color: string; shape: ImageShape };

/** The picture of every category of the seeded tree, by id. */
export function buildCategoryArt(): Map<number, CategoryArt> {
  const art = new Map<number, CategoryArt>();
  departmentSpecs.forEach((department, departmentIndex) => {
    const firstShape = (kind: string | undefined) => (kind ? archetypeFor(kind).shape : 'bag');
    art.set(categoryId(departmentIndex), {
      color: department.color,
      shape: firstShape(department.subcategories[0]?.leaves[0]?.kind),
    });
    department.subcategories.forEach((subcategory, subcategoryIndex) => {
      const subcategoryId = categoryId(departmentIndex, subcategoryIndex + 1);
      art.set(subcategoryId, { color: department.color, shape: firstShape(subcategory.leaves[0]?.kind) });
      subcategory.leaves.forEach((leaf, leafIndex) => {
        art.set(subcategoryId + leafIndex + 1, { color: department.color, shape: firstShape(leaf.kind) });
      });
    });
  });
  return art;
}
