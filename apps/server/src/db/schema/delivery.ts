import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  date,
  index,
  integer,
  numeric,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { users } from './accounts';
import { stores, warehouses } from './catalogue';

/**
 * Every address a cart can point at, in one id space: a shopper's home addresses (type 2, `user_id`),
 * the pickup address of each shop (3) and locker (5), kept from `stores` by a trigger (`store_id`,
 * no user), and company delivery points (type 3 with a `subscription_code`, served by `store_id`).
 */
export const addresses = pgTable(
  'addresses',
  {
    addressId: integer('address_id').primaryKey().generatedAlwaysAsIdentity({ startWith: 1 }),
    userId: integer('user_id').references(() => users.userId, { onDelete: 'cascade' }),
    storeId: integer('store_id').references(() => stores.storeId, { onDelete: 'cascade' }),
    warehouseId: integer('warehouse_id').references(() => warehouses.warehouseId, { onDelete: 'set null' }),
    addressTypeId: integer('address_type_id').notNull(),
    deliveryServiceId: integer('delivery_service_id').notNull(),
    addressName: text('address_name').notNull(),
    address1: text('address1').notNull(),
    addressNumber: text('address_number').notNull().default(''),
    city: text('city').notNull(),
    province: text('province').notNull(),
    postalcode: text('postalcode').notNull(),
    doorbellName: text('doorbell_name').notNull().default(''),
    /** The recipient's name and surname (the address form's fields, second file, section 5). */
    firstName: text('first_name').notNull().default(''),
    lastName: text('last_name').notNull().default(''),
    floor: text('floor').notNull().default(''),
    referencePhoneNumber: text('reference_phone_number').notNull().default(''),
    addressNote: text('address_note').notNull().default(''),
    elevator: boolean('elevator').notNull().default(false),
    latitude: numeric('latitude', { mode: 'number' }),
    longitude: numeric('longitude', { mode: 'number' }),
    active: boolean('active').notNull().default(true),
    /** The code a shopper types to join a company delivery point (shopatwork); upper case. */
    subscriptionCode: text('subscription_code'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('addresses_user_idx').on(table.userId),
    uniqueIndex('addresses_store_pickup_unique')
      .on(table.storeId)
      .where(sql`${table.userId} IS NULL AND ${table.subscriptionCode} IS NULL`),
    uniqueIndex('addresses_subscription_code_unique').on(table.subscriptionCode),
    check('addresses_type_check', sql`${table.addressTypeId} IN (2, 3, 5)`),
  ],
);

/** The company delivery points a shopper joined with their code. */
export const userCompanyPoints = pgTable(
  'user_company_points',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.userId, { onDelete: 'cascade' }),
    addressId: integer('address_id')
      .notNull()
      .references(() => addresses.addressId, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.userId, table.addressId] })],
);

/** Delivery fee of a service at a warehouse, in cents, waived from `free_threshold_cents` up. */
export const deliveryFees = pgTable(
  'delivery_fees',
  {
    deliveryServiceId: integer('delivery_service_id').notNull(),
    warehouseId: integer('warehouse_id')
      .notNull()
      .references(() => warehouses.warehouseId, { onDelete: 'cascade' }),
    feeCents: integer('fee_cents').notNull(),
    freeThresholdCents: integer('free_threshold_cents'),
  },
  (table) => [primaryKey({ columns: [table.deliveryServiceId, table.warehouseId] })],
);

/**
 * Bookable slots: pickups belong to a store or locker, home deliveries to a warehouse. Times are
 * Italian wall-clock 'HH:MM'; `cutoff_at` is the instant bookings close. Orders consume `booked`
 * (never above `capacity`); choosing a slot for the cart does not.
 */
export const timeslots = pgTable(
  'timeslots',
  {
    timeslotId: integer('timeslot_id').primaryKey().generatedAlwaysAsIdentity(),
    storeId: integer('store_id').references(() => stores.storeId, { onDelete: 'cascade' }),
    warehouseId: integer('warehouse_id').references(() => warehouses.warehouseId, { onDelete: 'cascade' }),
    deliveryServiceId: integer('delivery_service_id').notNull(),
    slotDate: date('slot_date', { mode: 'string' }).notNull(),
    beginTime: text('begin_time').notNull(),
    endTime: text('end_time').notNull(),
    capacity: integer('capacity').notNull(),
    booked: integer('booked').notNull().default(0),
    cutoffAt: timestamp('cutoff_at', { withTimezone: true }).notNull(),
    active: boolean('active').notNull().default(true),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('timeslots_store_slot_unique')
      .on(table.storeId, table.deliveryServiceId, table.slotDate, table.beginTime)
      .where(sql`${table.storeId} IS NOT NULL`),
    uniqueIndex('timeslots_warehouse_slot_unique')
      .on(table.warehouseId, table.deliveryServiceId, table.slotDate, table.beginTime)
      .where(sql`${table.warehouseId} IS NOT NULL`),
    check('timeslots_one_owner_check', sql`(${table.storeId} IS NULL) <> (${table.warehouseId} IS NULL)`),
    check('timeslots_capacity_check', sql`${table.booked} >= 0 AND ${table.booked} <= ${table.capacity}`),
  ],
);
