import { type Profile, SAML, ValidateInResponseTo } from '@node-saml/node-saml';
import { sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { AppConfig } from '../../config/env';
import { type Db, inTransaction, type Tx } from '../../db/client';
import type { SessionRow } from '../auth/session.repository';
import type { SessionService } from '../auth/session.service';
import { samlConfigured } from '../auth/sso-user';
import { findIdentity, linkIdentity, touchIdentity } from '../identities/identity.repository';
import { findUserByEmail, findUserById, insertUser, type UserRow } from '../users/user.repository';
import type { IdpMetadata } from './idp-metadata';
import { safeRelayTarget } from './relay-target';
import {
  consumeAssertion,
  isAssertionConsumed,
  knownStoreId,
  knownWarehouseId,
  markSamlSession,
  placeStaff,
  postgresRequestIdCache,
  revokeSamlSessions,
} from './saml.repository';
import { personOf, type SamlPerson } from './saml-profile';
import { refusalOfLibraryError, samlRefused } from './saml-refusals';
import { outlineResponse } from './saml-response-checks';
import { type SamlSettings, samlSettingsOf } from './saml-settings';

/** An AuthnRequest is answered within 10 minutes or not at all (the IdP's login form included). */
const REQUEST_LIFETIME_MS = 10 * 60_000;
/** The IdP's metadata is read again after a day: a certificate rollover is picked up without a restart. */
const METADATA_LIFETIME_MS = 24 * 60 * 60_000;
/** Clocks of the shop and the IdP may differ this much. */
const CLOCK_SKEW_MS = 60_000;

type Provider = { settings: SamlSettings; idp: IdpMetadata; saml: SAML; loadedAt: number };

/** A SAML session's facts as node-saml's logout calls want them. */
function profileOfSession(session: SessionRow): Profile {
  return {
    issuer: session.samlIssuer ?? '',
    nameID: session.samlNameId ?? '',
    nameIDFormat: session.samlNameIdFormat ?? 'urn:oasis:names:tc:SAML:1.1:nameid-format:unspecified',
    sessionIndex: session.samlSessionIndex ?? undefined,
  };
}

function samlFor(settings: SamlSettings, idp: IdpMetadata, db: Db): SAML {
  return new SAML({
    issuer: settings.spEntityId,
    callbackUrl: settings.acsUrl,
    logoutCallbackUrl: settings.sloUrl,
    entryPoint: idp.ssoUrl,
    logoutUrl: idp.sloUrl ?? idp.ssoUrl,
    idpCert: idp.signingCerts,
    idpIssuer: idp.entityId,
    audience: settings.spEntityId,
    privateKey: settings.privateKey,
    publicCert: settings.certificate,
    signatureAlgorithm: 'sha256',
    digestAlgorithm: 'http://www.w3.org/2001/04/xmlenc#sha256',
    // The assertion itself must carry the IdP's signature: a signed envelope around an unsigned assertion is not enough.
    wantAssertionsSigned: true,
    wantAuthnResponseSigned: false,
    // Only answers to requests this shop sent (no IdP-initiated sign-in: decision 0039).
    validateInResponseTo: ValidateInResponseTo.always,
    requestIdExpirationPeriodMs: REQUEST_LIFETIME_MS,
    cacheProvider: postgresRequestIdCache(db, REQUEST_LIFETIME_MS),
    acceptedClockSkewMs: CLOCK_SKEW_MS,
    identifierFormat: null,
    disableRequestedAuthnContext: true,
  });
}

export type SamlSignIn = { token: string; session: SessionRow; user: UserRow; target: string };

/**
 * The shop as a SAML 2.0 service provider for the brand's identity provider (decision 0039): the
 * redirect to the IdP, the assertion consumer service that opens a shop session, single logout both
 * ways, the SP metadata. Null when the brand has no IdP.
 */
export function createSamlService(deps: { db: Db; config: AppConfig; sessions: SessionService; log: FastifyBaseLogger }) {
  const { db, config, sessions, log } = deps;
  let provider: Promise<Provider> | null = null;

  /** The settings and the IdP's metadata, read once and again after a day; an unreachable IdP is a 503 and is retried next time. */
  async function load(): Promise<Provider> {
    const loaded = provider ? await provider.catch(() => null) : null;
    if (loaded && Date.now() - loaded.loadedAt < METADATA_LIFETIME_MS) return loaded;
    provider = (async () => {
      const settings = await samlSettingsOf(config);
      if (!settings) throw samlRefused('notConfigured', 404);
      const idp = await settings.loadIdpMetadata();
      return { settings, idp, saml: samlFor(settings, idp, db), loadedAt: Date.now() };
    })();
    try {
      return await provider;
    } catch (error) {
      provider = null;
      if (error instanceof Error && 'statusCode' in error) throw error;
      log.error({ err: error }, 'SAML: the identity provider metadata cannot be read');
      throw samlRefused('idpUnavailable', 503);
    }
  }

  /** Finds the account of the NameID, or opens one for it; never takes over an account by its e-mail. */
  async function accountOf(tx: Tx, issuer: string, person: SamlPerson): Promise<UserRow> {
    const key = { provider: 'saml' as const, issuer, subject: person.nameId };
    // Two first sign-ins of one NameID at once (two tabs, two instances) open one account.
    await tx.execute(sql`SELECT pg_advisory_xact_lock(hashtext(${`saml:${issuer}:${person.nameId}`}))`);
    const identity = await findIdentity(tx, key);
    if (identity) {
      await touchIdentity(tx, identity.identityId);
      const user = await findUserById(tx, identity.userId);
      if (user) return user;
    }
    if (!person.email) throw samlRefused('emailMissing');
    if (await findUserByEmail(tx, person.email)) throw samlRefused('emailTaken', 409);
    const user = await insertUser(tx, {
      email: person.email,
      passwordHash: null,
      firstName: person.firstName,
      lastName: person.lastName,
      address1: '',
      addressNumber: '',
      postalcode: '',
      province: '',
      city: '',
      // The IdP vouches for the address of its own accounts.
      emailConfirmedAt: new Date(),
    });
    await linkIdentity(tx, user.userId, key, person.email);
    return user;
  }

  return {
    configured: samlConfigured(config),

    async metadataXml(): Promise<string> {
      const { saml, settings } = await load();
      return saml.generateServiceProviderMetadata(null, settings.certificate);
    },

    /** Where do-login sends the browser: the IdP's sign-in with a signed AuthnRequest, its id kept for the answer. */
    async loginUrl(relayStateUrl: string | undefined): Promise<string> {
      const { saml } = await load();
      return saml.getAuthorizeUrlAsync(safeRelayTarget(relayStateUrl, config.publicUrl), undefined, {});
    },

    /** The assertion consumer service: the IdP's signed answer becomes a shop session, or a refusal saying why. */
    async signIn(body: { SAMLResponse: string; RelayState?: string }): Promise<SamlSignIn> {
      const { saml, settings, idp } = await load();
      const outline = outlineResponse(Buffer.from(body.SAMLResponse, 'base64').toString('utf8'), settings.acsUrl);
      if (typeof outline === 'string') throw samlRefused(outline);
      // Said before the library's checks, which would call a replay "a request the shop did not send" (its id is spent).
      if (outline.assertionId && outline.issuer && (await isAssertionConsumed(db, outline.issuer, outline.assertionId)))
        throw samlRefused('replayed');
      let profile: Profile;
      try {
        const result = await saml.validatePostResponseAsync({ SAMLResponse: body.SAMLResponse });
        if (!result.profile) throw new Error('no profile');
        profile = result.profile;
      } catch (error) {
        throw samlRefused(refusalOfLibraryError(error));
      }
      const checked = checkedAssertion(profile, settings, idp);
      const person = personOf(profile, settings);
      const signedIn = await inTransaction(db, async (tx) => {
        if (!(await consumeAssertion(tx, idp.entityId, checked.assertionId, checked.expiresAt))) throw samlRefused('replayed');
        const account = await accountOf(tx, idp.entityId, person);
        const user = settings.staffAttribute ? await placedStaff(tx, account, person) : account;
        const { token, session } = await sessions.open(user.userId, false, tx);
        await markSamlSession(tx, session.sessionId, { issuer: idp.entityId, ...person });
        return { token, user, session: { ...session, openedBy: 'saml' as const } };
      });
      return { ...signedIn, target: safeRelayTarget(body.RelayState, config.publicUrl) };
    },

    /**
     * do-logout: ends the shop session, then, for a SAML session of an IdP with single logout, sends
     * the browser to the IdP with a signed LogoutRequest (it comes back to /saml/slo); else home.
     */
    async logoutUrl(session: SessionRow | null, relayStateUrl: string | undefined): Promise<string> {
      const target = safeRelayTarget(relayStateUrl, config.publicUrl);
      if (session) await sessions.revoke(session.sessionId);
      if (session?.openedBy !== 'saml' || !session.samlNameId) return target;
      const { saml, idp } = await load();
      if (!idp.sloUrl) return target;
      return saml.getLogoutUrlAsync(profileOfSession(session), target, {});
    },

    /**
     * The single logout endpoint (HTTP-Redirect): the IdP's answer to the shop's LogoutRequest (then
     * to the relay target), or a LogoutRequest the IdP started (the NameID's sessions end, and the IdP
     * gets its signed LogoutResponse).
     */
    async singleLogout(query: Record<string, string>, originalQuery: string): Promise<string> {
      const { saml, idp } = await load();
      // node-saml lets an unsigned logout message through: anyone could then end a NameID's sessions.
      if (!query.Signature || !query.SigAlg) throw samlRefused('unsignedLogout');
      let result: Awaited<ReturnType<SAML['validateRedirectAsync']>>;
      try {
        result = await saml.validateRedirectAsync(query, originalQuery);
      } catch (error) {
        throw samlRefused(refusalOfLibraryError(error));
      }
      const target = safeRelayTarget(query.RelayState, config.publicUrl);
      if (!query.SAMLRequest || !result.profile) return target;
      const profile = result.profile;
      await revokeSamlSessions(db, idp.entityId, profile.nameID, profile.sessionIndex ?? null);
      return saml.getLogoutResponseUrlAsync(profile, query.RelayState ?? '', {}, true);
    },
  };

  async function placedStaff(tx: Tx, account: UserRow, person: SamlPerson): Promise<UserRow> {
    const placement = {
      staffRole: person.staffRole,
      staffStoreId: await knownStoreId(tx, person.staffStoreId),
      staffWarehouseId: await knownWarehouseId(tx, person.staffWarehouseId),
    };
    await placeStaff(tx, account.userId, placement);
    return { ...account, ...placement };
  }
}

/** What the shop checks itself after node-saml: the issuer, the recipient, and an id and end to keep against replays. */
function checkedAssertion(profile: Profile, settings: SamlSettings, idp: IdpMetadata): { assertionId: string; expiresAt: Date } {
  if (profile.issuer !== idp.entityId) throw samlRefused('wrongIssuer');
  const assertion = (profile.getAssertion?.() as { Assertion?: AssertionXml } | undefined)?.Assertion;
  const assertionId = assertion?.$?.ID;
  if (!assertion || !assertionId) throw samlRefused('invalid');
  const confirmations = assertion.Subject?.[0]?.SubjectConfirmation ?? [];
  const recipients = confirmations.map((confirmation) => confirmation.SubjectConfirmationData?.[0]?.$?.Recipient);
  if (!recipients.includes(settings.acsUrl)) throw samlRefused('wrongDestination');
  const ends = [
    assertion.Conditions?.[0]?.$?.NotOnOrAfter,
    ...confirmations.map((confirmation) => confirmation.SubjectConfirmationData?.[0]?.$?.NotOnOrAfter),
  ]
    .filter((end): end is string => Boolean(end))
    .map((end) => Date.parse(end))
    .filter((end) => Number.isFinite(end));
  // Kept until the assertion could no longer pass anyway (its latest end plus the clock skew), a day when it names none.
  const expiresAt = new Date((ends.length > 0 ? Math.max(...ends) : Date.now() + 24 * 60 * 60_000) + CLOCK_SKEW_MS);
  return { assertionId, expiresAt };
}

type AttributesOf<T> = { $?: T };
type AssertionXml = AttributesOf<{ ID?: string }> & {
  Subject?: {
    SubjectConfirmation?: { SubjectConfirmationData?: AttributesOf<{ Recipient?: string; NotOnOrAfter?: string }>[] }[];
  }[];
  Conditions?: AttributesOf<{ NotOnOrAfter?: string }>[];
};

export type SamlService = ReturnType<typeof createSamlService>;
