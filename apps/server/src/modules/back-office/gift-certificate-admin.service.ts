import {
  type AdminGiftCertificate,
  type AdminGiftCertificateCreateBody,
  giftCertificateAdminCodes,
  giftCertificateAdminTexts,
  shopInstant,
  staffActions,
} from '@spesa/domain';
import type { Db } from '../../db/client';
import { HttpError } from '../../lib/http-error';
import {
  type GiftCertificateWithUse,
  insertGiftCertificate,
  selectGiftCertificatesWithUse,
} from '../gift-certificates/gift-certificate.repository';
import { recordStaffChange } from './staff-audit.repository';

function toAdminGiftCertificate(row: GiftCertificateWithUse): AdminGiftCertificate {
  return {
    giftCertificateId: row.giftCertificateId,
    code: row.code,
    description: row.description,
    valueType: row.valueType,
    value: Number(row.value),
    minCartTotalCents: row.minCartTotalCents,
    validFrom: row.validFrom?.toISOString() ?? null,
    validTo: row.validTo?.toISOString() ?? null,
    maxRedemptions: row.maxRedemptions,
    maxRedemptionsPerShopper: row.maxRedemptionsPerShopper,
    redemptions: row.redemptionCount + row.spentOnOrders,
    createdAt: row.createdAt.toISOString(),
  };
}

/** Italian calendar days to instants: valid from the first second of `valid_from` to the last of `valid_to`. */
const dayStart = (day: string | undefined) => (day === undefined ? null : shopInstant(day, '00:00'));
const dayEnd = (day: string | undefined) => (day === undefined ? null : new Date(shopInstant(day, '23:59').getTime() + 59_999));

/** The back office's gift codes: staff list them and create new ones (recorded in the audit trail). */
export function createGiftCertificateAdminService(db: Db) {
  return {
    list: async () => ({ giftCertificates: (await selectGiftCertificatesWithUse(db)).map(toAdminGiftCertificate) }),

    /** A new code; 409 when the code exists already (whatever its case: codes are kept in upper case). */
    create: (staffUserId: number, body: AdminGiftCertificateCreateBody) =>
      db.transaction(async (tx) => {
        const created = await insertGiftCertificate(tx, {
          code: body.code,
          description: body.description,
          valueType: body.value_type,
          value: body.value_type === 'fixed' ? (body.amount_cents as number) : (body.percent as number),
          minCartTotalCents: body.min_cart_total_cents ?? 0,
          validFrom: dayStart(body.valid_from),
          validTo: dayEnd(body.valid_to),
          maxRedemptions: body.max_redemptions ?? null,
          maxRedemptionsPerShopper: body.max_redemptions_per_shopper ?? null,
        });
        if (!created)
          throw new HttpError(409, {
            code: giftCertificateAdminCodes.duplicateCode,
            description: giftCertificateAdminTexts.duplicateCode(body.code),
            field: 'code',
          });
        const giftCertificate = toAdminGiftCertificate({ ...created, spentOnOrders: 0, spentByShopper: 0 });
        const { giftCertificateId, createdAt: _createdAt, redemptions: _redemptions, ...terms } = giftCertificate;
        await recordStaffChange(tx, staffUserId, {
          action: staffActions.giftCertificateCreate,
          giftCertificateId,
          before: null,
          after: terms,
        });
        return { giftCertificate };
      }),
  };
}
