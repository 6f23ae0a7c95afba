import {
  type AddressTypeId,
  addressTypeKeyOf,
  answeredCartStatus,
  type Cart,
  type CartItem,
  type CartSector,
  cartTotalCents,
  centsToEuros,
  type GiftCertificateTerms,
  giftCertificateDiscounts,
  giftCertificateRefusal,
  giftCertificateRefusalMessage,
  giftCertificatesEarned,
  isSoldByWeight,
  type OrderPackage,
  shoppingBagsNeeded,
  sumCents,
  timeslotName,
} from '@spesa/domain';
import type { Tx } from '../../db/client';
import { type AddressRow, findAddressById } from '../addresses/address.repository';
import { addressLineOf } from '../addresses/address-mapper';
import type { CatalogueSnapshot } from '../catalogue/catalogue-snapshot';
import { deliveryProgressOfCart } from '../delivery/delivery.service';
import { type CartCertificateRow, selectCartCertificates } from '../gift-certificates/gift-certificate.repository';
import { giftCertificateTerms } from '../gift-certificates/gift-certificate-terms';
import type { TimeslotRow } from '../timeslots/timeslot.repository';
import type { UserRow } from '../users/user.repository';
import { toUser } from '../users/user-mapper';
import { type CartRow, EDITING_CART_STATUS, OPEN_CART_STATUS, selectCartDelivery } from './cart.repository';
import type { CartContext } from './cart-context';
import { keptCartItems, toCartItem } from './cart-line-answer';
import { type CartAnswerRows, type CartLineRow, selectCartAnswer, selectCartLines } from './cart-lines.repository';
import { promotionShopperOf } from './cart-promotion-shopper';

export type CartViewOptions = { showSectors?: boolean };

/** The shopper, address and slot a call read with the cart's lock; the answer reads them again only when the cart now points elsewhere. */
export type KnownDelivery = { user: UserRow; address: AddressRow | null; slot: TimeslotRow | null };

async function deliveryOf(tx: Tx, cart: CartRow, known: KnownDelivery | undefined): Promise<KnownDelivery> {
  if (
    known &&
    known.user.userId === cart.userId &&
    (known.address?.addressId ?? null) === cart.shippingAddressId &&
    (known.slot?.timeslotId ?? null) === cart.timeslotId
  )
    return known;
  return selectCartDelivery(tx, cart);
}

/** The lines grouped by department, departments in menu order. */
function sectorsOf(items: CartItem[], lines: CartLineRow[], snapshot: CatalogueSnapshot): CartSector[] {
  const byDepartment = new Map<number, CartItem[]>();
  lines.forEach((line, index) => {
    const group = byDepartment.get(line.departmentId) ?? [];
    group.push(items[index] as CartItem);
    byDepartment.set(line.departmentId, group);
  });
  const menuOrder = new Map(snapshot.roots.map((root, position) => [root.categoryId, position]));
  return [...byDepartment.entries()]
    .sort(([a], [b]) => (menuOrder.get(a) ?? Number.MAX_SAFE_INTEGER) - (menuOrder.get(b) ?? Number.MAX_SAFE_INTEGER))
    .map(([sectorId, cartItems]) => ({ sectorId, name: snapshot.categoriesById.get(sectorId)?.name ?? '', cartItems }));
}

const euros = (cents: number) => centsToEuros(cents);

/** A redeemed certificate as the cart names it (orderAdjustments and the root's giftCertificates). */
const certificateRefOf = ({ certificate }: CartCertificateRow) => ({
  giftCertificateId: certificate.giftCertificateId,
  description: certificate.description,
  code: certificate.code,
});

/** Why a certificate on the cart gives nothing now, as the cart shows it; nothing while it applies. */
function refusalOf(terms: GiftCertificateTerms | undefined, context: Parameters<typeof giftCertificateRefusal>[1]) {
  const refusal = terms && giftCertificateRefusal(terms, context);
  return refusal && terms ? { refusal: giftCertificateRefusalMessage(refusal, terms) } : {};
}

/** The items' total of a cart in cents, as the cart answer computes it (gift certificate minimums read it). */
export async function cartSubTotalCents(tx: Tx, cart: CartRow, context: CartContext): Promise<number> {
  const lines = await selectCartLines(tx, cart.cartId);
  const { user } = await selectCartDelivery(tx, cart);
  const shopper = promotionShopperOf(context.tenant, cart, user);
  return sumCents(lines.map((line) => toCartItem(line, context.snapshot, shopper).grossTotalCents));
}

/** The type of the cart's address (home 2, shop 3, locker 5), null without one: the service its delivery terms follow. */
export async function addressTypeOfCart(tx: Tx, cart: CartRow, known?: KnownDelivery): Promise<number | null> {
  if (cart.shippingAddressId === null) return null;
  if (known?.address?.addressId === cart.shippingAddressId) return known.address.addressTypeId;
  return (await findAddressById(tx, cart.shippingAddressId))?.addressTypeId ?? null;
}

/**
 * The whole cart as every cart call answers it: delivery part, lines with their products (one
 * join for all lines), bags, delivery fee, gift certificate discounts, certificates the order
 * earns and loyalty points. One query whatever the number of lines when the caller hands the
 * shopper, address and slot it read with the lock (`known`), two otherwise; one more with certificates.
 */
export async function cartViewOf(
  tx: Tx,
  cart: CartRow,
  context: CartContext,
  options: CartViewOptions = {},
  known?: KnownDelivery,
  /** The answer's rows as they are after the change, when the change read them all and kept them up to date. */
  answerRows?: CartAnswerRows,
): Promise<Cart> {
  const { snapshot } = context;
  const { user, address, slot } = await deliveryOf(tx, cart, known);
  const { extras, lines } = answerRows ?? (await selectCartAnswer(tx, cart, snapshot));
  const { points, hasFavorites, store, feeRow, hasCertificates } = extras;
  const certificates = hasCertificates ? await selectCartCertificates(tx, cart.cartId) : [];

  const cartItems = keptCartItems(lines, snapshot, promotionShopperOf(context.tenant, cart, user));
  const subTotalCents = sumCents(cartItems.map((item) => item.grossTotalCents));
  const promotionDiscountCents = sumCents(cartItems.map((item) => item.promotion?.discountCents ?? 0));
  const bags = shoppingBagsNeeded(context.tenant.shoppingBags, cartItems);
  const bagRule = context.tenant.shoppingBags;
  const packageTotalCents = bags * bagRule.costCents;
  const orderPackages: OrderPackage[] =
    bags === 0
      ? []
      : [
          {
            orderPackageId: 1,
            quantity: bags,
            totalPriceCents: packageTotalCents,
            totalPrice: euros(packageTotalCents),
            package: { descr: bagRule.descr, costCents: bagRule.costCents, cost: euros(bagRule.costCents) },
          },
        ];
  const deliveryProgress = deliveryProgressOfCart(context.tenant, address?.addressTypeId, feeRow, subTotalCents);
  const feeCents = deliveryProgress.feeCents;
  const certificateTerms = certificates.map((row) => giftCertificateTerms(row.certificate));
  const certificateContext = { userId: user.userId, now: new Date(), subTotalCents };
  const discounts = giftCertificateDiscounts(certificateTerms, certificateContext);
  const giftTotalCents = sumCents(discounts);
  const totalPriceCents = cartTotalCents({ subTotalCents, packageTotalCents, deliveryFeeCents: feeCents, giftTotalCents });

  const shopper = toUser(user, hasFavorites);
  // A live checkout hold locks the cart until it is bought, cancelled or the hold ends (migration 0032).
  const beingPaid = extras.paymentHoldUntil !== null;
  return {
    cartId: cart.cartId,
    cartStatusId: answeredCartStatus(cart.cartStatusId, beingPaid),
    paymentHoldUntil: beingPaid ? new Date(extras.paymentHoldUntil as number).toISOString() : null,
    editsOrderId: cart.editsOrderId,
    editable: !beingPaid && (cart.cartStatusId === OPEN_CART_STATUS || cart.cartStatusId === EDITING_CART_STATUS),
    user: shopper,
    ssoUser: shopper.ssoUser,
    store: store ? { storeId: store.storeId, name: store.name } : null,
    warehouse: cart.warehouseId === null ? null : { warehouseId: cart.warehouseId },
    deliveryServiceId: cart.deliveryServiceId,
    shippingAddress: address
      ? {
          ...addressLineOf(address),
          deliveryServiceId: address.deliveryServiceId,
          addressType: addressTypeKeyOf(address.addressTypeId as AddressTypeId),
          autoAssigned: cart.addressAutoAssigned,
        }
      : null,
    timeslot: slot
      ? {
          date: slot.slotDate,
          timeslotId: slot.timeslotId,
          beginTime: slot.beginTime,
          endTime: slot.endTime,
          name: timeslotName(slot.beginTime, slot.endTime),
          autoAssigned: cart.timeslotAutoAssigned,
        }
      : null,
    cartInfos: { order_comment: cart.cartInfos.order_comment ?? '', need_invoice: cart.cartInfos.need_invoice ?? 'false' },
    cartItems,
    ...(options.showSectors ? { sectors: sectorsOf(cartItems, lines, snapshot) } : {}),
    totalItems: cartItems.length,
    subTotalCents,
    subTotal: euros(subTotalCents),
    promotionDiscountCents,
    promotionDiscount: euros(promotionDiscountCents),
    orderPackages,
    packageTotalCents,
    packageTotal: euros(packageTotalCents),
    deliveryFeeCents: feeCents,
    deliveryFee: euros(feeCents),
    giftTotalCents,
    giftTotal: euros(giftTotalCents),
    totalPriceCents,
    totalPrice: euros(totalPriceCents),
    totalIsEstimate: cartItems.some((item) => isSoldByWeight(item.product)),
    deliveryProgress,
    orderAdjustmentSummary: {
      orderAdjustments: certificates.map((row, index) => ({
        orderItemId: null,
        userGiftCertificateId: row.userGiftCertificateId,
        giftCertificate: certificateRefOf(row),
        amountCents: discounts[index] ?? 0,
        amount: euros(discounts[index] ?? 0),
        ...refusalOf(certificateTerms[index], certificateContext),
      })),
    },
    giftCertificatesToGenerate: giftCertificatesEarned(context.tenant.giftOnSpend, subTotalCents).map((gift) => ({
      ...gift,
      giftTotal: euros(gift.giftTotalCents),
    })),
    giftCertificates: certificates.map(certificateRefOf),
    forcedPreviewDate: slot && cart.timeslotAutoAssigned ? slot.slotDate : null,
    userPoints: { LOYALTY: { value: points ?? 0 } },
  };
}
