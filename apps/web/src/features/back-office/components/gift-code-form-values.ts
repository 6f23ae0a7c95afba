import { type AdminGiftCertificateCreateBody, adminGiftCertificateCreateBodySchema, eurosToCents } from '@spesa/domain';

/** The create form as typed: text everywhere, amounts in euros ('5,50'). */
export type GiftCodeFormValues = {
  code: string;
  description: string;
  valueType: 'fixed' | 'percent';
  amount: string;
  percent: string;
  minimum: string;
  validFrom: string;
  validTo: string;
  maxRedemptions: string;
  maxPerShopper: string;
};
export type GiftCodeField = keyof GiftCodeFormValues;

export const emptyGiftCodeForm: GiftCodeFormValues = {
  code: '',
  description: '',
  valueType: 'fixed',
  amount: '',
  percent: '',
  minimum: '',
  validFrom: '',
  validTo: '',
  maxRedemptions: '',
  maxPerShopper: '',
};

/** The API's field names to the form's. */
export const formFieldOf: Record<string, GiftCodeField> = {
  code: 'code',
  description: 'description',
  value_type: 'valueType',
  amount_cents: 'amount',
  percent: 'percent',
  min_cart_total_cents: 'minimum',
  valid_from: 'validFrom',
  valid_to: 'validTo',
  max_redemptions: 'maxRedemptions',
  max_redemptions_per_shopper: 'maxPerShopper',
};

/** Euros typed with a comma or a point, at most 2 decimals, as cents; undefined when blank, NaN when not an amount. */
function centsOf(text: string): number | undefined {
  const trimmed = text.trim();
  if (trimmed === '') return undefined;
  return /^\d{1,7}([.,]\d{1,2})?$/.test(trimmed) ? eurosToCents(trimmed.replace(',', '.')) : Number.NaN;
}

const blankToUndefined = (text: string) => (text.trim() === '' ? undefined : text.trim());

/**
 * The form checked by the same schema the server applies: the body to send, or the Italian message
 * of each field in error (`amountInvalid` for euros that are not an amount).
 */
export function giftCodeBodyOf(
  values: GiftCodeFormValues,
  amountInvalid: string,
): { body: AdminGiftCertificateCreateBody } | { errors: Partial<Record<GiftCodeField, string>> } {
  const amount = values.valueType === 'fixed' ? centsOf(values.amount) : undefined;
  const minimum = centsOf(values.minimum);
  const errors: Partial<Record<GiftCodeField, string>> = {};
  if (Number.isNaN(amount)) errors.amount = amountInvalid;
  if (Number.isNaN(minimum)) errors.minimum = amountInvalid;
  const parsed = adminGiftCertificateCreateBodySchema.safeParse({
    code: values.code,
    description: values.description,
    value_type: values.valueType,
    amount_cents: Number.isNaN(amount) ? undefined : amount,
    percent: values.valueType === 'percent' ? blankToUndefined(values.percent) : undefined,
    min_cart_total_cents: Number.isNaN(minimum) ? undefined : minimum,
    valid_from: blankToUndefined(values.validFrom),
    valid_to: blankToUndefined(values.validTo),
    max_redemptions: blankToUndefined(values.maxRedemptions),
    max_redemptions_per_shopper: blankToUndefined(values.maxPerShopper),
  });
  if (!parsed.success)
    for (const issue of parsed.error.issues) {
      const field = formFieldOf[String(issue.path[0])];
      if (field && !errors[field]) errors[field] = issue.message;
    }
  if (Object.keys(errors).length > 0 || !parsed.success) return { errors };
  return { body: parsed.data };
}
