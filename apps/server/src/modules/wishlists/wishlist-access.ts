import { type WishlistGrant, wishlistCodes, wishlistTexts } from '@spesa/domain';
import type { Db, Tx } from '../../db/client';
import { HttpError, notFound } from '../../lib/http-error';
import { findGrant, findWishlist, type WishlistRow } from './wishlist.repository';

/** A list and what the shopper may do on it: grant null on their own list. */
export type ListAccess = { list: WishlistRow; grant: WishlistGrant | null };

/** What a change needs: to look, to change the items, or to be the owner (rename, delete, share). */
export type Need = 'read' | 'edit' | 'manage';

const refused = (description: string, code: string) => new HttpError(403, { code, description });
export const listNotFound = () => notFound(wishlistTexts.notFound, wishlistCodes.notFound);

/**
 * The list if the shopper may do `need` on it, locked for the transaction unless only reading.
 * 404 when it does not exist; 403 when it is another shopper's and not shared with them, when the
 * share is READ and the call changes it, when a WRITE share renames, deletes or shares it, and for
 * any of those on the favourites list.
 */
export async function listAccess(db: Db | Tx, userId: number, listId: number, need: Need): Promise<ListAccess> {
  const list = await findWishlist(db, listId, need !== 'read');
  if (!list) throw listNotFound();
  const grant = list.userId === userId ? null : await findGrant(db, listId, userId);
  if (list.userId !== userId && grant === null) throw refused(wishlistTexts.notYours, wishlistCodes.notYours);
  if (need !== 'read' && grant === 'READ') throw refused(wishlistTexts.readOnly, wishlistCodes.readOnly);
  if (need === 'manage' && grant !== null) throw refused(wishlistTexts.ownerOnly, wishlistCodes.ownerOnly);
  if (need === 'manage' && list.kind === 'favourites')
    throw refused(wishlistTexts.favouritesFixed, wishlistCodes.favouritesFixed);
  return { list, grant };
}
