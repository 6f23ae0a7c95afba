import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { menuLocations, resolveContentDate, toAcfDate } from '@spesa/domain';
import matter from 'gray-matter';
import type { z } from 'zod';
import { type ContentDraft, ContentFileError, contentFileSchemas, contentTypes, slugSchema } from './content-file-format';
import { markdownToHtml, renderExcerpt, sanitizeContentHtml } from './content-html';

/**
 * The embedded content's files (apps/server/content/<brand>/, format in content-file-format.ts) read
 * into drafts of `content_entries` rows, HTML sanitised. Every file is optional (a brand without a
 * folder has no content); a malformed file stops the load with its name and the first problem.
 */

function parseWith<T>(schema: z.ZodType<T>, value: unknown, file: string): T {
  const parsed = schema.safeParse(value);
  if (parsed.success) return parsed.data;
  const issue = parsed.error.issues[0];
  throw new ContentFileError(`${file}: ${issue?.path.join('.') || '(root)'}: ${issue?.message}`);
}

function dayOf(text: string | undefined, today: string, now: Date, file: string): string {
  if (text === undefined) return today;
  const day = resolveContentDate(text, now);
  if (!day) throw new ContentFileError(`${file}: '${text}' is no date (YYYY-MM-DD, today, today+N, today-N)`);
  return day;
}

function readJson(folder: string, name: string): unknown | undefined {
  const file = path.join(folder, name);
  if (!existsSync(file)) return undefined;
  try {
    return JSON.parse(readFileSync(file, 'utf8'));
  } catch (error) {
    throw new ContentFileError(`${name}: ${(error as Error).message}`);
  }
}

const draft = (fields: Partial<ContentDraft> & Pick<ContentDraft, 'type' | 'slug' | 'title' | 'day'>): ContentDraft => ({
  content: '',
  excerpt: '',
  meta: {},
  acf: {},
  termSlugs: [],
  menuOrder: 0,
  ...fields,
});

function frontMatter(text: string, file: string) {
  try {
    // A fresh options object: gray-matter caches by text otherwise, and the cached data is shared.
    return matter(text, {});
  } catch (error) {
    throw new ContentFileError(`${file}: ${(error as Error).message.split('\n')[0]}`);
  }
}

function pageDrafts(folder: string, today: string, now: Date): ContentDraft[] {
  const pagesFolder = path.join(folder, 'pages');
  if (!existsSync(pagesFolder)) return [];
  return readdirSync(pagesFolder)
    .filter((name) => name.endsWith('.md'))
    .sort()
    .map((name) => {
      const file = `pages/${name}`;
      const pageSlug = parseWith(slugSchema, name.slice(0, -3), file);
      const { data, content } = frontMatter(readFileSync(path.join(pagesFolder, name), 'utf8'), file);
      const front = parseWith(contentFileSchemas.pageFrontMatter, data, file);
      const html = markdownToHtml(content);
      return draft({
        type: contentTypes.page,
        slug: pageSlug,
        title: front.title,
        content: html,
        excerpt: renderExcerpt(front.excerpt, html),
        meta: { seo_title: front.seo_title, seo_description: front.seo_description },
        acf: { testo_validit: front.testo_validit },
        menuOrder: front.menu_order,
        day: dayOf(front.date, today, now, file),
      });
    });
}

function menuDrafts(folder: string, today: string): ContentDraft[] {
  const raw = readJson(folder, 'menus.json');
  if (raw === undefined) return [];
  const menus = parseWith(contentFileSchemas.menus, raw, 'menus.json');
  return menuLocations.flatMap((location, index) => {
    const items = menus[location];
    if (!items) return [];
    const name = location.replace(/^./, (first) => first.toUpperCase()).replace('-', ' ');
    return [draft({ type: contentTypes.menu, slug: location, title: name, acf: { items }, menuOrder: index, day: today })];
  });
}

/** The drafts of the JSON files that are plain lists of posts with a Markdown `content`. */
function postDrafts(folder: string, today: string, now: Date): ContentDraft[] {
  const drafts: ContentDraft[] = [];
  const slides = readJson(folder, 'slides.json');
  if (slides !== undefined) {
    parseWith(contentFileSchemas.slides, slides, 'slides.json').forEach((slide, index) => {
      const html = markdownToHtml(slide.content);
      const file = `slides.json: ${slide.slug}`;
      drafts.push(
        draft({
          type: contentTypes.slide,
          slug: slide.slug,
          title: slide.title,
          content: html,
          excerpt: renderExcerpt(undefined, html),
          acf: {
            image: slide.image,
            image_alt: slide.image_alt,
            link: slide.link,
            link_label: slide.link_label,
            date_from: toAcfDate(dayOf(slide.date_from, today, now, file)),
            date_to: toAcfDate(dayOf(slide.date_to, today, now, file)),
          },
          menuOrder: index,
          day: today,
        }),
      );
    });
  }
  const awards = readJson(folder, 'awards.json');
  if (awards !== undefined) {
    parseWith(contentFileSchemas.awards, awards, 'awards.json').forEach((award, index) => {
      const html = markdownToHtml(award.content);
      drafts.push(
        draft({
          type: contentTypes.award,
          slug: award.slug,
          title: award.title,
          content: html,
          excerpt: renderExcerpt(undefined, html),
          acf: { image: award.image, image_alt: award.image_alt, points: award.points },
          menuOrder: index,
          day: today,
        }),
      );
    });
  }
  const blocks = readJson(folder, 'ux-blocks.json');
  if (blocks !== undefined) {
    parseWith(contentFileSchemas.uxBlocks, blocks, 'ux-blocks.json').forEach((block, index) => {
      const html = markdownToHtml(block.content);
      const { slug: blockSlug, title, content: _markdown, ...acf } = block;
      drafts.push(
        draft({
          type: contentTypes.uxBlock,
          slug: blockSlug,
          title,
          content: html,
          excerpt: renderExcerpt(undefined, html),
          acf: { ...acf, category_slug: block.ux_position === 'home' ? '' : block.category_slug },
          menuOrder: index,
          day: today,
        }),
      );
    });
  }
  return drafts;
}

function flyerDrafts(folder: string, today: string): ContentDraft[] {
  const raw = readJson(folder, 'flyers.json');
  if (raw === undefined) return [];
  return parseWith(contentFileSchemas.flyers, raw, 'flyers.json').map((flyer, index) =>
    draft({
      type: contentTypes.flyer,
      slug: flyer.slug,
      title: flyer.title,
      excerpt: renderExcerpt(flyer.excerpt, ''),
      // Dates and each page's product_ids come from the `flyers` row and its promotions (content-loader).
      acf: { flyer_id: flyer.flyer_id, where: flyer.where, cover: flyer.cover, pages: flyer.pages },
      menuOrder: index,
      day: today,
    }),
  );
}

function faqDrafts(folder: string, today: string): ContentDraft[] {
  const raw = readJson(folder, 'faq.json');
  if (raw === undefined) return [];
  const { categories } = parseWith(contentFileSchemas.faq, raw, 'faq.json');
  let order = 0;
  return categories.flatMap((category, index) => [
    draft({
      type: contentTypes.faqCategory,
      slug: category.slug,
      title: category.name,
      content: sanitizeContentHtml(category.description),
      menuOrder: index,
      day: today,
    }),
    ...category.questions.map((question) => {
      const html = markdownToHtml(question.answer);
      order += 1;
      return draft({
        type: contentTypes.faq,
        slug: question.slug,
        title: question.question,
        content: html,
        excerpt: renderExcerpt(undefined, html),
        termSlugs: [category.slug],
        menuOrder: order,
        day: today,
      });
    }),
  ]);
}

/** Every draft of a brand's folder (`contentDir/brand`), dates resolved on the Italian calendar of `now`. */
export function readContentFolder(contentDir: string, brand: string, now: Date): ContentDraft[] {
  const folder = path.join(contentDir, brand);
  if (!existsSync(folder)) return [];
  const today = resolveContentDate('today', now) as string;
  const drafts = [
    ...pageDrafts(folder, today, now),
    ...menuDrafts(folder, today),
    ...postDrafts(folder, today, now),
    ...flyerDrafts(folder, today),
    ...faqDrafts(folder, today),
  ];
  const seen = new Set<string>();
  for (const entry of drafts) {
    const key = `${entry.type}/${entry.slug}`;
    if (seen.has(key)) throw new ContentFileError(`${brand}: two ${entry.type} entries have the slug '${entry.slug}'`);
    seen.add(key);
  }
  return drafts;
}
