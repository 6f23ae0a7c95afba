import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { z } from 'zod';

/**
 * The embedded content's file format (docs/decisions/0024): what each brand keeps under
 * `apps/server/content/<brand>/`. The loader reads these files at start; this schema is what the
 * files are checked against (content-files.test.ts), so that a typo in a file fails a test rather
 * than a page.
 */

/** Where the brands' content folders are: `apps/server/content`. */
export const CONTENT_ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../content');

/** `YYYY-MM-DD`, or `today`, `today+N`, `today-N` (days, resolved in Europe/Rome when the content loads). */
export const contentDateSchema = z
  .string()
  .regex(/^(\d{4}-\d{2}-\d{2}|today([+-]\d{1,4})?)$/, 'Una data è YYYY-MM-DD, today, today+N o today-N');

/** A slug: lower-case letters, digits and hyphens. */
const slug = z.string().regex(/^[a-z0-9]+(-[a-z0-9]+)*$/, 'Uno slug ha solo lettere minuscole, cifre e trattini');
const text = z.string().trim().min(1);
/** A path of the shop (`/page/chi-siamo`) or an outside address. */
const link = z.string().regex(/^(\/[^\s]*|https:\/\/[^\s]+)$/, 'Un link è un percorso del negozio o un indirizzo https');
/** An image the shop serves (generated: `/images/content/<brand>/<name>.svg`). */
const image = z.string().regex(/^\/images\/[a-z0-9/_-]+\.svg$/, "Un'immagine è un percorso /images/….svg");

/** The front matter of `pages/<slug>.md`. */
export const pageFrontMatterSchema = z
  .object({
    title: text,
    seo_title: text.max(70),
    seo_description: text.max(160),
    testo_validit: z.string().optional(),
    date: contentDateSchema.optional(),
    menu_order: z.number().int().optional(),
    excerpt: z.string().optional(),
  })
  .strict();

export type MenuFileItem = { title: string; url: string; target?: '_blank'; children?: MenuFileItem[] };
const menuItemSchema: z.ZodType<MenuFileItem> = z.lazy(() =>
  z
    .object({
      title: text,
      url: link,
      target: z.literal('_blank').optional(),
      children: z.array(menuItemSchema).optional(),
    })
    .strict(),
);
export const menusFileSchema = z
  .object({
    header: z.array(menuItemSchema).min(1),
    footer: z.array(menuItemSchema).min(1),
    'links-drawer': z.array(menuItemSchema).min(1),
    mobile: z.array(menuItemSchema).min(1),
  })
  .strict();

export const slidesFileSchema = z.array(
  z
    .object({
      slug,
      title: text,
      content: z.string(),
      image,
      image_alt: text,
      link,
      link_label: text,
      date_from: contentDateSchema,
      date_to: contentDateSchema,
    })
    .strict(),
);

export const flyersFileSchema = z.array(
  z
    .object({
      slug,
      title: text,
      excerpt: z.string(),
      flyer_id: z.number().int().positive(),
      where: text,
      cover: image,
      pages: z.array(z.object({ title: text, image, image_alt: text }).strict()).min(1),
    })
    .strict(),
);

export const faqFileSchema = z
  .object({
    categories: z.array(
      z
        .object({
          slug,
          name: text,
          description: z.string(),
          questions: z.array(z.object({ slug, question: text, answer: text }).strict()).min(1),
        })
        .strict(),
    ),
  })
  .strict();

export const awardsFileSchema = z.array(
  z
    .object({
      slug,
      title: text,
      content: text,
      image,
      image_alt: text,
      points: z.number().int().nonnegative().nullable(),
    })
    .strict(),
);

export const uxBlocksFileSchema = z.array(
  z
    .object({
      slug,
      title: text,
      content: z.string(),
      ux_position: z.enum(['home', 'category']),
      category_slug: z.string(),
      image,
      image_alt: text,
      link,
      link_label: text,
    })
    .strict()
    .refine((block) => (block.ux_position === 'home') === (block.category_slug === ''), {
      message: 'Un blocco della home non ha category_slug; uno di categoria sì',
      path: ['category_slug'],
    }),
);

/** Every JSON file of a brand's folder and its schema. */
export const contentJsonFiles = {
  'menus.json': menusFileSchema,
  'slides.json': slidesFileSchema,
  'flyers.json': flyersFileSchema,
  'faq.json': faqFileSchema,
  'awards.json': awardsFileSchema,
  'ux-blocks.json': uxBlocksFileSchema,
} as const;
