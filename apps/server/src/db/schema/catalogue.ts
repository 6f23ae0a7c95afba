import type { ProductInfos, PromotionKind, PromotionRule, SelectOption } from '@spesa/domain';
import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  boolean,
  date,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  text,
  timestamp,
  unique,
} from 'drizzle-orm/pg-core';
import { tsvector } from './search';

export type CategoryInfo = { TITLE?: string; DESCRIPTION?: string; MENU_IMAGE?: string; ICON?: string; HIDE_IN_MENU?: string };

/** The three-level category tree. `slug` is the whole path ('frutta-e-verdura/frutta/mele'), as /category/* reads it. */
export const categories = pgTable(
  'categories',
  {
    categoryId: integer('category_id').primaryKey(),
    parentId: integer('parent_id').references((): AnyPgColumn => categories.categoryId),
    slug: text('slug').notNull().unique(),
    name: text('name').notNull(),
    /** 1 for departments, 2 and 3 below. */
    depth: integer('depth').notNull(),
    position: integer('position').notNull(),
    info: jsonb('info').$type<CategoryInfo>().notNull().default({}),
  },
  (table) => [index('categories_parent_idx').on(table.parentId, table.position)],
);

/** Blocks of content shown in a category (banners, highlights): `category-block/info`. */
export const categoryBlocks = pgTable('category_blocks', {
  categoryBlockId: integer('category_block_id').primaryKey(),
  categoryId: integer('category_id')
    .notNull()
    .references(() => categories.categoryId),
  title: text('title').notNull(),
  body: text('body').notNull(),
  productIds: jsonb('product_ids').$type<number[]>().notNull().default([]),
});

export const brands = pgTable('brands', {
  brandId: integer('brand_id').primaryKey(),
  name: text('name').notNull().unique(),
  slug: text('slug').notNull().unique(),
});

export const vendors = pgTable('vendors', {
  vendorId: integer('vendor_id').primaryKey(),
  name: text('name').notNull(),
});

/** Labels such as Bio, Senza glutine, Vegano: a facet and a badge. */
export const productClasses = pgTable('product_classes', {
  productClassId: integer('product_class_id').primaryKey(),
  name: text('name').notNull(),
  slug: text('slug').notNull().unique(),
});

/** A flyer (volantino) of a brand: the promotions it carries reference it; the content issue adds its pages. */
export const flyers = pgTable(
  'flyers',
  {
    flyerId: integer('flyer_id').primaryKey(),
    brand: text('brand').notNull(),
    slug: text('slug').notNull(),
    title: text('title').notNull(),
    validFrom: date('valid_from', { mode: 'string' }).notNull(),
    validTo: date('valid_to', { mode: 'string' }).notNull(),
  },
  (table) => [unique('flyers_brand_slug_unique').on(table.brand, table.slug)],
);

/**
 * A promotion as data (migration 0027): its rule (kind and parameters, `PromotionRule`), the days it
 * runs, the brands and warehouses it runs in (empty: all) and the flyer it belongs to. The tile's view
 * is derived from it (`promotionView`), and the cart computes with it (`priceLine`).
 */
export const promotions = pgTable('promotions', {
  promoId: integer('promo_id').primaryKey(),
  kind: text('kind').$type<PromotionKind>().notNull(),
  rule: jsonb('rule').$type<PromotionRule>().notNull(),
  label: text('label'),
  validFrom: date('valid_from', { mode: 'string' }).notNull().default('2026-01-01'),
  validTo: date('valid_to', { mode: 'string' }).notNull().default('2030-12-31'),
  brands: jsonb('brands').$type<string[]>().notNull().default([]),
  warehouseIds: jsonb('warehouse_ids').$type<number[]>().notNull().default([]),
  flyerId: integer('flyer_id').references(() => flyers.flyerId),
});

export const products = pgTable(
  'products',
  {
    productId: integer('product_id').primaryKey(),
    wpId: integer('wp_id'),
    slug: text('slug').notNull().unique(),
    name: text('name').notNull(),
    shortDescr: text('short_descr').notNull(),
    description: text('description').notNull(),
    brandId: integer('brand_id')
      .notNull()
      .references(() => brands.brandId),
    vendorId: integer('vendor_id').references(() => vendors.vendorId),
    /** The leaf (third-level) category. */
    categoryId: integer('category_id')
      .notNull()
      .references(() => categories.categoryId),
    /** The first-level category (department), kept for fast department listings and facets. */
    departmentId: integer('department_id')
      .notNull()
      .references(() => categories.categoryId),
    priceCents: integer('price_cents').notNull(),
    priceStandardCents: integer('price_standard_cents'),
    unitPriceCents: integer('unit_price_cents'),
    unitPriceUnit: text('unit_price_unit').$type<'kg' | 'l' | 'pz'>(),
    packageDescr: text('package_descr').notNull(),
    available: integer('available').notNull(),
    isNew: boolean('is_new').notNull().default(false),
    highlight: boolean('highlight').notNull().default(false),
    minAcq: numeric('min_acq', { mode: 'number' }).notNull().default(1),
    maxAcq: numeric('max_acq', { mode: 'number' }),
    /** The most one shopper may buy of it per shop day, cart and that day's orders together; null: no daily limit. */
    dailyMaxAcq: numeric('daily_max_acq', { mode: 'number' }),
    productInfos: jsonb('product_infos').$type<ProductInfos>().notNull(),
    selectOptions: jsonb('select_options').$type<SelectOption[]>().notNull().default([]),
    productClassIds: jsonb('product_class_ids').$type<number[]>().notNull().default([]),
    /** The same classes as bits (1 << id), for the class facet and filter; see migration 0008. */
    classMask: integer('class_mask').notNull().generatedAlwaysAs(sql`product_class_mask(product_class_ids)`),
    promoId: integer('promo_id').references(() => promotions.promoId),
    deliveryWarehouseId: integer('delivery_warehouse_id'),
    /** How the generated picture draws the product: shape ('bottle', 'box', 'fruit', …) and colour. */
    imageShape: text('image_shape').notNull(),
    imageColor: text('image_color').notNull(),
    /** Sales rank used to break relevance ties and as the default order of a listing. */
    popularity: integer('popularity').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    /**
     * Weighted full-text document (name A, brand B, category names C, descriptions D; 'italian' over
     * unaccented text, `f_search_text`). Kept by the trigger of migrations 0004 and 0031, which reads the brand and category names.
     */
    searchVector: tsvector('search_vector'),
    /** The name's exact words (`f_search_text`: unaccented, lower case), to rank an exact word above a stem match. */
    nameWords: tsvector('name_words').generatedAlwaysAs(sql`to_tsvector('simple', f_search_text(name))`),
    /** The name unaccented and in lower case: the alphabetical order, the same on every database (COLLATE "C"). */
    nameSort: text('name_sort').generatedAlwaysAs(sql`lower(f_unaccent(name))`),
  },
  (table) => [
    index('products_category_idx').on(table.categoryId, table.popularity),
    index('products_department_idx').on(table.departmentId, table.popularity),
    index('products_brand_idx').on(table.brandId),
    // No pending list (fastupdate): PGlite has no autovacuum to merge it, and every search would scan it.
    index('products_search_idx').using('gin', table.searchVector).with({ fastupdate: false }),
    /** The default order of a listing: the best sellers first. */
    index('products_popularity_idx').on(table.popularity.desc().nullsFirst(), table.productId),
  ],
);

/** Warehouses prepare home deliveries; each serves a set of postal codes and optionally a radius. */
export const warehouses = pgTable('warehouses', {
  warehouseId: integer('warehouse_id').primaryKey(),
  name: text('name').notNull(),
  address1: text('address1').notNull(),
  city: text('city').notNull(),
  province: text('province').notNull(),
  postalcode: text('postalcode').notNull(),
  latitude: numeric('latitude', { mode: 'number' }).notNull(),
  longitude: numeric('longitude', { mode: 'number' }).notNull(),
  postalcodes: jsonb('postalcodes').$type<string[]>().notNull().default([]),
  radiusMeters: integer('radius_meters'),
});

/** Stores where shoppers pick up (delivery service 1); some also run home delivery through a warehouse. */
export const stores = pgTable('stores', {
  storeId: integer('store_id').primaryKey(),
  name: text('name').notNull(),
  address1: text('address1').notNull(),
  addressNumber: text('address_number').notNull(),
  city: text('city').notNull(),
  province: text('province').notNull(),
  postalcode: text('postalcode').notNull(),
  latitude: numeric('latitude', { mode: 'number' }).notNull(),
  longitude: numeric('longitude', { mode: 'number' }).notNull(),
  phone: text('phone').notNull(),
  /** Opening hours by weekday (1 = Monday), e.g. { "1": "08:00-20:00" }. */
  openingHours: jsonb('opening_hours').$type<Record<string, string>>().notNull().default({}),
  warehouseId: integer('warehouse_id')
    .notNull()
    .references(() => warehouses.warehouseId),
  /** 'store' for a shop, 'locker' for a pickup locker (address type 5). */
  kind: text('kind').$type<'store' | 'locker'>().notNull().default('store'),
  deliveryServiceIds: jsonb('delivery_service_ids').$type<number[]>().notNull().default([1]),
});
