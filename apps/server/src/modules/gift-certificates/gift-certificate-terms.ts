import type { GiftCertificateTerms } from '@spesa/domain';
import type { GiftCertificateRow } from './gift-certificate.repository';

/** A stored certificate as the domain's rules read it. */
export function giftCertificateTerms(row: GiftCertificateRow): GiftCertificateTerms {
  return {
    valueType: row.valueType,
    value: Number(row.value),
    validFrom: row.validFrom,
    validTo: row.validTo,
    minCartTotalCents: row.minCartTotalCents,
    maxRedemptions: row.maxRedemptions,
    redemptionCount: row.redemptionCount,
    assignedUserId: row.assignedUserId,
  };
}
