import { describe, expect, it } from 'vitest';
import { ORDER_STATUS as S } from '../order-status/order-statuses';
import { PAYMENT_TYPE as P, paymentTypeTable } from '../order-status/service-and-payment-types';
import { checkoutBuyParamsSchema, orderListQuerySchema } from '../schemas/orders';
import {
  holdExpiry,
  initialOrderStatus,
  needsInvoice,
  orderCancelRefusal,
  orderModifyRefusal,
  paymentTypeRefusal,
  prebilledAmountCents,
  salesTermsAccepted,
  slotHasRoom,
  variableWeightCents,
} from './checkout-rules';
import { orderListFilter } from './order-list-filter';
import { fillOrderText, orderTexts } from './order-texts';

describe('paymentTypeRefusal', () => {
  it.each([
    [P.onDelivery, null],
    [P.mealVoucher, null],
    [P.electronicMealVoucher, null],
    [P.onlineCard, null],
    [P.onlineCardSecure, null],
    [P.paypal, null],
    [P.deferred, 'errors.checkout.paymentTypeUnavailable'],
    [P.summaryInvoice, 'errors.checkout.paymentTypeUnavailable'],
    [7, 'errors.checkout.paymentTypeUnknown'],
  ])('type %i: %s', (paymentTypeId, code) => {
    expect(paymentTypeRefusal(paymentTypeId)?.code ?? null).toBe(code);
  });
  it('answers every refusal in Italian, the pure text (the API names the field apart)', () => {
    expect(paymentTypeRefusal(7)?.message).toBe('Tipo di pagamento non previsto.');
    expect(paymentTypeRefusal(P.deferred)?.message).toBe(orderTexts.paymentTypeUnavailable);
    for (const { id } of paymentTypeTable.entries) expect(paymentTypeRefusal(id)?.message ?? '').not.toMatch(/errors\./);
  });
  it('starts an order paid at delivery as ordered (3), others waiting for payment (1)', () => {
    expect(initialOrderStatus(P.onDelivery)).toBe(S.ordered);
    expect(initialOrderStatus(P.onlineCard)).toBe(S.waitingPayment);
  });
});

describe('slot holds', () => {
  it('a slot has room while booked orders and the other carts’ holds leave a place', () => {
    expect(slotHasRoom({ booked: 48, capacity: 50 }, 1)).toBe(true);
    expect(slotHasRoom({ booked: 48, capacity: 50 }, 2)).toBe(false);
    expect(slotHasRoom({ booked: 50, capacity: 50 }, 0)).toBe(false);
    expect(slotHasRoom({ booked: 0, capacity: 0 }, 0)).toBe(false);
  });
  it('a hold ends the configured minutes later', () => {
    expect(holdExpiry(new Date('2026-11-21T10:00:00Z'), 15).toISOString()).toBe('2026-11-21T10:15:00.000Z');
  });
});

describe('amounts', () => {
  const lines = [
    { grossTotalCents: 1000, variableWeight: false },
    { grossTotalCents: 750, variableWeight: true },
    { grossTotalCents: 250, variableWeight: true },
  ];
  it('sums the weight-variable lines', () => {
    expect(variableWeightCents(lines)).toBe(1000);
    expect(variableWeightCents([])).toBe(0);
  });
  it('pre-bills card payments by the tenant rule, every other type at the total', () => {
    const amounts = { totalCents: 2500, variableWeightCents: 1000 };
    expect(prebilledAmountCents('total_plus_20', P.onlineCard, amounts)).toBe(3000);
    expect(prebilledAmountCents('variable_plus_30', P.onlineCardSecure, amounts)).toBe(2800);
    expect(prebilledAmountCents('total_plus_20', P.onDelivery, amounts)).toBe(2500);
    expect(prebilledAmountCents('total_plus_20', P.paypal, amounts)).toBe(2500);
    expect(prebilledAmountCents('total_plus_20', P.onlineCard, { totalCents: 2500, variableWeightCents: 0 })).toBe(2500);
  });
});

describe('orderCancelRefusal', () => {
  it.each([
    [S.ordered, P.onDelivery, null],
    [S.waitingPayment, P.onDelivery, null],
    [S.completePayment, P.paypal, null],
    [S.takenInCharge, P.onDelivery, 'errors.orderNotEditable'],
    [S.outForDelivery, P.onDelivery, 'errors.orderNotEditable'],
    [S.cancelled, P.onDelivery, 'errors.orderNotEditable'],
    [S.ordered, P.onlineCard, 'errors.orderPaidByCard'],
    [S.ordered, P.onlineCardSecure, 'errors.orderPaidByCard'],
  ])('status %i paid with %i: %s', (orderStatusId, paymentTypeId, code) => {
    expect(orderCancelRefusal({ orderStatusId, paymentTypeId })?.code ?? null).toBe(code);
  });
});

describe('orderModifyRefusal', () => {
  it.each([
    [S.ordered, P.onDelivery, null],
    [S.waitingPayment, P.paypal, null],
    [S.takenInCharge, P.onDelivery, 'errors.orderNotEditable'],
    [S.delivered, P.onDelivery, 'errors.orderNotEditable'],
    [S.ordered, P.onlineCard, 'errors.orderPaidByCard'],
  ])('status %i paid with %i: %s', (orderStatusId, paymentTypeId, code) => {
    expect(orderModifyRefusal({ orderStatusId, paymentTypeId })?.code ?? null).toBe(code);
  });
});

describe('order list filter and payloads', () => {
  it('reads dates, totals in euro as cents, and the flags with their defaults', () => {
    const query = orderListQuerySchema.parse({ from_date: '2026-11-01', to_gross_total: '45,50', show_pending: 'false' });
    expect(query).toMatchObject({ page: 1, page_size: 12 });
    expect(orderListFilter(query)).toEqual({
      fromDate: '2026-11-01',
      toDate: null,
      fromTotalCents: null,
      toTotalCents: 4550,
      showPending: false,
      showReplaced: false,
    });
    expect(orderListQuerySchema.safeParse({ from_date: '01/11/2026' }).success).toBe(false);
    expect(orderListQuerySchema.safeParse({ page_size: 500 }).success).toBe(false);
  });
  it('reads buy parameters from a query: payment_data as JSON text', () => {
    expect(checkoutBuyParamsSchema.parse({ payment_type_id: '2', payment_data: '{"a":1}' })).toEqual({
      payment_type_id: 2,
      payment_data: { a: 1 },
    });
    expect(checkoutBuyParamsSchema.safeParse({ payment_type_id: '2', payment_data: 'not json' }).success).toBe(false);
    expect(checkoutBuyParamsSchema.safeParse({}).success).toBe(false);
  });
  it('fills placeholders', () => {
    expect(fillOrderText(orderTexts.orderCancelled, { orderId: 100001 })).toBe("L'ordine 100001 è stato annullato.");
  });
});

describe('salesTermsAccepted and needsInvoice', () => {
  it('the sales terms are accepted only by payment_data.accept_sales_terms true (or the text of a query)', () => {
    expect(salesTermsAccepted({ accept_sales_terms: true })).toBe(true);
    expect(salesTermsAccepted({ accept_sales_terms: 'true' })).toBe(true);
    expect(salesTermsAccepted({ accept_sales_terms: false })).toBe(false);
    expect(salesTermsAccepted({})).toBe(false);
    expect(salesTermsAccepted(undefined)).toBe(false);
  });

  it("an invoice is asked when need_invoice is the text 'true' and the warehouse (89) offers it", () => {
    expect(needsInvoice({ cartInfos: { need_invoice: 'true' }, warehouseId: 89 })).toBe(true);
    expect(needsInvoice({ cartInfos: { need_invoice: 'false' }, warehouseId: 89 })).toBe(false);
    expect(needsInvoice({ cartInfos: { need_invoice: 'true' }, warehouseId: 90 })).toBe(false);
    expect(needsInvoice({ cartInfos: null, warehouseId: 89 })).toBe(false);
  });
});
