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
  /**
   * SAML single sign-on (issue 23, decision 0039), for the brand this server runs (TENANT): the identity
   * provider's metadata (an https URL, or a file), the shop's entity id (default: the metadata address
   * {PUBLIC_URL}/ebsn/api/saml/metadata), the shop's signing key and certificate (PEM files), and the
   * attributes that make an account staff: SAML_STAFF_ATTRIBUTE holding one of SAML_STAFF_VALUES (a group
   * or role, comma-separated), SAML_STORE_ATTRIBUTE / SAML_WAREHOUSE_ATTRIBUTE the store or warehouse id.
   * Without metadata, the SAML routes answer 404 and the login form shows no company button.
   */
  SAML_IDP_METADATA_URL: z
    .string()
    .regex(/^https?:\/\/[^\s]+$/, 'must be an http(s) URL such as https://login.microsoftonline.com/…/federationmetadata.xml')
    .optional(),
  SAML_IDP_METADATA_FILE: z.string().min(1).optional(),
  SAML_SP_ENTITY_ID: z.string().min(1).max(1024).optional(),
  SAML_SP_KEY_FILE: z.string().min(1).optional(),
  SAML_SP_CERT_FILE: z.string().min(1).optional(),
  SAML_STAFF_ATTRIBUTE: z.string().min(1).optional(),
  SAML_STAFF_VALUES: z
    .string()
    .transform((value) =>
      value
        .split(',')
        .map((entry) => entry.trim())
        .filter(Boolean),
    )
    .optional(),
  SAML_STORE_ATTRIBUTE: z.string().min(1).optional(),
  SAML_WAREHOUSE_ATTRIBUTE: z.string().min(1).optional(),
  /** 'allowed': with an IdP, staff may still open the back office with their shop password (break-glass, migration); default refused. */
  SAML_STAFF_PASSWORD_LOGIN: z.enum(['allowed', 'refused']).default('refused'),
  /**
   * Google login for shoppers (issue 23, decision 0038): the OAuth client of the running brand (Google
   * Cloud console, type "Web application"). Unset, the shop shows no Google button. GOOGLE_ISSUER is
   * where OpenID Connect discovery starts (tests point it at their stand-in).
   */
  GOOGLE_CLIENT_ID: z.string().min(1).max(300).optional(),
  GOOGLE_CLIENT_SECRET: z.string().min(1).max(300).optional(),
  GOOGLE_ISSUER: z
    .string()
    .regex(/^https?:\/\/[^\s?#]+$/, 'must be an OpenID issuer URL such as https://accounts.google.com')
    .default('https://accounts.google.com'),
  /**
   * Facebook login for shoppers: the brand's Facebook app id and secret (Meta for Developers). Unset, no
   * Facebook button. The dialog and Graph addresses carry the API version; tests point them at their stand-in.
   */
  FACEBOOK_APP_ID: z
    .string()
    .regex(/^[0-9A-Za-z_-]{1,64}$/, 'must be a Facebook app id such as 1234567890')
    .optional(),
  FACEBOOK_APP_SECRET: z.string().min(1).max(300).optional(),
  FACEBOOK_DIALOG_URL: z
    .string()
    .regex(/^https?:\/\/[^\s?#]+$/, 'must be the OAuth dialog URL such as https://www.facebook.com/v19.0/dialog/oauth')
    .default('https://www.facebook.com/v19.0/dialog/oauth'),
  FACEBOOK_GRAPH_URL: z
    .string()
    .regex(/^https?:\/\/[^\s?#]+$/, 'must be the Graph API base such as https://graph.facebook.com/v19.0')
    .default('https://graph.facebook.com/v19.0'),
  SEED: z.enum(Object.keys(seedPresets) as [SeedPreset, ...SeedPreset[]]).default('default'),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  NODE_ENV: z.enum(['development', 'production', 'test']).default('production'),
  /**
   * Several instances behind a load balancer (docs/decisions/0041–0043): the Redis that holds the login,
   * reset and registration throttles' counts, shared by every instance (redis://host:6379/0). Unset, each
   * process counts in its own memory (right for one process).
   */
  REDIS_URL: z
    .string()
    .regex(/^rediss?:\/\//, 'must start with redis:// or rediss://')
    .optional(),
  /** The prefix of every Redis key the shop writes, so several shops (or tests) can share one Redis. */
  REDIS_KEY_PREFIX: z
    .string()
    .regex(/^[A-Za-z0-9:_-]{1,64}$/, 'must be letters, digits, colons, dashes or underscores such as spesa:')
    .default('spesa:'),
  /** Seconds between two scans of the payment timeout job (one instance scans per round, decision 0041). */
  PAYMENT_TIMEOUT_SCAN_SECONDS: z.coerce.number().int().min(1).max(3600).default(60),
  /**
   * A streaming read replica of DATABASE_URL (docs/decisions/0043): the catalogue's reads (search,
   * listings, product pages, categories) go to it; the cart, checkout, orders and every write stay on
   * the primary. Unset, everything reads the primary.
   */
  DATABASE_REPLICA_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, 'must start with postgres:// or postgresql://')
    .optional(),
  /**
   * Operations (issue 24, decision 0040): the bearer token Prometheus sends to read /metrics
   * (`Authorization: Bearer …`); unset, /metrics answers 404 (no figures of the shop are public).
   */
  METRICS_TOKEN: z.string().min(32, 'must be at least 32 characters').optional(),
  /** Milliseconds between SIGTERM (/readyz answers 503 at once) and closing the port: the load balancer's time to notice. */
  SHUTDOWN_DELAY_MS: z.coerce.number().int().min(0).max(120_000).default(0),
  /** Milliseconds a shutdown may take in all (delay, in-flight requests, jobs, pools) before the process exits with 1. */
  SHUTDOWN_TIMEOUT_MS: z.coerce.number().int().min(1000).max(600_000).default(20_000),
  /**
   * 'off': the catalogue's answers are computed for every request, never kept (the bench's rows
   * without the cache, decision 33); 'on' (the default) keeps them in memory.
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
  // SAML needs the shop's key and certificate to sign its requests and publish its metadata.
  const samlMetadata = parsed.data.SAML_IDP_METADATA_URL
    ? 'SAML_IDP_METADATA_URL'
    : parsed.data.SAML_IDP_METADATA_FILE
      ? 'SAML_IDP_METADATA_FILE'
      : null;
  for (const needed of ['SAML_SP_KEY_FILE', 'SAML_SP_CERT_FILE'] as const)
    if (samlMetadata && !parsed.data[needed])
      throw new ConfigError(
        `Missing ${needed}: required with ${samlMetadata}, the shop's SAML signing key and certificate (PEM)`,
      );
  // A client id without its secret (or the reverse) would show a button whose every sign-in fails.
  for (const [one, other] of [
    ['GOOGLE_CLIENT_ID', 'GOOGLE_CLIENT_SECRET'],
    ['FACEBOOK_APP_ID', 'FACEBOOK_APP_SECRET'],
  ] as const) {
    const [given, missing] = parsed.data[one] === undefined ? [other, one] : [one, other];
    if ((parsed.data[one] === undefined) !== (parsed.data[other] === undefined))
      throw new ConfigError(`Missing ${missing}: required with ${given}, for the shoppers' social login`);
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
