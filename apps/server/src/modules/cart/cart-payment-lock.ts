import { cartPaymentLockCodes, cartPaymentLockTexts } from '@spesa/domain';
import { sql } from 'drizzle-orm';
import type { Tx } from '../../db/client';
import { hasPostgresCode } from '../../db/postgres-errors';
import { conflict } from '../../lib/http-error';

/**
 * The SQLSTATE the cart triggers raise for a change to a cart with a live checkout hold (migration
 * 0032): every cart code path, today's or a later one, is refused without checking it itself.
 */
const CART_BEING_PAID_SQLSTATE = 'SL409';

/** The refusal a shopper reads: the cart is being paid (409). */
export const cartBeingPaid = () => conflict(cartPaymentLockTexts.beingPaid, cartPaymentLockCodes.beingPaid);

/** True for the database's refusal of a change to a cart being paid. */
export function isCartBeingPaidError(error: unknown): boolean {
  return hasPostgresCode(error, CART_BEING_PAID_SQLSTATE);
}

/**
 * Lets this transaction change the cart although its hold is live, releasing the hold (the trigger
 * reads the transaction-local setting): for the cart's own delivery refresh, which moves a cart off
 * a slot past its cut-off or an address no longer served, a change the shopper did not make.
 */
export async function letCartDropItsHold(tx: Tx, cartId: number): Promise<void> {
  await tx.execute(sql`SELECT set_config('spesa.cart_hold_droppable', ${String(cartId)}, true)`);
}
