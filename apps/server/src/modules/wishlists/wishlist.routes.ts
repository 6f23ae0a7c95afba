import {
  envelopeSchema,
  errorEnvelopeSchema,
  wishlistCodes,
  wishlistConfirmRequestSchema,
  wishlistDataSchema,
  wishlistIdRequestSchema,
  wishlistInsertRequestSchema,
  wishlistListDataSchema,
  wishlistListQuerySchema,
  wishlistTexts,
  wishlistUpdateRequestSchema,
  wishlistViewQuerySchema,
} from '@spesa/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ok } from '../../lib/envelope';
import { userIdOf } from '../../plugins/session';
import type { WishlistService } from './wishlist.service';

/** The failures every list call may answer besides 200. */
export const listFailures = {
  400: errorEnvelopeSchema,
  401: errorEnvelopeSchema,
  403: errorEnvelopeSchema,
  404: errorEnvelopeSchema,
  409: errorEnvelopeSchema,
  419: errorEnvelopeSchema,
};
export const info = (key: keyof typeof wishlistCodes & keyof typeof wishlistTexts) => ({
  infos: [{ code: wishlistCodes[key], description: wishlistTexts[key] }],
});

/** The lists themselves: view, list, confirm, insert, update (rename), delete, select. */
export const wishlistRoutes: FastifyPluginAsyncZod<{ wishlists: WishlistService }> = async (app, { wishlists }) => {
  const tags = ['wishlists'];
  const onRequest = app.requireUser;

  app.get(
    '/wishlist/view',
    {
      onRequest,
      schema: {
        tags,
        summary:
          "One list with its items (data.wishlist): the shopper's own or one shared with them (sharingData.grant READ or WRITE); calculate_stock=true adds each item's stock (what can go to the cart now). 403 for another shopper's list",
        querystring: wishlistViewQuerySchema,
        response: { 200: envelopeSchema(wishlistDataSchema), ...listFailures },
      },
    },
    async (request) => {
      const { list_id, calculate_stock } = request.query;
      return ok({ wishlist: await wishlists.view(userIdOf(request), list_id, calculate_stock ?? false) });
    },
  );

  app.get(
    '/wishlist/list',
    {
      onRequest,
      schema: {
        tags,
        summary:
          "The shopper's named lists by name, then the lists shared with them (data.personalList{lists, page}); the favourites list is not among them (see wishlist/favourites)",
        querystring: wishlistListQuerySchema,
        response: { 200: envelopeSchema(wishlistListDataSchema), ...listFailures },
      },
    },
    async (request) => ok(await wishlists.list(userIdOf(request), request.query)),
  );

  app.post(
    '/wishlist/confirm',
    {
      onRequest,
      schema: {
        tags,
        summary:
          "Confirms a list for delivery to (or pickup at) address_id: the address must be usable by the shopper (403 otherwise) and served (400); answers the list with every item's stock for it. Stores nothing: cart/add-all-from-wishlist fills the cart",
        body: wishlistConfirmRequestSchema,
        response: { 200: envelopeSchema(wishlistDataSchema), ...listFailures },
      },
    },
    async (request) => {
      const { address_id, list_id } = request.body;
      return ok({ wishlist: await wishlists.confirm(userIdOf(request), address_id, list_id) });
    },
  );

  app.post(
    '/wishlist/insert',
    {
      onRequest,
      schema: {
        tags,
        summary: 'A new empty list named `name` (at most 60 characters; 409 when the shopper has a list with that name)',
        body: wishlistInsertRequestSchema,
        response: { 200: envelopeSchema(wishlistDataSchema), ...listFailures },
      },
    },
    async (request) => ok({ wishlist: await wishlists.insert(userIdOf(request), request.body.name) }, info('created')),
  );

  app.post(
    '/wishlist/update',
    {
      onRequest,
      schema: {
        tags,
        summary: 'Renames a list: only its owner (403 for a shared one and for the favourites list); 409 when the name is taken',
        body: wishlistUpdateRequestSchema,
        response: { 200: envelopeSchema(wishlistDataSchema), ...listFailures },
      },
    },
    async (request) => {
      const { list_id, name } = request.body;
      return ok({ wishlist: await wishlists.rename(userIdOf(request), list_id, name) }, info('renamed'));
    },
  );

  app.post(
    '/wishlist/delete',
    {
      onRequest,
      schema: {
        tags,
        summary:
          "Deletes a list with its items and shares: only its owner, never the favourites list; answers the shopper's lists",
        body: wishlistIdRequestSchema,
        response: { 200: envelopeSchema(wishlistListDataSchema), ...listFailures },
      },
    },
    async (request) => ok(await wishlists.remove(userIdOf(request), request.body.list_id), info('deleted')),
  );

  app.post(
    '/wishlist/select',
    {
      onRequest,
      schema: {
        tags,
        summary:
          "Makes a list the selected one (selected: true in wishlist/list), the one the list selector offers first; a READ share cannot be selected (403). Answers the shopper's lists",
        body: wishlistIdRequestSchema,
        response: { 200: envelopeSchema(wishlistListDataSchema), ...listFailures },
      },
    },
    async (request) => ok(await wishlists.select(userIdOf(request), request.body.list_id)),
  );
};
