import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ShopperTestApp } from '../../../test/users';
import { products } from '../../db/schema/index';
import { SEED_FIXTURES } from '../../db/seed/seed-fixtures';
import {
  createCheckoutTestApp,
  dataOf,
  newCheckoutShopper,
  refusalOf,
  setOrderColumns,
} from '../checkout/testing/checkout-fixtures';
import { lineOf } from './testing/cart-fixtures';

const penne = SEED_FIXTURES.products.penne;
const overDaily = (maximum: number) =>
  `Hai superato la quantità massima giornaliera acquistabile per "${penne.name}": al massimo ${maximum} pz al giorno, contando anche gli ordini di oggi.`;

describe('daily maximum quantity per shopper (second file, section 8)', () => {
  let test: ShopperTestApp;
  const setDailyMaximum = (maximum: number | null) =>
    test.db.update(products).set({ dailyMaxAcq: maximum }).where(eq(products.productId, penne.productId));
  beforeAll(async () => {
    test = await createCheckoutTestApp();
  });
  afterAll(() => test.close());

  it('refuses a cart add or update past the daily maximum, with the product named, and lets the quantity go down', async () => {
    await setDailyMaximum(3);
    const { client } = await newCheckoutShopper(test);
    const cart = dataOf(await client.add(penne.productId, 2));
    const itemId = lineOf(cart, penne.productId)?.itemId as number;
    const refused = refusalOf(await client.add(penne.productId, 2), 409);
    expect(refused).toMatchObject({ code: 'errors.maxDailyAcq', description: overDaily(3) });
    const update = (quantity: number) => client.post('cart/update', { items: [{ itemId, quantity }] });
    expect(refusalOf(await update(4), 409).description).toBe(overDaily(3));
    expect(lineOf(dataOf(await update(3)), penne.productId)?.quantity).toBe(3);
    // Lowered below what the cart holds: bringing the quantity down is still allowed.
    await setDailyMaximum(1);
    expect(lineOf(dataOf(await update(2)), penne.productId)?.quantity).toBe(2);
  });

  it("counts the day's orders (not cancelled ones), and is checked again at buy", async () => {
    await setDailyMaximum(3);
    const { client } = await newCheckoutShopper(test);
    dataOf(await client.add(penne.productId, 3));
    dataOf(await client.prepare());
    const order = dataOf(await client.buy(2)).order;
    // Today's order holds the 3 allowed: not one more today.
    expect(refusalOf(await client.add(penne.productId, 1), 409).description).toBe(overDaily(3));
    await setOrderColumns(test.db, order.orderId, { orderStatusId: 10 });
    dataOf(await client.add(penne.productId, 2));

    // The maximum lowered after the add: the buy refuses the cart and places nothing.
    await setDailyMaximum(1);
    dataOf(await client.prepare());
    const buy = refusalOf(await client.buy(2), 409);
    expect(buy.description).toBe(overDaily(1));
    await setDailyMaximum(null);
    expect(dataOf(await client.buy(2)).order.orderId).toBeGreaterThan(order.orderId);
  });
});
