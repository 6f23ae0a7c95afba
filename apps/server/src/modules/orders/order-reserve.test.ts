import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ShopperTestApp } from '../../../test/users';
import type { orders } from '../../db/schema/index';
import {
  createCheckoutTestApp,
  dataOf,
  expectAnsweredAsMissing,
  newCheckoutShopper,
  placeOrder,
  refusalOf,
  setOrderColumns,
} from '../checkout/testing/checkout-fixtures';

describe('order/reserve: parking for a store pickup', () => {
  let test: ShopperTestApp;
  beforeAll(async () => {
    test = await createCheckoutTestApp();
  });
  afterAll(() => test.close());

  const set = (orderId: number, values: Partial<typeof orders.$inferInsert>) => setOrderColumns(test.db, orderId, values);
  const pickupOrder = async () => {
    const shopper = await newCheckoutShopper(test);
    const order = await placeOrder(shopper.client);
    await set(order.orderId, { deliveryServiceId: 1 });
    return { ...shopper, orderId: order.orderId as number };
  };

  it('asks for a login', async () => {
    expect((await test.app.inject({ method: 'POST', url: '/ebsn/api/order/reserve?order_id=1&distance=10' })).statusCode).toBe(
      401,
    );
  });

  it('reserves once: status 0 with the confirmation as the first info; a second time 409 with the reason', async () => {
    const { client, orderId } = await pickupOrder();
    const answer = await client.post(`order/reserve?order_id=${orderId}&distance=850`);
    expect(dataOf(answer)).toMatchObject({ orderId, distanceMeters: 850 });
    const body = answer.json();
    expect(body.response.status).toBe(0);
    expect(body.response.infosMessage[0]).toEqual({
      code: 'msg.parking.reserved',
      description: `Parcheggio prenotato per l'ordine ${orderId}: all'arrivo troverai un posto riservato per il ritiro.`,
    });
    expect(refusalOf(await client.post(`order/reserve?order_id=${orderId}&distance=100`), 409)).toEqual({
      code: 'errors.parking.alreadyReserved',
      description: `Il parcheggio per l'ordine ${orderId} è già prenotato.`,
    });
  });

  it('refuses home deliveries, orders not confirmed or already collected (409), bad parameters (400)', async () => {
    const { client } = await newCheckoutShopper(test);
    const home = await placeOrder(client);
    await set(home.orderId, { deliveryServiceId: 2 });
    expect(refusalOf(await client.post(`order/reserve?order_id=${home.orderId}&distance=10`), 409)).toEqual({
      code: 'errors.parking.notPickup',
      description: 'Il parcheggio si può prenotare solo per gli ordini con ritiro in negozio.',
    });
    await set(home.orderId, { deliveryServiceId: 1, orderStatusId: 8 });
    expect(refusalOf(await client.post(`order/reserve?order_id=${home.orderId}&distance=10`), 409)).toEqual({
      code: 'errors.parking.notReservable',
      description: 'Il parcheggio si può prenotare solo per un ordine confermato e non ancora ritirato.',
    });
    await set(home.orderId, { orderStatusId: 6 });
    const distanceRefusal = { field: 'distance', description: 'Indica la distanza in metri' };
    expect(refusalOf(await client.post(`order/reserve?order_id=${home.orderId}&distance=-5`), 400)).toMatchObject(
      distanceRefusal,
    );
    expect(refusalOf(await client.post(`order/reserve?order_id=${home.orderId}`), 400)).toMatchObject(distanceRefusal);
    expect((await client.post('order/reserve?distance=5')).statusCode).toBe(400);
    expect(dataOf(await client.post(`order/reserve?order_id=${home.orderId}&distance=12.4`)).distanceMeters).toBe(12);
  });

  it("another shopper's order answers as a missing one (404)", async () => {
    const owner = await pickupOrder();
    const other = await newCheckoutShopper(test);
    expectAnsweredAsMissing(
      await other.client.post(`order/reserve?order_id=${owner.orderId}&distance=5`),
      await other.client.post('order/reserve?order_id=99999999&distance=5'),
    );
    expect(refusalOf(await other.client.post('order/reserve?order_id=99999999&distance=5'), 404).code).toBe(
      'errors.order.notFound',
    );
    expect(dataOf(await owner.client.post(`order/reserve?order_id=${owner.orderId}&distance=5`)).orderId).toBe(owner.orderId);
  });
});
