import type { DepartmentSpec, LeafSpec, SubcategorySpec } from './catalogue-types';

/**
 * Reads a department outline written as text, which keeps the long lists of real product names
 * readable (one leaf a line) instead of spreading them over hundreds of formatted lines:
 *
 *   # Frutta e verdura | nutrition | #43a047 | 1        name | Material icon | colour | weight
 *   > La frutta e la verdura di stagione…               the department's description
 *   ## Frutta                                           a subcategory ('!hidden' hides it from menus)
 *   - Mele [fruit #d64541 #f4d03f]: Mele Fuji, …        a leaf: [archetype colours…]: item names
 */
export function parseDepartments(outline: string): DepartmentSpec[] {
  const departments: DepartmentSpec[] = [];
  for (const rawLine of outline.split('\n')) {
    const line = rawLine.trim();
    if (line === '') continue;
    if (line.startsWith('## ')) currentDepartment(departments, line).subcategories.push(parseSubcategory(line));
    else if (line.startsWith('# ')) departments.push(parseDepartmentHeader(line));
    else if (line.startsWith('> ')) currentDepartment(departments, line).description = line.slice(2);
    else if (line.startsWith('- ')) currentSubcategory(departments, line).leaves.push(parseLeaf(line));
    else throw new Error(`Unreadable outline line: ${line}`);
  }
  return departments;
}

function parseDepartmentHeader(line: string): DepartmentSpec {
  const [name, icon, color, weight] = line
    .slice(2)
    .split('|')
    .map((part) => part.trim());
  if (!name || !icon || !color) throw new Error(`Department line needs name | icon | colour: ${line}`);
  return { name, icon, color, weight: Number(weight ?? 1), description: '', subcategories: [] };
}

function parseSubcategory(line: string): SubcategorySpec {
  const { text, hidden } = readHiddenFlag(line.slice(3));
  return { name: text, hidden, leaves: [] };
}

function parseLeaf(line: string): LeafSpec {
  const match = /^- (.+?) \[([^\]]+)\]( !hidden)?: (.+)$/.exec(line);
  if (!match) throw new Error(`Leaf line needs '- Name [archetype colours]: items': ${line}`);
  const [kind, ...colors] = (match[2] as string).split(' ');
  const items = (match[4] as string).split(/,\s+/).map((item) => item.trim());
  return { name: match[1] as string, kind: kind as string, colors, items, hidden: match[3] !== undefined };
}

function readHiddenFlag(text: string): { text: string; hidden: boolean } {
  const hidden = text.endsWith(' !hidden');
  return { text: hidden ? text.slice(0, -' !hidden'.length) : text, hidden };
}

function currentDepartment(departments: DepartmentSpec[], line: string): DepartmentSpec {
  const department = departments.at(-1);
  if (!department) throw new Error(`Outline line before any department: ${line}`);
  return department;
}

function currentSubcategory(departments: DepartmentSpec[], line: string): SubcategorySpec {
  const subcategory = currentDepartment(departments, line).subcategories.at(-1);
  if (!subcategory) throw new Error(`Leaf before any subcategory: ${line}`);
  return subcategory;
}
