import { sql } from 'drizzle-orm';
import { boolean, index, integer, jsonb, pgTable, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { users } from './accounts';
import { stores, warehouses } from './catalogue';
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
    cartInfos: jsonb('cart_infos').$type<CartInfos>().notNull().default({ order_comment: '', need_invoice: 'false' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('carts_open_per_user_unique').on(table.userId).where(sql`${table.cartStatusId} = 0`),
    index('carts_shipping_address_idx').on(table.shippingAddressId),
  ],
);
