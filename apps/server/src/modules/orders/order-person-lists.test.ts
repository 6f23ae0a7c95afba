import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ShopperTestApp } from '../../../test/users';
import { addresses, type orders } from '../../db/schema/index';
import { SEED_FIXTURES } from '../../db/seed/seed-fixtures';
import {
  createCheckoutTestApp,
  dataOf,
  newCheckoutShopper,
  placeOrder,
  setOrderColumns,
} from '../checkout/testing/checkout-fixtures';

const { penne, eggs } = SEED_FIXTURES.products;
const idsOf = (data: { orders: { orderId: number }[] }) => data.orders.map((order) => order.orderId);

describe('order/list-for-all-person-orders and order/list-for-all-user-shipping-addresses', () => {
  let test: ShopperTestApp;
  beforeAll(async () => {
    test = await createCheckoutTestApp();
  });
  afterAll(() => test.close());

  const set = (orderId: number, values: Partial<typeof orders.$inferInsert>) => setOrderColumns(test.db, orderId, values);

  /** A shopper with two orders to a pickup point and one to a home address. */
  const shopperWithThreeOrders = async () => {
    const shopper = await newCheckoutShopper(test);
    const first = await placeOrder(shopper.client, [penne.productId]);
    const second = await placeOrder(shopper.client, [eggs.productId]);
    const third = await placeOrder(shopper.client, [penne.productId, eggs.productId]);
    const [home] = await test.db.select().from(addresses).where(eq(addresses.addressId, first.shippingAddress.addressId));
    if (!home) throw new Error('no address');
    const { addressId: _id, ...copy } = home;
    // The orders went to the seeded pickup point; the third goes to the shopper's own home address.
    const [office] = await test.db
      .insert(addresses)
      .values({
        ...copy,
        userId: shopper.userId,
        storeId: null,
        addressTypeId: 2,
        deliveryServiceId: 2,
        addressName: 'Ufficio',
        address1: 'Via Roma',
      })
      .returning();
    if (!office) throw new Error('no second address');
    await set(third.orderId, {
      shippingAddressId: office.addressId,
      shippingAddress: { ...third.shippingAddress, addressId: office.addressId, addressName: 'Ufficio', address1: 'Via Roma' },
      warehouseId: null,
      slotDate: '2026-03-02',
    });
    return { ...shopper, first, second, third, home, office };
  };

  it('asks for a login', async () => {
    for (const url of ['order/list-for-all-person-orders', 'order/list-for-all-user-shipping-addresses']) {
      expect((await test.app.inject({ method: 'GET', url: `/ebsn/api/${url}` })).statusCode, url).toBe(401);
    }
  });

  it("lists all the person's orders, paged and filtered; never another shopper's", async () => {
    const { client, first, second, third, office } = await shopperWithThreeOrders();
    const all = dataOf(await client.get('order/list-for-all-person-orders'));
    expect(idsOf(all)).toEqual([third.orderId, second.orderId, first.orderId]);
    expect(all.page).toEqual({ selPage: 1, totPages: 1, totItems: 3, itemsPerPage: 12 });
    expect(all.orders[0].orderItems).toBeUndefined();
    expect(dataOf(await client.get('order/list-for-all-person-orders?fetch_detail=true')).orders[0].orderItems).toHaveLength(2);
    const paged = dataOf(await client.get('order/list-for-all-person-orders?page=2&page_size=2'));
    expect(idsOf(paged)).toEqual([first.orderId]);
    expect(paged.page).toEqual({ selPage: 2, totPages: 2, totItems: 3, itemsPerPage: 2 });

    const ids = async (query: string) => idsOf(dataOf(await client.get(`order/list-for-all-person-orders?${query}`)));
    expect(await ids(`order_id_filter=${second.orderId}`)).toEqual([second.orderId]);
    expect(await ids(`suborder_id_filter=${first.orderId}`)).toEqual([first.orderId]);
    expect(await ids(`order_id_filter=${first.orderId}&suborder_id_filter=${second.orderId}`)).toEqual([]);
    expect(await ids(`shipping_address_id_filter=${office.addressId}`)).toEqual([third.orderId]);
    expect(await ids('suborder_delivery_from_date_filter=2026-03-02&suborder_delivery_to_date_filter=2026-03-02')).toEqual([
      third.orderId,
    ]);
    expect(await ids(`suborder_warehouseid_filter=${first.warehouseId}`)).toEqual([second.orderId, first.orderId]);
    await set(first.orderId, { createdAt: new Date('2026-01-10T10:00:00Z') });
    expect(await ids('order_from_date_filter=2026-01-10&order_to_date_filter=2026-01-10')).toEqual([first.orderId]);
    expect(await ids('order_id_filter=99999999')).toEqual([]);

    for (const bad of ['order_from_date_filter=10/01/2026', 'order_id_filter=abc', 'page_size=1000', 'page=0']) {
      expect((await client.get(`order/list-for-all-person-orders?${bad}`)).statusCode, bad).toBe(400);
    }
    // Another shopper's order is not found among mine, by id or by address.
    const other = await newCheckoutShopper(test);
    expect(idsOf(dataOf(await other.client.get(`order/list-for-all-person-orders?order_id_filter=${first.orderId}`)))).toEqual(
      [],
    );
    expect(idsOf(dataOf(await other.client.get('order/list-for-all-person-orders')))).toEqual([]);
  });

  it('answers the orders with the shipping addresses they went to, and narrows to one address', async () => {
    const { client, first, second, third, home, office } = await shopperWithThreeOrders();
    const all = dataOf(await client.get('order/list-for-all-user-shipping-addresses'));
    expect(idsOf(all)).toEqual([third.orderId, second.orderId, first.orderId]);
    expect(all.shippingAddresses).toEqual([
      { addressId: home.addressId, addressName: home.addressName, address1: home.address1, totItems: 2 },
      { addressId: office.addressId, addressName: 'Ufficio', address1: 'Via Roma', totItems: 1 },
    ]);
    const one = dataOf(
      await client.get(`order/list-for-all-user-shipping-addresses?shipping_address_id_filter=${home.addressId}`),
    );
    expect(idsOf(one)).toEqual([second.orderId, first.orderId]);
    expect(one.shippingAddresses).toHaveLength(2);
    const other = await newCheckoutShopper(test);
    const theirs = dataOf(
      await other.client.get(`order/list-for-all-user-shipping-addresses?shipping_address_id_filter=${home.addressId}`),
    );
    expect(theirs).toMatchObject({ orders: [], shippingAddresses: [] });
  });
});
