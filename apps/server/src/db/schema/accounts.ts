import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  boolean,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { stores, warehouses } from './catalogue';
import { addresses } from './delivery';

export type StoredLegalConsent = { legalId: number; accepted: boolean; updatedAt: string };

/** Shoppers. `email` is kept trimmed and in lower case, so the unique index is the whole rule. */
export const users = pgTable(
  'users',
  {
    userId: integer('user_id').primaryKey().generatedAlwaysAsIdentity({ startWith: 1001 }),
    email: text('email').notNull(),
    /**
     * argon2id, PHC string format. Null for an account opened through a sign-in provider (SAML, Google,
     * Facebook) that never chose a password: such an account logs in only through its providers.
     */
    passwordHash: text('password_hash'),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull(),
    address1: text('address1').notNull(),
    addressNumber: text('address_number').notNull(),
    postalcode: text('postalcode').notNull(),
    province: text('province').notNull(),
    city: text('city').notNull(),
    referenceStoreId: integer('reference_store_id').references(() => stores.storeId, { onDelete: 'set null' }),
    birthDate: date('birth_date', { mode: 'string' }),
    mobilePhone: text('mobile_phone'),
    fidelityCard: text('fidelity_card'),
    fiscalCode: text('fiscal_code'),
    legals: jsonb('legals').$type<StoredLegalConsent[]>().notNull().default([]),
    /** 1 and 2 are master accounts; a shopper who registers is 1. */
    userTypeId: integer('user_type_id').notNull().default(1),
    profileLevel: integer('profile_level').notNull().default(2),
    betaTester: boolean('beta_tester').notNull().default(false),
    /** staff opens the back office (the SSO/admin user); null for shoppers. Set by the staff:create command. */
    staffRole: text('staff_role'),
    /** The store or warehouse a staff member works for, as the brand's identity provider says (decision 0039). */
    staffStoreId: integer('staff_store_id').references(() => stores.storeId, { onDelete: 'set null' }),
    staffWarehouseId: integer('staff_warehouse_id').references(() => warehouses.warehouseId, { onDelete: 'set null' }),
    /** Null until the confirmation link (or a password reset link) proves the address. */
    emailConfirmedAt: timestamp('email_confirmed_at', { withTimezone: true }),
    /** The star of the pickup tab: the shop (or locker) address the shopper picks up from by default. */
    defaultStoreAddressId: integer('default_store_address_id').references((): AnyPgColumn => addresses.addressId, {
      onDelete: 'set null',
    }),
    /** The star of the home delivery tab: the shopper's default home address. */
    defaultDeliveryAddressId: integer('default_delivery_address_id').references((): AnyPgColumn => addresses.addressId, {
      onDelete: 'set null',
    }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [uniqueIndex('users_email_unique').on(table.email)],
);

/** Where an external identity comes from: the brand's SAML identity provider, Google or Facebook. */
export const identityProviders = ['saml', 'google', 'facebook'] as const;
export type IdentityProvider = (typeof identityProviders)[number];

/**
 * The ways into an account other than its password (decision 0038): one row per identity a sign-in
 * provider vouches for. An identity is found by the provider's stable subject (SAML NameID, OpenID
 * `sub`, Facebook user id) under its issuer, never by e-mail; `email` is what the provider said when
 * the identity was linked, kept for the profile's list.
 */
export const userIdentities = pgTable(
  'user_identities',
  {
    identityId: integer('identity_id').primaryKey().generatedAlwaysAsIdentity(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.userId, { onDelete: 'cascade' }),
    provider: text('provider').$type<IdentityProvider>().notNull(),
    /** The SAML IdP entity id, the OpenID issuer, or the provider name where there is no issuer. */
    issuer: text('issuer').notNull(),
    subject: text('subject').notNull(),
    email: text('email'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    lastUsedAt: timestamp('last_used_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('user_identities_subject_unique').on(table.provider, table.issuer, table.subject),
    index('user_identities_user_idx').on(table.userId),
  ],
);

/** How a session was opened: by the shop's own login form, or by the brand's SAML identity provider. */
export type SessionOpening = 'password' | 'saml';

/**
 * Login sessions. Only the SHA-256 of the token is stored: a copy of the table opens no session.
 * A session ends at `expires_at`, at revocation, and (without remember me) after 24 h without use.
 */
export const sessions = pgTable(
  'sessions',
  {
    sessionId: integer('session_id').primaryKey().generatedAlwaysAsIdentity(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.userId, { onDelete: 'cascade' }),
    tokenHash: text('token_hash').notNull(),
    rememberMe: boolean('remember_me').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    lastUsedAt: timestamp('last_used_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    /** 'password', or 'saml' for a session the brand's identity provider opened (decision 0039). */
    openedBy: text('opened_by').$type<SessionOpening>().notNull().default('password'),
    /** A SAML session's identity provider, NameID and SessionIndex: what single logout names. */
    samlIssuer: text('saml_issuer'),
    samlNameId: text('saml_name_id'),
    samlNameIdFormat: text('saml_name_id_format'),
    samlSessionIndex: text('saml_session_index'),
  },
  (table) => [
    uniqueIndex('sessions_token_hash_unique').on(table.tokenHash),
    index('sessions_user_live_idx').on(table.userId).where(sql`${table.revokedAt} IS NULL`),
    index('sessions_saml_subject_idx').on(table.samlIssuer, table.samlNameId).where(sql`${table.samlNameId} IS NOT NULL`),
  ],
);

export const accountTokenPurposes = ['confirm_registration', 'reset_password', 'change_email'] as const;
export type AccountTokenPurpose = (typeof accountTokenPurposes)[number];

/** Single-use links sent by e-mail: stored as SHA-256, spent by setting `used_at`. */
export const accountTokens = pgTable(
  'account_tokens',
  {
    tokenId: integer('token_id').primaryKey().generatedAlwaysAsIdentity(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.userId, { onDelete: 'cascade' }),
    purpose: text('purpose').$type<AccountTokenPurpose>().notNull(),
    tokenHash: text('token_hash').notNull(),
    /** The address an e-mail change moves to. */
    newEmail: text('new_email'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
  },
  (table) => [
    uniqueIndex('account_tokens_token_hash_unique').on(table.tokenHash),
    index('account_tokens_user_purpose_idx').on(table.userId, table.purpose),
  ],
);
