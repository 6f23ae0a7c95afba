import { addDaysIso, shopDateIso } from '@spesa/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ShopperTestApp } from '../../../test/users';
import { paymentDueDates } from '../../db/schema/index';
import { createCheckoutTestApp, newCheckoutShopper } from '../checkout/testing/checkout-fixtures';

describe('payment-due-date: the due dates of a deferred-payment shopper (second file, sections 2 and 4)', () => {
  let test: ShopperTestApp;
  beforeAll(async () => {
    test = await createCheckoutTestApp();
  });
  afterAll(() => test.close());

  it('answers each due date with its status on today: paid, expired, expiring, pending; only to its shopper', async () => {
    const owner = await newCheckoutShopper(test);
    const other = await newCheckoutShopper(test);
    const today = shopDateIso();
    const row = (invoiceNumber: string, dueDays: number, paid = false) => ({
      userId: owner.userId,
      invoiceNumber,
      invoiceDate: addDaysIso(today, -30),
      dueDate: addDaysIso(today, dueDays),
      amountCents: 12_345,
      paidAt: paid ? new Date() : null,
    });
    await test.db.insert(paymentDueDates).values([row('F-1', -10, true), row('F-2', -1), row('F-3', 6), row('F-4', 7)]);

    const list = await owner.client.get('payment-due-date/list');
    expect(list.statusCode, list.body).toBe(200);
    const data = list.json().data;
    expect(data.deferredPayment).toBe(true);
    expect(
      data.paymentDueDates.map((dueDate: { invoiceNumber: string; status: string; statusLabel: string }) => [
        dueDate.invoiceNumber,
        dueDate.status,
        dueDate.statusLabel,
      ]),
    ).toEqual([
      ['F-4', 'pending', 'In attesa di pagamento'],
      ['F-3', 'expiring', 'In scadenza'],
      ['F-2', 'expired', 'Scaduta'],
      ['F-1', 'paid', 'Pagata'],
    ]);
    expect(data.paymentDueDates[0]).toMatchObject({ amount: 123.45, dueDate: addDaysIso(today, 7), paidDate: null });
    expect(data.paymentDueDates[3].paidDate).toBe(today);

    // Someone else sees none of them, and is told they have no deferred payment.
    expect((await other.client.get('payment-due-date/list')).json().data).toEqual({
      deferredPayment: false,
      paymentDueDates: [],
    });
    expect((await test.app.inject({ method: 'GET', url: '/ebsn/api/payment-due-date/list' })).statusCode).toBe(401);
  });

  it("opens the invoice document of an own due date, never someone else's", async () => {
    const owner = await newCheckoutShopper(test);
    const other = await newCheckoutShopper(test);
    await test.db.insert(paymentDueDates).values({
      userId: owner.userId,
      invoiceNumber: 'F-<9>',
      invoiceDate: '2026-01-10',
      dueDate: '2026-02-10',
      amountCents: 5_000,
    });
    const [own] = (await owner.client.get('payment-due-date/list')).json().data.paymentDueDates;
    const document = await owner.client.get(`payment-due-date/document?payment_due_date_id=${own.paymentDueDateId}`);
    expect(document.statusCode, document.body).toBe(200);
    expect(document.headers['content-type']).toMatch(/^text\/html/);
    expect(document.body).toContain('Fattura F-&lt;9&gt;');
    expect(document.body).toContain('10/02/2026');
    expect(document.body).toContain('50,00');
    const foreign = await other.client.get(`payment-due-date/document?payment_due_date_id=${own.paymentDueDateId}`);
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json().response.errorsMessage[0].description).toBe('La scadenza di pagamento richiesta non esiste.');
    expect((await owner.client.get('payment-due-date/document?payment_due_date_id=x')).statusCode).toBe(400);
  });
});
