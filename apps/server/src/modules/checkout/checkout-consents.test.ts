import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ShopperTestApp } from '../../../test/users';
import { carts, orders } from '../../db/schema/index';
import { SEED_FIXTURES } from '../../db/seed/seed-fixtures';
import {
  ACCEPTED_TERMS,
  createCheckoutTestApp,
  dataOf,
  newCheckoutShopper,
  personBilling,
  placeOrder,
  refusalOf,
} from './testing/checkout-fixtures';

const { penne, eggs } = SEED_FIXTURES.products;

describe('checkout/buy: sales terms, invoice data, a repeated buy after an order edit', () => {
  let test: ShopperTestApp;
  beforeAll(async () => {
    test = await createCheckoutTestApp();
  });
  afterAll(() => test.close());

  const ordersOf = (userId: number) => test.db.select().from(orders).where(eq(orders.userId, userId));

  it('refuses (400) a buy whose sales terms were not accepted, naming them; the cart stays prepared', async () => {
    const shopper = await newCheckoutShopper(test);
    const { client } = shopper;
    dataOf(await client.add(penne.productId));
    dataOf(await client.prepare());
    const refusal = {
      code: 'errors.checkout.salesTermsRequired',
      description: "Per confermare l'ordine è necessario accettare le condizioni generali di vendita.",
    };
    expect(refusalOf(await client.buy(2, '&payment_data=%7B%7D'), 400)).toMatchObject(refusal);
    const terms = (accepted: string) => `&payment_data=${encodeURIComponent(`{"accept_sales_terms":${accepted}}`)}`;
    expect(refusalOf(await client.buy(2, terms('false')), 400)).toMatchObject(refusal);
    expect(refusalOf(await client.post('checkout/buy', { payment_type_id: 2 }), 400)).toMatchObject(refusal);
    expect((await client.buy(2, '&payment_data=not-json')).statusCode).toBe(400);
    expect(await ordersOf(shopper.userId)).toHaveLength(0);
    // Ticked: the same prepared cart is bought (true, or the text a query sends).
    const order = dataOf(await client.buy(2, terms('"true"'))).order;
    expect(order.orderStatusId).toBe(3);
  });

  it('asks for the billing data (409) before buying a cart that needs an invoice; saved, the order keeps need_invoice', async () => {
    const shopper = await newCheckoutShopper(test);
    const { client } = shopper;
    dataOf(await client.add(penne.productId));
    dataOf(await client.post('cart/update-cart-info', { property: 'need_invoice', value: 'true' }));
    dataOf(await client.prepare());
    expect(refusalOf(await client.buy(2), 409)).toEqual({
      code: 'errors.checkout.billingDataRequired',
      description:
        "Hai chiesto la fattura: salva i dati di fatturazione (intestatario, codice fiscale o partita IVA, indirizzo) prima di confermare l'ordine.",
    });
    expect(await ordersOf(shopper.userId)).toHaveLength(0);

    dataOf(await client.post('user/billing-data', personBilling));
    // Still prepared: the refusal changed nothing.
    const order = dataOf(await client.buy(2)).order;
    expect(order.orderInfos).toEqual({ order_comment: '', need_invoice: 'true' });
  });

  it('needs no billing data without need_invoice, nor in a warehouse without the invoice option (only 89 offers it)', async () => {
    const { client } = await newCheckoutShopper(test);
    expect((await placeOrder(client)).orderStatusId).toBe(3);

    const other = await newCheckoutShopper(test);
    const cart = dataOf(await other.client.add(penne.productId));
    dataOf(await other.client.post('cart/update-cart-info', { property: 'need_invoice', value: 'true' }));
    await test.db.update(carts).set({ warehouseId: 90 }).where(eq(carts.cartId, cart.cartId));
    dataOf(await other.client.prepare());
    expect(dataOf(await other.client.buy(2)).order.orderStatusId).toBe(3);
  });

  it('answers the placed order again when the buy of an order edit is repeated (not "not prepared")', async () => {
    const shopper = await newCheckoutShopper(test);
    const { client } = shopper;
    const placed = await placeOrder(client, [penne.productId]);
    // The open cart (which will wait aside) has a line and a live hold of its own.
    dataOf(await client.add(eggs.productId));
    dataOf(await client.prepare());
    dataOf(await client.post(`order/modify?order_id=${placed.orderId}`));
    dataOf(await client.add(penne.productId));
    dataOf(await client.prepare());
    const first = dataOf(await client.buy(2));
    expect(first.order.replacesOrderId).toBe(placed.orderId);
    const again = dataOf(await client.buy(2));
    expect(again.orderId).toBe(first.orderId);
    const rows = await ordersOf(shopper.userId);
    expect(rows.map((row) => row.orderId).sort()).toEqual([placed.orderId, first.orderId].sort());
    // The cart kept aside is the shopper's cart again, with its line, to be confirmed anew.
    const back = dataOf(await client.get('cart/view'));
    expect(back.cartItems.map((item: { product: { productId: number } }) => item.product.productId)).toEqual([eggs.productId]);
    // Another payment type is a new request, not a retry: the cart kept aside is not prepared.
    expect(refusalOf(await client.buy(18), 409).code).toBe('errors.checkout.notPrepared');
    dataOf(await client.prepare());
    const next = dataOf(await client.buy(2, `&payment_data=${encodeURIComponent(JSON.stringify(ACCEPTED_TERMS))}`));
    expect(next.orderId).not.toBe(first.orderId);
  });
});
