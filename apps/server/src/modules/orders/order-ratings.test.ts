import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ShopperTestApp } from '../../../test/users';
import { orders } from '../../db/schema/index';
import {
  createCheckoutTestApp,
  dataOf,
  expectAnsweredAsMissing,
  newCheckoutShopper,
  placeOrder,
  refusalOf,
} from '../checkout/testing/checkout-fixtures';

describe('order ratings: note/order/add, note/order/update, note/list', () => {
  let test: ShopperTestApp;
  beforeAll(async () => {
    test = await createCheckoutTestApp();
  });
  afterAll(() => test.close());

  const setStatus = (orderId: number, orderStatusId: number) =>
    test.db.update(orders).set({ orderStatusId }).where(eq(orders.orderId, orderId));
  const deliveredOrder = async () => {
    const shopper = await newCheckoutShopper(test);
    const order = await placeOrder(shopper.client);
    await setStatus(order.orderId, 8);
    return { ...shopper, orderId: order.orderId as number };
  };

  it('asks for a login', async () => {
    for (const [method, url, payload] of [
      ['POST', 'note/order/add', { orderId: 1, score: 5 }],
      ['POST', 'note/order/update', { noteId: 1, score: 5 }],
      ['POST', 'note/list', {}],
      ['GET', 'note/list', undefined],
    ] as const) {
      expect((await test.app.inject({ method, url: `/ebsn/api/${url}`, payload })).statusCode, url).toBe(401);
    }
  });

  it('rates a delivered order once, with the thank-you message; update changes the same rating; note/list shows it', async () => {
    const { client, orderId } = await deliveredOrder();
    const answer = await client.post('note/order/add', { orderId, score: 4, comment: '  Tutto fresco  ' });
    const rating = dataOf(answer);
    expect(rating).toMatchObject({ orderId, score: 4, comment: 'Tutto fresco' });
    expect(answer.json().response.infosMessage).toEqual([
      { code: 'msg.rating.saved', description: `Grazie! La tua valutazione dell'ordine ${orderId} è stata salvata.` },
    ]);
    expect(refusalOf(await client.post('note/order/add', { orderId, score: 5 }), 409)).toEqual({
      code: 'errors.rating.alreadyRated',
      description: 'Hai già valutato questo ordine: puoi modificare la tua valutazione.',
    });
    const updated = dataOf(await client.post('note/order/update', { noteId: rating.noteId, score: 2, comment: '' }));
    expect(updated).toMatchObject({ noteId: rating.noteId, orderId, score: 2, comment: '' });
    expect(dataOf(await client.post('note/list', { orderId })).notes).toEqual([updated]);
    // The spec writes the call with a trailing slash: POST /ebsn/api/note/list/ answers the same.
    expect(dataOf(await client.post('note/list/', { orderId })).notes).toEqual([updated]);
    expect(dataOf(await client.get('note/list')).notes).toEqual([updated]);
    expect(dataOf(await client.get(`note/list?orderId=${orderId}`)).notes).toEqual([updated]);
  });

  it('refuses a rating before delivery (409) and bad scores or comments (400, naming the field)', async () => {
    const { client } = await newCheckoutShopper(test);
    const order = await placeOrder(client);
    expect(refusalOf(await client.post('note/order/add', { orderId: order.orderId, score: 5 }), 409)).toEqual({
      code: 'errors.rating.notRateable',
      description: "Potrai valutare l'ordine dopo la consegna.",
    });
    await setStatus(order.orderId, 9);
    for (const score of [0, 6, 2.5, 'tanto', undefined]) {
      const refusal = refusalOf(await client.post('note/order/add', { orderId: order.orderId, score }), 400);
      // The pure text, the field apart (issue 21).
      expect(refusal).toMatchObject({ field: 'score', description: 'Indica un voto da 1 a 5' });
    }
    const long = refusalOf(
      await client.post('note/order/add', { orderId: order.orderId, score: 3, comment: 'x'.repeat(1001) }),
      400,
    );
    expect(long).toMatchObject({ field: 'comment', description: 'Al massimo 1000 caratteri' });
    expect((await client.post('note/order/add', { score: 3 })).statusCode).toBe(400);
    // Partially delivered counts as delivered.
    const rating = dataOf(await client.post('note/order/add', { orderId: order.orderId, score: '3' }));
    expect(rating.score).toBe(3);
    // Cancelled afterwards by staff (invalidated): the rating can no longer change.
    await setStatus(order.orderId, 11);
    expect(refusalOf(await client.post('note/order/update', { noteId: rating.noteId, score: 1 }), 409).code).toBe(
      'errors.rating.notRateable',
    );
  });

  it("another shopper's order or rating answers as a missing one (404)", async () => {
    const owner = await deliveredOrder();
    const rating = dataOf(await owner.client.post('note/order/add', { orderId: owner.orderId, score: 5 }));
    const other = await newCheckoutShopper(test);
    expectAnsweredAsMissing(
      await other.client.post('note/order/add', { orderId: owner.orderId, score: 1 }),
      await other.client.post('note/order/add', { orderId: 99999999, score: 1 }),
    );
    expectAnsweredAsMissing(
      await other.client.post('note/order/update', { noteId: rating.noteId, score: 1 }),
      await other.client.post('note/order/update', { noteId: 99999999, score: 1 }),
    );
    expectAnsweredAsMissing(
      await other.client.post('note/list', { orderId: owner.orderId }),
      await other.client.post('note/list', { orderId: 99999999 }),
    );
    expect(dataOf(await other.client.post('note/list')).notes).toEqual([]);
    expect(dataOf(await owner.client.get('note/list')).notes[0].score).toBe(5);
    expect(refusalOf(await other.client.post('note/order/add', { orderId: 99999999, score: 1 }), 404).code).toBe(
      'errors.order.notFound',
    );
    expect(refusalOf(await other.client.post('note/order/update', { noteId: 99999999, score: 1 }), 404)).toEqual({
      code: 'errors.rating.notFound',
      description: 'La valutazione richiesta non esiste.',
    });
  });
});
