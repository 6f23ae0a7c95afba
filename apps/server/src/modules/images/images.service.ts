import { createHash } from 'node:crypto';
import type { Db } from '../../db/client';
import { buildCategoryArt, type CategoryArt } from '../../db/seed/categories';
import { notFound } from '../../lib/http-error';
import { findCategoryWithDepartment, findProductArt } from './images.repository';
import { categorySvg, productSvg } from './svg';

export type SvgImage = { svg: string; etag: string };

export const withEtag = (svg: string): SvgImage => ({
  svg,
  etag: `"${createHash('sha1').update(svg).digest('base64url').slice(0, 20)}"`,
});

/** The picture of a product, drawn from its shape and colour; 404 when the product does not exist. */
export async function productImage(db: Db, productId: number): Promise<SvgImage> {
  const art = await findProductArt(db, productId);
  if (!art) throw notFound();
  return withEtag(productSvg(art));
}

// The seeded tree knows each category's typical shape; a category added later borrows its department's.
let categoryArt: Map<number, CategoryArt> | undefined;
const NEUTRAL_ART: CategoryArt = { color: '#8d6e63', shape: 'bag' };

/** The picture of a category in its department's colour; 404 when the category does not exist. */
export async function categoryImage(db: Db, categoryId: number): Promise<SvgImage> {
  const category = await findCategoryWithDepartment(db, categoryId);
  if (!category) throw notFound();
  categoryArt ??= buildCategoryArt();
  const art = categoryArt.get(category.categoryId) ?? categoryArt.get(category.departmentId ?? -1) ?? NEUTRAL_ART;
  return withEtag(categorySvg(art));
}
