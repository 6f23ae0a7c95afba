import { type Cart, giftCertificateCodes, giftCertificateRefusal, giftCertificateTexts, spentRefusals } from '@spesa/domain';
import type { Tx } from '../../db/client';
import { conflict } from '../../lib/http-error';
import type { CartRow } from '../cart/cart.repository';
import { lockCartCertificates, selectCartCertificates, spendCartCertificates } from './gift-certificate.repository';
import { giftCertificateTerms } from './gift-certificate-terms';

/**
 * checkout/buy, before the cart's amounts are read: the cart's codes are locked for the buy's
 * transaction, and a code another order spent since it was added is refused with a 409 naming it
 * (nothing is written): the shopper is never charged the full price without knowing it.
 */
export async function claimCartCertificates(tx: Tx, cart: CartRow): Promise<void> {
  await lockCartCertificates(tx, cart.cartId);
  const applied = await selectCartCertificates(tx, cart.cartId);
  // The minimum is checked by the cart's amounts: here only what other orders' redemptions change.
  const context = { userId: cart.userId, now: new Date(), subTotalCents: Number.MAX_SAFE_INTEGER };
  const spent = applied.find((row) => {
    const refusal = giftCertificateRefusal(giftCertificateTerms(row.certificate), context);
    return refusal !== null && spentRefusals.includes(refusal);
  });
  if (spent) throw conflict(giftCertificateTexts.spentMeanwhile(spent.certificate.code), giftCertificateCodes.spentMeanwhile);
}

/** The order is placed: the codes that discounted it are spent (one use each), the others leave the cart. */
export async function spendDiscountingCertificates(tx: Tx, cart: CartRow, view: Cart): Promise<void> {
  const discounted = view.orderAdjustmentSummary.orderAdjustments
    .filter((adjustment) => adjustment.amountCents > 0)
    .map((adjustment) => adjustment.userGiftCertificateId);
  await spendCartCertificates(tx, cart.cartId, discounted);
}
