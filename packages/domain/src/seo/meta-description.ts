/** The longest meta description search engines show whole. */
export const META_DESCRIPTION_MAX = 160;

/** A text as a meta description: spaces collapsed, at most `limit` characters, cut at a word with an ellipsis. */
export function metaDescription(text: string, limit = META_DESCRIPTION_MAX): string {
  const clean = text.replace(/\s+/g, ' ').trim();
  if (clean.length <= limit) return clean;
  const cut = clean.slice(0, limit - 1);
  const space = cut.lastIndexOf(' ');
  return `${(space > limit / 2 ? cut.slice(0, space) : cut).replace(/[\s,;:.]+$/, '')}…`;
}

/**
 * A product page's description, the same in the server's first HTML and in the web app's head:
 * name and brand, then the product's own description (its short one when it has none).
 */
export function productMetaDescription(product: {
  name: string;
  brand: string;
  shortDescr: string;
  description: string;
}): string {
  const about = product.description || product.shortDescr;
  return metaDescription(`${product.name}${product.brand ? ` ${product.brand}` : ''}${about ? `: ${about}` : ''}`);
}
