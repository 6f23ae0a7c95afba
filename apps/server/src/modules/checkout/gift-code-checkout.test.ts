import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { giftCertificates, userGiftCertificates } from '../../db/schema/index';
import { SEED_FIXTURES } from '../../db/seed/seed-fixtures';
import { crowdOfShoppers, dataOf, refusalOf, stockFixtureProducts } from './testing/checkout-fixtures';

const { penne } = SEED_FIXTURES.products;

describe('gift codes at checkout/buy: only a discount spends a use, a code spent meanwhile is refused', () => {
  let test: TestApp;
  beforeAll(async () => {
    test = await createTestApp();
    await stockFixtureProducts(test.db);
  });
  afterAll(() => test.close());

  const newCode = async (values: Partial<typeof giftCertificates.$inferInsert> & { code: string }) => {
    const [row] = await test.db
      .insert(giftCertificates)
      .values({ description: `Buono ${values.code}`, valueType: 'fixed', value: 200, maxRedemptions: 1, ...values })
      .returning();
    return row as typeof giftCertificates.$inferSelect;
  };
  const usesOf = (giftCertificateId: number) =>
    test.db
      .select()
      .from(userGiftCertificates)
      .where(and(eq(userGiftCertificates.giftCertificateId, giftCertificateId), eq(userGiftCertificates.status, 'used')));

  /** A shopper with `quantity` penne in the cart and the codes added, prepared. */
  const readyBuyer = async (codes: string[], quantity = 5) => {
    const [shopper] = await crowdOfShoppers(test, 1);
    if (!shopper) throw new Error('no shopper');
    dataOf(await shopper.client.add(penne.productId, quantity));
    for (const code of codes) dataOf(await shopper.client.post('cart-giftcertificate/add_code', { code }));
    dataOf(await shopper.client.prepare());
    return shopper;
  };

  it('a code that gave the order nothing is not counted as used', async () => {
    const small = await newCode({ code: 'PICCOLO2', value: 200 });
    const second = await newCode({ code: 'SECONDO2', value: 200 });
    // 1 penne (109 cents): the first code takes it all, the second gives nothing.
    const buyer = await readyBuyer(['PICCOLO2', 'SECONDO2'], 1);
    const order = dataOf(await buyer.client.buy(2)).order;
    expect(order.giftTotalCents).toBe(109);
    expect(await usesOf(small.giftCertificateId)).toHaveLength(1);
    expect(await usesOf(second.giftCertificateId)).toEqual([]);
    const other = await readyBuyer([], 5);
    // Its cart is being paid: the code goes on once the payment is cancelled (issue 21).
    dataOf(await other.client.post('checkout/cancel'));
    const cart = dataOf(await other.client.post('cart-giftcertificate/add_code', { code: 'SECONDO2' }));
    expect(cart.giftTotalCents).toBe(200);
  });

  it('a buyer whose single-use code another order spent gets 409 naming it; the cart says why; without it the buy goes through', async () => {
    const code = await newCode({ code: 'UNASOLA2' });
    const first = await readyBuyer(['UNASOLA2']);
    const second = await readyBuyer(['UNASOLA2']);
    expect(dataOf(await first.client.buy(2)).order.giftTotalCents).toBe(200);

    const refused = await second.client.buy(2);
    expect(refusalOf(refused, 409)).toEqual({
      code: 'errors.giftCertificate.spentMeanwhile',
      description:
        "Il buono UNASOLA2 non è più disponibile: è stato appena utilizzato. Toglilo dal carrello per completare l'ordine senza sconto.",
    });
    const cart = dataOf(await second.client.get('cart/view'));
    expect(cart.orderAdjustmentSummary.orderAdjustments[0]).toMatchObject({
      amountCents: 0,
      refusal: {
        code: 'errors.giftCertificate.usedUp',
        description: 'Questo buono è già stato utilizzato e non è più disponibile.',
      },
    });
    expect(await usesOf(code.giftCertificateId)).toHaveLength(1);

    // Back to the cart (the payment screen's 'Torna al carrello' cancels it), where the code comes off.
    expect(refusalOf(await second.client.post('cart-giftcertificate/remove_code', { code: 'UNASOLA2' }), 409).code).toBe(
      'errors.cart.beingPaid',
    );
    dataOf(await second.client.post('checkout/cancel'));
    dataOf(await second.client.post('cart-giftcertificate/remove_code', { code: 'UNASOLA2' }));
    dataOf(await second.client.prepare());
    expect(dataOf(await second.client.buy(2)).order.giftTotalCents).toBe(0);
  });

  it('a cancelled order gives its use back', async () => {
    const code = await newCode({ code: 'RITORNA2' });
    const buyer = await readyBuyer(['RITORNA2']);
    const order = dataOf(await buyer.client.buy(2)).order;
    expect(await usesOf(code.giftCertificateId)).toHaveLength(1);
    dataOf(await buyer.client.post(`order/delete?order_id=${order.orderId}`));
    expect(await usesOf(code.giftCertificateId)).toEqual([]);
    const again = await readyBuyer(['RITORNA2']);
    expect(dataOf(await again.client.buy(2)).order.giftTotalCents).toBe(200);
  });

  it('a per-shopper limit: the shopper who spent it as often as allowed is refused, others are not', async () => {
    await newCode({ code: 'DUEVOLTE', maxRedemptions: null, maxRedemptionsPerShopper: 1 });
    const buyer = await readyBuyer(['DUEVOLTE']);
    dataOf(await buyer.client.buy(2));
    dataOf(await buyer.client.add(penne.productId, 5));
    const again = await buyer.client.post('cart-giftcertificate/add_code', { code: 'DUEVOLTE' });
    expect(refusalOf(again, 400)).toMatchObject({
      code: 'errors.giftCertificate.usedUpByShopper',
      description: 'Hai già usato questo buono tutte le volte consentite.',
    });
    const other = await readyBuyer(['DUEVOLTE']);
    expect(dataOf(await other.client.buy(2)).order.giftTotalCents).toBe(200);
  });
});
