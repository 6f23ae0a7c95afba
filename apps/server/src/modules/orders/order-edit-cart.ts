import { errorCodes, errorTexts, fillOrderText, orderCodes, orderTexts } from '@spesa/domain';
import { and, eq } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client';
import { carts } from '../../db/schema/index';
import { conflict, HttpError } from '../../lib/http-error';
import { type CartRow, EDITING_CART_STATUS, lockOpenCart, updateCart } from '../cart/cart.repository';
import { releaseHoldOfCart } from '../checkout/slot-reservation.repository';
import { lockOrder, type OrderRow } from './order.repository';

/**
 * The cart of an order being modified (status 7) and what happens to it when the edit is dropped.
 * Lock order, as every cart call: the edit cart, then the order, then the open cart kept aside.
 */

const editCartOf = (orderId: number, userId?: number) =>
  and(
    eq(carts.editsOrderId, orderId),
    eq(carts.cartStatusId, EDITING_CART_STATUS),
    userId === undefined ? undefined : eq(carts.userId, userId),
  );

/** The shopper's edit cart, read (not locked) by a statement of its own: it sees an edit committed since the transaction's last statement. */
export async function findEditCartOfUser(tx: Tx, userId: number): Promise<CartRow | undefined> {
  const [row] = await tx
    .select()
    .from(carts)
    .where(and(eq(carts.userId, userId), eq(carts.cartStatusId, EDITING_CART_STATUS)));
  return row;
}

/** 409: the edit of this order the client confirms is no longer the shopper's cart. */
export const editCancelled = (orderId: number) =>
  conflict(fillOrderText(orderTexts.editCancelled, { orderId }), orderCodes.editCancelled);

/** Thrown when an edit of the order began while this transaction waited for the order's lock. */
class EditBegunMeanwhile extends HttpError {
  constructor() {
    super(409, { code: errorCodes.conflict, description: errorTexts.generic });
  }
}

/**
 * The order locked after its edit cart (if any, and of `userId` when given), as a buy of the edit
 * locks them: a cancellation can then drop the edit without waiting, against that order, for a cart
 * a buy holds. An edit begun while this waited for the order (order/modify holds the order until it
 * commits) was not locked first: the caller's transaction is run again (`orderEditTransaction`).
 */
export async function lockOrderAfterItsEdit(
  tx: Tx,
  orderId: number,
  userId?: number,
): Promise<{ order: OrderRow | undefined; edit: CartRow | undefined }> {
  const [edit] = await tx.select().from(carts).where(editCartOf(orderId, userId)).for('update');
  const order = await lockOrder(tx, orderId);
  const [current] = await tx.select({ cartId: carts.cartId }).from(carts).where(editCartOf(orderId, userId));
  if (current && current.cartId !== edit?.cartId) throw new EditBegunMeanwhile();
  return { order, edit };
}

/**
 * A transaction that locks an order with `lockOrderAfterItsEdit`: run once more when an edit began
 * while it waited (the second run locks that edit first).
 */
export async function orderEditTransaction<T>(db: Db, work: (tx: Tx) => Promise<T>): Promise<T> {
  try {
    return await db.transaction(work);
  } catch (error) {
    if (error instanceof EditBegunMeanwhile) return db.transaction(work);
    throw error;
  }
}

/**
 * Drops a locked edit cart (order/modify-cancel, or its order cancelled): its hold and the cart go
 * (lines and certificates with it), and the open cart kept aside is the shopper's cart again. That
 * cart remembers the dropped edit, and a hold it had from before the edit is released: it must be
 * confirmed again, and a buy meant for the edit is refused instead of placing or repeating anything.
 */
export async function dropEdit(tx: Tx, edit: CartRow): Promise<CartRow> {
  // Released first so the place shows as free at once; the row then goes with the cart (cascade).
  await releaseHoldOfCart(tx, edit.cartId);
  await tx.delete(carts).where(eq(carts.cartId, edit.cartId));
  const { cart } = await lockOpenCart(tx, edit.userId);
  await releaseHoldOfCart(tx, cart.cartId);
  return updateCart(tx, cart.cartId, { droppedEditOrderId: edit.editsOrderId });
}

/** The open cart is confirmed again (prepared, or the edit bought): a dropped edit no longer explains a buy without hold. */
export async function forgetDroppedEdit(tx: Tx, cart: CartRow): Promise<void> {
  if (cart.droppedEditOrderId !== null) await updateCart(tx, cart.cartId, { droppedEditOrderId: null });
}
