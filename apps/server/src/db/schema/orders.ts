import type { OrderLinePromotion } from '@spesa/domain';
import { sql } from 'drizzle-orm';
import { boolean, check, date, index, integer, jsonb, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { users } from './accounts';
import { type CartInfos, carts } from './cart';
import { products, stores, warehouses } from './catalogue';
import { addresses, timeslots } from './delivery';

/** The delivery address as it was when the order was placed (the shopper may edit or delete the address later). */
export type OrderAddressSnapshot = {
  addressId: number;
  addressTypeId: number;
  deliveryServiceId: number;
  addressName: string;
  address1: string;
  addressNumber: string;
  city: string;
  province: string;
  postalcode: string;
  doorbellName: string;
  floor: string;
  referencePhoneNumber: string;
  addressNote: string;
};

/** Bags and gift certificate discounts as the cart showed them at checkout. */
export type OrderAdjustmentsSnapshot = {
  bags: number;
  bagCostCents: number;
  bagDescr: string;
  giftCertificates: { userGiftCertificateId: number; giftCertificateId: number; description: string; amountCents: number }[];
};

/**
 * Orders: a bought cart (`cart_id`, unique: a cart becomes at most one order, which makes a repeated
 * buy place one order). Amounts in cents as estimated at checkout; `final_total_cents` is set when
 * loose products are weighed. `replaces_order_id` links an order edited (modify) to the one it replaced.
 */
export const orders = pgTable(
  'orders',
  {
    orderId: integer('order_id').primaryKey().generatedAlwaysAsIdentity({ startWith: 100001 }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.userId, { onDelete: 'cascade' }),
    cartId: integer('cart_id').references(() => carts.cartId, { onDelete: 'set null' }),
    orderStatusId: integer('order_status_id').notNull(),
    paymentTypeId: integer('payment_type_id').notNull(),
    deliveryServiceId: integer('delivery_service_id').notNull(),
    shippingAddressId: integer('shipping_address_id').references(() => addresses.addressId, { onDelete: 'set null' }),
    shippingAddress: jsonb('shipping_address').$type<OrderAddressSnapshot>().notNull(),
    storeId: integer('store_id').references(() => stores.storeId, { onDelete: 'set null' }),
    warehouseId: integer('warehouse_id').references(() => warehouses.warehouseId, { onDelete: 'set null' }),
    timeslotId: integer('timeslot_id').references(() => timeslots.timeslotId, { onDelete: 'set null' }),
    slotDate: date('slot_date', { mode: 'string' }).notNull(),
    beginTime: text('begin_time').notNull(),
    endTime: text('end_time').notNull(),
    subTotalCents: integer('sub_total_cents').notNull(),
    packageTotalCents: integer('package_total_cents').notNull(),
    deliveryFeeCents: integer('delivery_fee_cents').notNull(),
    giftTotalCents: integer('gift_total_cents').notNull(),
    totalCents: integer('total_cents').notNull(),
    /** The part of the total from weight-variable (loose) lines: what the pre-authorisation rule reads. */
    variableWeightCents: integer('variable_weight_cents').notNull(),
    /** Reserved on the card for card payments (tenant rule), null for payments without a card. */
    preauthorisedCents: integer('preauthorised_cents'),
    /** The amount after weighing, set by the store; null until then. */
    finalTotalCents: integer('final_total_cents'),
    adjustments: jsonb('adjustments').$type<OrderAdjustmentsSnapshot>().notNull(),
    cartInfos: jsonb('cart_infos').$type<CartInfos>().notNull(),
    replacesOrderId: integer('replaces_order_id'),
    /** The agent who placed the order for the shopper, when one did (the order detail's tooltip). */
    agentName: text('agent_name'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('orders_cart_unique').on(table.cartId),
    index('orders_user_created_idx').on(table.userId, table.createdAt),
    index('orders_slot_idx').on(table.timeslotId),
    // The payment timeout job scans the orders waiting for payment every minute: only those are indexed.
    index('orders_awaiting_payment_idx').on(table.orderId).where(sql`${table.orderStatusId} IN (1, 2)`),
    check('orders_amounts_check', sql`${table.totalCents} >= 0 AND ${table.subTotalCents} >= 0`),
  ],
);

/**
 * Order lines: what was ordered (a snapshot of the product as the cart answered it, quantity in
 * thousandths, the estimated weight, prices in cents, options, notes, alternatives) and, filled in
 * by the store later, what was delivered (another product when substituted, the real weight, the
 * amount charged).
 */
export const orderLines = pgTable(
  'order_lines',
  {
    orderLineId: integer('order_line_id').primaryKey().generatedAlwaysAsIdentity(),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.orderId, { onDelete: 'cascade' }),
    productId: integer('product_id').references(() => products.productId, { onDelete: 'set null' }),
    /** The product as the API showed it at checkout (name, image, prices, productInfos, chosen options). */
    product: jsonb('product').$type<Record<string, unknown>>().notNull(),
    quantityThousandths: integer('quantity_thousandths').notNull(),
    /** Estimated weight in thousandths of the base unit (loose products), null otherwise. */
    weightThousandths: integer('weight_thousandths'),
    unitPriceCents: integer('unit_price_cents').notNull(),
    grossTotalCents: integer('gross_total_cents').notNull(),
    /** True for weight-variable (loose) lines, whose amount is known only after weighing. */
    variableWeight: boolean('variable_weight').notNull(),
    params: jsonb('params').$type<Record<string, string>>().notNull().default({}),
    notes: text('notes').notNull().default(''),
    acceptAlternatives: boolean('accept_alternatives').notNull(),
    customWeightThousandths: integer('custom_weight_thousandths'),
    deliveredProductId: integer('delivered_product_id').references(() => products.productId, { onDelete: 'set null' }),
    deliveredProduct: jsonb('delivered_product').$type<Record<string, unknown>>(),
    deliveredQuantityThousandths: integer('delivered_quantity_thousandths'),
    realWeightThousandths: integer('real_weight_thousandths'),
    deliveredGrossTotalCents: integer('delivered_gross_total_cents'),
    /** The promotion the line got when bought (migration 0027): weighing and substitutions recompute with it. */
    promotion: jsonb('promotion').$type<OrderLinePromotion>(),
  },
  (table) => [
    index('order_lines_order_idx').on(table.orderId),
    check('order_lines_quantity_positive', sql`${table.quantityThousandths} > 0`),
  ],
);

export const slotReservationKinds = ['hold', 'booking'] as const;
export type SlotReservationKind = (typeof slotReservationKinds)[number];

/**
 * A cart's place in a time slot. A 'hold' (checkout/prepare) lasts until `expires_at` and counts
 * against the slot's capacity with its `booked` orders; buy turns it into a 'booking' of the order
 * (and adds one to `timeslots.booked`). `released_at` ends either: cancel, a change to the cart
 * (the triggers of the checkout-holds migration), an order cancelled.
 */
export const slotReservations = pgTable(
  'slot_reservations',
  {
    reservationId: integer('reservation_id').primaryKey().generatedAlwaysAsIdentity(),
    timeslotId: integer('timeslot_id')
      .notNull()
      .references(() => timeslots.timeslotId, { onDelete: 'cascade' }),
    cartId: integer('cart_id').references(() => carts.cartId, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.userId, { onDelete: 'cascade' }),
    orderId: integer('order_id').references(() => orders.orderId, { onDelete: 'cascade' }),
    kind: text('kind').$type<SlotReservationKind>().notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }),
    releasedAt: timestamp('released_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('slot_reservations_live_per_cart_unique').on(table.cartId).where(sql`${table.releasedAt} IS NULL`),
    uniqueIndex('slot_reservations_live_per_order_unique').on(table.orderId).where(sql`${table.releasedAt} IS NULL`),
    index('slot_reservations_live_holds_idx')
      .on(table.timeslotId)
      .where(sql`${table.kind} = 'hold' AND ${table.releasedAt} IS NULL`),
    check('slot_reservations_kind_check', sql`${table.kind} IN ('hold', 'booking')`),
    check(
      'slot_reservations_shape_check',
      sql`(${table.kind} = 'hold' AND ${table.expiresAt} IS NOT NULL) OR (${table.kind} = 'booking' AND ${table.orderId} IS NOT NULL)`,
    ),
  ],
);

/**
 * Payment transactions of an order with their status (0 error, 1 in progress, 2 authorised,
 * 3 confirmed, 4 reversed, 5 cancelled) and how they are paid (transaction payment types).
 */
export const paymentTransactions = pgTable(
  'payment_transactions',
  {
    transactionId: integer('transaction_id').primaryKey().generatedAlwaysAsIdentity(),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.orderId, { onDelete: 'cascade' }),
    paymentTypeId: integer('payment_type_id').notNull(),
    transactionPaymentTypeId: integer('transaction_payment_type_id').notNull(),
    transactionStatusId: integer('transaction_status_id').notNull(),
    amountCents: integer('amount_cents').notNull(),
    userPaymentAuthId: integer('user_payment_auth_id'),
    paymentData: jsonb('payment_data').$type<Record<string, unknown>>().notNull().default({}),
    gatewayReference: text('gateway_reference'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('payment_transactions_order_idx').on(table.orderId),
    check('payment_transactions_status_check', sql`${table.transactionStatusId} BETWEEN 0 AND 5`),
  ],
);

/** Every status an order went through, who moved it (the shopper, staff, a job) and when. */
export const orderStatusHistory = pgTable(
  'order_status_history',
  {
    orderStatusHistoryId: integer('order_status_history_id').primaryKey().generatedAlwaysAsIdentity(),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.orderId, { onDelete: 'cascade' }),
    fromStatusId: integer('from_status_id'),
    toStatusId: integer('to_status_id').notNull(),
    changedBy: text('changed_by').notNull(),
    changedAt: timestamp('changed_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('order_status_history_order_idx').on(table.orderId)],
);
