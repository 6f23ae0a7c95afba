import { formatEuro } from '@spesa/domain';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createShopperTestApp, type ShopperTestApp } from '../../../test/users';
import { giftCertificates, userGiftCertificates } from '../../db/schema/index';
import { SEED_FIXTURES } from '../../db/seed/seed-fixtures';
import { cartClient, dataOf, errorOf } from '../cart/testing/cart-fixtures';

const { penne, oliveOil } = SEED_FIXTURES.products;
const codes = SEED_FIXTURES.giftCodes;

describe('gift certificates and loyalty points on the cart', () => {
  let test: ShopperTestApp;
  beforeAll(async () => {
    test = await createShopperTestApp();
  });
  afterAll(() => test.close());

  const newShopper = async () => {
    const shopper = await test.shopper();
    return { ...cartClient(test.app, shopper.session), userId: shopper.userId };
  };

  it('asks for a login', async () => {
    expect(
      (await test.app.inject({ method: 'GET', url: `/ebsn/api/cart-giftcertificate/check?code=${codes.fixed}` })).statusCode,
    ).toBe(401);
    expect((await test.app.inject({ method: 'GET', url: '/ebsn/api/giftcertificate/list' })).statusCode).toBe(401);
  });

  it('checks, redeems and takes back a fixed code; the cart shows the adjustment and the totals', async () => {
    const shopper = await newShopper();
    await shopper.add(penne.productId, { quantity: 10 });
    const check = dataOf(await shopper.get(`cart-giftcertificate/check?code=${codes.fixed.toLowerCase()}`));
    expect(check).toMatchObject({
      giftCertificate: { code: 'BENVENUTO5', valueType: 'fixed', value: 500, singleUse: false, assigned: false },
      amountCents: 500,
      amount: 5,
    });
    const cart = dataOf(await shopper.post('cart-giftcertificate/add_code', { code: codes.fixed }));
    expect(cart.orderAdjustmentSummary.orderAdjustments).toEqual([
      {
        orderItemId: null,
        userGiftCertificateId: expect.any(Number),
        giftCertificate: {
          giftCertificateId: check.giftCertificate.giftCertificateId,
          description: 'Buono benvenuto da 5 €',
          code: 'BENVENUTO5',
        },
        amountCents: 500,
        amount: 5,
      },
    ]);
    expect(cart).toMatchObject({ subTotalCents: 1090, giftTotalCents: 500, totalPriceCents: 1090 + 10 - 500 });
    // The second spec file's section 3: the cart names its certificates at its root too.
    expect(cart.giftCertificates).toEqual([
      { giftCertificateId: check.giftCertificate.giftCertificateId, description: 'Buono benvenuto da 5 €', code: 'BENVENUTO5' },
    ]);
    const again = await shopper.post('cart-giftcertificate/add_code', { code: codes.fixed });
    expect(again.statusCode).toBe(409);
    expect(errorOf(again).description).toBe('Questo buono è già applicato al carrello.');
    const list = dataOf(await shopper.get('giftcertificate/list')).giftCertificates;
    expect(list).toEqual([expect.objectContaining({ code: 'BENVENUTO5', status: 'applied' })]);

    const removed = dataOf(await shopper.post('cart-giftcertificate/remove_code', { code: codes.fixed }));
    expect(removed.orderAdjustmentSummary.orderAdjustments).toEqual([]);
    expect(removed.giftTotalCents).toBe(0);
    expect(removed.giftCertificates).toEqual([]);
    expect((await shopper.post('cart-giftcertificate/remove_code', { code: codes.fixed })).statusCode).toBe(409);
  });

  it('a percent code discounts the items above its minimum, and gives 0 once the cart falls below it', async () => {
    const shopper = await newShopper();
    const below = await shopper.post('cart-giftcertificate/add_code', { code: codes.percent });
    expect(below.statusCode).toBe(400);
    expect(errorOf(below)).toEqual({
      code: 'errors.giftCertificate.belowMinimum',
      description: `Per usare questo buono la spesa deve essere di almeno ${formatEuro(3000)}.`,
      field: 'code',
    });
    const line = dataOf(await shopper.add(oliveOil.productId, { quantity: 5 })).cartItems[0];
    const cart = dataOf(await shopper.post('cart-giftcertificate/add_code', { code: codes.percent }));
    // Gift codes apply after promotions (decision 0018): 5 bottles under olive oil's 3x2 cost 4 × 8,99 €.
    expect(cart).toMatchObject({ subTotalCents: 4 * 899, promotionDiscountCents: 899 });
    expect(cart.orderAdjustmentSummary.orderAdjustments[0].amountCents).toBe(Math.round(4 * 899 * 0.1));
    const smaller = dataOf(await shopper.update(line.itemId, 1));
    expect(smaller.orderAdjustmentSummary.orderAdjustments[0].amountCents).toBe(0);
  });

  it('refuses unknown, expired, used-up and high-minimum codes, each with its own message', async () => {
    const shopper = await newShopper();
    await shopper.add(penne.productId);
    const unknown = await shopper.get('cart-giftcertificate/check?code=NONESISTE');
    expect(unknown.statusCode).toBe(400);
    expect(errorOf(unknown)).toEqual({
      code: 'errors.giftCertificate.invalid',
      description: 'Il codice inserito non è valido: controlla di averlo scritto correttamente.',
      field: 'code',
    });
    const expired = await shopper.post('cart-giftcertificate/add_code', { code: codes.expired });
    expect(errorOf(expired)).toMatchObject({
      code: 'errors.giftCertificate.expired',
      description: 'Questo buono è scaduto il 31/12/2024.',
    });
    const usedUp = await shopper.get(`cart-giftcertificate/check?code=${codes.usedUp}`);
    expect(errorOf(usedUp)).toMatchObject({
      code: 'errors.giftCertificate.usedUp',
      description: 'Questo buono è già stato utilizzato e non è più disponibile.',
    });
    const minimum = await shopper.post('cart-giftcertificate/add_code', { code: codes.highMinimum });
    expect(errorOf(minimum).description).toBe(`Per usare questo buono la spesa deve essere di almeno ${formatEuro(15000)}.`);
    expect((await shopper.post('cart-giftcertificate/add_code', {})).statusCode).toBe(400);
    expect(errorOf(await shopper.post('cart-giftcertificate/remove_code', { code: 'NONESISTE' })).code).toBe(
      'errors.giftCertificate.invalid',
    );
    expect(dataOf(await shopper.get('cart/view')).orderAdjustmentSummary.orderAdjustments).toEqual([]);
  });

  it('a code assigned to a shopper: listed for them, refused (403) for anyone else', async () => {
    const owner = await newShopper();
    const other = await newShopper();
    await test.db.insert(giftCertificates).values({
      code: 'PERSONALE7',
      description: 'Buono personale da 7 €',
      valueType: 'fixed',
      value: 700,
      maxRedemptions: 1,
      assignedUserId: owner.userId,
    });
    const assigned = dataOf(await owner.get('giftcertificate/list-manual-assigned')).giftCertificates;
    expect(assigned).toEqual([
      expect.objectContaining({ code: 'PERSONALE7', assigned: true, singleUse: true, status: 'available', validTo: null }),
    ]);
    expect(dataOf(await other.get('giftcertificate/list-manual-assigned')).giftCertificates).toEqual([]);
    const refused = await other.post('cart-giftcertificate/add_code', { code: 'personale7' });
    expect(refused.statusCode).toBe(403);
    expect(errorOf(refused).code).toBe('errors.giftCertificate.notAssigned');
    await owner.add(penne.productId);
    const cart = dataOf(await owner.post('cart-giftcertificate/add_code', { code: 'PERSONALE7' }));
    expect(cart.orderAdjustmentSummary.orderAdjustments[0].amountCents).toBe(109);
  });

  it('a single-use code spent on an order is used up for everyone; a cart still holding it gets no discount', async () => {
    const first = await newShopper();
    const second = await newShopper();
    await test.db
      .insert(giftCertificates)
      .values({ code: 'UNAVOLTA3', description: 'Buono da 3 €', valueType: 'fixed', value: 300, maxRedemptions: 1 });
    await first.add(penne.productId, { quantity: 5 });
    await second.add(penne.productId, { quantity: 5 });
    dataOf(await first.post('cart-giftcertificate/add_code', { code: 'UNAVOLTA3' }));
    const waiting = dataOf(await second.post('cart-giftcertificate/add_code', { code: 'UNAVOLTA3' }));
    expect(waiting.giftTotalCents).toBe(300);
    // The checkout marks the first shopper's redemption as spent.
    await test.db.update(userGiftCertificates).set({ status: 'used' }).where(eq(userGiftCertificates.userId, first.userId));
    expect(errorOf(await first.get('cart-giftcertificate/check?code=UNAVOLTA3')).code).toBe('errors.giftCertificate.usedUp');
    const after = dataOf(await second.get('cart/view'));
    expect(after.orderAdjustmentSummary.orderAdjustments[0]).toMatchObject({
      amountCents: 0,
      giftCertificate: { code: 'UNAVOLTA3' },
    });
    expect(after.giftTotalCents).toBe(0);
    expect(dataOf(await first.get('giftcertificate/list')).giftCertificates).toEqual([
      expect.objectContaining({ code: 'UNAVOLTA3', status: 'used' }),
    ]);
    // Only that code is used up: another single-use code, never spent, is still good.
    await test.db
      .insert(giftCertificates)
      .values({ code: 'ANCORA2', description: 'Buono da 2 €', valueType: 'fixed', value: 200, maxRedemptions: 1 });
    expect(dataOf(await first.get('cart-giftcertificate/check?code=ANCORA2')).amountCents).toBe(200);
  });

  it('carries the loyalty points of the shopper’s card; a shopper without a card has 0', async () => {
    const withCard = await newShopper();
    expect(dataOf(await withCard.get('cart/view')).userPoints).toEqual({
      LOYALTY: { value: SEED_FIXTURES.loyaltyCards.shopper.points },
    });
    const shopper = await test.shopper({ fidelityCard: '' });
    const withoutCard = cartClient(test.app, shopper.session);
    expect(dataOf(await withoutCard.get('cart/view')).userPoints).toEqual({ LOYALTY: { value: 0 } });
  });
});
