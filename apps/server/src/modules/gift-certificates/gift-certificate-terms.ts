import type { GiftCertificateTerms } from '@spesa/domain';
import type { GiftCertificateWithUse } from './gift-certificate.repository';

/** A stored certificate as the domain's rules read it: redemptions counted apart (seed, shops) plus those spent on orders. */
export function giftCertificateTerms(row: GiftCertificateWithUse): GiftCertificateTerms {
  return {
    valueType: row.valueType,
    value: Number(row.value),
    validFrom: row.validFrom,
    validTo: row.validTo,
    minCartTotalCents: row.minCartTotalCents,
    maxRedemptions: row.maxRedemptions,
    redemptionCount: row.redemptionCount + row.spentOnOrders,
    maxRedemptionsPerShopper: row.maxRedemptionsPerShopper,
    shopperRedemptionCount: row.spentByShopper,
    assignedUserId: row.assignedUserId,
  };
}
