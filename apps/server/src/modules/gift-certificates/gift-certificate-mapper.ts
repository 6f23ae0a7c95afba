import { centsToEuros, type GiftCertificate } from '@spesa/domain';
import type { GiftCertificateRow } from './gift-certificate.repository';

/** A stored certificate as check and the lists answer it; `assigned` for the shopper asking. */
export function toGiftCertificate(row: GiftCertificateRow, userId: number): GiftCertificate {
  return {
    giftCertificateId: row.giftCertificateId,
    description: row.description,
    code: row.code,
    valueType: row.valueType,
    value: Number(row.value),
    validFrom: row.validFrom?.toISOString() ?? null,
    validTo: row.validTo?.toISOString() ?? null,
    minCartTotalCents: row.minCartTotalCents,
    minCartTotal: centsToEuros(row.minCartTotalCents),
    singleUse: row.maxRedemptions === 1,
    assigned: row.assignedUserId === userId,
  };
}
