/**
 * The cart locked while it is being paid (issue 21): from checkout/prepare until it is bought,
 * cancelled (checkout/cancel) or its hold expires, the cart answers this status with
 * `editable: false`, and any change to it is refused with 409 and the text below.
 */
export const BEING_PAID_CART_STATUS = 2;

export const cartPaymentLockCodes = {
  beingPaid: 'errors.cart.beingPaid',
} as const;

export const cartPaymentLockTexts = {
  beingPaid:
    "Il carrello è in fase di pagamento e non si può modificare: completa l'acquisto oppure annulla il pagamento per tornare al carrello.",
} as const;

/** The status a cart answers: being paid while its checkout hold is live, else its own (open 0, editing an order 7). */
export function answeredCartStatus(storedStatusId: number, paymentHoldLive: boolean): number {
  return paymentHoldLive ? BEING_PAID_CART_STATUS : storedStatusId;
}

/** Whether a cart answer is locked for payment (the drawer and the payment screen read it). */
export function isCartBeingPaid(cart: { cartStatusId: number }): boolean {
  return cart.cartStatusId === BEING_PAID_CART_STATUS;
}
