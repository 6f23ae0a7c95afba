import { integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * Loyalty points by card number: a shopper's points are those of the card in their profile
 * (users.fidelity_card), so points earned in the shops before registering are already there.
 */
export const loyaltyCards = pgTable('loyalty_cards', {
  cardNumber: text('card_number').primaryKey(),
  points: integer('points').notNull().default(0),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});
