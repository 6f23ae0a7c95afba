import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ShopperTestApp } from '../../../test/users';
import { SEED_FIXTURES } from '../../db/seed/seed-fixtures';
import { type StaffClient, staffClient } from '../back-office/testing/staff-fixtures';
import { createCheckoutTestApp, dataOf, newCheckoutShopper } from './testing/checkout-fixtures';

const { spaghetti, nectarines, penne } = SEED_FIXTURES.products;
type Line = {
  orderItemId: number;
  product: { productId: number };
  grossTotalCents: number;
  promotion: unknown;
  delivered: unknown;
};

describe('promotions from the cart to the order, its e-mail, the back office and the weighing', () => {
  let test: ShopperTestApp;
  let staff: StaffClient;
  beforeAll(async () => {
    test = await createCheckoutTestApp();
    staff = await staffClient(test);
  });
  afterAll(() => test.close());

  it('keeps the numbers the cart showed: lines, savings, total, e-mail and back office; weighing recomputes with the promotion', async () => {
    const shopper = await newCheckoutShopper(test);
    const { client } = shopper;
    dataOf(await client.add(spaghetti.productId, 3));
    dataOf(await client.add(penne.productId, 3));
    const cart = dataOf(await client.add(nectarines.productId, 0.5));
    // 3 × 1,19 € with one free (2,38 €); 3 × 1,09 € (no promotion); 0,5 kg at 2,79 €/kg −20 % (1,12 €).
    expect(cart).toMatchObject({ subTotalCents: 238 + 327 + 112, promotionDiscountCents: 119 + 28 });
    dataOf(await client.prepare());
    const { order } = dataOf(await client.buy(2));

    expect(order.grossTotalCents).toBe(cart.totalPriceCents);
    expect(order.promotionDiscountCents).toBe(147);
    const lineOf = (answer: { orderItems: Line[] }, productId: number) =>
      answer.orderItems.find((item) => item.product.productId === productId) as Line;
    expect(lineOf(order, spaghetti.productId)).toMatchObject({
      grossTotalCents: 238,
      promotion: { label: '3x2 applicato', discountCents: 119 },
    });
    expect(lineOf(order, nectarines.productId)).toMatchObject({ grossTotalCents: 112, promotion: { label: '-20% applicato' } });

    const mail = await test.smtp.nextMail(shopper.email);
    const euro = (cents: number) => `${(cents / 100).toFixed(2).replace('.', ',')}\u00a0€`;
    expect(mail.text).toContain(euro(order.grossTotalCents));
    expect(mail.text).toContain('Con le promozioni hai risparmiato 1,47\u00a0€, già tolti dal totale.');

    const office = dataOf(await staff.get(`order/view?order_id=${order.orderId}`)).order;
    expect(office).toMatchObject({ grossTotalCents: order.grossTotalCents, promotionDiscountCents: 147 });
    expect(lineOf(office, spaghetti.productId).promotion).toMatchObject({ label: '3x2 applicato', discountCents: 119 });

    dataOf(await staff.post('order/status', { order_id: order.orderId, status_id: 4 }));
    const peaches = lineOf(order, nectarines.productId);
    const weighed = dataOf(
      await staff.post('order/line/weigh', { order_id: order.orderId, order_line_id: peaches.orderItemId, weight: 0.8 }),
    ).order;
    // 0,8 kg at the promoted 2,23 €/kg = 1,784 → 1,78 € (2,23 € at the standard price).
    expect(lineOf(weighed, nectarines.productId).delivered).toMatchObject({ weight: 0.8, grossTotalCents: 178 });

    // A substitute is priced as the cart would: 3 spaghetti for the 3 penne cost 2,38 € with their 3x2, not 3,57 €.
    const pasta = lineOf(order, penne.productId);
    const substituted = dataOf(
      await staff.post('order/line/substitute', {
        order_id: order.orderId,
        order_line_id: pasta.orderItemId,
        product_id: spaghetti.productId,
        quantity: 3,
      }),
    ).order;
    expect(lineOf(substituted, penne.productId).delivered).toMatchObject({ quantity: 3, grossTotalCents: 238 });
  });
});
