import {
  centsToEuros,
  type GiftCertificateListData,
  giftCertificateCodes,
  giftCertificateDiscountCents,
  giftCertificateDiscounts,
  giftCertificateRefusal,
  giftCertificateRefusalMessage,
  giftCertificateTexts,
  sumCents,
} from '@spesa/domain';
import type { Db, Tx } from '../../db/client';
import { HttpError } from '../../lib/http-error';
import type { CartRow } from '../cart/cart.repository';
import { changeOpenCart } from '../cart/cart-changes.service';
import { cartContextOf } from '../cart/cart-context';
import type { CartViewOptions } from '../cart/cart-view';
import { cartSubTotalCents } from '../cart/cart-view';
import { withOpenCart } from '../cart/open-cart';
import {
  deleteRedemption,
  findGiftCertificateByCode,
  type GiftCertificateWithUse,
  insertRedemption,
  selectCartCertificates,
  selectUserCertificates,
} from './gift-certificate.repository';
import { toGiftCertificate } from './gift-certificate-mapper';
import { giftCertificateTerms } from './gift-certificate-terms';

const invalidCode = () =>
  new HttpError(400, { code: giftCertificateCodes.invalid, description: giftCertificateTexts.invalid, field: 'code' });

/**
 * The certificate of a code if the shopper may redeem it on this cart now; otherwise the refusal:
 * 400 for an unknown code (check the spelling), not yet valid, expired, used up or below the
 * minimum; 403 for a code assigned to another shopper.
 */
async function redeemableCertificate(
  tx: Tx,
  cart: CartRow,
  code: string,
  subTotalCents: number,
): Promise<GiftCertificateWithUse> {
  const certificate = await findGiftCertificateByCode(tx, code, cart.cartId);
  if (!certificate) throw invalidCode();
  const terms = giftCertificateTerms(certificate);
  const refusal = giftCertificateRefusal(terms, { userId: cart.userId, now: new Date(), subTotalCents });
  if (refusal !== null) {
    const message = giftCertificateRefusalMessage(refusal, terms);
    throw new HttpError(refusal === 'notAssigned' ? 403 : 400, { ...message, field: 'code' });
  }
  return certificate;
}

/** Gift certificates: check a code, redeem it on the open cart or take it back, list the shopper's. */
export function createGiftCertificateService(db: Db) {
  return {
    /** The certificate and the discount it would give the open cart now. */
    check: async (userId: number, code: string) => {
      const context = await cartContextOf(db);
      return withOpenCart(db, userId, async (tx, cart) => {
        const subTotalCents = await cartSubTotalCents(tx, cart, context);
        const certificate = await redeemableCertificate(tx, cart, code, subTotalCents);
        // What the other certificates on the cart leave of the items' total.
        const others = (await selectCartCertificates(tx, cart.cartId)).filter(
          (row) => row.certificate.giftCertificateId !== certificate.giftCertificateId,
        );
        const taken = sumCents(
          giftCertificateDiscounts(
            others.map((row) => giftCertificateTerms(row.certificate)),
            { userId, now: new Date(), subTotalCents },
          ),
        );
        const amountCents = giftCertificateDiscountCents(giftCertificateTerms(certificate), subTotalCents, subTotalCents - taken);
        return { giftCertificate: toGiftCertificate(certificate, userId), amountCents, amount: centsToEuros(amountCents) };
      });
    },

    addCode: (userId: number, code: string, options: CartViewOptions) =>
      changeOpenCart(db, userId, options, async (tx, cart, context) => {
        const certificate = await redeemableCertificate(tx, cart, code, await cartSubTotalCents(tx, cart, context));
        const applied = await selectCartCertificates(tx, cart.cartId);
        if (applied.some((row) => row.certificate.giftCertificateId === certificate.giftCertificateId))
          throw new HttpError(409, {
            code: giftCertificateCodes.alreadyApplied,
            description: giftCertificateTexts.alreadyApplied,
          });
        await insertRedemption(tx, { giftCertificateId: certificate.giftCertificateId, userId, cartId: cart.cartId });
        return undefined;
      }),

    removeCode: (userId: number, code: string, options: CartViewOptions) =>
      changeOpenCart(db, userId, options, async (tx, cart) => {
        const certificate = await findGiftCertificateByCode(tx, code);
        if (!certificate) throw invalidCode();
        if (!(await deleteRedemption(tx, cart.cartId, certificate.giftCertificateId)))
          throw new HttpError(409, { code: giftCertificateCodes.notApplied, description: giftCertificateTexts.notApplied });
        return undefined;
      }),

    list: (userId: number, assignedOnly: boolean): Promise<GiftCertificateListData> =>
      db.transaction(async (tx) => {
        const rows = await selectUserCertificates(tx, userId, { assignedOnly });
        // One entry per certificate: applied on the cart beats used on an order beats available.
        const rank = { applied: 2, used: 1, available: 0 } as const;
        const byId = new Map<number, GiftCertificateListData['giftCertificates'][number]>();
        for (const row of rows) {
          const status = row.status ?? 'available';
          const known = byId.get(row.certificate.giftCertificateId);
          if (!known || rank[status] > rank[known.status])
            byId.set(row.certificate.giftCertificateId, { ...toGiftCertificate(row.certificate, userId), status });
        }
        return { giftCertificates: [...byId.values()] };
      }),
  };
}
