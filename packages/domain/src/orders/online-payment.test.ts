import { describe, expect, it } from 'vitest';
import { ORDER_STATUS as S } from '../order-status/order-statuses';
import { PAYMENT_TYPE as P } from '../order-status/service-and-payment-types';
import {
  authorisationValidityRefusal,
  captureRefusal,
  isOnlinePaymentType,
  paymentDeadline,
  paymentRetryRefusal,
} from './online-payment';

describe('online payment rules', () => {
  it('cards and PayPal go through the gateway', () => {
    expect([P.onlineCard, P.onlineCardSecure, P.paypal].every(isOnlinePaymentType)).toBe(true);
    expect(isOnlinePaymentType(P.onDelivery)).toBe(false);
  });

  it.each([
    [S.waitingPayment, false, null],
    [S.completePayment, false, null],
    [S.waitingPayment, true, 'errors.order.alreadyPaid'],
    [S.ordered, true, 'errors.order.alreadyPaid'],
    [S.ordered, false, 'errors.order.notAwaitingPayment'],
    [S.cancelled, false, 'errors.order.notAwaitingPayment'],
  ])('paying an order in status %i (authorised: %s): %s', (orderStatusId, authorised, code) => {
    expect(paymentRetryRefusal({ orderStatusId }, authorised)?.code ?? null).toBe(code);
  });

  it('an authorisation must outlast the slot, else the shopper is told the last day that fits', () => {
    const now = new Date('2026-11-21T10:00:00Z');
    expect(authorisationValidityRefusal(now, 7, { slotDate: '2026-11-27', endTime: '20:00' })).toBeNull();
    expect(authorisationValidityRefusal(now, 7, { slotDate: '2026-11-28', endTime: '10:00' })).toBeNull();
    const refusal = authorisationValidityRefusal(now, 7, { slotDate: '2026-11-28', endTime: '12:00' });
    expect(refusal?.code).toBe('errors.payment.authorisationTooShort');
    expect(refusal?.message).toBe(
      "L'autorizzazione sulla carta vale 7 giorni e scadrebbe prima della consegna del 28/11/2026: scegli una fascia oraria entro il 27/11/2026 oppure il pagamento alla consegna.",
    );
  });

  it('a suspended order is cancelled the configured minutes after its last payment attempt', () => {
    expect(paymentDeadline(new Date('2026-11-21T10:00:00Z'), 30).toISOString()).toBe('2026-11-21T10:30:00.000Z');
  });

  it('never captures more than was pre-authorised', () => {
    expect(captureRefusal(1200, 1200)).toBeNull();
    expect(captureRefusal(1200, 900)).toBeNull();
    expect(captureRefusal(1200, 1201)?.code).toBe('errors.payment.captureAboveAuthorised');
    expect(captureRefusal(1200, -1)).not.toBeNull();
  });
});
