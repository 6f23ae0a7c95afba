import type { PGlite } from '@electric-sql/pglite';
import { eq, sql } from 'drizzle-orm';
import { drizzle as drizzleNodePostgres } from 'drizzle-orm/node-postgres';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import type { FastifyInstance } from 'fastify';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ShopperTestApp } from '../../../test/users';
import { buildApp } from '../../app';
import type { Db } from '../../db/client';
import * as schema from '../../db/schema/index';
import { products } from '../../db/schema/index';
import { SEED_FIXTURES } from '../../db/seed/seed-fixtures';
import { cartClient, createStockedShopperTestApp, dataOf, lineOf } from './testing/cart-fixtures';

const { penne, spaghetti, eggs, oliveOil } = SEED_FIXTURES.products;

type CartData = {
  cartId: number;
  cartItems: { itemId: number; quantity: number; grossTotalCents: number; product: { productId: number; priceCents: number } }[];
};

/** Another drizzle database on the same driver client: for the cart module, another process on the same database (nothing kept shared). */
function sameDatabase(db: Db): Db {
  const client = (db as unknown as { session: { client: unknown } }).session.client;
  return (client instanceof pg.Pool
    ? drizzleNodePostgres(client, { schema })
    : drizzlePglite(client as PGlite, { schema })) as unknown as Db;
}

/**
 * cart/add and cart/update keep the lines they committed and the database tells, under the cart's
 * lock, whether they are still the cart's (`lines_version`, the catalogue's version): whatever else
 * changes a line or a product must show in the next answer.
 */
describe('cart lines kept between calls', () => {
  let test: ShopperTestApp;
  let other: FastifyInstance;
  beforeAll(async () => {
    test = await createStockedShopperTestApp();
    other = await buildApp({ config: test.app.config, db: sameDatabase(test.db) });
    await other.ready();
  });
  afterAll(async () => {
    await other.close();
    await test.close();
  });

  /** A shopper with penne ×2, spaghetti ×2 and eggs ×1, the lines kept by two updates (the second answered from them). */
  async function keptCart() {
    const shopper = await test.shopper();
    const client = cartClient(test.app, shopper.session);
    dataOf(await client.add(penne.productId, { quantity: 2 }));
    dataOf(await client.add(spaghetti.productId, { quantity: 2 }));
    const cart: CartData = dataOf(await client.add(eggs.productId, { quantity: 1 }));
    const itemOf = (productId: number) => lineOf(cart, productId)?.itemId as number;
    dataOf(await client.update(itemOf(penne.productId), 3));
    dataOf(await client.update(itemOf(penne.productId), 2));
    return { shopper, client, cart, itemOf };
  }

  const quantityOf = (cart: CartData, productId: number) => lineOf(cart, productId)?.quantity;

  it('answers lines changed, removed or added by another path (SQL) since the last call', async () => {
    const { client, cart, itemOf } = await keptCart();
    await test.db.execute(
      sql`UPDATE cart_items SET quantity_thousandths = 5000 WHERE cart_item_id = ${itemOf(spaghetti.productId)}`,
    );
    let after: CartData = dataOf(await client.update(itemOf(penne.productId), 3));
    expect(quantityOf(after, spaghetti.productId)).toBe(5);
    expect(quantityOf(after, penne.productId)).toBe(3);

    dataOf(await client.update(itemOf(penne.productId), 4));
    await test.db.execute(sql`DELETE FROM cart_items WHERE cart_item_id = ${itemOf(eggs.productId)}`);
    after = dataOf(await client.update(itemOf(penne.productId), 5));
    expect(lineOf(after, eggs.productId)).toBeUndefined();
    expect(after.cartItems).toHaveLength(2);

    dataOf(await client.update(itemOf(penne.productId), 6));
    await test.db.execute(
      sql`INSERT INTO cart_items (cart_id, product_id, quantity_thousandths, accept_alternatives)
        VALUES (${cart.cartId}, ${oliveOil.productId}, 2000, true)`,
    );
    after = dataOf(await client.update(itemOf(penne.productId), 7));
    expect(quantityOf(after, oliveOil.productId)).toBe(2);
    expect(after.cartItems.map((item) => item.product.productId)).toEqual([
      penne.productId,
      spaghetti.productId,
      oliveOil.productId,
    ]);
    // And cart/add, answering from the same kept lines.
    await test.db.execute(
      sql`UPDATE cart_items SET quantity_thousandths = 1000 WHERE cart_item_id = ${itemOf(spaghetti.productId)}`,
    );
    after = dataOf(await client.add(penne.productId, { quantity: 1 }));
    expect(quantityOf(after, spaghetti.productId)).toBe(1);
    expect(quantityOf(after, penne.productId)).toBe(8);
  });

  it('answers a product changed in the database since the last call (its price)', async () => {
    const { client, itemOf } = await keptCart();
    const [stored] = await test.db
      .select({ priceCents: products.priceCents })
      .from(products)
      .where(eq(products.productId, eggs.productId));
    await test.db.update(products).set({ priceCents: 321 }).where(eq(products.productId, eggs.productId));
    try {
      const after: CartData = dataOf(await client.update(itemOf(penne.productId), 3));
      expect(lineOf(after, eggs.productId)).toMatchObject({ product: { priceCents: 321 }, grossTotalCents: 321 });
    } finally {
      await test.db
        .update(products)
        .set({ priceCents: stored?.priceCents as number })
        .where(eq(products.productId, eggs.productId));
    }
    const restored: CartData = dataOf(await client.update(itemOf(penne.productId), 4));
    expect(restored.cartItems.find((item) => item.product.productId === eggs.productId)?.product.priceCents).toBe(
      stored?.priceCents,
    );
  });

  it('answers what another app on the same database changed, both ways', async () => {
    const { shopper, client, itemOf } = await keptCart();
    const otherClient = cartClient(other, shopper.session);
    // The other app's first call reads the lines; its second answers from what it kept.
    dataOf(await otherClient.update(itemOf(spaghetti.productId), 3));
    let fromOther: CartData = dataOf(await otherClient.update(itemOf(spaghetti.productId), 4));
    expect(quantityOf(fromOther, penne.productId)).toBe(2);
    let here: CartData = dataOf(await client.update(itemOf(penne.productId), 5));
    expect(quantityOf(here, spaghetti.productId)).toBe(4);
    here = dataOf(await client.update(itemOf(eggs.productId), 0));
    fromOther = dataOf(await otherClient.update(itemOf(spaghetti.productId), 6));
    expect(quantityOf(fromOther, penne.productId)).toBe(5);
    expect(lineOf(fromOther, eggs.productId)).toBeUndefined();
    here = dataOf(await client.update(itemOf(penne.productId), 7));
    expect(quantityOf(here, spaghetti.productId)).toBe(6);
  });

  it('does not read the lines again while their version holds (a write the trigger misses is not seen)', async () => {
    const { client, itemOf } = await keptCart();
    // What no writer can do: change a line with the version's trigger off (this transaction only).
    await test.db.transaction(async (tx) => {
      await tx.execute(sql`ALTER TABLE cart_items DISABLE TRIGGER cart_items_lines_version`);
      await tx.execute(
        sql`UPDATE cart_items SET quantity_thousandths = 9000 WHERE cart_item_id = ${itemOf(spaghetti.productId)}`,
      );
      await tx.execute(sql`ALTER TABLE cart_items ENABLE TRIGGER cart_items_lines_version`);
    });
    const kept: CartData = dataOf(await client.update(itemOf(penne.productId), 3));
    expect(quantityOf(kept, spaghetti.productId)).toBe(2);
    // Any write with the trigger on: read again.
    await test.db.execute(sql`UPDATE cart_items SET notes = notes WHERE cart_item_id = ${itemOf(spaghetti.productId)}`);
    const read: CartData = dataOf(await client.update(itemOf(penne.productId), 4));
    expect(quantityOf(read, spaghetti.productId)).toBe(9);
  });
});
