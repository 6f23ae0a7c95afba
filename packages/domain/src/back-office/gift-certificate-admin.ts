import { z } from 'zod';
import { isIsoDate } from '../delivery/rome-time';

/*
 * The back office's gift codes (/ebsn/api/admin/gift-certificates): staff create and list them.
 * Amounts in cents, dates as Italian calendar days (valid from the start of `valid_from` to the end of `valid_to`).
 */

const wholeNumber = (message: string, min: number, max: number) =>
  z.preprocess(
    (value) => (typeof value === 'string' && /^\s*\d{1,9}\s*$/.test(value) ? Number(value) : value),
    z.number({ error: message }).int(message).min(min, message).max(max, message),
  );
const optional = <T extends z.ZodType>(schema: T) =>
  z.preprocess((value) => (value === '' || value === null ? undefined : value), schema.optional());
const isoDay = () =>
  z
    .string({ error: 'indica una data nel formato AAAA-MM-GG' })
    .trim()
    .refine(isIsoDate, 'indica una data nel formato AAAA-MM-GG');

/** The largest fixed amount a code may give: 1,000 €. */
export const MAX_GIFT_AMOUNT_CENTS = 100_000;

/** `POST admin/gift-certificates`: a new code. */
export const adminGiftCertificateCreateBodySchema = z
  .object({
    code: z
      .string({ error: 'indica il codice' })
      .trim()
      .toUpperCase()
      .regex(/^[A-Z0-9][A-Z0-9_-]{2,39}$/, 'da 3 a 40 caratteri: lettere senza accenti, cifre, - e _'),
    description: z
      .string({ error: 'indica una descrizione' })
      .trim()
      .min(1, 'indica una descrizione')
      .max(120, 'al massimo 120 caratteri'),
    value_type: z.enum(['fixed', 'percent'], { error: 'scegli tra importo fisso (fixed) e percentuale (percent)' }),
    /** Cents off, for a fixed code. */
    amount_cents: optional(wholeNumber('indica un importo in centesimi tra 1 e 100000', 1, MAX_GIFT_AMOUNT_CENTS)),
    /** Percent off the items, for a percent code: more than 0, at most 100, up to 2 decimals. */
    percent: optional(
      z.preprocess(
        (value) => (typeof value === 'string' && /^\s*\d+([.,]\d+)?\s*$/.test(value) ? Number(value.replace(',', '.')) : value),
        z
          .number({ error: 'indica una percentuale tra 0,01 e 100' })
          .min(0.01, 'indica una percentuale tra 0,01 e 100')
          .max(100, 'indica una percentuale tra 0,01 e 100')
          .refine((value) => Math.round(value * 100) === value * 100, 'al massimo 2 decimali'),
      ),
    ),
    min_cart_total_cents: optional(wholeNumber('indica la spesa minima in centesimi, zero o più', 0, 10_000_000)),
    valid_from: optional(isoDay()),
    valid_to: optional(isoDay()),
    /** Uses in all; absent: no limit. */
    max_redemptions: optional(wholeNumber('indica un numero intero di utilizzi, almeno 1', 1, 1_000_000)),
    /** Uses by one shopper; absent: as many as the total allows. */
    max_redemptions_per_shopper: optional(wholeNumber('indica un numero intero di utilizzi, almeno 1', 1, 1_000_000)),
  })
  .superRefine((body, context) => {
    if (body.value_type === 'fixed' && body.amount_cents === undefined)
      context.addIssue({ code: 'custom', path: ['amount_cents'], message: 'indica l’importo del buono in centesimi' });
    if (body.value_type === 'percent' && body.percent === undefined)
      context.addIssue({ code: 'custom', path: ['percent'], message: 'indica la percentuale di sconto' });
    if (body.valid_from && body.valid_to && body.valid_to < body.valid_from)
      context.addIssue({ code: 'custom', path: ['valid_to'], message: 'la fine della validità non può precedere l’inizio' });
    if (
      body.max_redemptions !== undefined &&
      body.max_redemptions_per_shopper !== undefined &&
      body.max_redemptions_per_shopper > body.max_redemptions
    )
      context.addIssue({
        code: 'custom',
        path: ['max_redemptions_per_shopper'],
        message: 'non può superare gli utilizzi totali',
      });
  });
export type AdminGiftCertificateCreateBody = z.infer<typeof adminGiftCertificateCreateBodySchema>;

/** A code as staff see it, with the times it was spent. */
export const adminGiftCertificateSchema = z.object({
  giftCertificateId: z.number().int(),
  code: z.string(),
  description: z.string(),
  valueType: z.enum(['fixed', 'percent']),
  /** Cents for 'fixed', percent for 'percent'. */
  value: z.number(),
  minCartTotalCents: z.number().int(),
  /** ISO instants; null when open-ended. */
  validFrom: z.string().nullable(),
  validTo: z.string().nullable(),
  maxRedemptions: z.number().int().nullable(),
  maxRedemptionsPerShopper: z.number().int().nullable(),
  /** Times spent: on this shop's orders plus those counted elsewhere. */
  redemptions: z.number().int(),
  createdAt: z.string(),
});
export type AdminGiftCertificate = z.infer<typeof adminGiftCertificateSchema>;

export const adminGiftCertificateListDataSchema = z.object({ giftCertificates: z.array(adminGiftCertificateSchema) });
export type AdminGiftCertificateList = z.infer<typeof adminGiftCertificateListDataSchema>;
export const adminGiftCertificateDataSchema = z.object({ giftCertificate: adminGiftCertificateSchema });

export const giftCertificateAdminTexts = {
  duplicateCode: (code: string) => `Esiste già un buono con il codice ${code}: scegline un altro.`,
} as const;
export const giftCertificateAdminCodes = { duplicateCode: 'errors.giftCertificate.duplicateCode' } as const;
