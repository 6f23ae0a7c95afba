import {
  envelopeSchema,
  favouriteRequestSchema,
  favouritesDataSchema,
  wishlistAddProductsRequestSchema,
  wishlistDataSchema,
  wishlistDeleteProductsRequestSchema,
  wishlistShareRequestSchema,
  wishlistUnshareRequestSchema,
  wishlistUpdateProductsRequestSchema,
} from '@spesa/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ok } from '../../lib/envelope';
import { userIdOf } from '../../plugins/session';
import { info, listFailures } from './wishlist.routes';
import type { WishlistService } from './wishlist.service';

const rules =
  "Quantities follow the cart's rules (QTY_MULT steps, QTY_LOCKED multiples, minAcq, WEIGHT_SELLING + STEP_SELLING for loose products, MAXACQ and maxAcq ÷ MULTI_PACK, 3 decimals) except stock: a list may keep a product out of stock. A refused quantity is a 400 naming items.N.quantity with errors.minAcq, errors.maxAcq or errors.invalidQuantity. 403 on a READ share or another shopper's list";

/** A list's items (add_prod, delete_prods, update_prods), sharing, and the favourites hearts. */
export const wishlistItemRoutes: FastifyPluginAsyncZod<{ wishlists: WishlistService }> = async (app, { wishlists }) => {
  const tags = ['wishlists'];
  const onRequest = app.requireUser;
  const answers = { 200: envelopeSchema(wishlistDataSchema), ...listFailures };

  app.post(
    '/wishlist/add_prod',
    {
      onRequest,
      schema: {
        tags,
        summary: `Adds products to list wishlistId; one already there gets the quantities summed. ${rules}`,
        body: wishlistAddProductsRequestSchema,
        response: answers,
      },
    },
    async (request) => ok({ wishlist: await wishlists.addProducts(userIdOf(request), request.body) }, info('productsAdded')),
  );

  app.post(
    '/wishlist/delete_prods',
    {
      onRequest,
      schema: {
        tags,
        summary:
          "Removes items from list wishlistId, each by itemId or productId (quantity and weight are accepted and ignored); an item not on the list is a 404 and nothing is removed. 403 on a READ share or another shopper's list",
        body: wishlistDeleteProductsRequestSchema,
        response: answers,
      },
    },
    async (request) => ok({ wishlist: await wishlists.deleteProducts(userIdOf(request), request.body) }),
  );

  app.post(
    '/wishlist/update_prods',
    {
      onRequest,
      schema: {
        tags,
        summary: `Sets the quantities of items of list wishlistId; 0 removes the item. ${rules}`,
        body: wishlistUpdateProductsRequestSchema,
        response: answers,
      },
    },
    async (request) => ok({ wishlist: await wishlists.updateProducts(userIdOf(request), request.body) }),
  );

  app.post(
    '/wishlist/share',
    {
      onRequest,
      schema: {
        tags,
        summary:
          "The owner shares list list_id with the address `email` with grant READ (sees it, changes nothing) or WRITE (may change its items, not rename, delete or share it); sharing again changes the grant. The address gets a mail: a shopper with an account finds the list among theirs, an address without one is invited to register with it. The answer is the same either way and lists the shares as the addresses typed, so it tells nobody who has an account. 400 for the owner's own address; 403 for anyone but the owner and for the favourites list",
        body: wishlistShareRequestSchema,
        response: answers,
      },
    },
    async (request) => {
      const { list_id, email, grant } = request.body;
      return ok({ wishlist: await wishlists.share(userIdOf(request), list_id, email, grant) }, info('shared'));
    },
  );

  app.post(
    '/wishlist/unshare',
    {
      onRequest,
      schema: {
        tags,
        summary: 'The owner stops sharing list list_id with `email` (not shared with them: nothing changes)',
        body: wishlistUnshareRequestSchema,
        response: answers,
      },
    },
    async (request) => {
      const { list_id, email } = request.body;
      return ok({ wishlist: await wishlists.unshare(userIdOf(request), list_id, email) }, info('unshared'));
    },
  );

  app.get(
    '/wishlist/favourites',
    {
      onRequest,
      schema: {
        tags,
        summary:
          "The hearts: the favourites list's id (null before the first heart) and its product ids. The list itself is read with wishlist/view and changed with the item calls",
        response: { 200: envelopeSchema(favouritesDataSchema), ...listFailures },
      },
    },
    async (request) => ok(await wishlists.favourites(userIdOf(request))),
  );

  app.post(
    '/wishlist/favourites',
    {
      onRequest,
      schema: {
        tags,
        summary:
          'The heart: favourite=true puts product_id on the favourites list (made on first use) with its first quantity, false takes it off; repeating is harmless. Answers the hearts',
        body: favouriteRequestSchema,
        response: { 200: envelopeSchema(favouritesDataSchema), ...listFailures },
      },
    },
    async (request) => {
      const { product_id, favourite } = request.body;
      return ok(await wishlists.setFavourite(userIdOf(request), product_id, favourite));
    },
  );
};
