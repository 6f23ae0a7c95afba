import { z } from 'zod';
import { userSchema } from './accounts';

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

/** `GET cart/view` (and every call that changes the cart's delivery): the shopper's one open cart. */
export const cartSchema = z.object({
  cartId: z.number().int(),
  /** 0 open; the checkout issue adds the others. */
  cartStatusId: z.number().int(),
  /** True while the shopper may change items, address and slot (edit buttons in the cart drawer). */
  editable: z.boolean(),
  user: userSchema,
  store: z.object({ storeId: z.number().int(), name: z.string() }).nullable(),
  warehouse: z.object({ warehouseId: z.number().int() }).nullable(),
  deliveryServiceId: z.number().int().nullable(),
  shippingAddress: cartShippingAddressSchema.nullable(),
  timeslot: cartTimeslotSchema.nullable(),
  cartInfos: cartInfosSchema,
  /** Items come with the cart issue: always empty for now. */
  cartItems: z.array(z.unknown()),
  totalItems: z.number().int(),
  totalPriceCents: z.number().int(),
  totalPrice: z.number(),
  deliveryFeeCents: z.number().int(),
  deliveryFee: z.number(),
});
export type Cart = z.infer<typeof cartSchema>;
export type CartShippingAddress = z.infer<typeof cartShippingAddressSchema>;
export type CartTimeslot = z.infer<typeof cartTimeslotSchema>;
export const cartDataSchema = cartSchema;
