import { sql } from 'drizzle-orm';
import { check, index, integer, jsonb, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { users } from './accounts';
import { orders } from './orders';

/**
 * The columns every outbox shares (apps/server/src/lib/outbox.ts, decision 0044): whose and which
 * notification it is (`subject_key` + `kind` unique, so an event repeated writes no second row), what
 * its text needs, and its delivery state: claimed by one worker, tried again after a failure from
 * `next_attempt_at`, `sent_at` once it left.
 */
export function outboxColumns() {
  return {
    outboxId: integer('outbox_id').primaryKey().generatedAlwaysAsIdentity(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.userId, { onDelete: 'cascade' }),
    orderId: integer('order_id').references(() => orders.orderId, { onDelete: 'cascade' }),
    subjectKey: text('subject_key').notNull(),
    kind: text('kind').notNull(),
    /** What the text needs that the database may no longer say when it is sent (a hold's slot, the shop's address). */
    facts: jsonb('facts').$type<Record<string, unknown>>().notNull().default({}),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    claimedAt: timestamp('claimed_at', { withTimezone: true }),
    attempts: integer('attempts').notNull().default(0),
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }).notNull().defaultNow(),
    sentAt: timestamp('sent_at', { withTimezone: true }),
    lastError: text('last_error'),
  };
}

/**
 * The e-mails that leave after their transaction commits (an order's confirmation): one per subject +
 * kind, written in the transaction that decides them, rendered and sent by the mail outbox worker.
 */
export const mailOutbox = pgTable('mail_outbox', outboxColumns(), (table) => [
  uniqueIndex('mail_outbox_subject_kind_unique').on(table.subjectKey, table.kind),
  index('mail_outbox_pending_idx').on(table.nextAttemptAt).where(sql`${table.claimedAt} IS NULL`),
  check('mail_outbox_kind_check', sql`${table.kind} <> ''`),
]);
