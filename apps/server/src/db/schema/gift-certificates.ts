import { sql } from 'drizzle-orm';
import { check, index, integer, numeric, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { users } from './accounts';
import { carts } from './cart';

/**
 * Gift certificates (buoni): a code worth a fixed amount in cents or a percentage of the items,
 * valid between two instants, above a minimum cart total; `max_redemptions` 1 for a single-use code
 * (null: no limit), `max_redemptions_per_shopper` what one shopper may spend; `redemption_count` the times it was spent outside this shop's orders (in the shops,
 * or before the import), to which the 'used' redemptions of user_gift_certificates add; an optional
 * shopper it is assigned to (manual assignment). Codes are kept in upper case.
 */
export const giftCertificates = pgTable(
  'gift_certificates',
  {
    giftCertificateId: integer('gift_certificate_id').primaryKey().generatedAlwaysAsIdentity(),
    code: text('code').notNull(),
    description: text('description').notNull(),
    valueType: text('value_type').$type<'fixed' | 'percent'>().notNull(),
    /** Cents for 'fixed', a percentage (up to 3 decimals) for 'percent'. */
    value: numeric('value', { precision: 12, scale: 3, mode: 'number' }).notNull(),
    validFrom: timestamp('valid_from', { withTimezone: true }),
    validTo: timestamp('valid_to', { withTimezone: true }),
    minCartTotalCents: integer('min_cart_total_cents').notNull().default(0),
    maxRedemptions: integer('max_redemptions'),
    /** How many times one shopper may spend the code (null: as often as the total allows). */
    maxRedemptionsPerShopper: integer('max_redemptions_per_shopper'),
    redemptionCount: integer('redemption_count').notNull().default(0),
    assignedUserId: integer('assigned_user_id').references(() => users.userId, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('gift_certificates_code_unique').on(table.code),
    index('gift_certificates_assigned_user_idx').on(table.assignedUserId),
    check('gift_certificates_value_type', sql`${table.valueType} IN ('fixed', 'percent')`),
    check('gift_certificates_value_positive', sql`${table.value} > 0`),
    check('gift_certificates_per_shopper_positive', sql`${table.maxRedemptionsPerShopper} > 0`),
  ],
);

/**
 * A shopper's redemption of a certificate: 'applied' while it sits on an open cart (`cart_id`), 'used'
 * once spent on an order (checkout). One redemption of a code per cart.
 */
export const userGiftCertificates = pgTable(
  'user_gift_certificates',
  {
    userGiftCertificateId: integer('user_gift_certificate_id').primaryKey().generatedAlwaysAsIdentity(),
    giftCertificateId: integer('gift_certificate_id')
      .notNull()
      .references(() => giftCertificates.giftCertificateId, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.userId, { onDelete: 'cascade' }),
    cartId: integer('cart_id').references(() => carts.cartId, { onDelete: 'cascade' }),
    status: text('status').$type<'applied' | 'used'>().notNull().default('applied'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('user_gift_certificates_cart_unique').on(table.cartId, table.giftCertificateId),
    index('user_gift_certificates_user_idx').on(table.userId),
    check('user_gift_certificates_status', sql`${table.status} IN ('applied', 'used')`),
  ],
);
