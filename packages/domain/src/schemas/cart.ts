import { z } from 'zod';
import { CART_NOTE_MAX_LENGTH } from '../constants';
import { appliedPromotionSchema } from '../promotions/promotion-schema';
import { userSchema, zPositiveId } from './accounts';
import { productSchema } from './catalogue';
import { zQuantity } from './input-bounds';

/** The cart's address: a home address or a pickup point, marked when the shop chose it, not the shopper. */
export const cartShippingAddressSchema = z.object({
  addressId: z.number().int(),
  deliveryServiceId: z.number().int(),
  addressTypeId: z.number().int(),
  addressType: z.enum(['home', 'store', 'locker']),
  addressName: z.string(),
  address1: z.string(),
  addressNumber: z.string(),
  city: z.string(),
  province: z.string(),
  postalcode: z.string(),
  /** True until the shopper chooses an address: the address dialog should open (unless the tenant bypasses it). */
  autoAssigned: z.boolean(),
});

/** The cart's delivery or pickup slot. */
export const cartTimeslotSchema = z.object({
  /** YYYY-MM-DD. */
  date: z.string(),
  timeslotId: z.number().int(),
  beginTime: z.string(),
  endTime: z.string(),
  /** '09:00 - 11:00'. */
  name: z.string(),
  /** True until the shopper chooses a slot: the slot dialog should open (unless the tenant bypasses it). */
  autoAssigned: z.boolean(),
});

/** Free-text information the shopper adds to the order; values travel as strings, as in the original API. */
export const cartInfosSchema = z.object({ order_comment: z.string(), need_invoice: z.string() });

/** 'true' / 'false' as the original API writes flags in infos. */
export const textFlagSchema = z.enum(['true', 'false']);

/** What the shopper tells the picker about one cart line. */
export const cartItemInfoSchema = z.object({
  /** 'true' when the picker may replace a missing product with a similar one (the tenant's default for new lines). */
  accept_alternatives: textFlagSchema,
  /** Free text for the picker ('mature, non troppo grandi'), at most CART_NOTE_MAX_LENGTH characters. */
  notes: z.string(),
  /**
   * Products sold by weight only: the weight the shopper asks for, in the product's base unit (kg or l)
   * as decimal text ('0.750'); when set it is the weight billed instead of the quantity. Empty otherwise.
   */
  customWeight: z.string(),
});
export type CartItemInfo = z.infer<typeof cartItemInfoSchema>;

/** One cart line: a product with its chosen options (params); the same product with other options is another line. */
export const cartItemSchema = z.object({
  itemId: z.number().int(),
  /** The same id as itemId, as some calls of the original API name it. */
  cartItemId: z.number().int(),
  /** Pieces (Pezzo, Confezione) or kg / l (Sfuso, Peso), at most 3 decimals, always on the product's quantity grid. */
  quantity: z.number(),
  /** The weight billed for products sold by weight (customWeight, else the quantity), in kg or l; null for pieces. */
  weight: z.number().nullable(),
  /**
   * What the line costs in cents, its promotion applied: price × quantity (or × weight), rounded
   * half-up once, less `promotion.discountCents` (`pricedCartLine`).
   */
  grossTotalCents: z.number().int(),
  /** Display copy in euro of grossTotalCents: never compute with it. */
  grossTotal: z.number(),
  /** The product's promotion when it applies to this line, with what it saves ("3x2 applicato: −1,19 €"); null otherwise. */
  promotion: appliedPromotionSchema.nullable().optional(),
  /** The product, with `selectOptions[].selected` set from params. */
  product: productSchema,
  cartItemInfo: cartItemInfoSchema,
  /** The chosen options: parameterName → option key (e.g. { cleaning: 'filleted' }); {} for a product without options. */
  params: z.record(z.string(), z.string()),
});
export type CartItem = z.infer<typeof cartItemSchema>;

/** With `show_sectors`: the lines grouped by department, in menu order. */
export const cartSectorSchema = z.object({
  /** The department's categoryId. */
  sectorId: z.number().int(),
  name: z.string(),
  cartItems: z.array(cartItemSchema),
});
export type CartSector = z.infer<typeof cartSectorSchema>;

/** Bags the order is packed in, when the tenant charges them. */
export const orderPackageSchema = z.object({
  orderPackageId: z.number().int(),
  quantity: z.number().int(),
  totalPriceCents: z.number().int(),
  totalPrice: z.number(),
  package: z.object({ descr: z.string(), costCents: z.number().int(), cost: z.number() }),
});
export type OrderPackage = z.infer<typeof orderPackageSchema>;

/** A gift certificate as the cart and the lists name it. */
export const giftCertificateRefSchema = z.object({
  giftCertificateId: z.number().int(),
  description: z.string(),
  code: z.string(),
});

/** A discount on the order: a gift certificate the shopper redeemed on this cart. */
export const orderAdjustmentSchema = z.object({
  /** The line the discount applies to; null when it applies to the whole order (always, for now). */
  orderItemId: z.number().int().nullable(),
  /** The redemption: what `remove_code` takes back. */
  userGiftCertificateId: z.number().int(),
  giftCertificate: giftCertificateRefSchema,
  /** The discount in cents (positive), never more than what is left to pay for the items. */
  amountCents: z.number().int(),
  amount: z.number(),
  /**
   * Why the code gives nothing now (used up by another order meanwhile, expired, below its minimum),
   * absent while it applies: the cart shows it, and checkout/buy refuses a code spent meanwhile.
   */
  refusal: z.object({ code: z.string(), description: z.string() }).optional(),
});
export type OrderAdjustment = z.infer<typeof orderAdjustmentSchema>;

/** A gift certificate this order will earn for a later one. */
export const giftCertificateToGenerateSchema = z.object({
  description: z.string(),
  giftTotalCents: z.number().int(),
  giftTotal: z.number(),
});

/**
 * The terms of the cart's service (brand settings, docs/decisions/0019) for its items' subtotal: the fee
 * now and without the threshold, what is missing for free delivery (null: never free; 0: free) and for
 * the minimum order (checkout/prepare refuses a cart below it).
 */
export const deliveryProgressSchema = z.object({
  serviceKind: z.enum(['home', 'store', 'locker']).nullable(),
  baseFeeCents: z.number().int(),
  feeCents: z.number().int(),
  freeThresholdCents: z.number().int().nullable(),
  amountToFreeDeliveryCents: z.number().int().nullable(),
  minimumOrderCents: z.number().int(),
  amountToMinimumCents: z.number().int(),
});

/**
 * `GET cart/view` and the answer of every cart call: the shopper's one open cart, whole.
 * Every amount is in integer cents (`…Cents`) with a euro display copy beside it.
 * totalPrice = subTotal + packageTotal + deliveryFee − giftTotal (never below 0).
 */
export const cartSchema = z.object({
  cartId: z.number().int(),
  /** 0 open, 7 editing an order, 2 being paid (a live checkout/prepare hold: nothing may change, see cart-payment-lock). */
  cartStatusId: z.number().int(),
  /** While being paid: when the checkout hold ends (ISO), after which the cart is open again; null otherwise. */
  paymentHoldUntil: z.string().nullable(),
  /** Status 7 (order/modify): the order this cart edits, which buying it replaces; null otherwise. */
  editsOrderId: z.number().int().nullable().optional(),
  /** True while the shopper may change items, address and slot (edit buttons in the cart drawer). */
  editable: z.boolean(),
  user: userSchema,
  store: z.object({ storeId: z.number().int(), name: z.string() }).nullable(),
  warehouse: z.object({ warehouseId: z.number().int() }).nullable(),
  deliveryServiceId: z.number().int().nullable(),
  shippingAddress: cartShippingAddressSchema.nullable(),
  timeslot: cartTimeslotSchema.nullable(),
  cartInfos: cartInfosSchema,
  /** Every line, in the order they were first added. Always present, also with show_sectors. */
  cartItems: z.array(cartItemSchema),
  /** Only when the call asked for show_sectors: the same lines grouped by department. */
  sectors: z.array(cartSectorSchema).optional(),
  /** Number of lines ('1 prodotto', 'N prodotti'). */
  totalItems: z.number().int(),
  /** Sum of the lines' gross totals (their promotions applied). */
  subTotalCents: z.number().int(),
  subTotal: z.number(),
  /** What the lines' promotions save in all ("Risparmi"): the sum of their discounts, already out of subTotal. */
  promotionDiscountCents: z.number().int().optional(),
  promotionDiscount: z.number().optional(),
  /** Bags, when the tenant charges them; [] otherwise. */
  orderPackages: z.array(orderPackageSchema),
  packageTotalCents: z.number().int(),
  packageTotal: z.number(),
  deliveryFeeCents: z.number().int(),
  deliveryFee: z.number(),
  /** Sum of the gift certificate discounts (positive). */
  giftTotalCents: z.number().int(),
  giftTotal: z.number(),
  /** What the shopper pays. */
  totalPriceCents: z.number().int(),
  totalPrice: z.number(),
  /** True when the cart holds loose products (sold by weight): they are weighed at preparation, so the total is an estimate. */
  totalIsEstimate: z.boolean(),
  deliveryProgress: deliveryProgressSchema,
  orderAdjustmentSummary: z.object({ orderAdjustments: z.array(orderAdjustmentSchema) }),
  giftCertificatesToGenerate: z.array(giftCertificateToGenerateSchema),
  /** The certificates redeemed on this cart, as the spec names them at the cart's root (the same as in orderAdjustments). */
  giftCertificates: z.array(giftCertificateRefSchema),
  /**
   * The date the cart is priced and checked for while the shop, not the shopper, chose its slot
   * (the auto-assigned slot's date, YYYY-MM-DD); null once the shopper picked a slot or without one.
   */
  forcedPreviewDate: z.string().nullable(),
  /** The same as user.ssoUser, at the root as the spec lists it: the shopper signs in to the back office too. */
  ssoUser: z.boolean(),
  /** Loyalty points of the shopper's card (0 without a card); the drawer shows them above zero. */
  userPoints: z.object({ LOYALTY: z.object({ value: z.number().int() }) }),
});
export type Cart = z.infer<typeof cartSchema>;
export type CartShippingAddress = z.infer<typeof cartShippingAddressSchema>;
export type CartTimeslot = z.infer<typeof cartTimeslotSchema>;
export const cartDataSchema = cartSchema;

// ---------------------------------------------------------------- payloads

const trueFlags = new Set(['true', '1', 'on']);
/** A flag sent as a boolean or as text ('true', '1', 'false', '0'); anything else is false. */
const zFlagText = () =>
  z
    .union([z.boolean(), z.string().max(10)])
    .transform((value) => (typeof value === 'boolean' ? value : trueFlags.has(value.trim().toLowerCase())));

/** `show_sectors` travels in the query string of every cart call. */
export const cartQuerySchema = z.object({ show_sectors: zFlagText().optional() });
export type CartQuery = z.infer<typeof cartQuerySchema>;

/** A quantity as a number or decimal text ('0.5', '0,5'); at most 3 decimals are kept by the rules. */
export { zQuantity };

/** infos of a line sent by add and update-infos: every field optional, only the ones given change. */
export const cartItemInfosInputSchema = z.object({
  notes: z.string().trim().max(CART_NOTE_MAX_LENGTH).optional(),
  accept_alternatives: zFlagText()
    .transform((value) => (value ? 'true' : 'false'))
    .optional(),
  /** kg (or l) as decimal text for a product sold by weight; '' clears it. */
  customWeight: z.union([z.literal(''), zQuantity()]).optional(),
});
export type CartItemInfosInput = z.infer<typeof cartItemInfosInputSchema>;

/** Chosen options: parameterName → option key. */
export const cartItemParamsSchema = z.record(z.string().max(100), z.string().max(100));

/** One product to add: quantity is added to the line's (missing: the product's first add). */
export const cartAddItemSchema = z.object({
  productId: zPositiveId(),
  quantity: zQuantity().optional(),
  /** True when productId is the product's wpId (content pages link products by it). */
  useWpId: zFlagText().optional(),
  params: cartItemParamsSchema.optional(),
  /** The listing the shopper added from, for analytics: accepted and ignored. */
  searchParams: z.unknown().optional(),
  /** Accepted and ignored: the cart's warehouse decides. */
  deliveryWarehouseId: z.unknown().optional(),
  infos: cartItemInfosInputSchema.optional(),
});
export type CartAddItem = z.infer<typeof cartAddItemSchema>;

const itemList = <Item extends z.ZodType>(item: Item) => z.array(item).min(1).max(200);

/** `POST cart/add`. */
export const cartAddBodySchema = z.object({ items: itemList(cartAddItemSchema) });
export type CartAddBody = z.infer<typeof cartAddBodySchema>;

/** `POST cart/update`: sets the line's quantity (0 removes it). */
export const cartUpdateBodySchema = z.object({
  items: itemList(z.object({ itemId: zPositiveId(), quantity: zQuantity(), searchParams: z.unknown().optional() })),
});
export type CartUpdateBody = z.infer<typeof cartUpdateBodySchema>;

/** `POST cart/delete`: productId is accepted for the original client's payload, itemId decides. */
export const cartDeleteBodySchema = z.object({
  items: itemList(z.object({ itemId: zPositiveId(), productId: zPositiveId().optional() })),
});
export type CartDeleteBody = z.infer<typeof cartDeleteBodySchema>;

/** `POST cart/add-all-from-order`. */
export const cartAddAllFromOrderBodySchema = z.object({ order_id: zPositiveId() });

/** `POST cart/add-all-from-wishlist` (served by the wishlists module). */
export const cartAddAllFromWishlistBodySchema = z.object({ list_id: zPositiveId() });

/** `POST cart/update-cart-info`: order_comment (≤ 1000 characters) or need_invoice ('true' / 'false'). */
export const cartInfoPropertySchema = z.enum(['order_comment', 'need_invoice']);
export const cartUpdateCartInfoBodySchema = z.discriminatedUnion('property', [
  z.object({ property: z.literal('order_comment'), value: z.string().trim().max(CART_NOTE_MAX_LENGTH) }),
  z.object({
    property: z.literal('need_invoice'),
    value: zFlagText().transform((value) => (value ? 'true' : 'false')),
  }),
]);
export type CartUpdateCartInfoBody = z.infer<typeof cartUpdateCartInfoBodySchema>;

/** `POST cart/update-infos`: notes, accept_alternatives, customWeight per line. */
export const cartUpdateInfosBodySchema = z.object({
  items: itemList(z.object({ itemId: zPositiveId(), infos: cartItemInfosInputSchema })),
});
export type CartUpdateInfosBody = z.infer<typeof cartUpdateInfosBodySchema>;

// ---------------------------------------------------------------- gift certificates

/** A code as typed: trimmed, upper case, 3 to 40 characters. */
export const giftCodeSchema = z.string().trim().min(3).max(40).toUpperCase();
/** `GET cart-giftcertificate/check?code=`. */
export const giftCertificateCheckQuerySchema = z.object({ code: giftCodeSchema });
/** `POST cart-giftcertificate/add_code` and `…/remove_code`. */
export const giftCertificateCodeBodySchema = z.object({ code: giftCodeSchema });

/** A gift certificate as check and the lists show it. */
export const giftCertificateSchema = giftCertificateRefSchema.extend({
  /** 'fixed': value is cents off; 'percent': value is the percentage off the items. */
  valueType: z.enum(['fixed', 'percent']),
  /** Cents for 'fixed', percent (up to 3 decimals) for 'percent'. */
  value: z.number(),
  /** ISO timestamps; null when open-ended. */
  validFrom: z.string().nullable(),
  validTo: z.string().nullable(),
  minCartTotalCents: z.number().int(),
  minCartTotal: z.number(),
  /** True for a code that can be redeemed once only (by anyone). */
  singleUse: z.boolean(),
  /** True when the code is assigned to the shopper personally (manual assignment). */
  assigned: z.boolean(),
});
export type GiftCertificate = z.infer<typeof giftCertificateSchema>;

/** `check`: the certificate and the discount it would give the cart now. */
export const giftCertificateCheckDataSchema = z.object({
  giftCertificate: giftCertificateSchema,
  amountCents: z.number().int(),
  amount: z.number(),
});

/** `giftcertificate/list` and `list-manual-assigned`. */
export const giftCertificateListDataSchema = z.object({
  giftCertificates: z.array(
    giftCertificateSchema.extend({
      /** 'available': can be added; 'applied': on the open cart; 'used': spent on an order. */
      status: z.enum(['available', 'applied', 'used']),
    }),
  ),
});
export type GiftCertificateListData = z.infer<typeof giftCertificateListDataSchema>;
