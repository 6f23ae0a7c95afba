import {
  addAllFromWishlistRequestSchema,
  cartQuerySchema,
  cartSchema,
  envelopeSchema,
  scaledToNumber,
  wishlistCodes,
  wishlistTexts,
} from '@spesa/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Db } from '../../db/client';
import { ok } from '../../lib/envelope';
import { badRequest } from '../../lib/http-error';
import { userIdOf } from '../../plugins/session';
import { changeOpenCart, outcomeWarnings } from '../cart/cart-changes.service';
import { addItemsToCart } from '../cart/cart-items.service';
import type { CartViewOptions } from '../cart/cart-view';
import { selectItems } from './wishlist.repository';
import { listFailures } from './wishlist.routes';
import { listAccess } from './wishlist-access';

/**
 * Every item of a list goes to the shopper's open cart with the list's quantity (added to a line
 * of the same product), through the cart's own rules; an item the cart refuses (out of stock, a
 * quantity over today's limits) is left out and named in a warning. A list shared read-only may be
 * added too: that changes the shopper's cart, not the list.
 */
export function addWishlistToCart(db: Db, userId: number, listId: number, options: CartViewOptions) {
  return changeOpenCart(db, userId, options, async (tx, cart, context) => {
    await listAccess(tx, userId, listId, 'read');
    const items = await selectItems(tx, listId);
    if (items.length === 0) throw badRequest(wishlistTexts.emptyList, 'list_id', wishlistCodes.emptyList);
    // Oldest first, as the shopper put them on the list.
    const requested = items
      .toReversed()
      .map((item) => ({ productId: item.productId, quantity: scaledToNumber(item.quantityThousandths, 3) }));
    return { warnings: outcomeWarnings(await addItemsToCart(tx, cart, requested, { context, partial: true })) };
  });
}

/** `POST cart/add-all-from-wishlist`, answered by the lists' module with the whole cart. */
export const wishlistCartRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/cart/add-all-from-wishlist',
    {
      onRequest: app.requireUser,
      schema: {
        tags: ['cart', 'wishlists'],
        summary:
          "Adds every item of list list_id (the shopper's own or shared with them, READ included) to the open cart with the list's quantities; items the cart refuses are left out and named in warningsMessage. Answers the whole cart. 400 for an empty list, 403 for another shopper's list, 404 for a missing one",
        querystring: cartQuerySchema,
        body: addAllFromWishlistRequestSchema,
        response: { 200: envelopeSchema(cartSchema), ...listFailures },
      },
    },
    async (request) => {
      const { cart, warnings } = await addWishlistToCart(app.db, userIdOf(request), request.body.list_id, {
        showSectors: request.query.show_sectors ?? false,
      });
      return ok(cart, { warnings });
    },
  );
};
