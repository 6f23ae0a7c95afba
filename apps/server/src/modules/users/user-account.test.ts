import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ShopperTestApp } from '../../../test/users';
import { addresses, billingData, orders, sessions, timeslots, users } from '../../db/schema/index';
import { SEED_FIXTURES } from '../../db/seed/seed-fixtures';
import { errorsByField, loginForm } from '../auth/testing/account-fixtures';
import {
  createCheckoutTestApp,
  dataOf,
  newCheckoutShopper,
  personBilling,
  placeOrder,
  refusalOf,
} from '../checkout/testing/checkout-fixtures';

describe('user/billing-data and user/delete', () => {
  let test: ShopperTestApp;
  beforeAll(async () => {
    test = await createCheckoutTestApp();
  });
  afterAll(() => test.close());

  const slotOfOrder = async (orderId: number) => {
    const [order] = await test.db.select().from(orders).where(eq(orders.orderId, orderId));
    const [slot] = await test.db
      .select()
      .from(timeslots)
      .where(eq(timeslots.timeslotId, order?.timeslotId ?? 0));
    if (!slot) throw new Error(`no slot for order ${orderId}`);
    return slot;
  };

  it('asks for a login', async () => {
    for (const [method, url, payload] of [
      ['GET', 'user/billing-data', undefined],
      ['POST', 'user/billing-data', personBilling],
      ['POST', 'user/delete', { password: 'password-sicura' }],
    ] as const)
      expect((await test.app.inject({ method, url: `/ebsn/api/${url}`, payload })).statusCode, url).toBe(401);
  });

  it('reads (null until saved) and saves the billing data, each wrong field named; each shopper sees only their own', async () => {
    const { client } = await newCheckoutShopper(test);
    expect(dataOf(await client.get('user/billing-data'))).toEqual({ billingData: null });

    const wrong = await client.post('user/billing-data', {
      ...personBilling,
      billingName: ' ',
      fiscalCode: 'ABC',
      vatNumber: '123',
      postalcode: '241',
      province: 'ZZ',
      pec: 'non-una-pec',
    });
    expect(wrong.statusCode).toBe(400);
    expect(errorsByField(wrong.json())).toEqual({
      billingName: 'Campo obbligatorio',
      fiscalCode: 'P.Iva e C.F. devono avere 11 cifre',
      vatNumber: 'La P.Iva deve avere 11 cifre',
      postalcode: 'Deve contenere esattamente 5 caratteri',
      // Two letters are not enough: a known Italian province code (issue 19).
      province: 'Sigla della provincia non valida: usa le due lettere della targa, ad esempio BG o RM',
      pec: 'Digitare una e-mail valida',
    });

    const company = { ...personBilling, billingName: 'Rossi S.r.l.', fiscalCode: '01234567897', vatNumber: '01234567897' };
    expect(errorsByField((await client.post('user/billing-data', company)).json())).toEqual({
      sdiCode: 'Con la partita IVA indicare il codice destinatario (SDI) o la PEC',
    });
    const saved = await client.post('user/billing-data', { ...company, sdiCode: 'm5uxcr1', province: 'bg' });
    expect(saved.json().response.infosMessage[0].description).toBe('Dati di fatturazione salvati.');
    const expected = { ...company, sdiCode: 'M5UXCR1', province: 'BG', pec: null };
    expect(dataOf(saved).billingData).toEqual(expected);
    expect(dataOf(await client.get('user/billing-data')).billingData).toEqual(expected);
    // Saved again as a whole: the partita IVA left empty is cleared.
    expect(dataOf(await client.post('user/billing-data', personBilling)).billingData).toMatchObject({
      billingName: 'Mario Rossi',
      vatNumber: null,
      sdiCode: null,
    });

    const other = await newCheckoutShopper(test);
    expect(dataOf(await other.client.get('user/billing-data'))).toEqual({ billingData: null });
  });

  it('refuses the deletion with a wrong password (400) and while an order is out for delivery or being prepared (409)', async () => {
    const shopper = await newCheckoutShopper(test);
    const { client } = shopper;
    expect(refusalOf(await client.post('user/delete', { password: 'sbagliata' }), 400)).toMatchObject({
      code: 'errors.wrongCurrentPassword',
    });
    const order = await placeOrder(client);
    for (const [orderStatusId, code, text] of [
      [7, 'errors.account.orderOutForDelivery', 'mentre un ordine è in consegna'],
      [18, 'errors.account.orderOutForDelivery', 'mentre un ordine è in consegna'],
      [5, 'errors.account.orderInPreparation', 'mentre il negozio prepara un ordine'],
    ] as const) {
      await test.db.update(orders).set({ orderStatusId }).where(eq(orders.orderId, order.orderId));
      const refusal = refusalOf(await client.post('user/delete', { password: shopper.password }), 409);
      expect(refusal.code).toBe(code);
      expect(refusal.description).toContain(text);
      expect(refusal.description).toContain(`(ordine ${order.orderId})`);
    }
    expect(await test.db.select().from(users).where(eq(users.userId, shopper.userId))).toHaveLength(1);
    // Delivered: nothing stops it any more.
    await test.db.update(orders).set({ orderStatusId: 8 }).where(eq(orders.orderId, order.orderId));
    dataOf(await client.post('user/delete', { password: shopper.password }));
  });

  it('refuses the deletion of a secondary account (403, only a master account, user type 1 or 2, may); the account stays', async () => {
    const shopper = await newCheckoutShopper(test);
    await test.db.update(users).set({ userTypeId: 3 }).where(eq(users.userId, shopper.userId));
    const refusal = refusalOf(await shopper.client.post('user/delete', { password: shopper.password }), 403);
    expect(refusal.description).toBe("Solo il titolare dell'account può eliminarlo: chiedi a chi ti ha dato l'accesso.");
    expect(await test.db.select().from(users).where(eq(users.userId, shopper.userId))).toHaveLength(1);
    // User type 2 is a master account too.
    await test.db.update(users).set({ userTypeId: 2 }).where(eq(users.userId, shopper.userId));
    dataOf(await shopper.client.post('user/delete', { password: shopper.password }));
  });

  it('deletes the account: open orders cancelled (slot place given back), sessions ended, data gone; others untouched', async () => {
    const shopper = await newCheckoutShopper(test);
    const { client } = shopper;
    const other = await newCheckoutShopper(test);
    const order = await placeOrder(client);
    dataOf(await client.post('user/billing-data', personBilling));
    const bookedBefore = (await slotOfOrder(order.orderId)).booked;
    const timeslotId = (await slotOfOrder(order.orderId)).timeslotId;

    const answer = await client.post('user/delete', { password: shopper.password });
    expect(dataOf(answer)).toEqual({});
    expect(answer.json().response.infosMessage[0].description).toBe('Il tuo account è stato eliminato.');

    const [slot] = await test.db.select().from(timeslots).where(eq(timeslots.timeslotId, timeslotId));
    expect(slot?.booked).toBe(bookedBefore - 1);
    for (const table of [users, orders, sessions, addresses, billingData])
      expect(await test.db.select().from(table).where(eq(table.userId, shopper.userId))).toHaveLength(0);
    // The session ended with the account (419: the app logs the shopper out).
    expect((await client.get('cart/view')).statusCode).toBe(419);
    const login = await loginForm(test.app, { login: shopper.email, password: shopper.password });
    expect(login.statusCode).toBe(401);
    // Another shopper's session goes on.
    expect(dataOf(await other.client.get('cart/view')).cartStatusId).toBe(0);
  });

  it('deletes the account of a shopper whose cart is being paid: the lines go with the cart (issue 21)', async () => {
    const shopper = await newCheckoutShopper(test);
    dataOf(await shopper.client.add(SEED_FIXTURES.products.penne.productId));
    expect(dataOf(await shopper.client.prepare()).cart.cartStatusId).toBe(2);
    dataOf(await shopper.client.post('user/delete', { password: shopper.password }));
    expect(await test.db.select().from(users).where(eq(users.userId, shopper.userId))).toHaveLength(0);
  });
});
