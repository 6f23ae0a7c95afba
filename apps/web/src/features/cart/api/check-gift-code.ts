import type { GiftCertificate } from '@spesa/domain';
import { useMutation } from '@tanstack/react-query';
import { apiGet } from '../../../lib/api/client';

export type GiftCodeCheck = { giftCertificate: GiftCertificate; amountCents: number; amount: number };

/** GET cart-giftcertificate/check: whether a code can go on the cart now, and the discount it would give. */
export function checkGiftCode(code: string) {
  return apiGet<GiftCodeCheck>('/ebsn/api/cart-giftcertificate/check', { code });
}

/** A check changes nothing: its failure is shown by the field that asked (not a toast). */
export function useCheckGiftCode() {
  return useMutation({ mutationFn: checkGiftCode });
}
