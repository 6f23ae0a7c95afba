import { formatEuro } from '../money/format-euro';
import type { GiftCertificateRefusal } from './gift-certificate-rules';

/** Stable codes (i18n keys) of the gift certificate failures. */
export const giftCertificateCodes = {
  invalid: 'errors.giftCertificate.invalid',
  notAssigned: 'errors.giftCertificate.notAssigned',
  notStarted: 'errors.giftCertificate.notStarted',
  expired: 'errors.giftCertificate.expired',
  usedUp: 'errors.giftCertificate.usedUp',
  usedUpByShopper: 'errors.giftCertificate.usedUpByShopper',
  spentMeanwhile: 'errors.giftCertificate.spentMeanwhile',
  belowMinimum: 'errors.giftCertificate.belowMinimum',
  alreadyApplied: 'errors.giftCertificate.alreadyApplied',
  notApplied: 'errors.giftCertificate.notApplied',
} as const;

/** Italian texts of the gift certificate failures. */
export const giftCertificateTexts = {
  invalid: 'Il codice inserito non è valido: controlla di averlo scritto correttamente.',
  notAssigned: 'Questo buono è riservato a un altro cliente e non può essere usato con il tuo account.',
  notStarted: (from: string) => `Questo buono sarà utilizzabile dal ${from}.`,
  expired: (to: string) => `Questo buono è scaduto il ${to}.`,
  usedUp: 'Questo buono è già stato utilizzato e non è più disponibile.',
  usedUpByShopper: 'Hai già usato questo buono tutte le volte consentite.',
  /** At checkout/buy: another order spent the code since it was added to the cart. */
  spentMeanwhile: (code: string) =>
    `Il buono ${code} non è più disponibile: è stato appena utilizzato. Toglilo dal carrello per completare l'ordine senza sconto.`,
  belowMinimum: (minimumCents: number) => `Per usare questo buono la spesa deve essere di almeno ${formatEuro(minimumCents)}.`,
  alreadyApplied: 'Questo buono è già applicato al carrello.',
  notApplied: 'Questo buono non è applicato al carrello.',
} as const;

const dateFormat = new Intl.DateTimeFormat('it-IT', {
  day: '2-digit',
  month: '2-digit',
  year: 'numeric',
  timeZone: 'Europe/Rome',
});

/** The code and Italian text of a refusal, with the dates and amounts of the certificate. */
export function giftCertificateRefusalMessage(
  refusal: GiftCertificateRefusal,
  terms: { validFrom: Date | null; validTo: Date | null; minCartTotalCents: number },
): { code: string; description: string } {
  const code = giftCertificateCodes[refusal];
  switch (refusal) {
    case 'notStarted':
      return { code, description: giftCertificateTexts.notStarted(terms.validFrom ? dateFormat.format(terms.validFrom) : '') };
    case 'expired':
      return { code, description: giftCertificateTexts.expired(terms.validTo ? dateFormat.format(terms.validTo) : '') };
    case 'belowMinimum':
      return { code, description: giftCertificateTexts.belowMinimum(terms.minCartTotalCents) };
    default:
      return { code, description: giftCertificateTexts[refusal] };
  }
}
