import { z } from 'zod';
import { type RegistrationRules, updateUserDetailRequestSchema, userSchema } from '../schemas/accounts';
import { zEmail, zOptional } from '../validation/zod-validators';

/** The providers a shopper may sign in with besides the password (issue 23, decision 0038). */
export const socialProviders = ['google', 'facebook'] as const;
export type SocialProvider = (typeof socialProviders)[number];

/** The provider's name as the shopper reads it. */
export const socialProviderNames: Record<SocialProvider, string> = { google: 'Google', facebook: 'Facebook' };

/** Our Italian texts for the social login (the specification gives none). */
export const socialLoginTexts = {
  notConfigured: 'Questo accesso non è disponibile.',
  denied: (provider: SocialProvider) =>
    `Accesso con ${socialProviderNames[provider]} annullato: non abbiamo ricevuto il tuo consenso.`,
  failed: (provider: SocialProvider) =>
    `Non è stato possibile completare l'accesso con ${socialProviderNames[provider]}: riprova tra qualche istante.`,
  invalidRequest: "La richiesta di accesso non è valida o è scaduta: ricomincia l'accesso.",
  signupExpired: "I dati ricevuti dal tuo account sono scaduti: ricomincia l'accesso con il pulsante Google o Facebook.",
  emailRequired: 'Il tuo account non ci ha fornito un indirizzo e-mail: indicane uno.',
  emailInUse:
    "Questo indirizzo e-mail appartiene già a un account del negozio: inserisci la sua password per collegarlo, oppure usa un'altra e-mail.",
  wrongPassword: 'La password non è corretta.',
  noPasswordToLink:
    "L'account con questo indirizzo non ha una password: accedi come fai di solito e collega il nuovo accesso dalla pagina del profilo.",
  linkedElsewhere: 'Questo account è già collegato a un altro profilo del negozio.',
  lastWayIn:
    'Non puoi scollegare l\'unico modo che hai per accedere: imposta prima una password ("Password dimenticata?") o collega un altro accesso.',
  identityNotFound: 'Collegamento non trovato.',
  registered: 'Benvenuto! Il tuo account è attivo.',
  confirmationSent: "Ti abbiamo inviato un'e-mail con il link per attivare l'account.",
  linked: (provider: SocialProvider) => `Accesso con ${socialProviderNames[provider]} collegato al tuo account.`,
  /** `name`: the provider's (Google, Facebook) or "l'account aziendale". */
  unlinked: (name: string) => `Accesso con ${name} scollegato.`,
} as const;

/** Stable codes of the social login's failures and notices (i18n keys for the web app, `?socialError=` of /login). */
export const socialLoginCodes = {
  notConfigured: 'errors.socialNotConfigured',
  denied: 'errors.socialDenied',
  failed: 'errors.socialFailed',
  invalidRequest: 'errors.socialInvalidRequest',
  signupExpired: 'errors.socialSignupExpired',
  emailInUse: 'errors.socialEmailInUse',
  noPasswordToLink: 'errors.socialNoPasswordToLink',
  linkedElsewhere: 'errors.socialLinkedElsewhere',
  lastWayIn: 'errors.socialLastWayIn',
  registered: 'msg.socialRegistered',
  confirmationSent: 'msg.socialConfirmationSent',
  linked: 'msg.socialLinked',
  unlinked: 'msg.socialUnlinked',
} as const;

/** The failures a web sign-in brings back to /login as `?socialError=`. */
export const socialLoginErrorCodes = [
  'denied',
  'failed',
  'invalidRequest',
  'notConfigured',
  'linkedElsewhere',
  'accountNotConfirmed',
] as const;
export type SocialLoginErrorCode = (typeof socialLoginErrorCodes)[number];

export const socialProviderParamsSchema = z.object({ provider: z.enum(socialProviders) });

/** `GET social-login/providers`: the providers the running brand configured (its buttons). */
export const socialProvidersDataSchema = z.object({ providers: z.array(z.enum(socialProviders)) });

/** Where the browser goes after the sign-in (a path inside the shop). */
export const socialLoginStartQuerySchema = z.object({ redirect: z.string().max(500).optional() });

/** `POST social-login/{provider}/link`: the profile links a provider; the browser then opens the answered URL. */
export const socialLinkStartRequestSchema = z.object({ redirect: z.string().max(500).optional() });
export const socialAuthorizationDataSchema = z.object({ authorizationUrl: z.string() });

/** The provider's answer at the callback: a code and the state, or an error (the shopper refused). */
export const socialLoginCallbackQuerySchema = z.object({
  code: z.string().max(2000).optional(),
  state: z.string().max(500).optional(),
  error: z.string().max(200).optional(),
  error_reason: z.string().max(200).optional(),
  error_description: z.string().max(1000).optional(),
  iss: z.string().max(500).optional(),
});

/** `GET …/social-redir/{provider}-mobile`: the code the native SDK obtained (`use-plugin` true: Facebook's SDK access token). */
export const socialMobileQuerySchema = z.object({
  code: z.string().min(1, 'Indicare il codice ricevuto dal provider').max(4000),
  'use-plugin': z.enum(['true', 'false']).optional(),
});

/** What `social_user_detail` answers: what the provider gave, and what the shop still asks. */
export const socialUserDetailSchema = z.object({
  provider: z.enum(socialProviders),
  email: z.string().nullable(),
  /** The provider vouches for the e-mail: the account is created already confirmed. */
  emailVerified: z.boolean(),
  firstName: z.string(),
  lastName: z.string(),
  /** The e-mail belongs to an account of the shop: linking it needs that account's password. */
  existingAccount: z.boolean(),
});
export type SocialUserDetail = z.infer<typeof socialUserDetailSchema>;
export const socialUserDetailDataSchema = z.object({ socialUser: socialUserDetailSchema });

/**
 * `POST registration/social_user_detail`: the registration's personal data (the same rules, consent 1
 * mandatory), and the e-mail only when the provider gave none.
 */
export function socialRegistrationRequestSchema(rules: RegistrationRules) {
  return updateUserDetailRequestSchema(rules).extend({ email: zOptional(zEmail().max(254).toLowerCase()) });
}
export type SocialRegistrationRequest = z.output<ReturnType<typeof socialRegistrationRequestSchema>>;

/** `POST registration/social_link`: the password of the account whose e-mail the provider gave. */
export const socialLinkRequestSchema = z.object({
  password: z.string({ error: 'Digitare la password' }).min(1, 'Digitare la password').max(200),
});

/** The answer of a finished social sign-up: the shopper is logged in (confirmed) or must open the mailed link. */
export const socialRegistrationDataSchema = z.object({ loggedIn: z.boolean(), email: z.string(), user: userSchema.nullable() });

/** One linked provider as the profile lists it. */
export const linkedIdentitySchema = z.object({
  identityId: z.number().int(),
  provider: z.enum(['saml', ...socialProviders]),
  email: z.string().nullable(),
  createdAt: z.string(),
  lastUsedAt: z.string(),
});
export type LinkedIdentity = z.infer<typeof linkedIdentitySchema>;
export const linkedIdentitiesDataSchema = z.object({
  identities: z.array(linkedIdentitySchema),
  /** Whether the account has a password (then every identity may be unlinked). */
  hasPassword: z.boolean(),
});
export const unlinkIdentityRequestSchema = z.object({ identityId: z.number().int().min(1).max(2147483647) });
