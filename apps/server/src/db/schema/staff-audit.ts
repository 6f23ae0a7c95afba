import { sql } from 'drizzle-orm';
import { check, index, integer, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { users } from './accounts';

/**
 * The back office's audit trail: every change staff make (an order's status, a line's weight or
 * substitute, a capture, a slot's capacity, a gift code), with who, when, what and the values before
 * and after, written in the transaction of the change. The order, line, slot and code are plain ids,
 * not foreign keys: the trail outlives what it speaks of. The staff member's name is kept as it was.
 */
export const staffAuditEntries = pgTable(
  'staff_audit_entries',
  {
    staffAuditEntryId: integer('staff_audit_entry_id').primaryKey().generatedAlwaysAsIdentity(),
    staffUserId: integer('staff_user_id').references(() => users.userId, { onDelete: 'set null' }),
    staffName: text('staff_name').notNull(),
    action: text('action').notNull(),
    orderId: integer('order_id'),
    orderLineId: integer('order_line_id'),
    timeslotId: integer('timeslot_id'),
    giftCertificateId: integer('gift_certificate_id'),
    before: jsonb('before').$type<Record<string, unknown>>(),
    after: jsonb('after').$type<Record<string, unknown>>(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('staff_audit_entries_order_idx').on(table.orderId),
    index('staff_audit_entries_timeslot_idx').on(table.timeslotId),
    index('staff_audit_entries_gift_certificate_idx').on(table.giftCertificateId),
    check('staff_audit_entries_action_known', sql`${table.action} <> ''`),
  ],
);
