import { z } from 'zod';
import { PRODUCT_PAGE_SIZE, PRODUCT_PAGE_SIZE_MAX } from '../constants';
import { normalizeQuantity, type QuantityResult } from '../quantity/normalize-quantity';
import type { QuantityProduct } from '../quantity/quantity-product';
import { zEmail, zRequiredText } from '../validation/zod-validators';
import { formFlagSchema, zPositiveId } from './accounts';
import { zQuantity } from './cart';
import { pageSchema, productSchema } from './catalogue';

/** What a shopper a list is shared with may do: READ only looks; WRITE may change the items. */
export const wishlistGrants = ['READ', 'WRITE'] as const;
export type WishlistGrant = (typeof wishlistGrants)[number];
export const WISHLIST_NAME_MAX_LENGTH = 60;
/** Lists per page of `wishlist/list` when the client asks no size. */
export const WISHLIST_PAGE_SIZE = PRODUCT_PAGE_SIZE;

/** The Italian texts of the lists' failures and notices, with their stable codes. */
export const wishlistTexts = {
  notFound: 'La lista richiesta non esiste.',
  notYours: 'Questa lista appartiene a un altro utente.',
  readOnly: 'Questa lista è condivisa con te in sola lettura.',
  ownerOnly: 'Solo chi ha creato la lista può rinominarla, eliminarla o condividerla.',
  favouritesFixed: 'La lista dei preferiti non si può rinominare, eliminare né condividere.',
  nameTaken: 'Hai già una lista con questo nome.',
  itemNotFound: 'Il prodotto indicato non è nella lista.',
  productNotFound: 'Il prodotto richiesto non esiste o non è più disponibile.',
  shareWithYourself: 'Non puoi condividere una lista con te stesso.',
  emptyList: 'La lista non contiene prodotti.',
  created: 'Lista creata.',
  renamed: 'Lista rinominata.',
  deleted: 'Lista eliminata.',
  shared: "Lista condivisa: abbiamo inviato un'e-mail all'indirizzo indicato.",
  unshared: 'Condivisione rimossa.',
  productsAdded: 'Prodotti aggiunti alla lista.',
} as const;

export const wishlistCodes = {
  notFound: 'errors.wishlist.notFound',
  notYours: 'errors.wishlist.notYours',
  readOnly: 'errors.wishlist.readOnly',
  ownerOnly: 'errors.wishlist.ownerOnly',
  favouritesFixed: 'errors.wishlist.favouritesFixed',
  nameTaken: 'errors.wishlist.nameTaken',
  itemNotFound: 'errors.wishlist.itemNotFound',
  shareWithYourself: 'errors.wishlist.shareWithYourself',
  emptyList: 'errors.wishlist.emptyList',
  created: 'msg.wishlist.created',
  renamed: 'msg.wishlist.renamed',
  deleted: 'msg.wishlist.deleted',
  shared: 'msg.wishlist.shared',
  unshared: 'msg.wishlist.unshared',
  productsAdded: 'msg.wishlist.productsAdded',
} as const;

/** A list keeps products that are out of stock now: its quantities follow the steps and limits, not the stock. */
const LIST_STOCK = 1_000_000;

/** The product as a list's quantity rules see it: the same steps, minimum and caps as the cart, stock left aside. */
export function wishlistQuantityProduct<P extends QuantityProduct>(product: P): P {
  return { ...product, available: LIST_STOCK };
}

/**
 * Accepts, rounds or refuses a list quantity with the cart's rules (steps, QTY_MULT, QTY_LOCKED,
 * minAcq, WEIGHT_SELLING, MAXACQ, maxAcq ÷ MULTI_PACK, 3 decimals), except that an out-of-stock
 * product may stay on a list; 0 means remove the item.
 */
export function wishlistQuantity(product: QuantityProduct, requested: number): QuantityResult {
  return normalizeQuantity(wishlistQuantityProduct(product), requested);
}

const listName = zRequiredText().pipe(z.string().max(WISHLIST_NAME_MAX_LENGTH));
/** A quantity as the cart reads it: a number, or digits with a dot or a comma; missing reads 'Campo obbligatorio'. */
const quantity = zQuantity();

/**
 * Who may do what on a list. `grant` is null on the shopper's own lists (everything allowed);
 * 'READ' or 'WRITE' on a list another shopper shared with them. `owner` names who shared it,
 * `shares` (owner only) the addresses it is shared with, as the owner typed them: never the name
 * of whoever holds one, nor whether it has an account.
 */
export const wishlistSharingSchema = z.object({
  grant: z.enum(wishlistGrants).nullable(),
  owner: z.object({ firstName: z.string(), lastName: z.string() }).nullable(),
  shares: z.array(z.object({ email: z.string(), grant: z.enum(wishlistGrants) })),
});

/**
 * The e-mail to the address a list is shared with. Placeholders: {ownerName}, {listName},
 * {brandName}. A shopper with an account finds the list among theirs (`shared`); an address without
 * one is invited to register with it (`invitation`), then finds it the same way.
 */
export const wishlistShareMailTexts = {
  subject: '{ownerName} ha condiviso con te la lista «{listName}»',
  /** The invitation's greeting: the shop knows no name for an address without an account. */
  greeting: 'Ciao,',
  shared: {
    intro: '{ownerName} ha condiviso con te la sua lista della spesa «{listName}» su {brandName}: la trovi tra le tue liste.',
    action: 'Apri la lista',
  },
  invitation: {
    intro:
      '{ownerName} ha condiviso con te la sua lista della spesa «{listName}» su {brandName}. Per vederla registrati ' +
      'con questo indirizzo e-mail: la troverai tra le tue liste.',
    action: 'Registrati',
  },
  grant: {
    READ: 'Potrai vederla e aggiungerne i prodotti al tuo carrello.',
    WRITE: 'Potrai vederla, aggiungerne i prodotti al tuo carrello e anche modificarla.',
  },
  strangerNotice: 'Non conosci {ownerName}? Ignora pure questa e-mail.',
} as const;

/** A product on a list. `weight` is the quantity in kg (or l) for products sold by weight, null for pieces. */
export const wishlistItemSchema = z.object({
  itemId: z.number().int(),
  product: productSchema,
  quantity: z.number(),
  weight: z.number().nullable(),
  /**
   * With calculate_stock (and on `wishlist/confirm`): how much of the item can go to the cart now,
   * the list's quantity within today's stock and limits (0 when the product cannot be bought).
   */
  stock: z.object({ available: z.boolean(), cartQuantity: z.number() }).optional(),
});
export type WishlistItem = z.infer<typeof wishlistItemSchema>;

/** A list as `wishlist/list` names it: no items, `size` counts them. */
export const wishlistSummarySchema = z.object({
  listId: z.number().int(),
  name: z.string(),
  size: z.number().int(),
  /** The favourites list (the hearts): fixed name, never shared. */
  isFavourites: z.boolean(),
  /** The list last chosen with `wishlist/select`. */
  selected: z.boolean(),
  sharingData: wishlistSharingSchema,
});
export type WishlistSummary = z.infer<typeof wishlistSummarySchema>;

/** `wishlist/view` and every list change: the list with its items, newest first. */
export const wishlistSchema = wishlistSummarySchema.extend({ wishlistItems: z.array(wishlistItemSchema) });
export type Wishlist = z.infer<typeof wishlistSchema>;

/** True when the shopper may change the list's items: their own list, or shared with grant WRITE. */
export function canEditWishlist(list: Pick<WishlistSummary, 'sharingData'>): boolean {
  return list.sharingData.grant !== 'READ';
}

/** True when the shopper may rename, delete or share the list: only its owner, never the favourites. */
export function canManageWishlist(list: Pick<WishlistSummary, 'sharingData' | 'isFavourites'>): boolean {
  return list.sharingData.grant === null && !list.isFavourites;
}

export const wishlistDataSchema = z.object({ wishlist: wishlistSchema });
export type WishlistData = z.infer<typeof wishlistDataSchema>;

/** `wishlist/list`: the shopper's named lists, then the lists shared with them. */
export const wishlistListDataSchema = z.object({
  personalList: z.object({ lists: z.array(wishlistSummarySchema), page: pageSchema }),
});
export type WishlistListData = z.infer<typeof wishlistListDataSchema>;

/** The hearts: the favourites list's id (null until the first heart) and the products on it. */
export const favouritesDataSchema = z.object({ listId: z.number().int().nullable(), productIds: z.array(z.number().int()) });
export type FavouritesData = z.infer<typeof favouritesDataSchema>;

export const wishlistViewQuerySchema = z.object({ list_id: zPositiveId(), calculate_stock: formFlagSchema.optional() });
export const wishlistListQuerySchema = z.object({
  page: zPositiveId().default(1),
  pageSize: zPositiveId().pipe(z.number().max(PRODUCT_PAGE_SIZE_MAX)).default(WISHLIST_PAGE_SIZE),
});
export type WishlistListQuery = z.infer<typeof wishlistListQuerySchema>;

export const wishlistInsertRequestSchema = z.object({ name: listName });
export const wishlistUpdateRequestSchema = z.object({ list_id: zPositiveId(), name: listName });
export const wishlistIdRequestSchema = z.object({ list_id: zPositiveId() });
export const wishlistConfirmRequestSchema = z.object({ address_id: zPositiveId(), list_id: zPositiveId() });
export const wishlistShareRequestSchema = z.object({
  list_id: zPositiveId(),
  email: zEmail().max(254).toLowerCase(),
  grant: z.enum(wishlistGrants),
});
export const wishlistUnshareRequestSchema = z.object({ list_id: zPositiveId(), email: zEmail().max(254).toLowerCase() });

export const wishlistAddProductsRequestSchema = z.object({
  wishlistId: zPositiveId(),
  items: z
    .array(z.object({ productId: zPositiveId(), quantity }))
    .min(1)
    .max(200),
});
export type WishlistAddProductsRequest = z.infer<typeof wishlistAddProductsRequestSchema>;

/** Each item by itemId, or by productId (the product page knows no item); quantity and weight are ignored. */
export const wishlistDeleteProductsRequestSchema = z.object({
  wishlistId: zPositiveId(),
  items: z
    .array(
      z
        .object({
          itemId: zPositiveId().optional(),
          productId: zPositiveId().optional(),
          quantity: quantity.optional(),
          weight: quantity.optional(),
        })
        .refine((item) => item.itemId !== undefined || item.productId !== undefined, {
          message: 'itemId o productId: Campo obbligatorio',
          path: ['itemId'],
        }),
    )
    .min(1)
    .max(200),
});
export type WishlistDeleteProductsRequest = z.infer<typeof wishlistDeleteProductsRequestSchema>;

/** New quantities by item; 0 removes the item. */
export const wishlistUpdateProductsRequestSchema = z.object({
  wishlistId: zPositiveId(),
  items: z
    .array(z.object({ itemId: zPositiveId(), quantity }))
    .min(1)
    .max(200),
});
export type WishlistUpdateProductsRequest = z.infer<typeof wishlistUpdateProductsRequestSchema>;

/** The heart: puts the product on the favourites list (favourite true) or takes it off. */
export const favouriteRequestSchema = z.object({ product_id: zPositiveId(), favourite: formFlagSchema });

/** `cart/add-all-from-wishlist`. */
export const addAllFromWishlistRequestSchema = z.object({ list_id: zPositiveId() });
