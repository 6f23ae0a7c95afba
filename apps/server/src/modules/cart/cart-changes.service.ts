import type { Cart, CartAddItem, CartItemInfosInput, CartUpdateCartInfoBody, Message } from '@spesa/domain';
import { cartCodes, cartTexts } from '@spesa/domain';
import type { Db, Tx } from '../../db/client';
import { notFound } from '../../lib/http-error';
import type { UserRow } from '../users/user.repository';
import { type CartRow, updateCart } from './cart.repository';
import { type CartContext, cartContextOf } from './cart-context';
import {
  addItemsToCart,
  type CartItemOutcome,
  deleteCartItems,
  updateCartItemInfos,
  updateCartItems,
} from './cart-items.service';
import { type CartViewOptions, cartViewOf } from './cart-view';
import { withOpenCart } from './open-cart';

/** A cart call's answer: the whole cart and the notices (warnings) to show with it. */
export type CartChangeAnswer = { cart: Cart; warnings: Message[] };

/** What a change hands back: notices for the shopper, and the cart row when the change updated it. */
export type CartChangeResult = { warnings?: Message[]; cart?: CartRow } | undefined;

/**
 * Runs `change` on the shopper's open cart, locked for the transaction (changes to one cart are
 * serialised), then answers the whole cart as it is after the change, with the warnings `change`
 * returned. Every cart mutation goes through here; the wishlists' add-all-from-wishlist can too.
 */
export async function changeOpenCart(
  db: Db,
  userId: number,
  options: CartViewOptions,
  change: (tx: Tx, cart: CartRow, context: CartContext, user: UserRow) => Promise<CartChangeResult>,
): Promise<CartChangeAnswer> {
  const context = await cartContextOf(db);
  return withOpenCart(db, userId, async (tx, cart, user) => {
    const result = await change(tx, cart, context, user);
    return { cart: await cartViewOf(tx, result?.cart ?? cart, context, options), warnings: result?.warnings ?? [] };
  });
}

/** The warnings of the refused items of a partial add (add-all-from-order / -wishlist), and the notices of the others. */
export function outcomeWarnings(outcomes: readonly CartItemOutcome[]): Message[] {
  return outcomes.flatMap((outcome) => (outcome.ok ? (outcome.notice ? [outcome.notice] : []) : [outcome.message]));
}

/** The cart calls that change items and infos, each answering the whole cart. */
export function createCartItemsService(db: Db) {
  return {
    add: (userId: number, items: CartAddItem[], options: CartViewOptions) =>
      changeOpenCart(db, userId, options, async (tx, cart, context) => ({
        warnings: outcomeWarnings(await addItemsToCart(tx, cart, items, { context })),
      })),

    update: (userId: number, items: { itemId: number; quantity: number }[], options: CartViewOptions) =>
      changeOpenCart(db, userId, options, async (tx, cart, context) => ({
        warnings: await updateCartItems(tx, cart, items, context),
      })),

    delete: (userId: number, itemIds: number[], options: CartViewOptions) =>
      changeOpenCart(db, userId, options, async (tx, cart) => {
        await deleteCartItems(tx, cart, itemIds);
        return undefined;
      }),

    updateInfos: (userId: number, items: { itemId: number; infos: CartItemInfosInput }[], options: CartViewOptions) =>
      changeOpenCart(db, userId, options, async (tx, cart, context) => {
        await updateCartItemInfos(tx, cart, items, context);
        return undefined;
      }),

    updateCartInfo: (userId: number, body: CartUpdateCartInfoBody, options: CartViewOptions) =>
      changeOpenCart(db, userId, options, async (tx, cart) => {
        const cartInfos = { ...cart.cartInfos, [body.property]: body.value };
        return { cart: await updateCart(tx, cart.cartId, { cartInfos }) };
      }),

    /** Orders come with the checkout issue: until then no order exists, for anyone. */
    addAllFromOrder: (_userId: number, _orderId: number, _options: CartViewOptions): Promise<CartChangeAnswer> =>
      Promise.reject(notFound(cartTexts.orderNotFound, cartCodes.orderNotFound)),
  };
}
