import { integer, jsonb, pgTable, serial, text, timestamp, unique } from 'drizzle-orm/pg-core';

/**
 * The embedded content of a brand (migration 0029, docs/decisions/0023): one row per page, menu, slide,
 * flyer, FAQ question, FAQ category, award or ux-block, upserted by (brand, type, slug) from the files of
 * apps/server/content/<brand>/, so `id` (WordPress's post or term id) stays the same across restarts.
 */
export const contentEntries = pgTable(
  'content_entries',
  {
    id: serial('id').primaryKey(),
    brand: text('brand').notNull(),
    /** WordPress's post type (`page`, `slide`, `volantino`, `faq`, `vantaggio`, `ux_block`), or `faq_category`, `menu`. */
    type: text('type').notNull(),
    slug: text('slug').notNull(),
    title: text('title').notNull(),
    /** Sanitised HTML. */
    content: text('content').notNull().default(''),
    /** Sanitised HTML. */
    excerpt: text('excerpt').notNull().default(''),
    meta: jsonb('meta').$type<Record<string, unknown>>().notNull().default({}),
    acf: jsonb('acf').$type<Record<string, unknown>>().notNull().default({}),
    /** Ids of the taxonomy terms (faq_category rows) of the post. */
    terms: jsonb('terms').$type<number[]>().notNull().default([]),
    menuOrder: integer('menu_order').notNull().default(0),
    /** Italian wall-clock time, as WordPress answers `date`. */
    date: timestamp('date', { precision: 0, mode: 'string' }).notNull(),
    modified: timestamp('modified', { precision: 0, mode: 'string' }).notNull(),
  },
  (table) => [unique('content_entries_brand_type_slug_unique').on(table.brand, table.type, table.slug)],
);
