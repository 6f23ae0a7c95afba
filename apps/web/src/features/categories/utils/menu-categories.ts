import type { Category } from '@spesa/domain';

/** True when the category must not appear in the menus (it stays reachable by its address). */
export function isHiddenInMenu(category: Category): boolean {
  return category.metaData?.category_info?.HIDE_IN_MENU === 'true';
}

/** The tree as the menus show it: categories flagged HIDE_IN_MENU are left out with their children. */
export function menuCategories(categories: readonly Category[] | undefined): Category[] {
  if (!categories) return [];
  return categories
    .filter((category) => !isHiddenInMenu(category))
    .map((category) =>
      category.categories?.length ? { ...category, categories: menuCategories(category.categories) } : category,
    );
}

/** The square picture of a category for tiles: its menu image, or the generated one. */
export function categoryImage(category: Category): string {
  return category.metaData?.category_info?.MENU_IMAGE || `/images/categories/${category.categoryId}.svg`;
}
