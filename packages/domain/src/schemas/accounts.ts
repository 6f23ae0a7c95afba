import { z } from 'zod';
import '../schemas/zod-italian';
import type { TenantSettings } from '../tenants/tenant-settings';
import { exactLengthValidator, validateLettersOnly, validateNumbersOnly } from '../validation/field-validators';
import { validateProvinceCode } from '../validation/italian-provinces';
import { normalizeLoyaltyCardNumber } from '../validation/loyalty-card';
import { validationMessages } from '../validation/messages';
import {
  zEmail,
  zFiscalCode,
  zItalianDate,
  zItalianPhone,
  zLettersOnly,
  zLoyaltyCard,
  zOptional,
  zodFromValidators,
  zPassword,
  zRequiredText,
} from '../validation/zod-validators';
import { zPositiveId } from './input-bounds';

/** Our Italian texts for accounts and sessions (the specification gives none of these). */
export const accountTexts = {
  invalidCredentials: 'E-mail o password non corretti.',
  accountNotConfirmed:
    "L'account non è ancora attivo: conferma la registrazione con il link che ti abbiamo inviato per e-mail. " +
    'Se non lo trovi, usa "Password dimenticata?" per riceverne uno nuovo.',
  loginThrottled: 'Troppi tentativi di accesso non riusciti. Riprova tra qualche minuto.',
  emailTaken: 'Questo indirizzo e-mail è già registrato: accedi oppure recupera la password.',
  emailMismatch: 'Le due e-mail non coincidono',
  privacyRequired: "È necessario accettare l'informativa sulla privacy",
  unknownStore: 'Il punto vendita scelto non esiste.',
  invalidToken: 'Il link non è valido o è scaduto: richiedine uno nuovo.',
  wrongCurrentPassword: 'La password attuale non è corretta.',
  sameEmail: 'Il nuovo indirizzo è uguale a quello attuale.',
  tokenOrCurrentPassword: 'Indicare il link ricevuto per e-mail oppure la password attuale.',
  // Also the answer for an address already registered (its owner is mailed instead): true in both cases.
  registrationCompleted: "Controlla la tua casella di posta: ti abbiamo inviato un'e-mail con il link per continuare.",
  registrationConfirmed: 'Il tuo account è attivo: ora puoi accedere.',
  passwordResetSent: "Se l'indirizzo è registrato, riceverai a breve un'e-mail con il link per reimpostare la password.",
  passwordUpdated: 'La password è stata aggiornata.',
  emailChangeSent: "Ti abbiamo inviato un'e-mail al nuovo indirizzo: apri il link che contiene per confermare la modifica.",
  emailChanged: "L'indirizzo e-mail è stato aggiornato.",
  profileUpdated: 'I tuoi dati sono stati aggiornati.',
  loggedOut: "Uscita dall'account completata.",
} as const;

/** Stable codes of the account failures and notices (i18n keys for the web app). */
export const accountCodes = {
  invalidCredentials: 'errors.invalidCredentials',
  accountNotConfirmed: 'errors.accountNotConfirmed',
  loginThrottled: 'errors.loginThrottled',
  emailTaken: 'errors.emailTaken',
  invalidToken: 'errors.invalidToken',
  wrongCurrentPassword: 'errors.wrongCurrentPassword',
  registrationCompleted: 'msg.registrationCompleted',
  registrationConfirmed: 'msg.registrationConfirmed',
  passwordResetSent: 'msg.passwordResetSent',
  passwordUpdated: 'msg.passwordUpdated',
  emailChangeSent: 'msg.emailChangeSent',
  emailChanged: 'msg.emailChanged',
  profileUpdated: 'msg.profileUpdated',
  loggedOut: 'msg.loggedOut',
} as const;

/** A flag as a form or a query sends it ('true', '1', 'on') or as JSON sends it (true). */
export const formFlagSchema = z
  .union([z.boolean(), z.enum(['true', 'false', '1', '0', 'on', 'off', ''])])
  .transform((value) => value === true || value === 'true' || value === '1' || value === 'on');

/** The one id schema, bounded by its column (see input-bounds). */
export { zPositiveId };

/** A string field whose missing or wrong-typed value gets `message` instead of 'Campo obbligatorio'. */
const stringWithMessage = (message: string) => z.string({ error: (issue) => (issue.input == null ? message : undefined) });

/** `POST auth/login`, a form: login (the e-mail), password, remember_me, show_sectors, token. */
export const loginRequestSchema = z.object({
  login: stringWithMessage(validationMessages.loginEmailRequired)
    .trim()
    .min(1, validationMessages.loginEmailRequired)
    .max(254)
    .pipe(zEmail())
    .transform((email) => email.toLowerCase()),
  password: stringWithMessage(validationMessages.loginPasswordRequired).min(1, validationMessages.loginPasswordRequired).max(200),
  remember_me: formFlagSchema.default(false),
  /** Asked by the original client for the cart's sectors; accepted and ignored here. */
  show_sectors: formFlagSchema.optional(),
  /** A captcha or single sign-on token of the original client; accepted and not checked. */
  token: z.string().max(2000).optional(),
});
export type LoginRequest = z.infer<typeof loginRequestSchema>;

/** A consent the shopper gave or refused: legal 1 is the mandatory privacy consent. */
export const legalConsentSchema = z.object({
  legalId: zPositiveId().pipe(z.number().max(99)),
  accepted: formFlagSchema,
});
export type LegalConsent = z.output<typeof legalConsentSchema>;

const legalsSchema = z
  .array(legalConsentSchema)
  .max(20)
  .superRefine((legals, context) => {
    if (!legals.some((legal) => legal.legalId === 1 && legal.accepted)) {
      context.addIssue({ code: 'custom', message: accountTexts.privacyRequired });
    }
  });

/** What decides the tenant-specific registration rules: the card prefix and whether the fiscal code is asked. */
export type RegistrationRules = { loyaltyCardPrefix: string; requiresFiscalCode: boolean };

/** The registration rules of a brand. */
export function registrationRulesOf(tenant: TenantSettings): RegistrationRules {
  return { loyaltyCardPrefix: tenant.loyaltyCard.prefix, requiresFiscalCode: tenant.registration.requiresFiscalCode };
}

/** The province's two-letter code ("sigla"), one of the known Italian codes, in capitals. */
export const zProvince = () =>
  zodFromValidators([validateLettersOnly, exactLengthValidator(2), validateProvinceCode]).toUpperCase();
export const zPostalCode = () => zodFromValidators([validateNumbersOnly, exactLengthValidator(5)]);

/** The personal data a shopper gives at registration and changes on the profile page. */
function profileFields({ loyaltyCardPrefix, requiresFiscalCode }: RegistrationRules) {
  const fiscalCode = zFiscalCode().toUpperCase();
  return {
    firstName: zLettersOnly().max(60),
    lastName: zLettersOnly().max(60),
    address1: zRequiredText().max(200),
    addressNumber: zRequiredText().max(20),
    postalcode: zPostalCode(),
    province: zProvince(),
    city: zRequiredText().max(100),
    referenceStoreId: zPositiveId(),
    birthDate: zOptional(zItalianDate()),
    mobilePhone: zOptional(zItalianPhone().max(30)),
    fidelityCard: zOptional(zLoyaltyCard(loyaltyCardPrefix).transform(normalizeLoyaltyCardNumber)),
    fiscalCode: requiresFiscalCode ? fiscalCode : zOptional(fiscalCode),
    legals: legalsSchema,
  };
}

/** `POST registration/register_user`: every field with the domain's rules; the brand decides card prefix and fiscal code. */
export function registerUserRequestSchema(rules: RegistrationRules) {
  return z
    .object({
      ...profileFields(rules),
      email: zEmail().max(254).toLowerCase(),
      emailConfirm: zEmail().max(254).toLowerCase(),
      password: zPassword().max(200),
    })
    .superRefine((request, context) => {
      if (request.email !== request.emailConfirm) {
        context.addIssue({ code: 'custom', path: ['emailConfirm'], message: accountTexts.emailMismatch });
      }
    });
}
export type RegisterUserRequest = z.output<ReturnType<typeof registerUserRequestSchema>>;

/** `POST registration/update_user_detail`: the registration's personal data, without e-mail and password. */
export function updateUserDetailRequestSchema(rules: RegistrationRules) {
  return z.object(profileFields(rules));
}
export type UpdateUserDetailRequest = z.output<ReturnType<typeof updateUserDetailRequestSchema>>;

/** A token that came back from a link in an e-mail. */
export const tokenQuerySchema = z.object({ token: zRequiredText().max(200) });

/** `POST registration/password_reset`. */
export const passwordResetRequestSchema = z.object({ email: zEmail().max(254).toLowerCase() });

/** `POST registration/update_password`: with the reset link's token, or logged in with the current password. */
export const updatePasswordRequestSchema = z
  .object({
    token: zOptional(z.string().trim().max(200)),
    oldPassword: zOptional(z.string().max(200)),
    password: zPassword().max(200),
  })
  .superRefine((request, context) => {
    if (!request.token && !request.oldPassword) {
      context.addIssue({ code: 'custom', path: ['token'], message: accountTexts.tokenOrCurrentPassword });
    }
  });
export type UpdatePasswordRequest = z.output<typeof updatePasswordRequestSchema>;

/** `POST registration/update_email`: the new address and the current password. */
export const updateEmailRequestSchema = z.object({
  email: zEmail().max(254).toLowerCase(),
  password: zRequiredText().max(200),
});

/** `GET auth/test`: the operation the client is about to do. */
export const authTestQuerySchema = z.object({ operation: z.string().max(100).optional() });

/** The logged-in shopper as login, auth/test and the cart carry it. */
export const userSchema = z.object({
  userId: z.number().int(),
  email: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  /** 1 for a shopper's own (master) account; 1 and 2 are master accounts. */
  userType: z.object({ userTypeId: z.number().int() }),
  /** 2 is the configured minimum level: a confirmed shopper with a complete profile. */
  profile: z.object({ level: z.number().int() }),
  betaTester: z.boolean(),
  hasFavorites: z.boolean(),
  ssoUser: z.boolean(),
  legals: z.array(z.object({ legalId: z.number().int(), accepted: z.boolean() })),
  fidelityCard: z.string().nullable(),
  fiscalCode: z.string().nullable(),
  defaultStoreAddressId: z.number().int().nullable(),
  defaultDeliveryAddressId: z.number().int().nullable(),
  referenceStoreId: z.number().int().nullable(),
});
export type User = z.infer<typeof userSchema>;

export const loginDataSchema = z.object({ user: userSchema });

export const authTestDataSchema = z.object({
  /** True when the request carried a live session. */
  valid: z.boolean(),
  operation: z.string().nullable(),
  /** The session's user, or null with no session. */
  user: userSchema.nullable(),
});

/** Every personal field of the profile page, as `user_detail` answers it. */
export const userDetailSchema = z.object({
  userId: z.number().int(),
  email: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  address1: z.string(),
  addressNumber: z.string(),
  postalcode: z.string(),
  province: z.string(),
  city: z.string(),
  referenceStoreId: z.number().int().nullable(),
  /** gg/mm/aaaa. */
  birthDate: z.string().nullable(),
  mobilePhone: z.string().nullable(),
  fidelityCard: z.string().nullable(),
  fiscalCode: z.string().nullable(),
  legals: z.array(z.object({ legalId: z.number().int(), accepted: z.boolean() })),
  /** A change of e-mail waiting for its confirmation link, if any. */
  pendingEmail: z.string().nullable(),
});
export type UserDetail = z.infer<typeof userDetailSchema>;

export const userDetailDataSchema = z.object({ user: userDetailSchema });
export const emailDataSchema = z.object({ email: z.string() });
export const emptyDataSchema = z.object({});

/** `GET store-proximity/list`: services (delivery service ids, comma separated or repeated) and orderby. */
export const storeListQuerySchema = z.object({
  services: z
    .union([z.string(), z.array(z.string())])
    .transform((value) => (Array.isArray(value) ? value : value.split(',')).map((part) => part.trim()).filter(Boolean))
    .pipe(
      z
        .array(
          z
            .string()
            .regex(/^\d{1,9}$/, validationMessages.numbersOnly)
            .transform(Number),
        )
        .max(10),
    )
    .optional(),
  orderby: z.enum(['name', 'city', 'province', 'storeId']).default('name'),
});

export const deliveryServiceRefSchema = z.object({
  deliveryServiceId: z.number().int(),
  name: z.string(),
  /** Whether the address selector shows a tab for this service. */
  showTab: z.boolean(),
});

/** A store as the store selector shows it. */
export const storeSchema = z.object({
  storeId: z.number().int(),
  name: z.string(),
  /** Street and number on one line: 'Via Borgo Palazzo 90'. */
  address: z.string(),
  address1: z.string(),
  addressNumber: z.string(),
  postalcode: z.string(),
  city: z.string(),
  province: z.string(),
  phone: z.string(),
  deliveryServices: z.array(deliveryServiceRefSchema),
});
export type Store = z.infer<typeof storeSchema>;
export const storeListDataSchema = z.object({ stores: z.array(storeSchema) });
