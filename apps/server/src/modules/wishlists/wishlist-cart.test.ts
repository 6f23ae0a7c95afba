import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createShopperTestApp, type Shopper, type ShopperTestApp, withSession } from '../../../test/users';
import { products } from '../../db/schema/catalogue';
import { SEED_FIXTURES } from '../../db/seed/index';

const { lockedMultipleProduct: locked, productWithOptions, promoProduct, packProduct } = SEED_FIXTURES;
const loose = SEED_FIXTURES.products.nectarines;
type CartLine = { product: { productId: number }; quantity: number };

describe('cart/add-all-from-wishlist', () => {
  let test: ShopperTestApp;
  let owner: Shopper;
  let reader: Shopper;
  let stranger: Shopper;
  beforeAll(async () => {
    test = await createShopperTestApp();
    [owner, reader, stranger] = [await test.shopper(), await test.shopper(), await test.shopper()];
  });
  afterAll(() => test.close());

  const post = (url: string, shopper: Shopper | undefined, payload: object) =>
    test.app.inject({ method: 'POST', url: `/ebsn/api/${url}`, headers: shopper ? withSession(shopper.session) : {}, payload });
  const addAll = (shopper: Shopper | undefined, listId: number, query = '') =>
    post(`cart/add-all-from-wishlist${query}`, shopper, { list_id: listId });
  const linesOf = (cart: { cartItems: CartLine[] }) =>
    Object.fromEntries(cart.cartItems.map((line) => [line.product.productId, line.quantity]));

  async function listWith(items: { productId: number; quantity: number }[]) {
    const listId = (await post('wishlist/insert', owner, { name: `Lista ${Math.random()}` })).json().data.wishlist
      .listId as number;
    expect((await post('wishlist/add_prod', owner, { wishlistId: listId, items })).statusCode).toBe(200);
    return listId;
  }

  it("adds every item with the list's quantities and answers the whole cart", async () => {
    const listId = await listWith([
      { productId: locked.productId, quantity: 12 },
      { productId: loose.productId, quantity: 0.8 },
      { productId: promoProduct.productId, quantity: 2 },
    ]);
    const response = await addAll(owner, listId, '?show_sectors=true');
    expect(response.statusCode, response.body).toBe(200);
    const cart = response.json().data;
    expect(linesOf(cart)).toEqual({ [locked.productId]: 12, [loose.productId]: 0.8, [promoProduct.productId]: 2 });
    expect(cart).toMatchObject({ cartId: expect.any(Number), totalPriceCents: expect.any(Number), sectors: expect.any(Array) });
    expect(response.json().response.warningsMessage).toEqual([]);

    // Again: the quantities add up on the same lines.
    const again = (await addAll(owner, listId)).json().data;
    expect(linesOf(again)[promoProduct.productId]).toBe(4);
    expect(again.cartItems).toHaveLength(3);
  });

  it('leaves out what the cart refuses and says so, adding the rest', async () => {
    const listId = await listWith([
      { productId: packProduct.productId, quantity: 1 },
      { productId: productWithOptions.productId, quantity: 1 },
      { productId: promoProduct.productId, quantity: 1 },
    ]);
    await test.db.update(products).set({ available: 0 }).where(eq(products.productId, packProduct.productId));
    try {
      const shopper = await test.shopper();
      await post('wishlist/share', owner, { list_id: listId, email: shopper.email, grant: 'WRITE' });
      const response = await addAll(shopper, listId);
      expect(response.statusCode, response.body).toBe(200);
      expect(linesOf(response.json().data)).toEqual({ [promoProduct.productId]: 1 });
      // A list keeps no options: a product that needs them is left for the shopper to add from its page.
      expect(response.json().response.warningsMessage).toEqual([
        expect.objectContaining({
          code: 'msg.cart.availability.errors',
          description: expect.stringContaining('non è al momento disponibile'),
        }),
        expect.objectContaining({ code: 'errors.cart.optionRequired' }),
      ]);
    } finally {
      await test.db.update(products).set({ available: 100 }).where(eq(products.productId, packProduct.productId));
    }
  });

  it("lets a READ share fill the shopper's own cart; refuses another shopper's list, a missing or empty list and visitors", async () => {
    const listId = await listWith([{ productId: promoProduct.productId, quantity: 3 }]);
    await post('wishlist/share', owner, { list_id: listId, email: reader.email, grant: 'READ' });
    const read = await addAll(reader, listId);
    expect(read.statusCode, read.body).toBe(200);
    expect(linesOf(read.json().data)).toEqual({ [promoProduct.productId]: 3 });

    const foreign = await addAll(stranger, listId);
    expect(foreign.statusCode).toBe(403);
    expect(foreign.json().response.errorsMessage[0]).toMatchObject({ code: 'errors.wishlist.notYours' });
    expect((await addAll(stranger, 99999999)).statusCode).toBe(404);
    expect((await addAll(undefined, listId)).statusCode).toBe(401);
    const bad = await post('cart/add-all-from-wishlist', owner, {});
    expect(bad.statusCode).toBe(400);
    expect(bad.json().response.errorsMessage[0]).toMatchObject({ field: 'list_id' });

    const emptyId = (await post('wishlist/insert', owner, { name: 'Vuota' })).json().data.wishlist.listId;
    const empty = await addAll(owner, emptyId);
    expect(empty.statusCode).toBe(400);
    expect(empty.json().response.errorsMessage[0]).toMatchObject({ code: 'errors.wishlist.emptyList', field: 'list_id' });
  });
});
