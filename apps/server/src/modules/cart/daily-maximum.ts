import {
  dailyMaximumCode,
  dailyMaximumMessage,
  exceedsDailyMaximum,
  ORDER_STATUS,
  type QuantityProduct,
  shopDateIso,
  shopInstant,
  toScaledInteger,
} from '@spesa/domain';
import { and, eq, gte, inArray, isNotNull, notInArray, sql } from 'drizzle-orm';
import type { Tx } from '../../db/client';
import { orderLines, orders, products } from '../../db/schema';
import { HttpError } from '../../lib/http-error';

/** Orders that never reach the shopper do not count towards the day's maximum. */
const notCounted = [ORDER_STATUS.cancelled, ORDER_STATUS.invalidated, ORDER_STATUS.failed];

/** A product with a daily maximum per shopper (the column `daily_max_acq`), as the cart reads it. */
export type DailyLimitedProduct = QuantityProduct & { productId: number; name: string; dailyMaxAcq: number | string | null };

/** The products of these rows that have a daily maximum: only they cost the orders' query. */
export const withDailyMaximum = <Row extends { dailyMaxAcq: number | string | null }>(rows: readonly Row[]) =>
  rows.filter((row) => row.dailyMaxAcq !== null);

/**
 * How much of each product (thousandths) the shopper ordered on today's shop day, in orders that
 * count. Read inside the caller's transaction, which holds the shopper's open cart locked: a buy of
 * that cart cannot add an order meanwhile.
 */
export async function orderedToday(
  tx: Tx,
  userId: number,
  productIds: readonly number[],
  now: Date = new Date(),
): Promise<Map<number, number>> {
  if (productIds.length === 0) return new Map();
  const since = shopInstant(shopDateIso(now), '00:00');
  const rows = await tx
    .select({ productId: orderLines.productId, total: sql<string>`sum(${orderLines.quantityThousandths})` })
    .from(orderLines)
    .innerJoin(orders, eq(orders.orderId, orderLines.orderId))
    .where(
      and(
        eq(orders.userId, userId),
        gte(orders.createdAt, since),
        notInArray(orders.orderStatusId, notCounted),
        inArray(orderLines.productId, [...productIds]),
      ),
    )
    .groupBy(orderLines.productId);
  return new Map(rows.map((row) => [row.productId as number, Number(row.total)]));
}

/**
 * The 409 of a product whose cart quantity (`wantedThousandths`, every line of it) and the day's
 * orders pass its daily maximum (second file, section 8: "maximum daily quantity exceeded for the item").
 */
export function refuseOverDailyMaximum(
  product: DailyLimitedProduct,
  wantedThousandths: number,
  ordered: ReadonlyMap<number, number>,
): void {
  const maximum = product.dailyMaxAcq === null ? null : Number(product.dailyMaxAcq);
  if (!exceedsDailyMaximum(maximum, wantedThousandths, ordered.get(product.productId) ?? 0)) return;
  throw new HttpError(409, {
    code: dailyMaximumCode,
    description: dailyMaximumMessage(product, maximum as number),
    field: 'quantity',
  });
}

/**
 * At buy (second file, section 8): the cart's lines of each product with a daily maximum, with the
 * day's other orders, stay within it. An order being modified was retired first, so its own lines no
 * longer count. Costs one query when no product of the cart has a daily maximum.
 */
export async function refuseCartOverDailyMaximum(
  tx: Tx,
  userId: number,
  items: readonly { product: QuantityProduct & { productId: number; name: string }; quantity: number }[],
  now: Date = new Date(),
): Promise<void> {
  const productIds = [...new Set(items.map((item) => item.product.productId))];
  if (productIds.length === 0) return;
  const limits = await tx
    .select({ productId: products.productId, dailyMaxAcq: products.dailyMaxAcq })
    .from(products)
    .where(and(inArray(products.productId, productIds), isNotNull(products.dailyMaxAcq)));
  if (limits.length === 0) return;
  const ordered = await orderedToday(
    tx,
    userId,
    limits.map((limit) => limit.productId),
    now,
  );
  for (const { productId, dailyMaxAcq } of limits) {
    const lines = items.filter((item) => item.product.productId === productId);
    const wanted = lines.reduce((total, item) => total + (toScaledInteger(item.quantity, 3) ?? 0), 0);
    refuseOverDailyMaximum({ ...(lines[0] as (typeof items)[number]).product, dailyMaxAcq }, wanted, ordered);
  }
}
