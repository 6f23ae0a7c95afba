import { z } from 'zod';
import { waitDurationText } from '../errors';
import { validationMessages } from '../validation/messages';
import { zEmail, zItalianPhone, zOptional, zRequiredText } from '../validation/zod-validators';

/**
 * Form 5, customer service (the spec's `/servizio-clienti`): its fields, the rules of a submission
 * and their Italian texts. The server validates with `customerServiceSubmissionSchema`, the web app
 * with the same schema before sending; `/p/wp-json/ebsn/v1/form?form_id=5` answers the definition.
 */
export const CUSTOMER_SERVICE_FORM_ID = 5;
/** WordPress's `action` of the admin-ajax submit. */
export const CUSTOMER_SERVICE_FORM_ACTION = 'ebsn_form_submit';

export const customerServiceTopics = [
  { value: 'ordine', label: 'Un mio ordine' },
  { value: 'consegna-ritiro', label: 'Consegna a casa o ritiro in negozio' },
  { value: 'pagamenti', label: 'Pagamenti e rimborsi' },
  { value: 'prodotti', label: 'Prodotti e disponibilità' },
  { value: 'account-carta-fedelta', label: 'Account e carta fedeltà' },
  { value: 'altro', label: 'Altro' },
] as const;
export type CustomerServiceTopic = (typeof customerServiceTopics)[number]['value'];
const topicValues = customerServiceTopics.map((topic) => topic.value) as [CustomerServiceTopic, ...CustomerServiceTopic[]];

/** Topics about one order: the order number is then needed (the shopper finds it in "I miei ordini" and in the confirmation mail). */
export const topicsNeedingOrderNumber: readonly CustomerServiceTopic[] = ['ordine'];

export const CUSTOMER_SERVICE_MESSAGE_MIN = 20;
export const CUSTOMER_SERVICE_MESSAGE_MAX = 2000;
export const CUSTOMER_SERVICE_NAME_MAX = 100;
export const ORDER_NUMBER_MAX_DIGITS = 10;

/** The texts of form 5: labels, hints and the errors a shopper reads under each field. */
export const customerServiceTexts = {
  title: 'Servizio Clienti',
  intro:
    'Scrivici per un ordine, una consegna, un pagamento o qualunque dubbio: ti rispondiamo per e-mail entro 2 giorni lavorativi.',
  labels: {
    topic: 'Argomento',
    order_number: 'Numero ordine',
    name: 'Nome e cognome',
    email: 'E-mail',
    phone: 'Telefono',
    message: 'Messaggio',
    privacy: "Ho letto l'informativa privacy e acconsento al trattamento dei miei dati per ricevere una risposta",
  },
  hints: {
    order_number: 'Lo trovi in «I miei ordini» e nella mail di conferma. Obbligatorio se scrivi per un ordine.',
    phone: 'Facoltativo: se preferisci essere richiamato.',
    message: `Da ${CUSTOMER_SERVICE_MESSAGE_MIN} a ${CUSTOMER_SERVICE_MESSAGE_MAX} caratteri.`,
  },
  submit: 'Invia la richiesta',
  successMessage:
    'Grazie, abbiamo ricevuto la tua richiesta. Ti abbiamo inviato una e-mail di conferma e ti risponderemo entro 2 giorni lavorativi.',
  errors: {
    topic: "Scegliere l'argomento della richiesta",
    orderNumberDigits: 'Il numero ordine contiene solo cifre (fino a 10)',
    orderNumberRequired: "Indicare il numero dell'ordine di cui vuoi parlarci",
    messageTooShort: `Il messaggio deve contenere almeno ${CUSTOMER_SERVICE_MESSAGE_MIN} caratteri`,
    messageTooLong: `Il messaggio può contenere al massimo ${CUSTOMER_SERVICE_MESSAGE_MAX} caratteri`,
    nameTooLong: `Il nome può contenere al massimo ${CUSTOMER_SERVICE_NAME_MAX} caratteri`,
    privacy: "Per inviare la richiesta è necessario accettare l'informativa privacy",
    /** The security nonce is wrong or older than its lifetime (the page stayed open too long). */
    nonce: 'La pagina è rimasta aperta troppo a lungo: abbiamo aggiornato il modulo, premi di nuovo «Invia la richiesta».',
    unknownForm: 'Il modulo richiesto non esiste.',
    invalidRequest: 'La richiesta non è valida: ricarica la pagina e riprova.',
    throttled: (seconds: number) => `Hai inviato molte richieste in poco tempo: riprova tra ${waitDurationText(seconds)}.`,
  },
} as const;

export type CustomerServiceFieldName = keyof typeof customerServiceTexts.labels;

/** What the shopper types, as the form sends it. */
const consent = z.preprocess(
  (value) => value === true || value === 'true' || value === 'on' || value === '1' || value === 1,
  z.literal(true, { error: customerServiceTexts.errors.privacy }),
);

/**
 * The fields of a submission (`formData.fields`), with their Italian errors. Texts are trimmed, the
 * order number is digits only and required for a topic about an order, the phone optional (Italian rules).
 */
export const customerServiceFieldsSchema = z
  .object({
    topic: z.enum(topicValues, { error: customerServiceTexts.errors.topic }),
    order_number: zOptional(
      z.preprocess(
        (value) => (typeof value === 'number' ? String(value) : value),
        z
          .string({ error: customerServiceTexts.errors.orderNumberDigits })
          .trim()
          .regex(new RegExp(`^\\d{1,${ORDER_NUMBER_MAX_DIGITS}}$`), customerServiceTexts.errors.orderNumberDigits),
      ),
    ),
    name: zRequiredText().pipe(z.string().max(CUSTOMER_SERVICE_NAME_MAX, customerServiceTexts.errors.nameTooLong)),
    email: zEmail().pipe(z.string().max(254, validationMessages.email)),
    phone: zOptional(zItalianPhone()),
    message: zRequiredText().pipe(
      z
        .string()
        .min(CUSTOMER_SERVICE_MESSAGE_MIN, customerServiceTexts.errors.messageTooShort)
        .max(CUSTOMER_SERVICE_MESSAGE_MAX, customerServiceTexts.errors.messageTooLong),
    ),
    privacy: consent,
  })
  .superRefine((fields, context) => {
    if (topicsNeedingOrderNumber.includes(fields.topic) && !fields.order_number)
      context.addIssue({ code: 'custom', path: ['order_number'], message: customerServiceTexts.errors.orderNumberRequired });
  });
export type CustomerServiceFields = z.infer<typeof customerServiceFieldsSchema>;

/** An error of one field: its name, its label (so the text names it wherever it is shown) and the text. */
export type FormFieldError = { field: string; label?: string; message: string };

/**
 * Validates the fields; the errors come one per field (the first of each), in the form's order, each
 * naming its field. A missing field reads 'Campo obbligatorio' like every form of the shop.
 */
export function validateCustomerServiceFields(
  input: unknown,
): { success: true; fields: CustomerServiceFields } | { success: false; errors: FormFieldError[] } {
  const fields = typeof input === 'object' && input !== null && !Array.isArray(input) ? input : {};
  const parsed = customerServiceFieldsSchema.safeParse(fields);
  if (parsed.success) return { success: true, fields: parsed.data };
  const byField = new Map<string, string>();
  for (const issue of parsed.error.issues) {
    const field = String(issue.path[0] ?? '');
    const missing = issue.code === 'invalid_type' && issue.input === undefined && field !== 'topic' && field !== 'privacy';
    if (!byField.has(field)) byField.set(field, missing ? validationMessages.required : issue.message);
  }
  // zod skips the object's refinement while a field fails: the order number's own rule is told all the same.
  const raw = fields as Record<string, unknown>;
  const orderNumber = raw.order_number;
  const blankOrderNumber =
    orderNumber === undefined || orderNumber === null || (typeof orderNumber === 'string' && orderNumber.trim() === '');
  if (!byField.has('order_number') && topicsNeedingOrderNumber.includes(raw.topic as CustomerServiceTopic) && blankOrderNumber)
    byField.set('order_number', customerServiceTexts.errors.orderNumberRequired);
  const order = Object.keys(customerServiceTexts.labels);
  return {
    success: false,
    errors: [...byField]
      .sort(([a], [b]) => order.indexOf(a) - order.indexOf(b))
      .map(([field, message]) => ({
        field,
        label: customerServiceTexts.labels[field as CustomerServiceFieldName],
        message,
      })),
  };
}

/**
 * The submission key of a double click: the client's `submission_id` (a UUID made when the form is
 * shown) when sent; two requests with the same key are one request.
 */
export const submissionIdSchema = z.string().regex(/^[A-Za-z0-9-]{8,64}$/, customerServiceTexts.errors.invalidRequest);

/** `formData` of the admin-ajax submit: the form's id, its fields and the optional submission id. */
export const contentFormDataSchema = z.object({
  id: z.coerce.number().int().positive().max(2_147_483_647),
  fields: z.record(z.string().max(100), z.unknown()),
  submission_id: submissionIdSchema.optional(),
});
export type ContentFormData = z.infer<typeof contentFormDataSchema>;

/** One field of a form's parameters, as the shop's WordPress plugin answers it. */
export const contentFormFieldSchema = z.object({
  name: z.string(),
  label: z.string(),
  type: z.enum(['select', 'text', 'email', 'tel', 'textarea', 'checkbox']),
  required: z.boolean(),
  /** Required only with some values of another field (`order_number` with the topic `ordine`). */
  required_when: z.object({ field: z.string(), values: z.array(z.string()) }).optional(),
  help: z.string(),
  autocomplete: z.string(),
  minlength: z.number().int().optional(),
  maxlength: z.number().int().optional(),
  pattern: z.string().optional(),
  options: z.array(z.object({ value: z.string(), label: z.string() })).optional(),
  /** A checkbox's link (the privacy policy page). */
  link: z.object({ url: z.string(), label: z.string() }).optional(),
});
export type ContentFormField = z.infer<typeof contentFormFieldSchema>;

/** `GET /p/wp-json/ebsn/v1/form?form_id=` : a form's parameters and the nonce its submit carries in `security`. */
export const contentFormSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  description: z.string(),
  fields: z.array(contentFormFieldSchema),
  submit_label: z.string(),
  success_message: z.string(),
  /** Where and how to submit: WordPress's admin-ajax with this action. */
  ajax_url: z.string(),
  action: z.string(),
  /** The security nonce (valid 12 to 24 hours, as WordPress's). */
  security: z.string(),
});
export type ContentForm = z.infer<typeof contentFormSchema>;

/** `wp_send_json_success` / `wp_send_json_error` of the submit. */
export const contentFormSubmitSuccessSchema = z.object({
  success: z.literal(true),
  data: z.object({ message: z.string() }),
});
export const contentFormSubmitFailureSchema = z.object({
  success: z.literal(false),
  data: z.object({
    message: z.string(),
    errors: z.array(z.object({ field: z.string(), label: z.string().optional(), message: z.string() })),
  }),
});
export type ContentFormSubmitFailure = z.infer<typeof contentFormSubmitFailureSchema>;

/** Form 5's parameters without the nonce (the server adds it). */
export function customerServiceFormDefinition(privacyUrl = '/page/privacy'): Omit<ContentForm, 'security' | 'ajax_url'> {
  const { labels, hints } = customerServiceTexts;
  return {
    id: CUSTOMER_SERVICE_FORM_ID,
    title: customerServiceTexts.title,
    description: customerServiceTexts.intro,
    submit_label: customerServiceTexts.submit,
    success_message: customerServiceTexts.successMessage,
    action: CUSTOMER_SERVICE_FORM_ACTION,
    fields: [
      {
        name: 'topic',
        label: labels.topic,
        type: 'select',
        required: true,
        help: '',
        autocomplete: 'off',
        options: customerServiceTopics.map(({ value, label }) => ({ value, label })),
      },
      {
        name: 'order_number',
        label: labels.order_number,
        type: 'text',
        required: false,
        required_when: { field: 'topic', values: [...topicsNeedingOrderNumber] },
        help: hints.order_number,
        autocomplete: 'off',
        maxlength: ORDER_NUMBER_MAX_DIGITS,
        pattern: '[0-9]*',
      },
      {
        name: 'name',
        label: labels.name,
        type: 'text',
        required: true,
        help: '',
        autocomplete: 'name',
        maxlength: CUSTOMER_SERVICE_NAME_MAX,
      },
      { name: 'email', label: labels.email, type: 'email', required: true, help: '', autocomplete: 'email', maxlength: 254 },
      { name: 'phone', label: labels.phone, type: 'tel', required: false, help: hints.phone, autocomplete: 'tel', maxlength: 20 },
      {
        name: 'message',
        label: labels.message,
        type: 'textarea',
        required: true,
        help: hints.message,
        autocomplete: 'off',
        minlength: CUSTOMER_SERVICE_MESSAGE_MIN,
        maxlength: CUSTOMER_SERVICE_MESSAGE_MAX,
      },
      {
        name: 'privacy',
        label: labels.privacy,
        type: 'checkbox',
        required: true,
        help: '',
        autocomplete: 'off',
        link: { url: privacyUrl, label: 'Leggi l’informativa privacy' },
      },
    ],
  };
}

/** The label of a topic's value (the mails name it). */
export function customerServiceTopicLabel(value: string): string {
  return customerServiceTopics.find((topic) => topic.value === value)?.label ?? value;
}
