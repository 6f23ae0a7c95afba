import { describe, expect, it } from 'vitest';
import { orderCancelRefusal } from '../orders/checkout-rules';
import { orderStatusTable, ORDER_STATUS as S } from './order-statuses';
import { canTransition, isOrderEditable, isOutForDelivery, orderChangeRefusal, orderTransitions } from './order-transitions';
import { PAYMENT_TYPE } from './service-and-payment-types';

describe('canTransition', () => {
  it.each([
    ['payment authorised', S.waitingPayment, S.ordered, true],
    ['payment failed, to be completed', S.waitingPayment, S.completePayment, true],
    ['payment retried successfully', S.completePayment, S.ordered, true],
    ['unpaid order cancelled automatically', S.completePayment, S.cancelled, true],
    ['shopper cancels before the store takes charge', S.ordered, S.cancelled, true],
    ['store takes charge', S.ordered, S.takenInCharge, true],
    ['order invalidated', S.ordered, S.invalidated, true],
    ['preparation goes on', S.takenInCharge, S.inPreparation, true],
    ['almost ready', S.inPreparation, S.almostReady, true],
    ['out for delivery', S.almostReady, S.outForDelivery, true],
    ['out for delivery (18)', S.almostReady, S.inTransit, true],
    ['collected in store', S.almostReady, S.delivered, true],
    ['not collected', S.almostReady, S.notCollected, true],
    ['delivered', S.outForDelivery, S.delivered, true],
    ['partially delivered', S.inTransit, S.partiallyDelivered, true],
    ['delivery failed', S.outForDelivery, S.failed, true],
    ['unpaid order cannot be prepared', S.waitingPayment, S.takenInCharge, false],
    ['ordered cannot skip to delivered', S.ordered, S.delivered, false],
    ['preparation cannot go back to ordered', S.takenInCharge, S.ordered, false],
    ['out for delivery cannot be cancelled', S.outForDelivery, S.cancelled, false],
    ['delivered is final', S.delivered, S.cancelled, false],
    ['cancelled is final', S.cancelled, S.ordered, false],
    ['failed is final', S.failed, S.outForDelivery, false],
    ['no status moves to itself', S.ordered, S.ordered, false],
    ['unknown source status', 14, S.ordered, false],
    ['unknown target status', S.ordered, 99, false],
  ])('%s: %i → %i is %s', (_case, from, to, allowed) => {
    expect(canTransition(from, to)).toBe(allowed);
  });

  it('has a row for every status, pointing only at known statuses', () => {
    const ids = orderStatusTable.entries.map((entry) => entry.id);
    expect(
      Object.keys(orderTransitions)
        .map(Number)
        .sort((a, b) => a - b),
    ).toEqual(ids);
    for (const targets of Object.values(orderTransitions)) for (const target of targets) expect(ids).toContain(target);
  });

  it('lets every status but the final ones end in a final one', () => {
    const finals = [S.delivered, S.partiallyDelivered, S.cancelled, S.invalidated, S.notCollected, S.failed];
    for (const final of finals) expect(orderTransitions[final]).toEqual([]);
    const reachesFinal = (status: keyof typeof orderTransitions, seen: Set<number>): boolean =>
      finals.some((final) => final === status) ||
      orderTransitions[status].some((next) => !seen.has(next) && reachesFinal(next, new Set([...seen, next])));
    for (const { id } of orderStatusTable.entries) expect(reachesFinal(id, new Set([id]))).toBe(true);
  });
});

describe('isOrderEditable', () => {
  it.each([
    [S.waitingPayment, PAYMENT_TYPE.onDelivery, true],
    [S.ordered, PAYMENT_TYPE.onDelivery, true],
    [S.ordered, PAYMENT_TYPE.paypal, true],
    [S.ordered, PAYMENT_TYPE.mealVoucher, true],
    [S.ordered, null, true],
    [S.takenInCharge, PAYMENT_TYPE.onDelivery, false],
    [S.inPreparation, PAYMENT_TYPE.deferred, false],
    [S.delivered, PAYMENT_TYPE.onDelivery, false],
    [S.cancelled, PAYMENT_TYPE.onDelivery, false],
    [S.ordered, PAYMENT_TYPE.onlineCard, false],
    [S.ordered, PAYMENT_TYPE.onlineCardSecure, false],
    // Suspended after a failed or abandoned card payment: nothing is charged, the shopper may give up.
    [S.waitingPayment, PAYMENT_TYPE.onlineCard, true],
    [S.completePayment, PAYMENT_TYPE.onlineCardSecure, true],
  ])('status %i paid with type %s: %s', (orderStatusId, paymentTypeId, editable) => {
    expect(isOrderEditable({ orderStatusId, paymentTypeId })).toBe(editable);
  });

  it('says why in Italian, with a code', () => {
    expect(orderChangeRefusal({ orderStatusId: S.takenInCharge, paymentTypeId: PAYMENT_TYPE.onDelivery })).toEqual({
      code: 'errors.orderNotEditable',
      message: "Il punto vendita ha già preso in carico l'ordine: non è più possibile modificarlo o annullarlo.",
    });
    expect(orderChangeRefusal({ orderStatusId: S.ordered, paymentTypeId: PAYMENT_TYPE.onlineCard })).toEqual({
      code: 'errors.orderPaidByCard',
      message: 'Gli ordini pagati online con carta non possono essere modificati.',
    });
  });
});

describe('orderCancelRefusal of an order suspended after a card payment', () => {
  it.each([
    [S.waitingPayment, null],
    [S.completePayment, null],
    [S.ordered, 'errors.orderPaidByCard'],
    [S.takenInCharge, 'errors.orderNotEditable'],
  ])('status %i paid by card: %s', (orderStatusId, code) => {
    expect(orderCancelRefusal({ orderStatusId, paymentTypeId: PAYMENT_TYPE.onlineCard })?.code ?? null).toBe(code);
  });
});

describe('isOutForDelivery', () => {
  it('is true for 7 and 18 only', () => {
    expect(orderStatusTable.entries.filter(({ id }) => isOutForDelivery(id)).map(({ id }) => id)).toEqual([7, 18]);
  });
});
