import type { Category } from '@spesa/domain';

const pathsByTree = new WeakMap<readonly Category[], Map<number, string[]>>();

/** Every category id of the tree with its names from the department down (walked once per tree). */
function namePaths(tree: readonly Category[]): Map<number, string[]> {
  let paths = pathsByTree.get(tree);
  if (paths) return paths;
  paths = new Map();
  const walk = (categories: readonly Category[], above: string[]) => {
    for (const category of categories) {
      const names = [...above, category.name];
      paths?.set(category.categoryId, names);
      if (category.categories) walk(category.categories, names);
    }
  };
  walk(tree, []);
  pathsByTree.set(tree, paths);
  return paths;
}

/** The department, subcategory and leaf names of `categoryId` in the menus' tree; [] when not found. */
export function categoryNamesIn(tree: readonly Category[] | undefined, categoryId: number): readonly string[] {
  return tree ? (namePaths(tree).get(categoryId) ?? []) : [];
}
