import { z } from 'zod';
import { ORDER_PAGE_SIZE } from '../constants';
import { isIsoDate } from '../delivery/rome-time';
import { RATING_COMMENT_MAX_LENGTH, RATING_MAX_SCORE, RATING_MIN_SCORE } from '../orders/order-notes';
import { appliedPromotionSchema } from '../promotions/promotion-schema';
import { formFlagSchema, zPositiveId } from './accounts';
import { cartInfosSchema, cartItemInfoSchema } from './cart';
import { pageSchema, productSchema } from './catalogue';
import { DB_INTEGER_MAX, zEuroAmount, zOptionalPositiveId } from './input-bounds';

// ---------------------------------------------------------------- checkout

/** payment_data: JSON text (a query sends it so) or an object; '' or missing is {}. */
const zPaymentData = () =>
  z.preprocess(
    (value) => {
      if (value === undefined || value === '') return {};
      if (typeof value !== 'string') return value;
      try {
        return JSON.parse(value);
      } catch {
        return value;
      }
    },
    z.record(z.string(), z.unknown(), { error: 'i dati di pagamento devono essere un oggetto JSON' }),
  );

/**
 * `POST checkout/buy`: in the query as the original client sends it, or in the body (JSON or form).
 * payment_type_id is checked once both are merged (see `checkoutBuyParamsSchema`).
 */
export const checkoutBuyInputSchema = z.object({
  payment_type_id: zPositiveId().optional(),
  user_payment_auth_id: zOptionalPositiveId(),
  payment_data: zPaymentData().optional(),
});
/**
 * `POST checkout/prepare` and `checkout/buy` of an order's edit: edits_order_id, the order the client's
 * cart edits. When that edit is no longer the shopper's cart (given up, or its order cancelled) both
 * answer 409 instead of confirming another cart.
 */
export const checkoutEditInputSchema = z.object({ edits_order_id: zPositiveId().optional() });
export const checkoutBuyRequestSchema = checkoutBuyInputSchema.extend(checkoutEditInputSchema.shape);
export const checkoutBuyParamsSchema = checkoutBuyRequestSchema.extend({ payment_type_id: zPositiveId() });
export type CheckoutBuyParams = z.infer<typeof checkoutBuyParamsSchema>;

/** `GET checkout/prebilled-amount`: the payment type and, for an order already placed, its id (else the cart). */
export const prebilledAmountQuerySchema = z.object({ payment_type_id: zPositiveId(), order_id: zPositiveId().optional() });

export const prebilledAmountDataSchema = z.object({
  paymentTypeId: z.number().int(),
  /** Amount the order is estimated at, and what is reserved for it (the card pre-authorisation, else the total). */
  totalCents: z.number().int(),
  prebilledAmountCents: z.number().int(),
  prebilledAmount: z.number(),
  /** The tenant's rule: total_plus_20 or variable_plus_30. */
  rule: z.string(),
});

/** `checkout/prepare`: the hold on the cart's place in its slot. */
export const checkoutHoldSchema = z.object({
  cartId: z.number().int(),
  timeslotId: z.number().int(),
  /** ISO instant the hold ends; buy after it retakes a place only if the slot still has one. */
  expiresAt: z.string(),
});
export type CheckoutHold = z.infer<typeof checkoutHoldSchema>;

// ---------------------------------------------------------------- orders

/** One order line: as ordered (the product as it was then) and, once the store has prepared it, as delivered. */
export const orderItemSchema = z.object({
  orderItemId: z.number().int(),
  product: productSchema,
  quantity: z.number(),
  weight: z.number().nullable(),
  grossTotalCents: z.number().int(),
  grossTotal: z.number(),
  /** The promotion the line got when bought, with its saving as ordered; null without one. */
  promotion: appliedPromotionSchema.nullable().optional(),
  cartItemInfo: cartItemInfoSchema,
  params: z.record(z.string(), z.string()),
  /** Null until the store prepares the line; then what was delivered (another product when substituted) and the real weight. */
  delivered: z
    .object({
      product: productSchema.nullable(),
      quantity: z.number().nullable(),
      weight: z.number().nullable(),
      grossTotalCents: z.number().int().nullable(),
    })
    .nullable(),
});
export type OrderItem = z.infer<typeof orderItemSchema>;

export const orderTransactionSchema = z.object({
  transactionId: z.number().int(),
  transactionStatusId: z.number().int(),
  transactionStatusDescr: z.string(),
  transactionPaymentTypeId: z.number().int(),
  amountCents: z.number().int(),
  amount: z.number(),
  createdAt: z.string(),
});

/** An order as `order/list` shows it; `order/view` (and fetch_detail) adds the lines and transactions. */
export const orderSummarySchema = z.object({
  orderId: z.number().int(),
  orderStatusId: z.number().int(),
  /** The Italian label of the status. */
  orderStatusDescr: z.string(),
  /** True while the shopper may still edit or cancel it (before status 4, not paid online by card). */
  isEditable: z.boolean(),
  isCancellable: z.boolean(),
  paymentTypeId: z.number().int(),
  paymentTypeDescr: z.string(),
  deliveryServiceId: z.number().int(),
  shippingAddress: z.object({
    addressId: z.number().int(),
    addressTypeId: z.number().int(),
    addressName: z.string(),
    address1: z.string(),
    addressNumber: z.string(),
    city: z.string(),
    province: z.string(),
    postalcode: z.string(),
  }),
  timeslot: z.object({ date: z.string(), beginTime: z.string(), endTime: z.string(), name: z.string() }),
  storeId: z.number().int().nullable(),
  warehouseId: z.number().int().nullable(),
  totalItems: z.number().int(),
  subTotalCents: z.number().int(),
  packageTotalCents: z.number().int(),
  deliveryFeeCents: z.number().int(),
  giftTotalCents: z.number().int(),
  /** What the shopper pays: the final amount once the store set it, else the total as ordered. */
  grossTotalCents: z.number().int(),
  grossTotal: z.number(),
  /** The total as ordered (items, bags, fee, less gift certificates): what the ordered breakdown adds up to. */
  orderedTotalCents: z.number().int(),
  preauthorisedCents: z.number().int().nullable(),
  /** The amount the store set after weighing and substituting (null until then). */
  finalTotalCents: z.number().int().nullable(),
  /** True while the total is an estimate: loose products not weighed yet (no final amount). */
  totalIsEstimate: z.boolean(),
  orderInfos: cartInfosSchema,
  replacesOrderId: z.number().int().nullable(),
  /** The order an edit of this one placed in its place (order/modify + buy): set only on a replaced order. */
  replacedByOrderId: z.number().int().nullable(),
  agentName: z.string().nullable(),
  /** ISO instant the order was placed. */
  createdAt: z.string(),
});
export type OrderSummary = z.infer<typeof orderSummarySchema>;

export const orderSchema = orderSummarySchema.extend({
  /** What the lines' promotions saved as ordered ("Risparmi"), already out of subTotal. */
  promotionDiscountCents: z.number().int().optional(),
  orderItems: z.array(orderItemSchema),
  orderPackages: z.array(z.object({ quantity: z.number().int(), totalPriceCents: z.number().int(), descr: z.string() })),
  orderAdjustments: z.array(
    z.object({ giftCertificateId: z.number().int(), description: z.string(), amountCents: z.number().int() }),
  ),
  transactions: z.array(orderTransactionSchema),
});
export type Order = z.infer<typeof orderSchema>;

/**
 * The answer of `checkout/buy` (and of `order/payment`, `order/modify-payment-type`): the order placed
 * (cart and shopper get a fresh open cart). For an online payment type (12, 113, 13) the order waits
 * for payment and `paymentUrl` is the gateway's hosted page to send the shopper to; absent otherwise.
 */
export const checkoutBuyDataSchema = z.object({
  order: orderSchema,
  orderId: z.number().int(),
  paymentUrl: z.string().optional(),
});
export type CheckoutBuyData = z.infer<typeof checkoutBuyDataSchema>;

/**
 * `POST order/modify-payment-type` (order_id, payment_type_id, user_payment_auth_id, payment_data as
 * serialized text): in the query as the original client sends them, or in the body.
 */
export const modifyPaymentTypeInputSchema = checkoutBuyInputSchema.extend({ order_id: zPositiveId().optional() });
export const modifyPaymentTypeParamsSchema = checkoutBuyInputSchema.extend({
  payment_type_id: zPositiveId(),
  order_id: zPositiveId(),
});
export type ModifyPaymentTypeParams = z.infer<typeof modifyPaymentTypeParamsSchema>;

const zIsoDate = () => z.string().trim().refine(isIsoDate, 'Data non valida: usare il formato AAAA-MM-GG');

/** `GET order/view`. */
export const orderViewQuerySchema = z.object({ order_id: zPositiveId(), show_replaced: formFlagSchema.optional() });

/** `GET order/list`: page (1-based), page_size (default 12), filters on the order day and the gross total in euro. */
export const orderListQuerySchema = z.object({
  page: zPositiveId().default(1),
  page_size: zPositiveId().pipe(z.number().max(100)).default(ORDER_PAGE_SIZE),
  fetch_detail: formFlagSchema.optional(),
  show_pending: formFlagSchema.optional(),
  show_replaced: formFlagSchema.optional(),
  from_date: zIsoDate().optional(),
  to_date: zIsoDate().optional(),
  from_gross_total: zEuroAmount().optional(),
  to_gross_total: zEuroAmount().optional(),
});
export type OrderListQuerySchema = z.infer<typeof orderListQuerySchema>;

export const orderListDataSchema = z.object({
  orders: z.array(orderSchema.partial({ orderItems: true, orderPackages: true, orderAdjustments: true, transactions: true })),
  page: pageSchema,
});

/** `POST order/delete`: order_id in the query (or the body). */
export const orderIdQuerySchema = z.object({ order_id: zPositiveId().optional() });
export const orderIdBodySchema = z.object({ order_id: zPositiveId().optional() }).nullish();

// ---------------------------------------------------------------- ratings, address lists, parking

/** A rating as note/order/add, note/order/update and note/list answer it. */
export const orderRatingSchema = z.object({
  noteId: z.number().int(),
  orderId: z.number().int(),
  score: z.number().int(),
  comment: z.string(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type OrderRating = z.infer<typeof orderRatingSchema>;

const zScore = () =>
  z.preprocess(
    (value) => (typeof value === 'string' && /^\s*\d+\s*$/.test(value) ? Number(value) : value),
    z
      .number({ error: 'Indica un voto da 1 a 5' })
      .int('Indica un voto da 1 a 5')
      .min(RATING_MIN_SCORE, 'Indica un voto da 1 a 5')
      .max(RATING_MAX_SCORE, 'Indica un voto da 1 a 5'),
  );
const zComment = () =>
  z.string().trim().max(RATING_COMMENT_MAX_LENGTH, `Al massimo ${RATING_COMMENT_MAX_LENGTH} caratteri`).default('');

/** `POST note/order/add`: the order rated, the score (1–5) and an optional comment. */
export const orderRatingAddBodySchema = z.object({ orderId: zPositiveId(), score: zScore(), comment: zComment() });
/** `POST note/order/update`: the rating (noteId) and its new score and comment. */
export const orderRatingUpdateBodySchema = z.object({ noteId: zPositiveId(), score: zScore(), comment: zComment() });
/** `note/list`: the shopper's ratings, optionally of one order. */
export const orderRatingListFilterSchema = z.object({ orderId: zPositiveId().optional() }).nullish();
export const orderRatingListDataSchema = z.object({ notes: z.array(orderRatingSchema) });

/**
 * `GET order/list-for-all-user-shipping-addresses` and `order/list-for-all-person-orders`: pages and
 * filters on the order (id, day placed), its "suborder" (here the order itself: id, warehouse, day of
 * delivery) and its shipping address.
 */
export const orderAllListQuerySchema = z.object({
  page: zPositiveId().default(1),
  page_size: zPositiveId().pipe(z.number().max(100)).default(ORDER_PAGE_SIZE),
  fetch_detail: formFlagSchema.optional(),
  fetch_only_suborders_matching_filter: formFlagSchema.optional(),
  show_pending: formFlagSchema.optional(),
  show_replaced: formFlagSchema.optional(),
  order_id_filter: zPositiveId().optional(),
  order_from_date_filter: zIsoDate().optional(),
  order_to_date_filter: zIsoDate().optional(),
  suborder_id_filter: zPositiveId().optional(),
  suborder_warehouseid_filter: zPositiveId().optional(),
  suborder_delivery_from_date_filter: zIsoDate().optional(),
  suborder_delivery_to_date_filter: zIsoDate().optional(),
  shipping_address_id_filter: zPositiveId().optional(),
});

/** The shipping-address list: the orders page and the shopper's addresses that have orders, with how many. */
export const orderShippingAddressListDataSchema = orderListDataSchema.extend({
  shippingAddresses: z.array(
    z.object({ addressId: z.number().int(), addressName: z.string(), address1: z.string(), totItems: z.number().int() }),
  ),
});

/** `POST order/reserve`: order_id and distance (metres from the store) in the query as the client sends them. */
export const orderReserveQuerySchema = z.object({
  order_id: zPositiveId(),
  distance: z.preprocess(
    (value) => (typeof value === 'string' && /^\s*\d+(\.\d+)?\s*$/.test(value) ? Number(value) : value),
    z
      .number({ error: 'Indica la distanza in metri' })
      .min(0, 'Indica la distanza in metri')
      .max(DB_INTEGER_MAX, 'Indica la distanza in metri'),
  ),
});
export const orderReserveDataSchema = z.object({
  orderId: z.number().int(),
  distanceMeters: z.number().int(),
  reservedAt: z.string(),
});
