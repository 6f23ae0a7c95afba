import type { SocialProvider } from '@spesa/domain';
import * as oidc from 'openid-client';
import type { Db } from '../../db/client';
import { hashSecretToken, newSecretToken } from '../auth/secret-token';
import { findIdentity, linkIdentity, touchIdentity } from '../identities/identity.repository';
import { findUserById } from '../users/user.repository';
import type { FlowChecks, ProviderClient, ProviderProfile } from './provider-clients';
import { ProviderError } from './provider-clients';
import { saveFlow, saveSignup, takeFlow } from './social-login.repository';
import { SocialFlowFailure } from './social-login-errors';

/** A sign-in must come back within 10 minutes (a provider's consent screen is quick); a sign-up waits 30. */
export const FLOW_LIFETIME_MS = 10 * 60_000;
export const SIGNUP_LIFETIME_MS = 30 * 60_000;

/** Where a provider sign-in ends: a known account, a new shopper to complete, or an identity linked from the profile. */
export type SignInOutcome =
  | { kind: 'account'; userId: number }
  | { kind: 'signup'; signupToken: string }
  | { kind: 'linked'; userId: number };

type Dependencies = { db: Db; providers: Partial<Record<SocialProvider, ProviderClient>> };

/** The callback as the provider answered it: a code and the state, or the error of a refusal. */
export type CallbackAnswer = { url: URL; state?: string; error?: string };

/** Start and finish of a provider sign-in (web and mobile), and what it opens (decision 0038). */
export function createSocialLoginService({ db, providers }: Dependencies) {
  const clientOf = (provider: SocialProvider): ProviderClient => {
    const client = providers[provider];
    if (!client) throw new SocialFlowFailure('notConfigured', provider);
    return client;
  };

  /** The account an identity opens, or a pending sign-up the shopper completes with the shop's data. */
  async function signIn(profile: ProviderProfile): Promise<SignInOutcome> {
    const key = { provider: profile.provider, issuer: profile.issuer, subject: profile.subject };
    const identity = await findIdentity(db, key);
    if (identity) {
      const user = await findUserById(db, identity.userId);
      if (!user?.emailConfirmedAt) throw new SocialFlowFailure('accountNotConfirmed', profile.provider);
      await touchIdentity(db, identity.identityId);
      return { kind: 'account', userId: identity.userId };
    }
    const signupToken = newSecretToken();
    await saveSignup(db, {
      ...key,
      tokenHash: hashSecretToken(signupToken),
      email: profile.email,
      emailVerified: profile.emailVerified,
      firstName: profile.firstName,
      lastName: profile.lastName,
      expiresAt: new Date(Date.now() + SIGNUP_LIFETIME_MS),
    });
    return { kind: 'signup', signupToken };
  }

  /** From the profile: the identity joins the logged-in account, unless another account already holds it. */
  async function linkToAccount(userId: number, profile: ProviderProfile): Promise<SignInOutcome> {
    const key = { provider: profile.provider, issuer: profile.issuer, subject: profile.subject };
    const stored = await db.transaction((tx) => linkIdentity(tx, userId, key, profile.email));
    if (stored.userId !== userId) throw new SocialFlowFailure('linkedElsewhere', profile.provider);
    return { kind: 'linked', userId };
  }

  /** A provider's refusal or failure (an expired code, a bad ID token, a provider down) is the shopper's "failed", not a 500. */
  async function providerCall<T>(provider: SocialProvider, work: () => Promise<T>): Promise<T> {
    try {
      return await work();
    } catch (error) {
      if (error instanceof ProviderError) throw new SocialFlowFailure('failed', provider);
      throw error;
    }
  }

  return {
    /**
     * Starts a sign-in: the state, nonce and PKCE verifier are kept under the hash of a new browser key
     * (the caller puts the key in an HttpOnly cookie), and the provider's authorization URL is answered.
     */
    async start(
      provider: SocialProvider,
      options: { redirectUri: string; returnTo: string; linkUserId: number | null },
    ): Promise<{ authorizationUrl: URL; browserKey: string }> {
      const client = clientOf(provider);
      const checks: FlowChecks = {
        state: oidc.randomState(),
        nonce: client.usesNonce ? oidc.randomNonce() : null,
        codeVerifier: oidc.randomPKCECodeVerifier(),
      };
      const authorizationUrl = await providerCall(provider, () => client.authorizationUrl(options.redirectUri, checks));
      const browserKey = newSecretToken();
      await saveFlow(db, {
        browserKeyHash: hashSecretToken(browserKey),
        provider,
        ...checks,
        linkUserId: options.linkUserId,
        returnTo: options.returnTo,
        expiresAt: new Date(Date.now() + FLOW_LIFETIME_MS),
      });
      return { authorizationUrl, browserKey };
    },

    /**
     * The provider sent the browser back. The flow is spent first (a replayed callback finds nothing),
     * then: a refusal, a state this browser did not start, or a code the provider rejects each fail.
     */
    async finish(
      provider: SocialProvider,
      browserKey: string | null,
      answer: CallbackAnswer,
    ): Promise<{ outcome: SignInOutcome; returnTo: string }> {
      const client = clientOf(provider);
      const flow = browserKey ? await takeFlow(db, hashSecretToken(browserKey)) : undefined;
      if (!flow || flow.provider !== provider || answer.state !== flow.state)
        throw new SocialFlowFailure('invalidRequest', provider);
      if (answer.error) throw new SocialFlowFailure('denied', provider);
      const profile = await providerCall(provider, () =>
        client.profileFromCallback(answer.url, { state: flow.state, nonce: flow.nonce, codeVerifier: flow.codeVerifier }),
      );
      const outcome = flow.linkUserId ? await linkToAccount(flow.linkUserId, profile) : await signIn(profile);
      return { outcome, returnTo: flow.returnTo };
    },

    /** The native app's code (or Facebook SDK token): the same outcome as the web's callback. */
    async finishMobile(provider: SocialProvider, code: string, redirectUri: string, usePlugin: boolean): Promise<SignInOutcome> {
      const client = clientOf(provider);
      return signIn(await providerCall(provider, () => client.profileFromMobile(code, redirectUri, usePlugin)));
    },
  };
}

export type SocialLoginService = ReturnType<typeof createSocialLoginService>;
