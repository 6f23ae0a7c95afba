import { z } from 'zod';
import { isIsoDate } from '../delivery/rome-time';
import { zPositiveId } from '../schemas/accounts';
import { pageSchema } from '../schemas/catalogue';
import { orderSchema, orderSummarySchema } from '../schemas/orders';
import { ADMIN_ORDER_PAGE_SIZE, weightThousandthsOf } from './back-office-rules';
import { staffAuditEntrySchema } from './staff-audit';

/*
 * The back office's API (/ebsn/api/admin/*): what staff send and what they get back. Every route
 * answers in the usual envelope; these are its `data`.
 */

const zIsoDate = () => z.string().trim().refine(isIsoDate, 'Data non valida: usare il formato AAAA-MM-GG');

/**
 * The most a line can weigh or count when staff weigh or substitute it: far above any shop's line,
 * and low enough that its thousandths and its amount in cents fit their integer columns.
 */
export const ADMIN_LINE_QUANTITY_MAX = 1000;

/** A decimal sent as a number or as text ('1,250' or '1.250'), up to ADMIN_LINE_QUANTITY_MAX; blank is missing. */
const zDecimalInput = (message: string, tooMuch: string) =>
  z.preprocess(
    (value) => {
      if (typeof value !== 'string') return value;
      const trimmed = value.trim().replace(',', '.');
      return trimmed === '' ? undefined : /^\d+(\.\d+)?$/.test(trimmed) ? Number(trimmed) : value;
    },
    z
      .number({ error: message })
      .refine((value) => weightThousandthsOf(value) !== null, message)
      .refine((value) => value <= ADMIN_LINE_QUANTITY_MAX, tooMuch),
  );

/** kg (or l), more than 0, at most 3 decimals. */
export const zWeightKg = () =>
  zDecimalInput('indica un peso in kg maggiore di zero, con al massimo 3 decimali', 'il peso può essere al massimo 1000 kg');

/** A comma list of order status ids ('4,5,6'), or one id. */
const zStatusList = () =>
  z.preprocess(
    (value) => {
      if (typeof value !== 'string') return value;
      const parts = value.split(',').map((part) => part.trim());
      if (parts.every((part) => part === '')) return undefined;
      return parts.map((part) => (/^\d{1,3}$/.test(part) ? Number(part) : part));
    },
    z.array(z.number({ error: 'indica gli stati come numeri separati da virgola' }).int().positive()),
  );

// ---------------------------------------------------------------- places and slots

/** `GET admin/places`: the stores and warehouses orders come from, for the filters. */
export const adminPlacesDataSchema = z.object({
  stores: z.array(z.object({ storeId: z.number().int(), name: z.string(), city: z.string() })),
  warehouses: z.array(z.object({ warehouseId: z.number().int(), name: z.string() })),
});
export type AdminPlaces = z.infer<typeof adminPlacesDataSchema>;

/** `GET admin/timeslots`: a day (default today, Italian time) of a store or a warehouse (or all). */
export const adminTimeslotsQuerySchema = z.object({
  date: zIsoDate().optional(),
  store_id: zPositiveId().optional(),
  warehouse_id: zPositiveId().optional(),
});
export type AdminTimeslotsQuery = z.infer<typeof adminTimeslotsQuerySchema>;

/** A slot as staff see it: capacity, orders booked, places held by checkouts in progress, orders in it. */
export const adminTimeslotSchema = z.object({
  timeslotId: z.number().int(),
  date: z.string(),
  beginTime: z.string(),
  endTime: z.string(),
  name: z.string(),
  deliveryServiceId: z.number().int(),
  storeId: z.number().int().nullable(),
  warehouseId: z.number().int().nullable(),
  capacity: z.number().int(),
  booked: z.number().int(),
  held: z.number().int(),
  status: z.enum(['empty', 'intermediate', 'full']),
  /** Orders of the slot that are not cancelled or invalidated. */
  orderCount: z.number().int(),
});
export type AdminTimeslot = z.infer<typeof adminTimeslotSchema>;
export const adminTimeslotsDataSchema = z.object({ timeslots: z.array(adminTimeslotSchema) });

/** `POST admin/timeslot/capacity`: the new capacity in orders (never below those booked). */
export const adminCapacityBodySchema = z.object({
  timeslot_id: zPositiveId(),
  capacity: z.preprocess(
    (value) => (typeof value === 'string' && /^\s*\d{1,6}\s*$/.test(value) ? Number(value) : value),
    z
      .number({ error: 'indica un numero intero di ordini, zero o più' })
      .int('indica un numero intero di ordini, zero o più')
      .min(0, 'indica un numero intero di ordini, zero o più')
      .max(10_000, 'al massimo 10000 ordini'),
  ),
});
export const adminTimeslotDataSchema = z.object({ timeslot: adminTimeslotSchema });

// ---------------------------------------------------------------- products

/** The most a product may cost (cents) or count in stock when staff change it: far above any grocery. */
export const ADMIN_PRODUCT_PRICE_MAX_CENTS = 1_000_000;
export const ADMIN_PRODUCT_AVAILABLE_MAX = 1_000_000;

const wholeNumberFrom = (value: unknown) => (typeof value === 'string' && /^\s*\d{1,9}\s*$/.test(value) ? Number(value) : value);

/**
 * `POST admin/product/update`: a product's new regular price (cents, VAT included; a running price cut
 * applies to it) and/or stock; at least one.
 * Every instance of the shop shows and charges the new price within a second (docs/decisions/0042).
 */
export const adminProductUpdateBodySchema = z
  .object({
    product_id: zPositiveId(),
    price_cents: z
      .preprocess(
        wholeNumberFrom,
        z
          .number({ error: 'indica il prezzo in centesimi, un numero intero maggiore di zero' })
          .int('indica il prezzo in centesimi, un numero intero maggiore di zero')
          .min(1, 'indica il prezzo in centesimi, un numero intero maggiore di zero')
          .max(ADMIN_PRODUCT_PRICE_MAX_CENTS, 'al massimo 1000000 centesimi (10.000 €)'),
      )
      .optional(),
    available: z
      .preprocess(
        wholeNumberFrom,
        z
          .number({ error: 'indica la disponibilità, un numero intero, zero o più' })
          .int('indica la disponibilità, un numero intero, zero o più')
          .min(0, 'indica la disponibilità, un numero intero, zero o più')
          .max(ADMIN_PRODUCT_AVAILABLE_MAX, 'al massimo 1000000 pezzi'),
      )
      .optional(),
  })
  .refine((body) => body.price_cents !== undefined || body.available !== undefined, {
    message: 'indica il nuovo prezzo o la nuova disponibilità',
    path: ['price_cents'],
  });
/** The product as changed: its regular price, the price charged now (a running price cut applied) and its stock. */
export const adminProductDataSchema = z.object({
  product: z.object({
    productId: z.number().int(),
    name: z.string(),
    standardPriceCents: z.number().int(),
    priceCents: z.number().int(),
    available: z.number().int(),
  }),
});

// ---------------------------------------------------------------- orders

/** The shopper of an order, as staff need to reach them. */
export const adminCustomerSchema = z.object({
  userId: z.number().int(),
  firstName: z.string(),
  lastName: z.string(),
  email: z.string(),
  phone: z.string().nullable(),
});
export type AdminCustomer = z.infer<typeof adminCustomerSchema>;

/** `GET admin/orders`: the orders of a day (default today), by slot, store or warehouse and status. */
export const adminOrderListQuerySchema = z.object({
  date: zIsoDate().optional(),
  store_id: zPositiveId().optional(),
  warehouse_id: zPositiveId().optional(),
  timeslot_id: zPositiveId().optional(),
  status: zStatusList().optional(),
  page: zPositiveId().default(1),
  page_size: zPositiveId().pipe(z.number().max(100)).default(ADMIN_ORDER_PAGE_SIZE),
});
export type AdminOrderListQuery = z.infer<typeof adminOrderListQuerySchema>;

export const adminOrderSummarySchema = orderSummarySchema.extend({ customer: adminCustomerSchema });
export type AdminOrderSummary = z.infer<typeof adminOrderSummarySchema>;

export const adminStatusCountSchema = z.object({ orderStatusId: z.number().int(), label: z.string(), count: z.number().int() });

export const adminOrderListDataSchema = z.object({
  orders: z.array(adminOrderSummarySchema),
  page: pageSchema,
  /** Orders of the day and place (and slot) by status, whatever the status filter: the filter's chips. */
  statusCounts: z.array(adminStatusCountSchema),
});
export type AdminOrderList = z.infer<typeof adminOrderListDataSchema>;

export const adminStatusOptionSchema = z.object({ orderStatusId: z.number().int(), label: z.string() });

/** One move of the order's history: who moved it ('shopper', 'payment', 'staff:<userId>'…) and when (ISO). */
export const adminStatusChangeSchema = z.object({
  fromStatusId: z.number().int().nullable(),
  toStatusId: z.number().int(),
  changedBy: z.string(),
  changedAt: z.string(),
});

/**
 * The order as the shopper's order/view shows it, with its shopper, the statuses it may move to, its
 * status history and the staff's changes to it (audit trail, oldest first).
 */
export const adminOrderSchema = orderSchema.extend({
  customer: adminCustomerSchema,
  nextStatuses: z.array(adminStatusOptionSchema),
  history: z.array(adminStatusChangeSchema),
  auditTrail: z.array(staffAuditEntrySchema),
});
export type AdminOrder = z.infer<typeof adminOrderSchema>;

/** The answer of admin/order/view and of every change of an order. */
export const adminOrderDataSchema = z.object({ order: adminOrderSchema });

export const adminOrderViewQuerySchema = z.object({ order_id: zPositiveId() });

/** `POST admin/order/status`. */
export const adminOrderStatusBodySchema = z.object({ order_id: zPositiveId(), status_id: zPositiveId() });

/** `POST admin/order/line/weigh`: the real weight in kg of a loose line. */
export const adminLineWeighBodySchema = z.object({
  order_id: zPositiveId(),
  order_line_id: zPositiveId(),
  weight: zWeightKg(),
});

/** `POST admin/order/line/substitute`: the product delivered instead and its quantity (pieces, or kg up to 3 decimals). */
export const adminLineSubstituteBodySchema = z.object({
  order_id: zPositiveId(),
  order_line_id: zPositiveId(),
  product_id: zPositiveId(),
  quantity: zDecimalInput(
    'indica una quantità maggiore di zero, con al massimo 3 decimali',
    'la quantità può essere al massimo 1000',
  ),
});

/** `POST admin/order/line/reset`: undoes the weighing and the substitution of a line. */
export const adminLineResetBodySchema = z.object({ order_id: zPositiveId(), order_line_id: zPositiveId() });

// ---------------------------------------------------------------- audit trail

/** `GET admin/audit`: the staff's latest changes (newest first), of an order, a slot or a gift code when asked. */
export const adminAuditQuerySchema = z.object({
  order_id: zPositiveId().optional(),
  timeslot_id: zPositiveId().optional(),
  gift_certificate_id: zPositiveId().optional(),
});
export type AdminAuditQuery = z.infer<typeof adminAuditQuerySchema>;
export const adminAuditDataSchema = z.object({ entries: z.array(staffAuditEntrySchema) });
