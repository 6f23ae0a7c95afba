import { cartTotalCents } from '../cart/cart-totals';
import { toScaledInteger } from '../decimal/scaled-decimal';
import { type Cents, lineTotalCents, sumCents } from '../money/money';
import { ORDER_STATUS, type OrderStatusId, orderStatusTable } from '../order-status/order-statuses';
import { canTransition, orderTransitions } from '../order-status/order-transitions';
import { fillOrderText } from '../orders/order-texts';
import { promotedLineCents } from '../promotions/promotion-rules';
import type { OrderLinePromotion } from '../promotions/promotion-schema';
import { isSoldByWeight, type QuantityProduct } from '../quantity/quantity-product';

/** The role a user row carries to enter the back office (users.staff_role); null for shoppers. */
export const STAFF_ROLE = 'staff';

/** Orders a page of the back office's list shows. */
export const ADMIN_ORDER_PAGE_SIZE = 20;

/** A refusal of the back office: its stable code (i18n key), the Italian text staff read and the field it is about, if any. */
export type BackOfficeRefusal = { code: string; message: string; field?: string };

/** The Italian texts of the back office, with their stable codes. */
export const backOfficeTexts = {
  staffOnly: 'Accesso riservato al personale del negozio.',
  statusMove: 'Non è possibile passare un ordine da «{from}» a «{to}».',
  notPreparing: 'Il peso e le sostituzioni si inseriscono solo mentre l’ordine è in preparazione o quasi pronto.',
  notVariableWeight: 'Questa riga non è un prodotto a peso variabile, non si pesa.',
  noAlternatives: 'Il cliente non accetta prodotti alternativi per questa riga.',
  capacityBelowBooked: 'La capienza non può essere inferiore ai {booked} ordini già prenotati nella fascia.',
  lineNotFound: 'La riga indicata non appartiene a questo ordine.',
  timeslotNotFound: 'La fascia oraria indicata non esiste.',
  productNotFound: 'Il prodotto indicato non esiste.',
  wholePieces: 'Questo prodotto si consegna a pezzi interi.',
} as const;

export const backOfficeCodes = {
  staffOnly: 'errors.staffOnly',
  statusMove: 'errors.backOffice.statusMove',
  notPreparing: 'errors.backOffice.notPreparing',
  notVariableWeight: 'errors.backOffice.notVariableWeight',
  noAlternatives: 'errors.backOffice.noAlternatives',
  capacityBelowBooked: 'errors.backOffice.capacityBelowBooked',
  lineNotFound: 'errors.backOffice.lineNotFound',
  timeslotNotFound: 'errors.backOffice.timeslotNotFound',
  productNotFound: 'errors.backOffice.productNotFound',
  wholePieces: 'errors.backOffice.wholePieces',
} as const;

/** True when a user row's role opens the back office (the SSO/admin user of the specification). */
export function isStaffRole(staffRole: string | null | undefined): boolean {
  return staffRole === STAFF_ROLE;
}

/** The statuses staff may move an order to from its current one, with their labels: the transition table's row. */
export function nextStatusesOf(orderStatusId: number): { orderStatusId: number; label: string }[] {
  return (orderTransitions[orderStatusId as OrderStatusId] ?? []).map((id) => ({
    orderStatusId: id,
    label: orderStatusTable.labelOf(id) ?? String(id),
  }));
}

/** Why staff cannot move the order from one status to the other (the transition table), or null when they can. */
export function statusMoveRefusal(fromStatusId: number, toStatusId: number): BackOfficeRefusal | null {
  if (canTransition(fromStatusId, toStatusId)) return null;
  const label = (id: number) => orderStatusTable.labelOf(id) ?? String(id);
  return {
    code: backOfficeCodes.statusMove,
    message: fillOrderText(backOfficeTexts.statusMove, { from: label(fromStatusId), to: label(toStatusId) }),
  };
}

/** The statuses that end with the goods handed over: the final amount is charged and points credited. */
export const settledStatusIds: readonly number[] = [ORDER_STATUS.delivered, ORDER_STATUS.partiallyDelivered];

/** The statuses where the order will never be charged: slot place and card authorisation given back. */
export const voidedStatusIds: readonly number[] = [ORDER_STATUS.cancelled, ORDER_STATUS.invalidated];

/** True for cancelled and invalidated (`voidedStatusIds`), typed for `cancelOrder`. */
export function isVoidingStatus(statusId: number): statusId is typeof ORDER_STATUS.cancelled | typeof ORDER_STATUS.invalidated {
  return voidedStatusIds.includes(statusId);
}

/** While the store prepares the order (4, 5, 6) staff weigh loose lines and substitute products. */
export const preparationStatusIds: readonly number[] = [
  ORDER_STATUS.takenInCharge,
  ORDER_STATUS.inPreparation,
  ORDER_STATUS.almostReady,
];

/** Why a line of an order in this status cannot be weighed or substituted now, or null. */
export function linePreparationRefusal(orderStatusId: number): BackOfficeRefusal | null {
  if (preparationStatusIds.includes(orderStatusId)) return null;
  return { code: backOfficeCodes.notPreparing, message: backOfficeTexts.notPreparing };
}

/** Why this line cannot be weighed (only weight-variable lines are), or null. */
export function weighRefusal(line: { variableWeight: boolean }): BackOfficeRefusal | null {
  return line.variableWeight
    ? null
    : { code: backOfficeCodes.notVariableWeight, message: backOfficeTexts.notVariableWeight, field: 'weight' };
}

/** Why this line cannot be substituted (the shopper refused alternatives), or null. */
export function substitutionRefusal(line: { acceptAlternatives: boolean }): BackOfficeRefusal | null {
  return line.acceptAlternatives ? null : { code: backOfficeCodes.noAlternatives, message: backOfficeTexts.noAlternatives };
}

/** Why this quantity of a substitute cannot be delivered: products not sold by weight go in whole pieces. */
export function substituteQuantityRefusal(product: QuantityProduct, quantity: number): BackOfficeRefusal | null {
  if (isSoldByWeight(product) || Number.isInteger(quantity)) return null;
  return { code: backOfficeCodes.wholePieces, message: backOfficeTexts.wholePieces, field: 'quantity' };
}

/** Why a slot's capacity cannot become `capacity`: never below the orders already booked in it. */
export function capacityRefusal(capacity: number, booked: number): BackOfficeRefusal | null {
  if (capacity >= booked) return null;
  return {
    code: backOfficeCodes.capacityBelowBooked,
    message: fillOrderText(backOfficeTexts.capacityBelowBooked, { booked }),
    field: 'capacity',
  };
}

/** A weight in kg (up to 3 decimals) as thousandths, or null when it is not a positive weight with at most 3 decimals. */
export function weightThousandthsOf(weightKg: number | string): number | null {
  const thousandths = toScaledInteger(weightKg, 3);
  if (thousandths === null || thousandths <= 0) return null;
  // More than 3 decimals would be rounded: refused instead, the scale reads grams.
  if (toScaledInteger(weightKg, 6) !== thousandths * 1000) return null;
  return thousandths;
}

/**
 * The amount of a weighed loose line: its price per kg (or l) times the real weight, rounded half-up
 * once; a line bought with a promotion is recomputed with it, by the cart's own rule.
 */
export function weighedLineCents(
  unitPriceCents: Cents,
  weightThousandths: number,
  promotion: OrderLinePromotion | null = null,
): Cents {
  if (promotion) return promotedLineCents(promotion, weightThousandths / 1000, true);
  return lineTotalCents(unitPriceCents, weightThousandths / 1000);
}

/**
 * What a substituted line charges: the substitute's line as the cart would price it (its promotion
 * applied, `pricedCartLine`), never more than the line as ordered (the shopper is never charged
 * more than they ordered).
 */
export function substitutionChargeCents(substituteLineCents: Cents, orderedGrossTotalCents: Cents): Cents {
  return Math.min(substituteLineCents, orderedGrossTotalCents);
}

/** What the final amount reads of an order and its lines. */
export type FinalAmountInput = {
  lines: readonly { grossTotalCents: Cents; deliveredGrossTotalCents: Cents | null }[];
  packageTotalCents: Cents;
  deliveryFeeCents: Cents;
  giftTotalCents: Cents;
};

/**
 * The order's final amount: each line as delivered (weighed or substituted) where the store set it,
 * else as ordered (its estimated weight), plus bags and delivery fee, minus gift certificates,
 * never below 0.
 */
export function finalTotalCents(order: FinalAmountInput): Cents {
  const subTotalCents = sumCents(order.lines.map((line) => line.deliveredGrossTotalCents ?? line.grossTotalCents));
  return cartTotalCents({
    subTotalCents,
    packageTotalCents: order.packageTotalCents,
    deliveryFeeCents: order.deliveryFeeCents,
    giftTotalCents: order.giftTotalCents,
  });
}

/** What is charged on the card at delivery: the final amount, never above the pre-authorised amount. */
export function captureAmountCents(finalCents: Cents, preauthorisedCents: Cents): Cents {
  return Math.max(0, Math.min(finalCents, preauthorisedCents));
}

/** Loyalty points a delivered order earns: one point per whole euro of its final amount. */
export function loyaltyPointsEarned(finalCents: Cents): number {
  return Math.max(0, Math.floor(finalCents / 100));
}
