import { formatEuro } from '../money/format-euro';
import type { Cents } from '../money/money';
import { type AddressTypeKey, amountToFreeDeliveryCents, type DeliveryFeeRule, deliveryFeeCents } from './delivery-rules';

/**
 * What a brand asks for one service: the fee, the items' subtotal from which it is waived (null:
 * never) and the smallest items' subtotal it accepts an order for (0: no minimum).
 */
export type DeliveryTerms = DeliveryFeeRule & { minimumOrderCents: Cents };

/** A brand's terms per service: home delivery, pickup in a shop, pickup at a locker. */
export type BrandDeliveryTerms = Readonly<Record<AddressTypeKey, DeliveryTerms>>;

/**
 * The terms of a cart: the brand's for the cart's service (a cart with no address yet is read as a
 * shop pickup, the service it is given first); a warehouse with its own fee row keeps its own fee and
 * threshold, never the brand's minimum.
 */
export function deliveryTermsOf(
  brand: BrandDeliveryTerms,
  serviceKind: AddressTypeKey | null,
  warehouseFee?: DeliveryFeeRule | null,
): DeliveryTerms {
  const terms = brand[serviceKind ?? 'store'];
  if (!warehouseFee) return terms;
  return { ...terms, feeCents: warehouseFee.feeCents, freeThresholdCents: warehouseFee.freeThresholdCents };
}

/** What the items still lack to reach the minimum order (0 once reached). */
export function amountToMinimumOrderCents(terms: Pick<DeliveryTerms, 'minimumOrderCents'>, subTotalCents: Cents): Cents {
  return Math.max(0, terms.minimumOrderCents - subTotalCents);
}

/** Whether the items reach the minimum order of the service. */
export function meetsMinimumOrder(terms: Pick<DeliveryTerms, 'minimumOrderCents'>, subTotalCents: Cents): boolean {
  return amountToMinimumOrderCents(terms, subTotalCents) === 0;
}

/**
 * What the cart answer tells about its service's terms for its items' subtotal: the fee now, what is
 * missing for free delivery (null when it is never free, 0 once free) and for the minimum order.
 */
export type DeliveryProgress = {
  serviceKind: AddressTypeKey | null;
  baseFeeCents: Cents;
  feeCents: Cents;
  freeThresholdCents: Cents | null;
  amountToFreeDeliveryCents: Cents | null;
  minimumOrderCents: Cents;
  amountToMinimumCents: Cents;
};

/** The progress of a subtotal under a service's terms: one computation for the cart, the slot list and checkout. */
export function deliveryProgressOf(
  terms: DeliveryTerms,
  serviceKind: AddressTypeKey | null,
  subTotalCents: Cents,
): DeliveryProgress {
  const feeCents = deliveryFeeCents(terms, subTotalCents);
  return {
    serviceKind,
    baseFeeCents: terms.feeCents,
    feeCents,
    freeThresholdCents: terms.freeThresholdCents,
    amountToFreeDeliveryCents: amountToFreeDeliveryCents(terms, subTotalCents),
    minimumOrderCents: terms.minimumOrderCents,
    amountToMinimumCents: amountToMinimumOrderCents(terms, subTotalCents),
  };
}

/** The service as the texts name it after 'per la …' / 'per il …'. */
export const deliveryServiceNames: Readonly<Record<AddressTypeKey, string>> = {
  home: 'la consegna a domicilio',
  store: 'il ritiro in negozio',
  locker: 'il ritiro al locker',
};

export const minimumOrderCode = 'errors.checkout.minimumOrderNotReached';

/** The refusal of a checkout below the minimum order, in Italian, naming the service, the minimum and what is missing. */
export function minimumOrderMessage(
  progress: Pick<DeliveryProgress, 'serviceKind' | 'minimumOrderCents' | 'amountToMinimumCents'>,
): string {
  const service = deliveryServiceNames[progress.serviceKind ?? 'store'];
  return (
    `L'ordine minimo per ${service} è di ${formatEuro(progress.minimumOrderCents)}: ` +
    `aggiungi prodotti per altri ${formatEuro(progress.amountToMinimumCents)} per confermare la spesa.`
  );
}

/** Whether an amount is an estimate: loose products are weighed when the order is prepared, until the store sets the final amount. */
export function isEstimatedTotal(order: { variableWeightCents: Cents; finalTotalCents?: Cents | null }): boolean {
  return order.variableWeightCents > 0 && (order.finalTotalCents ?? null) === null;
}
