import { index, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * The AuthnRequest ids the shop sent to the identity provider and still waits an answer for
 * (node-saml's cache provider, decision 0039): in the database, so an answer reaching another instance
 * than the one that sent the request is still recognised. A row is deleted when its answer arrives.
 */
export const samlRequestIds = pgTable('saml_request_ids', {
  requestId: text('request_id').primaryKey(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * The assertions the shop has accepted, kept until they could no longer be valid anyway: inserting the
 * id is what accepts an assertion, so one posted twice, even at the same moment, opens one session.
 */
export const samlConsumedAssertions = pgTable(
  'saml_consumed_assertions',
  {
    assertionId: text('assertion_id').notNull(),
    issuer: text('issuer').notNull(),
    consumedAt: timestamp('consumed_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (table) => [
    primaryKey({ name: 'saml_consumed_assertions_pk', columns: [table.issuer, table.assertionId] }),
    index('saml_consumed_assertions_expires_idx').on(table.expiresAt),
  ],
);
