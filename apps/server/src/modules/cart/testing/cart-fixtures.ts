import { inArray } from 'drizzle-orm';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { expect } from 'vitest';
import { createShopperTestApp, type ShopperTestApp, withSession } from '../../../../test/users';
import { products } from '../../../db/schema/index';
import { SEED_FIXTURES } from '../../../db/seed/seed-fixtures';

/** A shopper test app whose seed fixture products are all in stock, so no add is refused for availability. */
export async function createStockedShopperTestApp(): Promise<ShopperTestApp> {
  const test = await createShopperTestApp();
  const ids = Object.values(SEED_FIXTURES.products).map((product) => product.productId);
  await test.db.update(products).set({ available: 100 }).where(inArray(products.productId, ids));
  return test;
}

/** Calls a cart (or gift certificate) route as a shopper: the raw answer, nothing asserted. */
export function cartClient(app: FastifyInstance, session: string) {
  return {
    get: (url: string) => app.inject({ method: 'GET', url: `/ebsn/api/${url}`, headers: withSession(session) }),
    post: (url: string, payload: object) =>
      app.inject({ method: 'POST', url: `/ebsn/api/${url}`, headers: withSession(session), payload }),
    /** POST cart/add with one item; the answer's cart is `.json().data`. */
    add: (productId: number, extra: Record<string, unknown> = {}) =>
      app.inject({
        method: 'POST',
        url: '/ebsn/api/cart/add',
        headers: withSession(session),
        payload: { items: [{ productId, ...extra }] },
      }),
    update: (itemId: number, quantity: number | string) =>
      app.inject({
        method: 'POST',
        url: '/ebsn/api/cart/update',
        headers: withSession(session),
        payload: { items: [{ itemId, quantity }] },
      }),
  };
}

type CartAnswer = { cartItems: { itemId: number; quantity: number; product: { productId: number } }[] };

/** The cart line of a product in an answer's cart. */
export function lineOf(cart: CartAnswer, productId: number) {
  return cart.cartItems.find((item) => item.product.productId === productId);
}

/** The data of a successful answer (the cart, for cart calls); fails the test with the body otherwise. */
export function dataOf(response: LightMyRequestResponse) {
  expect(response.statusCode, response.body).toBe(200);
  return response.json().data;
}

/** The first error message of a failed answer: { code, description, field? }. */
export const errorOf = (response: LightMyRequestResponse) => response.json().response.errorsMessage[0];
