import { z } from 'zod';
import { zPostalCode, zProvince } from '../schemas/accounts';
import { formatValidator } from '../validation/validator';
import { zEmail, zOptional, zodFromValidators, zRequiredText, zVatNumber, zVatOrFiscalCode } from '../validation/zod-validators';

/** Texts of the invoice (billing) data: our wording, the specification names the screen only. */
export const billingTexts = {
  sdiCode: 'Il codice destinatario ha 7 caratteri, lettere e cifre',
  sdiOrPecRequired: 'Con la partita IVA indicare il codice destinatario (SDI) o la PEC',
  saved: 'Dati di fatturazione salvati.',
} as const;
export const billingCodes = { saved: 'info.billing.saved' } as const;

/** Codice destinatario SDI: 7 letters or digits (the Exchange System's recipient code). */
export const isValidSdiCode = (value: string): boolean => /^[A-Z0-9]{7}$/i.test(value);

/**
 * What an Italian shop asks to issue an invoice: the holder (ragione sociale, or nome e cognome), the
 * codice fiscale (a personal one, or the 11 digits of a company: the "VAT or fiscal code" rule), the
 * partita IVA for a business ("VAT only"), the billing address, and where the electronic invoice goes —
 * the SDI recipient code or a PEC, one of which a business must give (a private person gets it in their
 * tax drawer, so neither is needed).
 */
export const billingDataSchema = z
  .object({
    billingName: zRequiredText().max(120),
    fiscalCode: zVatOrFiscalCode().toUpperCase(),
    vatNumber: zOptional(zVatNumber()),
    address1: zRequiredText().max(200),
    addressNumber: zRequiredText().max(20),
    postalcode: zPostalCode(),
    city: zRequiredText().max(100),
    province: zProvince(),
    sdiCode: zOptional(zodFromValidators([formatValidator(isValidSdiCode, billingTexts.sdiCode)]).toUpperCase()),
    pec: zOptional(zEmail().max(254).toLowerCase()),
  })
  .superRefine((data, context) => {
    if (data.vatNumber && !data.sdiCode && !data.pec)
      context.addIssue({ code: 'custom', path: ['sdiCode'], message: billingTexts.sdiOrPecRequired });
  });
export type BillingData = z.output<typeof billingDataSchema>;
/** What the form edits: every field as text ('' when not given). */
export type BillingDataForm = z.input<typeof billingDataSchema>;

/** `GET user/billing-data`: the saved data, or null when none. */
export const billingDataAnswerSchema = z.object({
  billingData: z
    .object({
      billingName: z.string(),
      fiscalCode: z.string(),
      vatNumber: z.string().nullable(),
      address1: z.string(),
      addressNumber: z.string(),
      postalcode: z.string(),
      city: z.string(),
      province: z.string(),
      sdiCode: z.string().nullable(),
      pec: z.string().nullable(),
    })
    .nullable(),
});
export type BillingDataAnswer = z.infer<typeof billingDataAnswerSchema>;
