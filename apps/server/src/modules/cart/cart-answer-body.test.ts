import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ShopperTestApp } from '../../../test/users';
import { products } from '../../db/schema/index';
import { SEED_FIXTURES } from '../../db/seed/seed-fixtures';
import { ok } from '../../lib/envelope';
import { lockOpenCart } from './cart.repository';
import { cartAnswerBody } from './cart-answer-body';
import { cartContextOf } from './cart-context';
import { cartViewOf } from './cart-view';
import { cartClient, createStockedShopperTestApp, dataOf, lineOf } from './testing/cart-fixtures';

const { penne, spaghetti, goldenApple, seaBream, eggs, oliveOil } = SEED_FIXTURES.products;

describe('cartAnswerBody', () => {
  it('writes what JSON.stringify writes, to the byte', () => {
    const nullPrototype = Object.assign(Object.create(null) as object, { b: 1, a: [2] });
    const values: unknown[] = [
      null,
      0,
      'text',
      [],
      {},
      {
        text: 'virgolette " \\ \n \t \u2028 \u0007 \ud800 é 😀 "cartItems":[] ',
        '"cartItems":[]': [],
        numbers: [1.5, -0, Number.NaN, Number.POSITIVE_INFINITY, 1e21, 0.1 + 0.2],
        gone: undefined,
        call: () => 1,
        list: [undefined, () => 1, Symbol('s'), null, { nested: { deeper: [[]] } }],
        date: new Date(Date.UTC(2026, 10, 21, 19, 0, 0)),
        own: { toJSON: () => ({ replaced: true }) },
        map: new Map([[1, 2]]),
        boxed: [new String('s'), new Number(1), new Boolean(false)],
        nullPrototype,
        2: 'integer keys first',
      },
    ];
    for (const value of values) expect(cartAnswerBody(value).toString()).toBe(JSON.stringify(value));
  });
});

describe('cart answers written from kept lines', () => {
  let test: ShopperTestApp;
  beforeAll(async () => {
    test = await createStockedShopperTestApp();
  });
  afterAll(() => test.close());

  /** The cart answer made from nothing kept: a copy of the snapshot has no kept product rows, products or lines. */
  async function freshText(userId: number, notes: { warnings: unknown; infos: unknown }, showSectors: boolean): Promise<string> {
    const context = await cartContextOf(test.db);
    const fresh = { ...context, snapshot: { ...context.snapshot } };
    const cart = await test.db.transaction(async (tx) =>
      cartViewOf(tx, (await lockOpenCart(tx, userId)).cart, fresh, { showSectors }),
    );
    return JSON.stringify(ok(cart, { warnings: notes.warnings as never, infos: notes.infos as never }));
  }

  it('answers every call with the text of the same answer made from nothing kept', async () => {
    const shopper = await test.shopper();
    const client = cartClient(test.app, shopper.session);
    /** The cart routes' text is the fresh answer's to the byte; other routes' (here checked against their schema first, which orders keys) deep-equal. */
    const sameAsFresh = async (response: Awaited<ReturnType<typeof client.get>>, showSectors = false, byte = true) => {
      expect(response.statusCode, response.body).toBe(200);
      const { warningsMessage, infosMessage } = response.json().response;
      expect(response.headers['content-type']).toBe('application/json; charset=utf-8');
      const fresh = await freshText(shopper.userId, { warnings: warningsMessage, infos: infosMessage }, showSectors);
      if (byte) expect(response.body).toBe(fresh);
      else expect(response.json()).toEqual(JSON.parse(fresh));
      return dataOf(response);
    };

    await sameAsFresh(await client.add(penne.productId, { quantity: 3 }));
    await sameAsFresh(
      await client.add(spaghetti.productId, {
        quantity: 2,
        infos: { notes: 'al dente "cartItems":[] \u2028 ]}', accept_alternatives: 'false' },
      }),
    );
    await sameAsFresh(await client.add(goldenApple.productId, { params: { ripeness: 'ready' } }));
    await sameAsFresh(await client.add(goldenApple.productId, { params: { ripeness: 'to-ripen' } }));
    await sameAsFresh(await client.add(seaBream.productId, { params: { cleaning: 'filleted' } }));
    let cart = await sameAsFresh(await client.add(eggs.productId, { quantity: 2 }));
    await sameAsFresh(await client.get('cart/view?show_sectors=true'), true);
    await sameAsFresh(await client.get('cart/view'));

    const apple = cart.cartItems.find((item: { params: { ripeness?: string } }) => item.params.ripeness === 'ready').itemId;
    await sameAsFresh(await client.post('cart/update-infos', { items: [{ itemId: apple, infos: { customWeight: '0.8' } }] }));
    cart = await sameAsFresh(await client.update(lineOf(cart, penne.productId)?.itemId as number, 5));
    await sameAsFresh(await client.post('cart/update?show_sectors=true', { items: [{ itemId: apple, quantity: 0.7 }] }), true);
    await sameAsFresh(await client.add(oliveOil.productId, { quantity: 4 }));
    await sameAsFresh(await client.post('cart-giftcertificate/add_code', { code: SEED_FIXTURES.giftCodes.fixed }), false, false);
    await sameAsFresh(await client.update(lineOf(cart, penne.productId)?.itemId as number, 6));

    // A product changed in the database: its lines are made again, the others still written from their kept text.
    const [stored] = await test.db
      .select({ priceCents: products.priceCents })
      .from(products)
      .where(eq(products.productId, eggs.productId));
    await test.db.update(products).set({ priceCents: 333 }).where(eq(products.productId, eggs.productId));
    try {
      const changed = await sameAsFresh(await client.update(lineOf(cart, penne.productId)?.itemId as number, 7));
      expect(lineOf(changed, eggs.productId)).toMatchObject({ product: { priceCents: 333 }, grossTotalCents: 666 });
      await sameAsFresh(await client.get('cart/view?show_sectors=true'), true);
    } finally {
      await test.db
        .update(products)
        .set({ priceCents: stored?.priceCents as number })
        .where(eq(products.productId, eggs.productId));
    }
    await sameAsFresh(await client.post('cart/delete', { items: [{ itemId: apple }] }));
    await sameAsFresh(await client.update(lineOf(cart, spaghetti.productId)?.itemId as number, 0));
  });
});
