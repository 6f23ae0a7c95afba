import type { Cart, CartAddItem, CartItemInfosInput, CartUpdateCartInfoBody, Message } from '@spesa/domain';
import { cartCodes, cartTexts } from '@spesa/domain';
import { commitWith, type Db, type RawWrite, type Tx } from '../../db/client';
import { notFound } from '../../lib/http-error';
import { findOrder, selectOrderLines } from '../orders/order.repository';
import type { UserRow } from '../users/user.repository';
import { type CartRow, updateCart } from './cart.repository';
import { type CartContext, cartContextOf } from './cart-context';
import {
  addItemsAndAnswer,
  addItemsToCart,
  type CartItemOutcome,
  deleteCartItems,
  updateCartItemInfos,
  updateCartItems,
} from './cart-items.service';
import { type CartAnswerRows, keepCartLines } from './cart-lines.repository';
import { promotionNotices, type QuantityChange } from './cart-promotion-notices';
import { promotionShopperOf } from './cart-promotion-shopper';
import type { SessionCheck, Shopper } from './cart-shopper';
import { type CartViewOptions, cartViewOf } from './cart-view';
import { withOpenCart } from './open-cart';

/** A cart call's answer: the whole cart and the notices (infos, warnings) to show with it. */
export type CartChangeAnswer = { cart: Cart; warnings: Message[]; infos?: Message[] };

/**
 * What a change hands back: notices for the shopper, the cart row when the change updated it, the
 * answer's rows when it read them and kept them up to date, and with them the writes it left to make
 * (the lines as the rows already show them): made with COMMIT once the answer is made (`commitWith`).
 */
export type CartChangeResult =
  | { warnings?: Message[]; cart?: CartRow; answerRows?: CartAnswerRows; quantityChanges?: QuantityChange[] }
  | { warnings?: Message[]; cart?: CartRow; answerRows: CartAnswerRows; writes: RawWrite[]; quantityChanges?: QuantityChange[] }
  | undefined;

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
  /** true for a change whose first read is the answer's rows (`selectCartAnswer`, handed `context.answerAhead`), writing nothing before. */
  readAnswerAhead = false,
  /** The session's check, run in the call's transaction (`Shopper.check`). */
  check?: SessionCheck,
): Promise<CartChangeAnswer> {
  const context = await cartContextOf(db);
  let committedRows: CartAnswerRows | undefined;
  const answer = await withOpenCart(
    db,
    userId,
    async (tx, cart, user, _now, known, answerAhead) => {
      const result = await change(tx, cart, { ...context, answerAhead }, user);
      // The answer first (from the rows as they are after the change; what else it reads, the lines' writes do not touch).
      const answer = await cartViewOf(tx, result?.cart ?? cart, context, options, known, result?.answerRows);
      if (result && 'writes' in result) await commitWith(tx, result.writes);
      committedRows = result?.answerRows;
      const promotions = promotionNotices(
        answer,
        result?.quantityChanges ?? [],
        promotionShopperOf(context.tenant, result?.cart ?? cart, user),
      );
      return { cart: answer, warnings: [...(result?.warnings ?? []), ...promotions.warnings], infos: promotions.infos };
    },
    readAnswerAhead ? context.snapshot : undefined,
    check,
  );
  // Committed: the lines the change wrote are the cart's at its transaction's version (when it says so: `keepAs`).
  keepCartLines(context.snapshot, userId, committedRows);
  return answer;
}

/** The warnings of the refused items of a partial add (add-all-from-order / -wishlist), and the notices of the others. */
export function outcomeWarnings(outcomes: readonly CartItemOutcome[]): Message[] {
  return outcomes.flatMap((outcome) => (outcome.ok ? (outcome.notice ? [outcome.notice] : []) : [outcome.message]));
}

/** The lines an add changed, with their quantity before (for the promotions' notices). */
const quantityChangesOf = (outcomes: readonly CartItemOutcome[]): QuantityChange[] =>
  outcomes.flatMap((outcome) =>
    outcome.ok && outcome.itemId !== null ? [{ itemId: outcome.itemId, before: outcome.before }] : [],
  );

/** The cart calls that change items and infos, each answering the whole cart. */
export function createCartItemsService(db: Db) {
  return {
    add: (shopper: Shopper, items: CartAddItem[], options: CartViewOptions) =>
      changeOpenCart(
        db,
        shopper.userId,
        options,
        async (tx, cart, context) => {
          const { outcomes, answerRows, writes } = await addItemsAndAnswer(tx, cart, items, { context });
          return { warnings: outcomeWarnings(outcomes), answerRows, writes, quantityChanges: quantityChangesOf(outcomes) };
        },
        true,
        shopper.check,
      ),

    update: (shopper: Shopper, items: { itemId: number; quantity: number }[], options: CartViewOptions) =>
      changeOpenCart(
        db,
        shopper.userId,
        options,
        (tx, cart, context) => updateCartItems(tx, cart, items, context),
        true,
        shopper.check,
      ),

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

    /**
     * Every product of one of the shopper's orders, with its options, notes and alternatives, added
     * to the open cart as cart/add does; what can no longer be bought is left out with a warning.
     * 404 'Ordine non trovato' alike for no such order and another shopper's.
     */
    addAllFromOrder: (userId: number, orderId: number, options: CartViewOptions) =>
      changeOpenCart(db, userId, options, async (tx, cart, context) => {
        const order = await findOrder(tx, orderId);
        if (!order || order.userId !== userId) throw notFound(cartTexts.orderNotFound, cartCodes.orderNotFound);
        const lines = await selectOrderLines(tx, [order.orderId]);
        const gone = lines.filter((line) => line.productId === null);
        const items = lines.flatMap((line) =>
          line.productId === null
            ? []
            : [
                {
                  productId: line.productId,
                  quantity: line.quantityThousandths / 1000,
                  params: line.params,
                  infos: {
                    notes: line.notes,
                    accept_alternatives: line.acceptAlternatives ? ('true' as const) : ('false' as const),
                  },
                },
              ],
        );
        const outcomes = await addItemsToCart(tx, cart, items, { context, partial: true });
        const missing = gone.map(() => ({ code: cartCodes.productNotFound, description: cartTexts.productNotFound }));
        return { warnings: [...outcomeWarnings(outcomes), ...missing] };
      }),
  };
}
