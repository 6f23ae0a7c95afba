import { type Cents, percentOfCents } from '../money/money';

/** The terms of a gift certificate that decide whether and how much it discounts a cart. */
export type GiftCertificateTerms = {
  valueType: 'fixed' | 'percent';
  /** Cents for 'fixed', a percentage (up to 3 decimals) for 'percent'. */
  value: number;
  validFrom: Date | null;
  validTo: Date | null;
  minCartTotalCents: Cents;
  /** 1 for a single-use code; null without a limit. */
  maxRedemptions: number | null;
  /** Times the code was spent on an order. */
  redemptionCount: number;
  /** How many times one shopper may spend it; null or absent without a limit. */
  maxRedemptionsPerShopper?: number | null;
  /** Times the shopper asking spent it on an order. */
  shopperRedemptionCount?: number;
  /** The shopper the code is assigned to (manual assignment); null for a code anyone may use. */
  assignedUserId: number | null;
};

/** Why a code cannot be redeemed now, in the order they are checked. */
export type GiftCertificateRefusal = 'notAssigned' | 'notStarted' | 'expired' | 'usedUp' | 'usedUpByShopper' | 'belowMinimum';

/** The refusals a code gets from other orders' redemptions: they can appear between the cart and the buy. */
export const spentRefusals: readonly GiftCertificateRefusal[] = ['usedUp', 'usedUpByShopper'];

/**
 * Whether a shopper may redeem a certificate on a cart now: assigned to someone else, not yet valid,
 * expired (validTo is the last valid instant), used up (by everyone, or by this shopper as often as
 * one shopper may), or the items' total below the minimum; null
 * when it may.
 */
export function giftCertificateRefusal(
  terms: GiftCertificateTerms,
  context: { userId: number; now: Date; subTotalCents: Cents },
): GiftCertificateRefusal | null {
  if (terms.assignedUserId !== null && terms.assignedUserId !== context.userId) return 'notAssigned';
  if (terms.validFrom && context.now < terms.validFrom) return 'notStarted';
  if (terms.validTo && context.now > terms.validTo) return 'expired';
  if (terms.maxRedemptions !== null && terms.redemptionCount >= terms.maxRedemptions) return 'usedUp';
  const perShopper = terms.maxRedemptionsPerShopper ?? null;
  if (perShopper !== null && (terms.shopperRedemptionCount ?? 0) >= perShopper) return 'usedUpByShopper';
  if (context.subTotalCents < terms.minCartTotalCents) return 'belowMinimum';
  return null;
}

/**
 * The discount of a certificate on a cart: the fixed amount, or the percentage of the items' total
 * (half-up to the cent); never more than `remainingCents`, what is left of the items' total after the
 * certificates applied before it.
 */
export function giftCertificateDiscountCents(
  terms: Pick<GiftCertificateTerms, 'valueType' | 'value'>,
  subTotalCents: Cents,
  remainingCents: Cents,
): Cents {
  const amount = terms.valueType === 'fixed' ? Math.round(terms.value) : percentOfCents(subTotalCents, terms.value);
  return Math.max(0, Math.min(amount, remainingCents));
}

/**
 * The discounts of the certificates on a cart, in the order they were added: each one that may be
 * redeemed now takes its amount from what the earlier ones left of the items' total; one that no
 * longer qualifies (the cart fell below its minimum, it expired) stays on the cart at 0.
 */
export function giftCertificateDiscounts(
  certificates: readonly GiftCertificateTerms[],
  context: { userId: number; now: Date; subTotalCents: Cents },
): Cents[] {
  let remaining = context.subTotalCents;
  return certificates.map((terms) => {
    if (giftCertificateRefusal(terms, context) !== null) return 0;
    const amount = giftCertificateDiscountCents(terms, context.subTotalCents, remaining);
    remaining -= amount;
    return amount;
  });
}
