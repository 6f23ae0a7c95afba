import { z } from 'zod';

/**
 * The content API answers as WordPress 6 answers (issue 20): the shop's content is a WordPress site
 * mounted under `/p`, and the embedded content (the default) speaks the same shapes, so the web app
 * cannot tell which one answered. These schemas are the contract of both sources and of the web app.
 *
 * Custom fields sit in `acf` (as Advanced Custom Fields exposes them), SEO fields in `meta`.
 */

export * from './content-paths';

/** `{ rendered }` as WordPress answers every rendered text (HTML, already sanitised by the shop). */
const rendered = z.object({ rendered: z.string() });

/** What every post type answers: WordPress's own fields. */
const postBase = z.object({
  id: z.number().int(),
  /** ISO local date-time without zone, as WordPress answers (`2026-11-27T09:00:00`). */
  date: z.string(),
  modified: z.string(),
  slug: z.string(),
  status: z.literal('publish'),
  type: z.string(),
  /** The public address of the post in the shop (`https://…/page/chi-siamo`). */
  link: z.string(),
  title: rendered,
  content: rendered.extend({ protected: z.boolean() }),
  excerpt: rendered.extend({ protected: z.boolean() }),
  menu_order: z.number().int(),
});

/** A static page; `testo_validit` is the validity text shown under the title ("Valido dal … al …"). */
export const contentPageSchema = postBase.extend({
  type: z.literal('page'),
  parent: z.number().int(),
  meta: z.object({ seo_title: z.string(), seo_description: z.string() }),
  testo_validit: z.string(),
});
export type ContentPage = z.infer<typeof contentPageSchema>;

/** An item of a menu; an app path (`/page/chi-siamo`) or an outside address in `url`. */
export type MenuItem = {
  ID: number;
  title: string;
  url: string;
  /** '_blank' for outside addresses that open elsewhere, '' otherwise. */
  target: string;
  menu_order: number;
  menu_item_parent: string;
  classes: string[];
  /** A group of the footer: its links. */
  child_items?: MenuItem[];
};
export const menuItemSchema: z.ZodType<MenuItem> = z.lazy(() =>
  z.object({
    ID: z.number().int(),
    title: z.string(),
    url: z.string(),
    target: z.string(),
    menu_order: z.number().int(),
    menu_item_parent: z.string(),
    classes: z.array(z.string()),
    child_items: z.array(menuItemSchema).optional(),
  }),
);
export const contentMenuSchema = z.object({
  term_id: z.number().int(),
  name: z.string(),
  slug: z.string(),
  items: z.array(menuItemSchema),
});
export type ContentMenu = z.infer<typeof contentMenuSchema>;

/** ACF dates are `Ymd` strings (20261127). */
export const acfDate = z.string().regex(/^\d{8}$/);

/** A slide of the home carousel; shown while the slider date (today at noon, Rome) is within its dates. */
export const contentSlideSchema = postBase.extend({
  type: z.literal('slide'),
  acf: z.object({
    image: z.string(),
    /** The image's text alternative. */
    image_alt: z.string(),
    link: z.string(),
    link_label: z.string(),
    date_from: acfDate,
    date_to: acfDate,
  }),
});
export type ContentSlide = z.infer<typeof contentSlideSchema>;

/** A page of a flyer: its image and the catalogue's products promoted on it. */
export const flyerPageSchema = z.object({
  image: z.string(),
  image_alt: z.string(),
  title: z.string(),
  product_ids: z.array(z.number().int()),
});
export const contentFlyerSchema = postBase.extend({
  type: z.literal('volantino'),
  acf: z.object({
    /** The `flyers` row (validity, brand) whose promotions the pages link. */
    flyer_id: z.number().int(),
    date_from: acfDate,
    date_to: acfDate,
    /** Where it runs: a store or warehouse name, or 'Tutti i punti vendita'. */
    where: z.string(),
    cover: z.string(),
    pages: z.array(flyerPageSchema),
  }),
});
export type ContentFlyer = z.infer<typeof contentFlyerSchema>;

export const contentFaqSchema = postBase.extend({
  type: z.literal('faq'),
  /** The ids of its faq_category terms. */
  faq_category: z.array(z.number().int()),
});
export type ContentFaq = z.infer<typeof contentFaqSchema>;

/** A term of a taxonomy, as WordPress answers it. */
export const contentTermSchema = z.object({
  id: z.number().int(),
  count: z.number().int(),
  description: z.string(),
  link: z.string(),
  name: z.string(),
  slug: z.string(),
  taxonomy: z.string(),
  parent: z.number().int(),
});
export type ContentTerm = z.infer<typeof contentTermSchema>;

/** An award of the loyalty card (vantaggio): what it gives and for how many points. */
export const contentAwardSchema = postBase.extend({
  type: z.literal('vantaggio'),
  acf: z.object({ image: z.string(), image_alt: z.string(), points: z.number().int().nonnegative().nullable() }),
});
export type ContentAward = z.infer<typeof contentAwardSchema>;

/** A content block placed on the home or on a category page. */
export const contentUxBlockSchema = postBase.extend({
  type: z.literal('ux_block'),
  acf: z.object({
    ux_position: z.enum(['home', 'category']),
    /** The category's slug when placed on a category page, '' on the home. */
    category_slug: z.string(),
    image: z.string(),
    image_alt: z.string(),
    link: z.string(),
    link_label: z.string(),
  }),
});
export type ContentUxBlock = z.infer<typeof contentUxBlockSchema>;

/** WordPress's error answer (`rest_invalid_param`, `rest_no_route`…). */
export const wordpressErrorSchema = z.object({
  code: z.string(),
  message: z.string(),
  data: z.object({ status: z.number().int() }).passthrough(),
});
