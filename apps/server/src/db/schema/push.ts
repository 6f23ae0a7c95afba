import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { users } from './accounts';
import { outboxColumns } from './outbox';

/**
 * Devices of the native wrapper registered for push (GET /externalregistration/register): one row
 * per device (platform + uuid); a device logged in by another shopper moves to that shopper.
 * `external_id` is the push token (FCM on Android, APNs on iOS).
 */
export const pushDevices = pgTable(
  'push_devices',
  {
    deviceId: integer('device_id').primaryKey().generatedAlwaysAsIdentity(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.userId, { onDelete: 'cascade' }),
    platform: text('platform').notNull(),
    uuid: text('uuid').notNull(),
    externalId: text('external_id').notNull(),
    model: text('model').notNull().default(''),
    platformVersion: text('platform_version').notNull().default(''),
    manufacturer: text('manufacturer').notNull().default(''),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('push_devices_platform_uuid_unique').on(table.platform, table.uuid),
    index('push_devices_user_idx').on(table.userId),
  ],
);

/** Web Push subscriptions of the installed web app (endpoint unique), with RFC 8291's keys. */
export const pushSubscriptions = pgTable(
  'push_subscriptions',
  {
    subscriptionId: integer('subscription_id').primaryKey().generatedAlwaysAsIdentity(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.userId, { onDelete: 'cascade' }),
    endpoint: text('endpoint').notNull(),
    p256dh: text('p256dh').notNull(),
    auth: text('auth').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('push_subscriptions_endpoint_unique').on(table.endpoint),
    index('push_subscriptions_user_idx').on(table.userId),
  ],
);

/** The shopper's choice about push notifications: no row, not asked yet (nothing is sent). */
export const pushPreferences = pgTable('push_preferences', {
  userId: integer('user_id')
    .primaryKey()
    .references(() => users.userId, { onDelete: 'cascade' }),
  enabled: boolean('enabled').notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * The ledger (and outbox) of notifications: one row per notification the shop means to send, written
 * in the transaction of the event (an order's status change) or by the periodic job (the evening
 * reminder, a hold about to expire). `subject_key` + `kind` is unique ('order:100042', 'hold:17'),
 * so an event repeated or a job run twice makes no second row; the delivery job claims a row
 * (`claimed_at`) before it sends, so a retried or concurrent run never sends it twice.
 */
export const pushOutbox = pgTable(
  'push_outbox',
  {
    ...outboxColumns(),
    /** How many of the shopper's subscriptions and devices took it (0: none, or the shopper opted out). */
    deliveredTo: integer('delivered_to'),
  },
  (table) => [
    uniqueIndex('push_outbox_subject_kind_unique').on(table.subjectKey, table.kind),
    index('push_outbox_pending_idx').on(table.outboxId).where(sql`${table.claimedAt} IS NULL`),
    check('push_outbox_kind_check', sql`${table.kind} <> ''`),
  ],
);
