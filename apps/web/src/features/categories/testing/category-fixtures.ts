import type { Category } from '@spesa/domain';

let nextId = 100;
/** A category of the test tree; `hidden` sets HIDE_IN_MENU. */
export function category(name: string, slug: string, children: Category[] = [], hidden = false): Category {
  nextId += 1;
  return {
    categoryId: nextId,
    parentId: null,
    slug,
    name,
    productCount: 10,
    metaData: { category_info: hidden ? { HIDE_IN_MENU: 'true' } : {} },
    categories: children,
  };
}

/** Two departments, a hidden one, a hidden subcategory and a hidden leaf. */
export const categoryTree: Category[] = [
  category('Frutta e verdura', 'frutta-e-verdura', [
    category('Frutta', 'frutta-e-verdura/frutta', [
      category('Mele', 'frutta-e-verdura/frutta/mele'),
      category('Agrumi nascosti', 'frutta-e-verdura/frutta/agrumi', [], true),
    ]),
    category('Verdura', 'frutta-e-verdura/verdura', [category('Insalate', 'frutta-e-verdura/verdura/insalate')]),
    category('Sottocategoria nascosta', 'frutta-e-verdura/nascosta', [], true),
  ]),
  category('Latte e latticini', 'latte-e-latticini', [
    category('Formaggi', 'latte-e-latticini/formaggi', [category('Mozzarelle', 'latte-e-latticini/formaggi/mozzarelle')]),
  ]),
  category('Reparto nascosto', 'reparto-nascosto', [], true),
];
