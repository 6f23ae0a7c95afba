import {
  type Cart,
  type CartItem,
  isSoldByWeight,
  type OrderLinePromotion,
  onlineCardPaymentTypeIds,
  prebilledAmountCents,
  type TenantSettings,
  toScaledInteger,
  variableWeightCents,
} from '@spesa/domain';
import type { OrderAddressSnapshot } from '../../db/schema/orders';
import type { AddressRow } from '../addresses/address.repository';
import { addressLineOf } from '../addresses/address-mapper';
import type { CartRow } from '../cart/cart.repository';
import type { NewOrderLineRow, NewOrderRow } from '../orders/order.repository';
import type { TimeslotRow } from '../timeslots/timeslot.repository';

const thousandths = (value: number | null) => (value === null ? null : (toScaledInteger(value, 3) ?? 0));

function addressSnapshot(address: AddressRow): OrderAddressSnapshot {
  return {
    ...addressLineOf(address),
    deliveryServiceId: address.deliveryServiceId,
    doorbellName: address.doorbellName,
    floor: address.floor,
    referencePhoneNumber: address.referencePhoneNumber,
    addressNote: address.addressNote,
  };
}

/** What the order line keeps of the promotion its cart line got, to show it and to recompute after weighing. */
function linePromotionOf(item: CartItem): OrderLinePromotion | null {
  const promotion = item.product.warehousePromo?.promotion;
  if (!item.promotion || !promotion) return null;
  return {
    promotion,
    standardUnitCents: item.product.priceStandardCents ?? item.product.priceCents,
    discountCents: item.promotion.discountCents,
  };
}

type OrderSource = {
  cart: CartRow;
  /** The cart as its answer computes it: lines with their products and amounts, bags, fee, gift certificates. */
  view: Cart;
  address: AddressRow;
  slot: TimeslotRow;
  paymentTypeId: number;
  orderStatusId: number;
  tenant: TenantSettings;
};

/** The order row and its lines from a cart being bought: amounts exactly as the cart answer showed them. */
export function orderFromCart(source: OrderSource): {
  order: Omit<NewOrderRow, 'orderId'>;
  lines: Omit<NewOrderLineRow, 'orderId'>[];
} {
  const { cart, view, address, slot, tenant } = source;
  const lines = view.cartItems.map((item) => ({
    productId: item.product.productId,
    product: item.product as unknown as Record<string, unknown>,
    quantityThousandths: thousandths(item.quantity) ?? 0,
    weightThousandths: thousandths(item.weight),
    unitPriceCents: item.product.priceCents,
    grossTotalCents: item.grossTotalCents,
    promotion: linePromotionOf(item),
    variableWeight: isSoldByWeight(item.product),
    params: item.params,
    notes: item.cartItemInfo.notes ?? '',
    acceptAlternatives: item.cartItemInfo.accept_alternatives === 'true',
    customWeightThousandths: item.cartItemInfo.customWeight ? thousandths(Number(item.cartItemInfo.customWeight)) : null,
  }));
  const amounts = { totalCents: view.totalPriceCents, variableWeightCents: variableWeightCents(lines) };
  const bag = view.orderPackages[0];
  return {
    order: {
      userId: cart.userId,
      cartId: cart.cartId,
      orderStatusId: source.orderStatusId,
      paymentTypeId: source.paymentTypeId,
      deliveryServiceId: cart.deliveryServiceId ?? address.deliveryServiceId,
      shippingAddressId: address.addressId,
      shippingAddress: addressSnapshot(address),
      storeId: cart.storeId,
      warehouseId: cart.warehouseId,
      timeslotId: slot.timeslotId,
      slotDate: slot.slotDate,
      beginTime: slot.beginTime,
      endTime: slot.endTime,
      subTotalCents: view.subTotalCents,
      packageTotalCents: view.packageTotalCents,
      deliveryFeeCents: view.deliveryFeeCents,
      giftTotalCents: view.giftTotalCents,
      totalCents: view.totalPriceCents,
      variableWeightCents: amounts.variableWeightCents,
      // Only a card is pre-authorised (tenant rule); other payments reserve nothing.
      preauthorisedCents: onlineCardPaymentTypeIds.some((id) => id === source.paymentTypeId)
        ? prebilledAmountCents(tenant.preauthorisationRule, source.paymentTypeId, amounts)
        : null,
      adjustments: {
        bags: bag?.quantity ?? 0,
        bagCostCents: bag?.package.costCents ?? 0,
        bagDescr: bag?.package.descr ?? '',
        giftCertificates: view.orderAdjustmentSummary.orderAdjustments.map((adjustment) => ({
          userGiftCertificateId: adjustment.userGiftCertificateId ?? 0,
          giftCertificateId: adjustment.giftCertificate.giftCertificateId,
          description: adjustment.giftCertificate.description,
          amountCents: adjustment.amountCents,
        })),
      },
      cartInfos: view.cartInfos,
    },
    lines,
  };
}
