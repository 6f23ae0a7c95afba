import { sql } from 'drizzle-orm';
import { check, integer, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { users } from './accounts';
import { orders } from './orders';

/**
 * The shopper's rating of an order (note/order/add, note/order/update): a score from 1 to 5 and a
 * comment. One rating per order (`order_id` unique): a second add is refused, update changes it.
 */
export const orderRatings = pgTable(
  'order_ratings',
  {
    noteId: integer('note_id').primaryKey().generatedAlwaysAsIdentity(),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.orderId, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.userId, { onDelete: 'cascade' }),
    score: integer('score').notNull(),
    comment: text('comment').notNull().default(''),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('order_ratings_order_unique').on(table.orderId),
    check('order_ratings_score_check', sql`${table.score} BETWEEN 1 AND 5`),
  ],
);

/**
 * A parking reservation for a store-pickup order (order/reserve): the shopper says they are on the
 * way, `distance_meters` from the store; one per order (`order_id` unique).
 */
export const orderParkingReservations = pgTable(
  'order_parking_reservations',
  {
    reservationId: integer('reservation_id').primaryKey().generatedAlwaysAsIdentity(),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.orderId, { onDelete: 'cascade' }),
    distanceMeters: integer('distance_meters').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('order_parking_reservations_order_unique').on(table.orderId),
    check('order_parking_reservations_distance_check', sql`${table.distanceMeters} >= 0`),
  ],
);
