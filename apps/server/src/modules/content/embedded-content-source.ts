import { contentPaths, isSlideShown, menuLocations } from '@spesa/domain';
import type { Db } from '../../db/client';
import { type ContentRow, listContentRows } from './content.repository';
import { contentTypes } from './content-file-format';
import {
  awardShape,
  faqCategoryShape,
  faqShape,
  flyerShape,
  menuShape,
  pageShape,
  slideShape,
  uxBlockShape,
} from './content-shapes';
import { type ContentAnswer, type ContentQuery, type ContentSource, noRouteAnswer, wordpressError } from './content-source';

type EmbeddedOptions = { brand: string; publicUrl: string; now?: () => Date };

const listOf = (value: string | undefined) => (value ? value.split(',').filter(Boolean) : []);

/** Lower case, accents off: how WordPress's search (a case-insensitive LIKE on utf8mb4_unicode_ci) compares. */
const folded = (text: string) => text.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();
const plainText = (html: string) => html.replace(/<[^>]*>/g, ' ');

/** Every word of `search` in the title, content or excerpt, as WordPress searches posts. */
function matchesSearch(row: ContentRow, search: string): boolean {
  const haystack = folded(`${row.title} ${plainText(row.content)} ${plainText(row.excerpt)}`);
  return folded(search)
    .split(/\s+/)
    .filter(Boolean)
    .every((word) => haystack.includes(word));
}

/** One page of a list, with WordPress's totals; a page past the last is WordPress's 400. */
function paginated<T>(items: T[], query: ContentQuery, { posts = true } = {}): ContentAnswer {
  const perPage = Number(query.per_page);
  const page = Number(query.page);
  const pages = Math.ceil(items.length / perPage);
  if (posts && page > pages && items.length > 0) {
    return {
      status: 400,
      body: wordpressError(
        400,
        'rest_post_invalid_page_number',
        'The page number requested is larger than the number of pages available.',
      ),
    };
  }
  return { status: 200, body: items.slice((page - 1) * perPage, page * perPage), total: { items: items.length, pages } };
}

const withSlugs = (rows: ContentRow[], query: ContentQuery) => {
  const slugs = listOf(query.slug);
  return slugs.length === 0 ? rows : rows.filter((row) => slugs.includes(row.slug));
};

const menuPrefix = '/menus/v1/locations/';

/**
 * The embedded content (`content_entries`, loaded from the repository's files) answering the
 * content paths as WordPress does. Lists are small (tens of entries): read whole and filtered here.
 */
export function createEmbeddedContentSource(
  db: Db,
  { brand, publicUrl, now = () => new Date() }: EmbeddedOptions,
): ContentSource {
  const rowsOf = (type: string) => listContentRows(db, brand, type);

  async function faqCategories(query: ContentQuery): Promise<ContentAnswer> {
    const [categories, questions] = await Promise.all([rowsOf(contentTypes.faqCategory), rowsOf(contentTypes.faq)]);
    const counts = new Map<number, number>();
    for (const question of questions) for (const term of question.terms) counts.set(term, (counts.get(term) ?? 0) + 1);
    const terms = withSlugs(categories, query).map((row) => faqCategoryShape(row, publicUrl, counts.get(row.id) ?? 0));
    return paginated(terms, query, { posts: false });
  }

  async function faqs(query: ContentQuery): Promise<ContentAnswer> {
    const [categories, questions] = await Promise.all([rowsOf(contentTypes.faqCategory), rowsOf(contentTypes.faq)]);
    const slugById = new Map(categories.map((row) => [row.id, row.slug]));
    const wanted = listOf(query.faq_category).map(Number);
    const chosen = withSlugs(questions, query).filter(
      (row) =>
        (wanted.length === 0 || row.terms.some((term) => wanted.includes(term))) &&
        (!query.search || matchesSearch(row, query.search)),
    );
    return paginated(
      chosen.map((row) => faqShape(row, publicUrl, slugById)),
      query,
    );
  }

  async function menu(location: string): Promise<ContentAnswer> {
    const [row] = (menuLocations as readonly string[]).includes(location)
      ? await listContentRows(db, brand, contentTypes.menu, location)
      : [];
    if (!row) return { status: 404, body: wordpressError(404, 'rest_menu_not_found', 'No menu is assigned to this location.') };
    return { status: 200, body: menuShape(row) };
  }

  const lists: Record<string, (query: ContentQuery) => Promise<ContentAnswer>> = {
    [contentPaths.pages]: async (query) =>
      paginated(
        withSlugs(await rowsOf(contentTypes.page), query).map((row) => pageShape(row, publicUrl)),
        query,
      ),
    [contentPaths.slides]: async (query) => {
      const at = now();
      const shown = withSlugs(await rowsOf(contentTypes.slide), query)
        .map((row) => slideShape(row, publicUrl))
        .filter((slide) => isSlideShown(slide.acf, at));
      return paginated(shown, query);
    },
    [contentPaths.flyers]: async (query) =>
      paginated(
        withSlugs(await rowsOf(contentTypes.flyer), query).map((row) => flyerShape(row, publicUrl)),
        query,
      ),
    [contentPaths.faqs]: faqs,
    [contentPaths.faqCategories]: faqCategories,
    [contentPaths.awards]: async (query) =>
      paginated(
        withSlugs(await rowsOf(contentTypes.award), query).map((row) => awardShape(row, publicUrl)),
        query,
      ),
    [contentPaths.uxBlocks]: async (query) => {
      const blocks = withSlugs(await rowsOf(contentTypes.uxBlock), query)
        .map((row) => uxBlockShape(row, publicUrl))
        .filter(
          (block) =>
            (!query.ux_position || block.acf.ux_position === query.ux_position) &&
            (!query.category_slug || block.acf.category_slug === query.category_slug),
        );
      return paginated(blocks, query);
    },
  };

  return {
    kind: 'embedded',
    answer(path, query) {
      if (path.startsWith(menuPrefix)) return menu(path.slice(menuPrefix.length));
      const list = Object.hasOwn(lists, path) ? lists[path] : undefined;
      return list ? list(query) : Promise.resolve(noRouteAnswer);
    },
  };
}
