import type {
  ContentAward,
  ContentFaq,
  ContentFlyer,
  ContentMenu,
  ContentPage,
  ContentSlide,
  ContentTerm,
  ContentUxBlock,
  MenuItem,
} from '@spesa/domain';
import type { ContentRow } from './content.repository';
import type { MenuFileItem } from './content-file-format';
import { renderTitle } from './content-html';

/**
 * `content_entries` rows in WordPress 6's shapes (packages/domain/src/content/wordpress-shapes.ts).
 * `link` is the shop's public address of the post (PUBLIC_URL + the web app's route).
 */

const wordpressDate = (timestamp: string) => timestamp.replace(' ', 'T').slice(0, 19);

/** An address of the content (`/vantaggi`, `https://…`) made absolute on the shop's public address. */
export function absoluteLink(publicUrl: string, target: string): string {
  if (/^https?:\/\//.test(target)) return target;
  return `${publicUrl}${target.startsWith('/') ? target : `/${target}`}`;
}

function postBase<Type extends string>(row: ContentRow, type: Type, link: string) {
  return {
    id: row.id,
    date: wordpressDate(row.date),
    modified: wordpressDate(row.modified),
    slug: row.slug,
    status: 'publish' as const,
    type,
    link,
    title: { rendered: renderTitle(row.title) },
    content: { rendered: row.content, protected: false },
    excerpt: { rendered: row.excerpt, protected: false },
    menu_order: row.menuOrder,
  };
}

export function pageShape(row: ContentRow, publicUrl: string): ContentPage {
  const meta = row.meta as { seo_title?: string; seo_description?: string };
  return {
    ...postBase(row, 'page', absoluteLink(publicUrl, `/page/${row.slug}`)),
    parent: 0,
    meta: { seo_title: meta.seo_title ?? '', seo_description: meta.seo_description ?? '' },
    testo_validit: String(row.acf.testo_validit ?? ''),
  };
}

export function slideShape(row: ContentRow, publicUrl: string): ContentSlide {
  const acf = row.acf as ContentSlide['acf'];
  return { ...postBase(row, 'slide', absoluteLink(publicUrl, acf.link || '/')), acf };
}

export function flyerShape(row: ContentRow, publicUrl: string): ContentFlyer {
  return {
    ...postBase(row, 'volantino', absoluteLink(publicUrl, `/volantini/${row.slug}`)),
    acf: row.acf as ContentFlyer['acf'],
  };
}

/** A question; its link is its (first) category's page. */
export function faqShape(row: ContentRow, publicUrl: string, categorySlugs: Map<number, string>): ContentFaq {
  const category = categorySlugs.get(row.terms[0] ?? -1);
  return {
    ...postBase(row, 'faq', absoluteLink(publicUrl, category ? `/faq/${category}` : '/faq')),
    faq_category: row.terms,
  };
}

export function faqCategoryShape(row: ContentRow, publicUrl: string, count: number): ContentTerm {
  return {
    id: row.id,
    count,
    description: row.content,
    link: absoluteLink(publicUrl, `/faq/${row.slug}`),
    name: renderTitle(row.title),
    slug: row.slug,
    taxonomy: 'faq_category',
    parent: 0,
  };
}

export function awardShape(row: ContentRow, publicUrl: string): ContentAward {
  return { ...postBase(row, 'vantaggio', absoluteLink(publicUrl, '/vantaggi')), acf: row.acf as ContentAward['acf'] };
}

export function uxBlockShape(row: ContentRow, publicUrl: string): ContentUxBlock {
  const acf = row.acf as ContentUxBlock['acf'];
  return { ...postBase(row, 'ux_block', absoluteLink(publicUrl, acf.link || '/')), acf };
}

/**
 * A menu as the "WP REST API V2 Menus" plugin answers a location: items numbered in order
 * (`ID` = menu id × 1000 + position, stable while the file keeps its order), groups with child_items.
 */
export function menuShape(row: ContentRow): ContentMenu {
  let position = 0;
  const itemsOf = (items: MenuFileItem[], parent: number): MenuItem[] =>
    items.map((item) => {
      position += 1;
      const id = row.id * 1000 + position;
      const shaped: MenuItem = {
        ID: id,
        title: renderTitle(item.title),
        url: item.url,
        target: item.target ?? '',
        menu_order: position,
        menu_item_parent: String(parent),
        classes: [],
      };
      if (item.children) shaped.child_items = itemsOf(item.children, id);
      return shaped;
    });
  return { term_id: row.id, name: row.title, slug: row.slug, items: itemsOf((row.acf.items as MenuFileItem[]) ?? [], 0) };
}
