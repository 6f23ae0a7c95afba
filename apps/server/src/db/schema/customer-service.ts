import { boolean, index, integer, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { users } from './accounts';

/**
 * Requests sent with form 5 (customer service). `submission_key` is unique per brand, so a double
 * click (or a retry of a request whose answer was lost) stores one row and sends one pair of mails.
 */
export const customerServiceRequests = pgTable(
  'customer_service_requests',
  {
    requestId: integer('request_id').primaryKey().generatedAlwaysAsIdentity(),
    brand: text('brand').notNull(),
    submissionKey: text('submission_key').notNull(),
    topic: text('topic').notNull(),
    orderNumber: text('order_number'),
    name: text('name').notNull(),
    email: text('email').notNull(),
    phone: text('phone'),
    message: text('message').notNull(),
    privacyAccepted: boolean('privacy_accepted').notNull(),
    /** The shopper logged in when the request was sent; kept as null when the account is deleted. */
    userId: integer('user_id').references(() => users.userId, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    /** When the mail to the brand's customer-service address went out; null if it failed. */
    forwardedAt: timestamp('forwarded_at', { withTimezone: true }),
  },
  (table) => [
    uniqueIndex('customer_service_requests_submission_unique').on(table.brand, table.submissionKey),
    index('customer_service_requests_user_idx').on(table.userId),
  ],
);
