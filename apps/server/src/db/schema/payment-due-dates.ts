import { sql } from 'drizzle-orm';
import { check, date, index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { users } from './accounts';
import { orders } from './orders';

/**
 * The payment due dates of a shopper paying by deferred payment (payment type 11): one row per
 * instalment of an invoice. The status (paid, pending, expiring, expired) is not stored: it follows
 * from `paid_at` and `due_date` on the day it is read (`paymentDueDateStatus` in the domain).
 */
export const paymentDueDates = pgTable(
  'payment_due_dates',
  {
    paymentDueDateId: integer('payment_due_date_id').primaryKey().generatedAlwaysAsIdentity(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.userId, { onDelete: 'cascade' }),
    orderId: integer('order_id').references(() => orders.orderId, { onDelete: 'set null' }),
    invoiceNumber: text('invoice_number').notNull(),
    invoiceDate: date('invoice_date', { mode: 'string' }).notNull(),
    dueDate: date('due_date', { mode: 'string' }).notNull(),
    amountCents: integer('amount_cents').notNull(),
    paidAt: timestamp('paid_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('payment_due_dates_user_due_idx').on(table.userId, table.dueDate),
    check('payment_due_dates_amount_positive', sql`${table.amountCents} > 0`),
  ],
);
