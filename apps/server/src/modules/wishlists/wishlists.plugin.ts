import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { shareInvitationsOf } from './share-invitation-mail';
import { wishlistRoutes } from './wishlist.routes';
import { createWishlistService } from './wishlist.service';
import { wishlistCartRoutes } from './wishlist-cart.routes';
import { wishlistItemRoutes } from './wishlist-items.routes';

/** Every wishlist call under /ebsn/api (wishlist/*, cart/add-all-from-wishlist), sharing one service. */
export const wishlistsPlugin: FastifyPluginAsyncZod = async (app) => {
  const wishlists = createWishlistService(app.db, { invitations: shareInvitationsOf(app), log: app.log });
  await app.register(wishlistRoutes, { wishlists });
  await app.register(wishlistItemRoutes, { wishlists });
  await app.register(wishlistCartRoutes);
};
