import type { ProductListData, ProductListQuery } from '@spesa/domain';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { UserRow } from '../users/user.repository';
import { selectProductIdPage } from './wishlist.repository';
import { listAccess } from './wishlist-access';
import { productsByIds } from './wishlist-mapper';

/**
 * `GET products?parent_wishlist_id=…`: a list's products, newest first, paged like any listing
 * (no facets). Only for the list's owner and the shoppers it is shared with (401 without a
 * session, 403 for anyone else's), so the catalogue must never cache this answer.
 */
export async function wishlistProductListing(
  app: FastifyInstance,
  request: FastifyRequest,
  query: ProductListQuery & { parent_wishlist_id: number },
): Promise<ProductListData> {
  await app.requireUser(request);
  const { userId } = request.user as UserRow;
  await listAccess(app.db, userId, query.parent_wishlist_id, 'read');
  const { productIds, total } = await selectProductIdPage(
    app.db,
    query.parent_wishlist_id,
    query.page_size,
    (query.page - 1) * query.page_size,
  );
  return {
    products: await productsByIds(app.db, app.db, productIds),
    page: { selPage: query.page, totPages: Math.ceil(total / query.page_size), totItems: total, itemsPerPage: query.page_size },
    facets: [],
    correctedQuery: null,
  };
}
