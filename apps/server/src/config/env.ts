import path from 'node:path';
import { z } from 'zod';

/** The endpoints that need a solved challenge unless CHALLENGE_ENDPOINTS says otherwise (the last: the customer-service form's submit). */
export const defaultChallengeEndpoints = [
  '/ebsn/api/registration/register_user',
  '/ebsn/api/registration/password_reset',
  '/p/wp-admin/admin-ajax.php',
];

/** A comma-separated list of paths, or `none`. */
const endpointListSchema = z
  .string()
  .transform((value) => (value.trim() === 'none' ? [] : value.split(',').map((path) => path.trim())))
  .pipe(
    z.array(
      z
        .string()
        .regex(
          /^\/[A-Za-z0-9/_.~-]*$/,
          'must be paths such as /ebsn/api/registration/register_user, separated by commas, or none',
        ),
    ),
  );

export const seedPresets = { test: 400, default: 5000, large: 50000 } as const;
export type SeedPreset = keyof typeof seedPresets;

const envSchema = z.object({
  PORT: z.coerce.number().int().min(0).max(65535).default(8080),
  HOST: z.string().min(1).default('127.0.0.1'),
  DATA_DIR: z.string().min(1).default('./data'),
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, 'must start with postgres:// or postgresql://')
    .optional(),
  TENANT: z
    .string()
    .regex(/^[a-z0-9-]+$/, 'must be a tenant id such as buonmercato')
    .default('buonmercato'),
  SMTP_URL: z
    .string()
    .regex(/^smtps?:\/\//, 'must start with smtp:// or smtps://')
    .optional(),
  /**
   * The shop's public address (https://spesa.example.it): every link the shop makes of itself (e-mails,
   * the payment page) uses it, never the request's Host. Required in production.
   */
  PUBLIC_URL: z
    .string()
    .regex(/^https?:\/\/[^\s/?#]+(\/[^\s?#]*)?$/, 'must be an http(s) URL such as https://spesa.example.it')
    .optional(),
  /** 'true' only behind a reverse proxy that sets X-Forwarded-For: otherwise a client could fake its address. */
  TRUST_PROXY: z.enum(['true', 'false']).default('false'),
  /** A Nominatim-compatible geocoding service (https://geocoder.example.it); unset, the embedded Italian data answers. */
  GEOCODER_URL: z
    .string()
    .regex(/^https?:\/\/[^\s/]+/, 'must be an http(s) URL such as https://geocoder.example.it')
    .optional(),
  /**
   * The brand's WordPress (https://cms.example.it): set, the content API (/p/wp-json/…) is answered by
   * it through the shop's cache instead of the embedded content (decision 0027).
   */
  WORDPRESS_URL: z
    .string()
    .regex(/^https?:\/\/[^\s/?#]+(\/[^\s?#]*)?$/, 'must be an http(s) URL without query such as https://cms.example.it')
    .optional(),
  /** Milliseconds the shop waits for WordPress before serving its cached copy or a 503. */
  WORDPRESS_TIMEOUT_MS: z.coerce.number().int().min(100).max(60_000).default(5000),
  /** Minutes checkout/prepare keeps the cart's place in its time slot before it is released. */
  CHECKOUT_HOLD_MINUTES: z.coerce.number().int().min(1).max(240).default(15),
  /** Minutes an order waits for its online payment (from the last attempt) before it is cancelled automatically. */
  PAYMENT_TIMEOUT_MINUTES: z.coerce.number().int().min(1).max(1440).default(30),
  /** Paths whose calls need a solved proof-of-work challenge in ?recaptcha= (decision 0015). */
  CHALLENGE_ENDPOINTS: endpointListSchema.default(defaultChallengeEndpoints),
  /** The challenge's counter bound: a solution takes on average half as many PBKDF2 derivations (1000 rounds each). */
  CHALLENGE_COMPLEXITY: z.coerce.number().int().min(1).max(1_000_000).default(5000),
  /** Secret that signs challenges; unset, a random one per start (then challenges do not survive a restart or cross processes). */
  CHALLENGE_HMAC_KEY: z.string().min(32, 'must be at least 32 characters').optional(),
  /** Where the embedded content lives (a folder per brand, docs/decisions/0023); unset, apps/server/content. */
  CONTENT_DIR: z.string().min(1).optional(),
  /** Where the Android app is updated from (its Play Store page): the update dialog's /app/android goes there; unset, the shop. */
  ANDROID_STORE_URL: z
    .string()
    .regex(/^https:\/\/[^\s]+$/, 'must be an https URL such as https://play.google.com/store/apps/details?id=it.example.spesa')
    .optional(),
  /** Where the iOS app is updated from (its App Store page): the update dialog's /app/ios goes there; unset, the shop. */
  IOS_STORE_URL: z
    .string()
    .regex(/^https:\/\/[^\s]+$/, 'must be an https URL such as https://apps.apple.com/it/app/spesa/id123456789')
    .optional(),
  /**
   * The native app of the running brand (apps/mobile, docs/decisions/0035): its Android package name and
   * the SHA-256 fingerprints of the certificates that sign it (comma-separated, AB:CD:…), for
   * /.well-known/assetlinks.json. Unset, that file answers 404.
   */
  APP_ANDROID_PACKAGE: z
    .string()
    .regex(/^[A-Za-z][A-Za-z0-9_]*(\.[A-Za-z][A-Za-z0-9_]*)+$/, 'must be an Android package name such as it.spesachiara.app')
    .optional(),
  APP_ANDROID_SHA256_FINGERPRINTS: z
    .string()
    .transform((value) => value.split(',').map((fingerprint) => fingerprint.trim().toUpperCase()))
    .pipe(
      z.array(
        z
          .string()
          .regex(
            /^[0-9A-F]{2}(:[0-9A-F]{2}){31}$/,
            'must be SHA-256 certificate fingerprints (32 hex pairs joined by colons), separated by commas',
          ),
      ),
    )
    .optional(),
  /** The iOS app's Apple team id and bundle id, for /.well-known/apple-app-site-association; unset, it answers 404. */
  APP_IOS_TEAM_ID: z
    .string()
    .regex(/^[A-Z0-9]{10}$/, 'must be an Apple team id of 10 capital letters and digits such as ABCDE12345')
    .optional(),
  APP_IOS_BUNDLE_ID: z
    .string()
    .regex(/^[A-Za-z0-9-]+(\.[A-Za-z0-9-]+)+$/, 'must be a bundle id such as it.spesachiara.app')
    .optional(),
  /**
   * Web Push (issue 22, decision 0034): the VAPID key pair (base64url, as `web-push generate-vapid-keys`
   * prints it) and the contact the push services see (mailto: or https:). Unset, a pair is made at the
   * first start and kept in DATA_DIR/vapid.json; the subject defaults to the shop's PUBLIC_URL.
   */
  VAPID_PUBLIC_KEY: z
    .string()
    .regex(/^[A-Za-z0-9_-]{80,100}$/, 'must be a base64url P-256 public key')
    .optional(),
  VAPID_PRIVATE_KEY: z
    .string()
    .regex(/^[A-Za-z0-9_-]{40,50}$/, 'must be a base64url P-256 private key')
    .optional(),
  VAPID_SUBJECT: z
    .string()
    .regex(/^(mailto:\S+@\S+|https:\/\/\S+)$/, 'must be a mailto: address or an https URL')
    .optional(),
  /** Firebase Cloud Messaging for the Android wrapper: the project id and the service account JSON file. Unset, Android pushes are skipped. */
  /**
   * More push services a production shop may send Web Push to, besides the browsers' own (comma-separated
   * domains, e.g. a test push service); the browsers' are always allowed (WEB_PUSH_SERVICE_DOMAINS).
   */
  PUSH_SERVICE_DOMAINS: z
    .string()
    .transform((value) =>
      value
        .split(',')
        .map((domain) => domain.trim().toLowerCase())
        .filter(Boolean),
    )
    .pipe(z.array(z.string().regex(/^[a-z0-9-]+(\.[a-z0-9-]+)+$/, 'must be domain names separated by commas')))
    .default([]),
  FCM_PROJECT_ID: z.string().min(1).optional(),
  FCM_SERVICE_ACCOUNT_FILE: z.string().min(1).optional(),
  /** APNs for the iOS wrapper (token auth): the .p8 key file, its key id, the team id and the app's bundle id. Unset, iOS pushes are skipped. */
  APNS_KEY_FILE: z.string().min(1).optional(),
  APNS_KEY_ID: z.string().min(1).optional(),
  APNS_TEAM_ID: z.string().min(1).optional(),
  APNS_BUNDLE_ID: z.string().min(1).optional(),
  /** 'true': APNs production (api.push.apple.com); otherwise the sandbox for development builds. */
  APNS_PRODUCTION: z.enum(['true', 'false']).default('false'),
  /**
   * The brand's Google Tag Manager container (GTM-AB12CD3): set, the web app loads it once the shopper
   * allows analytics cookies and the CSP lets Google Tag Manager and Google Analytics in (decision 0036);
   * unset (the demo), no container, and the events stay in the page's dataLayer.
   */
  GTM_CONTAINER_ID: z
    .string()
    .regex(/^GTM-[A-Z0-9]{4,12}$/, 'must be a Google Tag Manager container id such as GTM-AB12CD3')
    .optional(),
  SEED: z.enum(Object.keys(seedPresets) as [SeedPreset, ...SeedPreset[]]).default('default'),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  NODE_ENV: z.enum(['development', 'production', 'test']).default('production'),
  /**
   * 'off': the catalogue's answers are computed for every request, never kept (the bench's rows
   * without the cache, decision 0045); 'on' (the default) keeps them in memory.
   */
  ANSWER_CACHE: z.enum(['on', 'off']).default('on'),
});

export type AppConfig = z.infer<typeof envSchema> & {
  dataDir: string;
  webDistDir: string;
  /** CONTENT_DIR resolved: the folder holding each brand's embedded content. */
  contentDir: string;
  /** PUBLIC_URL without a trailing slash, or http://localhost:{PORT} outside production: where every link points. */
  publicUrl: string;
};

/** Thrown when a variable is wrong: its message is the one line the start prints. */
export class ConfigError extends Error {}

/**
 * Reads the configuration once, at start; a wrong value stops the start with one line naming it.
 * `serving: false` for a command that sends no mail and makes no link (staff:create), which then
 * needs no PUBLIC_URL.
 */
export function loadConfig(env: NodeJS.ProcessEnv = process.env, { serving = true } = {}): AppConfig {
  const present = Object.fromEntries(Object.entries(env).filter(([, value]) => value !== undefined && value !== ''));
  const parsed = envSchema.safeParse(present);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    const variable = String(issue?.path[0] ?? 'environment');
    throw new ConfigError(`Invalid ${variable}=${JSON.stringify(present[variable] ?? '')}: ${issue?.message}`);
  }
  // A link built from the request's Host would let a forged Host aim a password reset link elsewhere.
  if (serving && parsed.data.NODE_ENV === 'production' && !parsed.data.PUBLIC_URL)
    throw new ConfigError(
      "Missing PUBLIC_URL: required when NODE_ENV=production, the shop's public address for e-mail links (https://spesa.example.it)",
    );
  // Half of a pair would publish a file no device can verify: say which half is missing.
  for (const [one, other] of [
    ['APP_ANDROID_PACKAGE', 'APP_ANDROID_SHA256_FINGERPRINTS'],
    ['APP_IOS_TEAM_ID', 'APP_IOS_BUNDLE_ID'],
  ] as const) {
    const [given, missing] = parsed.data[one] === undefined ? [other, one] : [one, other];
    if ((parsed.data[one] === undefined) !== (parsed.data[other] === undefined))
      throw new ConfigError(`Missing ${missing}: required with ${given}, for the native app's link verification`);
  }
  return {
    ...parsed.data,
    publicUrl: parsed.data.PUBLIC_URL?.replace(/\/+$/, '') ?? `http://localhost:${parsed.data.PORT}`,
    dataDir: path.resolve(parsed.data.DATA_DIR),
    webDistDir: path.resolve(import.meta.dirname, '../../../web/dist'),
    contentDir: parsed.data.CONTENT_DIR
      ? path.resolve(parsed.data.CONTENT_DIR)
      : path.resolve(import.meta.dirname, '../../content'),
  };
}
