import { menuLocations } from '@spesa/domain';
import { z } from 'zod';

/**
 * The embedded content's FILE FORMAT as the loader accepts it (apps/server/content/<brand>/,
 * docs/decisions/0023): the least each file must hold to load. Editorial rules (lengths, image paths,
 * every menu present) are the writer's test's (content-files.schema.ts).
 */

/** The row types: WordPress's post types, plus the FAQ taxonomy's terms and the menus. */
export const contentTypes = {
  page: 'page',
  menu: 'menu',
  slide: 'slide',
  flyer: 'volantino',
  faq: 'faq',
  faqCategory: 'faq_category',
  award: 'vantaggio',
  uxBlock: 'ux_block',
} as const;
export type ContentType = (typeof contentTypes)[keyof typeof contentTypes];

export const slugSchema = z.string().regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, 'a slug: lower-case letters, digits and hyphens');
/** YYYY-MM-DD or today, today+N, today-N (gray-matter reads a bare YAML date as a Date). */
const contentDate = z.union([z.string(), z.date().transform((date) => date.toISOString().slice(0, 10))]);

export type MenuFileItem = { title: string; url: string; target?: '_blank'; children?: MenuFileItem[] };
const menuItem: z.ZodType<MenuFileItem> = z.lazy(() =>
  z.strictObject({
    title: z.string().min(1),
    url: z.string().min(1),
    target: z.literal('_blank').optional(),
    children: z.array(menuItem).optional(),
  }),
);

/** The schemas of each file, exported for the test that checks the written content. */
export const contentFileSchemas = {
  pageFrontMatter: z.object({
    title: z.string().min(1),
    seo_title: z.string().default(''),
    seo_description: z.string().default(''),
    testo_validit: z.string().default(''),
    date: contentDate.optional(),
    menu_order: z.number().int().default(0),
    excerpt: z.string().optional(),
  }),
  menus: z.partialRecord(z.enum(menuLocations), z.array(menuItem)),
  slides: z.array(
    z.object({
      slug: slugSchema,
      title: z.string().min(1),
      content: z.string().default(''),
      image: z.string(),
      image_alt: z.string(),
      link: z.string().default(''),
      link_label: z.string().default(''),
      date_from: contentDate,
      date_to: contentDate,
    }),
  ),
  flyers: z.array(
    z.object({
      slug: slugSchema,
      title: z.string().min(1),
      excerpt: z.string().default(''),
      flyer_id: z.number().int(),
      where: z.string().default('Tutti i punti vendita'),
      cover: z.string(),
      pages: z.array(z.object({ title: z.string(), image: z.string(), image_alt: z.string() })).min(1),
    }),
  ),
  faq: z.object({
    categories: z.array(
      z.object({
        slug: slugSchema,
        name: z.string().min(1),
        description: z.string().default(''),
        questions: z.array(z.object({ slug: slugSchema, question: z.string().min(1), answer: z.string() })),
      }),
    ),
  }),
  awards: z.array(
    z.object({
      slug: slugSchema,
      title: z.string().min(1),
      content: z.string().default(''),
      image: z.string(),
      image_alt: z.string(),
      points: z.number().int().nonnegative().nullable(),
    }),
  ),
  uxBlocks: z.array(
    z.object({
      slug: slugSchema,
      title: z.string().min(1),
      content: z.string().default(''),
      ux_position: z.enum(['home', 'category']),
      category_slug: z.string().default(''),
      image: z.string().default(''),
      image_alt: z.string().default(''),
      link: z.string().default(''),
      link_label: z.string().default(''),
    }),
  ),
};

/** A row to be: what the files say, HTML already sanitised. */
export type ContentDraft = {
  type: ContentType;
  slug: string;
  title: string;
  content: string;
  excerpt: string;
  meta: Record<string, unknown>;
  acf: Record<string, unknown>;
  /** For FAQ questions: the slugs of their categories (ids are known once those are written). */
  termSlugs: string[];
  menuOrder: number;
  /** YYYY-MM-DD. */
  day: string;
};

export class ContentFileError extends Error {}
