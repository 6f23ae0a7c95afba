import {
  isSoldByWeight,
  maxPurchasable,
  type Product,
  scaledToNumber,
  type Wishlist,
  type WishlistGrant,
  type WishlistItem,
  type WishlistSummary,
} from '@spesa/domain';
import type { Db, Tx } from '../../db/client';
import { type CatalogueSnapshot, createSnapshotCache } from '../catalogue/catalogue-snapshot';
import { selectProductsByIds } from '../catalogue/product.repository';
import { toProduct } from '../catalogue/product-mapper';
import { selectShares, type WishlistItemRow, type WishlistSummaryRow } from './wishlist.repository';

/** The catalogue's names (brands, classes, promotions) per app, loaded once, to show a list's products. */
const snapshots = new WeakMap<object, () => Promise<CatalogueSnapshot>>();

/**
 * The snapshot, loaded on first use with `db`. Call it before a transaction: PGlite has one
 * connection, so loading it from inside a transaction would wait for that transaction.
 */
export function snapshotOf(db: Db): Promise<CatalogueSnapshot> {
  let load = snapshots.get(db);
  if (!load) {
    load = createSnapshotCache(db);
    snapshots.set(db, load);
  }
  return load();
}

/** The products with these ids in the API's shape, in the ids' order (missing ones left out). */
export async function productsByIds(db: Db, tx: Db | Tx, productIds: readonly number[]): Promise<Product[]> {
  const snapshot = await snapshotOf(db);
  const rows = await selectProductsByIds(tx as Db, productIds);
  return rows.map((row) => toProduct(row, snapshot));
}

/** How much of a list item can go to the cart now: its quantity within today's stock and limits. */
export function stockOf(product: Product, quantity: number): NonNullable<WishlistItem['stock']> {
  const cartQuantity = Math.min(quantity, maxPurchasable(product));
  return { available: cartQuantity > 0, cartQuantity };
}

function toItem(row: WishlistItemRow, product: Product, calculateStock: boolean): WishlistItem {
  const quantity = scaledToNumber(row.quantityThousandths, 3);
  return {
    itemId: row.itemId,
    product,
    quantity,
    weight: isSoldByWeight(product) ? quantity : null,
    ...(calculateStock ? { stock: stockOf(product, quantity) } : {}),
  };
}

/** Summaries in the API's shape; the owner sees the addresses each list is shared with. */
export async function toSummaries(tx: Db | Tx, rows: readonly WishlistSummaryRow[]): Promise<WishlistSummary[]> {
  const owned = rows.filter((row) => row.grant === null).map((row) => row.listId);
  const shares = await selectShares(tx, owned);
  return rows.map((row) => ({
    listId: row.listId,
    name: row.name,
    size: row.size,
    isFavourites: row.kind === 'favourites',
    selected: row.selected,
    sharingData: {
      grant: row.grant,
      owner: row.grant === null ? null : { firstName: row.ownerFirstName, lastName: row.ownerLastName },
      shares: shares
        .filter((share) => share.listId === row.listId)
        .map(({ email, grant }) => ({ email, grant: grant as WishlistGrant })),
    },
  }));
}

/** The whole list: summary and items with their products (and stock, when asked). */
export async function toWishlist(
  db: Db,
  tx: Db | Tx,
  summary: WishlistSummaryRow,
  items: readonly WishlistItemRow[],
  calculateStock = false,
): Promise<Wishlist> {
  // One query at a time: inside a transaction they share one connection.
  const [head] = await toSummaries(tx, [summary]);
  const products = await productsByIds(
    db,
    tx,
    items.map((item) => item.productId),
  );
  const byId = new Map(products.map((product) => [product.productId, product]));
  const wishlistItems = items.flatMap((item) => {
    const product = byId.get(item.productId);
    return product ? [toItem(item, product, calculateStock)] : [];
  });
  return { ...(head as WishlistSummary), wishlistItems };
}
