import { integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { users } from './accounts';

/**
 * The shopper's invoice data (one row per shopper, saved before an order asking for an invoice is
 * confirmed): the holder, codice fiscale and partita IVA, the billing address, and where the electronic
 * invoice goes (SDI recipient code or PEC). Goes with the account.
 */
export const billingData = pgTable('billing_data', {
  userId: integer('user_id')
    .primaryKey()
    .references(() => users.userId, { onDelete: 'cascade' }),
  billingName: text('billing_name').notNull(),
  fiscalCode: text('fiscal_code').notNull(),
  vatNumber: text('vat_number'),
  address1: text('address1').notNull(),
  addressNumber: text('address_number').notNull(),
  postalcode: text('postalcode').notNull(),
  city: text('city').notNull(),
  province: text('province').notNull(),
  sdiCode: text('sdi_code'),
  pec: text('pec'),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});
