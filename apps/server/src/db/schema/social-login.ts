import { boolean, index, integer, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { users } from './accounts';

/** The providers a shopper may sign in with (a subset of the identity providers of `user_identities`). */
export const socialProviders = ['google', 'facebook'] as const;
export type SocialProvider = (typeof socialProviders)[number];

/**
 * A sign-in started at Google or Facebook and not yet come back (decision 0038): the state, nonce and
 * PKCE verifier live here, not in one server's memory, so any instance can finish it. The row is found
 * by the hash of a secret kept in the starting browser's HttpOnly cookie: a callback with a state this
 * browser did not start (login CSRF) finds nothing. Spent at the callback, worthless after expires_at.
 */
export const socialLoginFlows = pgTable(
  'social_login_flows',
  {
    flowId: integer('flow_id').primaryKey().generatedAlwaysAsIdentity(),
    browserKeyHash: text('browser_key_hash').notNull(),
    provider: text('provider').$type<SocialProvider>().notNull(),
    state: text('state').notNull(),
    nonce: text('nonce'),
    codeVerifier: text('code_verifier').notNull(),
    /** Set when a logged-in shopper links a provider from the profile: the identity goes to this account. */
    linkUserId: integer('link_user_id').references(() => users.userId, { onDelete: 'cascade' }),
    /** A path inside the shop where the browser goes afterwards. */
    returnTo: text('return_to').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (table) => [
    uniqueIndex('social_login_flows_browser_key_unique').on(table.browserKeyHash),
    index('social_login_flows_expires_idx').on(table.expiresAt),
  ],
);

/**
 * A provider identity no account knows yet, waiting for the shopper to give what the shop still needs
 * (registration/social_user_detail). Found by the hash of a secret the browser keeps in a cookie (the
 * app in a header): what the provider vouched for cannot be typed in by the shopper.
 */
export const socialSignups = pgTable(
  'social_signups',
  {
    signupId: integer('signup_id').primaryKey().generatedAlwaysAsIdentity(),
    tokenHash: text('token_hash').notNull(),
    provider: text('provider').$type<SocialProvider>().notNull(),
    issuer: text('issuer').notNull(),
    subject: text('subject').notNull(),
    email: text('email'),
    emailVerified: boolean('email_verified').notNull(),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (table) => [
    uniqueIndex('social_signups_token_hash_unique').on(table.tokenHash),
    index('social_signups_expires_idx').on(table.expiresAt),
  ],
);
