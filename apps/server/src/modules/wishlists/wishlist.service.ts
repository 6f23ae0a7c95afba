import {
  errorCodes,
  type FavouritesData,
  firstAdd,
  type Product,
  quantityErrorCodes,
  quantityMessages,
  toScaledInteger,
  type Wishlist,
  type WishlistAddProductsRequest,
  type WishlistDeleteProductsRequest,
  type WishlistGrant,
  type WishlistListData,
  type WishlistListQuery,
  type WishlistUpdateProductsRequest,
  wishlistCodes,
  wishlistQuantity,
  wishlistQuantityProduct,
  wishlistTexts,
} from '@spesa/domain';
import type { FastifyBaseLogger } from 'fastify';
import type { Db, Tx } from '../../db/client';
import { badRequest, conflict, HttpError } from '../../lib/http-error';
import { usableAddress } from '../addresses/address-access';
import { addressNotCovered } from '../cart/cart.service';
import { deliveryTargetOf } from '../cart/cart-delivery';
import { findUserById } from '../users/user.repository';
import type { ShareInvitations } from './share-invitation-mail';
import {
  deleteItems,
  deleteShare,
  deleteWishlist,
  findFavouritesList,
  insertWishlist,
  nameTaken,
  renameWishlist,
  selectFavouriteProductIds,
  selectItems,
  selectList,
  selectListPage,
  selectSummary,
  touchWishlist,
  upsertItem,
  upsertShare,
  type WishlistItemRow,
} from './wishlist.repository';
import { type ListAccess, listAccess, listNotFound } from './wishlist-access';
import { productsByIds, snapshotOf, toSummaries, toWishlist } from './wishlist-mapper';

const FAVOURITES_NAME = 'Preferiti';

const productNotFound = (field: string) =>
  new HttpError(404, { code: errorCodes.notFound, description: wishlistTexts.productNotFound, field });
const itemNotFound = (field: string) =>
  new HttpError(404, { code: wishlistCodes.itemNotFound, description: wishlistTexts.itemNotFound, field });
const nameTakenError = () => conflict(wishlistTexts.nameTaken, wishlistCodes.nameTaken);

/** The list quantity in thousandths, or a 400 naming the item's field with the quantity rule's text. */
function listQuantityThousandths(product: Product, requested: number, field: string): number {
  const result = wishlistQuantity(product, requested);
  if (!result.ok) throw badRequest(result.message, field, result.code);
  return toScaledInteger(result.quantity, 3) ?? 0;
}

type Dependencies = { invitations: ShareInvitations; log: FastifyBaseLogger };

/** The shopper's lists and favourites: every rule of who may read, change or manage a list is checked here. */
export function createWishlistService(db: Db, { invitations, log }: Dependencies) {
  const inTransaction = async <T>(work: (tx: Tx) => Promise<T>) => {
    await snapshotOf(db);
    return db.transaction(work);
  };

  async function wishlistOf(tx: Db | Tx, userId: number, { list }: ListAccess, calculateStock = false): Promise<Wishlist> {
    const summary = await selectSummary(tx, list, userId);
    return toWishlist(db, tx, summary, await selectItems(tx, list.listId), calculateStock);
  }

  async function productsById(tx: Tx, productIds: number[]) {
    return new Map((await productsByIds(db, tx, productIds)).map((product) => [product.productId, product]));
  }

  async function list(userId: number, { page, pageSize }: WishlistListQuery): Promise<WishlistListData> {
    const { rows, total } = await selectListPage(db, userId, pageSize, (page - 1) * pageSize);
    return {
      personalList: {
        lists: await toSummaries(db, rows),
        page: { selPage: page, totPages: Math.ceil(total / pageSize), totItems: total, itemsPerPage: pageSize },
      },
    };
  }

  return {
    list,

    view: async (userId: number, listId: number, calculateStock = false) =>
      wishlistOf(db, userId, await listAccess(db, userId, listId, 'read'), calculateStock),

    /**
     * `wishlist/confirm`: the shopper confirms that the list is to be delivered to (or picked up at)
     * `address_id`. The address must be one they may use and one the shop serves (400 otherwise);
     * the answer is the list with each item's stock calculated, what would go to the cart for that
     * address now. Nothing is stored: the cart is filled by `cart/add-all-from-wishlist`.
     */
    confirm: (userId: number, addressId: number, listId: number) =>
      inTransaction(async (tx) => {
        const access = await listAccess(tx, userId, listId, 'read');
        const address = await usableAddress(tx, addressId, userId);
        const user = await findUserById(tx, userId);
        if (!user || !(await deliveryTargetOf(tx, address, user))) throw addressNotCovered();
        return wishlistOf(tx, userId, access, true);
      }),

    insert: (userId: number, name: string) =>
      inTransaction(async (tx) => {
        if (await nameTaken(tx, userId, name)) throw nameTakenError();
        const created = await insertWishlist(tx, userId, name);
        if (!created) throw nameTakenError();
        return wishlistOf(tx, userId, { list: created, grant: null });
      }),

    rename: (userId: number, listId: number, name: string) =>
      inTransaction(async (tx) => {
        const access = await listAccess(tx, userId, listId, 'manage');
        if (await nameTaken(tx, userId, name, listId)) throw nameTakenError();
        await renameWishlist(tx, listId, name);
        return wishlistOf(tx, userId, { ...access, list: { ...access.list, name } });
      }),

    remove: async (userId: number, listId: number) => {
      await inTransaction(async (tx) => {
        await listAccess(tx, userId, listId, 'manage');
        await deleteWishlist(tx, listId);
      });
      return list(userId, { page: 1, pageSize: 24 });
    },

    /** The list the list selector offers first; only a list whose items the shopper may change. */
    select: async (userId: number, listId: number) => {
      await inTransaction(async (tx) => {
        await listAccess(tx, userId, listId, 'edit');
        await selectList(tx, userId, listId);
      });
      return list(userId, { page: 1, pageSize: 24 });
    },

    /** Adds products; a product already on the list gets the quantities summed (then the rules applied). */
    addProducts: (userId: number, { wishlistId, items }: WishlistAddProductsRequest) =>
      inTransaction(async (tx) => {
        const access = await listAccess(tx, userId, wishlistId, 'edit');
        const existing = new Map((await selectItems(tx, wishlistId)).map((item) => [item.productId, item]));
        const products = await productsById(
          tx,
          items.map((item) => item.productId),
        );
        const totals = new Map<number, number>();
        for (const [index, item] of items.entries()) {
          const product = products.get(item.productId);
          if (!product) throw productNotFound(`items.${index}.productId`);
          const field = `items.${index}.quantity`;
          if (!(item.quantity > 0)) throw badRequest(quantityMessages.invalidQuantity, field, quantityErrorCodes.invalidQuantity);
          const before = totals.get(item.productId) ?? existing.get(item.productId)?.quantityThousandths ?? 0;
          totals.set(
            item.productId,
            listQuantityThousandths(product, (before + (toScaledInteger(item.quantity, 3) ?? 0)) / 1000, field),
          );
        }
        for (const [productId, quantity] of totals) await upsertItem(tx, wishlistId, productId, quantity);
        await touchWishlist(tx, wishlistId);
        return wishlistOf(tx, userId, access);
      }),

    /** Removes items, each named by itemId or by productId; one not on the list is a 404 and nothing changes. */
    deleteProducts: (userId: number, { wishlistId, items }: WishlistDeleteProductsRequest) =>
      inTransaction(async (tx) => {
        const access = await listAccess(tx, userId, wishlistId, 'edit');
        const onList = await selectItems(tx, wishlistId);
        const itemIds = items.map((item, index) => {
          const found = onList.find((row) =>
            item.itemId !== undefined ? row.itemId === item.itemId : row.productId === item.productId,
          );
          if (!found) throw itemNotFound(`items.${index}.${item.itemId !== undefined ? 'itemId' : 'productId'}`);
          return found.itemId;
        });
        await deleteItems(tx, wishlistId, itemIds);
        await touchWishlist(tx, wishlistId);
        return wishlistOf(tx, userId, access);
      }),

    /** Sets item quantities with the list's quantity rules; 0 removes the item. */
    updateProducts: (userId: number, { wishlistId, items }: WishlistUpdateProductsRequest) =>
      inTransaction(async (tx) => {
        const access = await listAccess(tx, userId, wishlistId, 'edit');
        const onList = new Map((await selectItems(tx, wishlistId)).map((item) => [item.itemId, item]));
        const products = await productsById(
          tx,
          [...onList.values()].map((item) => item.productId),
        );
        const changes: { item: WishlistItemRow; quantity: number }[] = items.map(({ itemId, quantity }, index) => {
          const item = onList.get(itemId);
          const product = item && products.get(item.productId);
          if (!item || !product) throw itemNotFound(`items.${index}.itemId`);
          return { item, quantity: listQuantityThousandths(product, quantity, `items.${index}.quantity`) };
        });
        await deleteItems(
          tx,
          wishlistId,
          changes.filter((change) => change.quantity === 0).map((change) => change.item.itemId),
        );
        for (const { item, quantity } of changes) if (quantity > 0) await upsertItem(tx, wishlistId, item.productId, quantity);
        await touchWishlist(tx, wishlistId);
        return wishlistOf(tx, userId, access);
      }),

    /**
     * The owner shares the list with an address, or changes the grant of a share. Whether the address
     * has an account changes nothing here: the answer is the same, and the mail (a new share only)
     * leaves after the commit without being waited for, so neither the answer nor its time tells.
     */
    share: async (userId: number, listId: number, email: string, grant: WishlistGrant) => {
      const { wishlist, newShare } = await inTransaction(async (tx) => {
        const access = await listAccess(tx, userId, listId, 'manage');
        const owner = await findUserById(tx, userId);
        if (!owner) throw listNotFound();
        if (owner.email === email) throw badRequest(wishlistTexts.shareWithYourself, 'email', wishlistCodes.shareWithYourself);
        const created = await upsertShare(tx, listId, email, grant);
        const wishlist = await wishlistOf(tx, userId, access);
        return { wishlist, newShare: created ? { listId, listName: wishlist.name, owner, email, grant } : null };
      });
      if (newShare) invitations(newShare).catch((error: unknown) => log.error({ err: error, listId }, 'share mail not sent'));
      return wishlist;
    },

    /** The owner stops sharing the list with `email`; not shared with it is no error. */
    unshare: (userId: number, listId: number, email: string) =>
      inTransaction(async (tx) => {
        const access = await listAccess(tx, userId, listId, 'manage');
        await deleteShare(tx, listId, email);
        return wishlistOf(tx, userId, access);
      }),

    favourites: async (userId: number): Promise<FavouritesData> => {
      const favourites = await findFavouritesList(db, userId);
      return {
        listId: favourites?.listId ?? null,
        productIds: favourites ? await selectFavouriteProductIds(db, favourites.listId) : [],
      };
    },

    /** The heart: the product goes on the favourites list (made on first use) with its first quantity, or comes off. */
    setFavourite: (userId: number, productId: number, favourite: boolean) =>
      inTransaction(async (tx): Promise<FavouritesData> => {
        await insertWishlist(tx, userId, FAVOURITES_NAME, 'favourites');
        const favourites = await findFavouritesList(tx, userId);
        if (!favourites) throw listNotFound();
        const { list } = await listAccess(tx, userId, favourites.listId, 'edit');
        const onList = (await selectItems(tx, list.listId)).find((item) => item.productId === productId);
        if (favourite && !onList) {
          const product = (await productsById(tx, [productId])).get(productId);
          if (!product) throw productNotFound('product_id');
          const quantity = listQuantityThousandths(product, firstAdd(wishlistQuantityProduct(product)), 'product_id');
          await upsertItem(tx, list.listId, productId, quantity);
        }
        if (!favourite && onList) await deleteItems(tx, list.listId, [onList.itemId]);
        return { listId: list.listId, productIds: await selectFavouriteProductIds(tx, list.listId) };
      }),
  };
}

export type WishlistService = ReturnType<typeof createWishlistService>;
