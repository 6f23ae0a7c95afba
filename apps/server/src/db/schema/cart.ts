import { sql } from 'drizzle-orm';
import { bigint, boolean, check, index, integer, jsonb, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { users } from './accounts';
import { products, stores, warehouses } from './catalogue';
import { addresses, timeslots } from './delivery';

export type CartInfos = { order_comment: string; need_invoice: string };

/**
 * Shopping carts: one open (status 0) per shopper, with its delivery part. Every change locks the
 * row (`SELECT … FOR UPDATE`), so two requests on the same cart run one after the other.
 */
export const carts = pgTable(
  'carts',
  {
    cartId: integer('cart_id').primaryKey().generatedAlwaysAsIdentity(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.userId, { onDelete: 'cascade' }),
    cartStatusId: integer('cart_status_id').notNull().default(0),
    storeId: integer('store_id').references(() => stores.storeId, { onDelete: 'set null' }),
    warehouseId: integer('warehouse_id').references(() => warehouses.warehouseId, { onDelete: 'set null' }),
    deliveryServiceId: integer('delivery_service_id'),
    shippingAddressId: integer('shipping_address_id').references(() => addresses.addressId, { onDelete: 'set null' }),
    addressAutoAssigned: boolean('address_auto_assigned').notNull().default(true),
    timeslotId: integer('timeslot_id').references(() => timeslots.timeslotId, { onDelete: 'set null' }),
    timeslotAutoAssigned: boolean('timeslot_auto_assigned').notNull().default(true),
    /** The order this cart edits (order/modify, cart status 7): buying the cart replaces that order. */
    editsOrderId: integer('edits_order_id'),
    /**
     * On the open cart: the order whose edit was dropped (order/modify-cancel, or the order cancelled
     * while edited) since this cart was last prepared. A buy then finding no hold answers that the
     * changes were cancelled, never an earlier order again (decision 0007).
     */
    droppedEditOrderId: integer('dropped_edit_order_id'),
    /**
     * The id (xid8) of the last transaction that changed the cart's lines, set by a trigger on
     * cart_items (migration 0019), so no writer can forget it: a process that kept the lines of this
     * version knows they are still the cart's without reading them again (the cart's answers).
     */
    linesVersion: bigint('lines_version', { mode: 'number' }).notNull().default(0),
    cartInfos: jsonb('cart_infos').$type<CartInfos>().notNull().default({ order_comment: '', need_invoice: 'false' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('carts_open_per_user_unique').on(table.userId).where(sql`${table.cartStatusId} = 0`),
    uniqueIndex('carts_editing_per_user_unique').on(table.userId).where(sql`${table.cartStatusId} = 7`),
    index('carts_shipping_address_idx').on(table.shippingAddressId),
  ],
);

/** A line's chosen options: parameterName → option key. */
export type CartItemParams = Record<string, string>;

/**
 * Cart lines. Quantities are integer thousandths (pieces × 1000, or grams / millilitres for products
 * sold by weight), as the domain's quantity rules count them. One line per product and options:
 * `params_key` is the options written in a canonical order ('' without options).
 */
export const cartItems = pgTable(
  'cart_items',
  {
    cartItemId: integer('cart_item_id').primaryKey().generatedAlwaysAsIdentity(),
    cartId: integer('cart_id')
      .notNull()
      .references(() => carts.cartId, { onDelete: 'cascade' }),
    productId: integer('product_id')
      .notNull()
      .references(() => products.productId, { onDelete: 'cascade' }),
    quantityThousandths: integer('quantity_thousandths').notNull(),
    params: jsonb('params').$type<CartItemParams>().notNull().default({}),
    paramsKey: text('params_key').notNull().default(''),
    acceptAlternatives: boolean('accept_alternatives').notNull(),
    notes: text('notes').notNull().default(''),
    /** Products sold by weight: the weight the shopper asks for, in thousandths of the base unit; null when not set. */
    customWeightThousandths: integer('custom_weight_thousandths'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('cart_items_line_unique').on(table.cartId, table.productId, table.paramsKey),
    check('cart_items_quantity_positive', sql`${table.quantityThousandths} > 0`),
  ],
);

/**
 * One row: the id (xid8) of the last transaction that wrote products, set by a statement trigger on
 * products (migration 0019). The cart's kept lines hold their products' rows; while this is what it
 * was when they were read, none of those rows changed.
 */
export const catalogueVersion = pgTable(
  'catalogue_version',
  {
    only: boolean('only').primaryKey().default(true),
    version: bigint('version', { mode: 'number' }).notNull().default(0),
  },
  (table) => [check('catalogue_version_one_row', sql`${table.only}`)],
);
