import { createHmac } from 'node:crypto';
import type { SocialProvider } from '@spesa/domain';
import * as oidc from 'openid-client';
import type { AppConfig } from '../../config/env';

/** What a provider vouches for about the shopper who signed in there. */
export type ProviderProfile = {
  provider: SocialProvider;
  /** The OpenID issuer (Google) or 'facebook': with the subject, the identity's stable key (decision 0038). */
  issuer: string;
  subject: string;
  email: string | null;
  /** The provider says the address is the shopper's (Google's email_verified; Facebook's e-mail, per decision 0038). */
  emailVerified: boolean;
  firstName: string;
  lastName: string;
};

/** The secrets of one sign-in, kept between the start and the callback. */
export type FlowChecks = { state: string; nonce: string | null; codeVerifier: string };

/** A refusal or a failure of the provider, told apart from our own bugs (the shopper reads a message, not a 500). */
export class ProviderError extends Error {}

export type ProviderClient = {
  provider: SocialProvider;
  /** Whether the flow carries an OpenID nonce (Google) or only state and PKCE (Facebook). */
  usesNonce: boolean;
  authorizationUrl(redirectUri: string, checks: FlowChecks): Promise<URL>;
  /** The provider redirected the browser to `callbackUrl`: the code becomes a profile, every check passed. */
  profileFromCallback(callbackUrl: URL, checks: FlowChecks): Promise<ProviderProfile>;
  /** The code (or, with `usePlugin`, Facebook's access token) a native SDK obtained. */
  profileFromMobile(code: string, redirectUri: string, usePlugin: boolean): Promise<ProviderProfile>;
};

/** openid-client's own errors (a refused code, a bad ID token, a provider down) become ProviderError. */
async function asProviderError<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (error instanceof ProviderError) throw error;
    throw new ProviderError(error instanceof Error ? error.message : String(error), { cause: error });
  }
}

/** Plain http only for a provider on this machine (the test stand-ins); real providers are https. */
const isLoopback = (url: string) => /^http:\/\/(127\.0\.0\.1|localhost|\[::1\])(:\d+)?(\/|$)/.test(url);

const splitName = (name: string) => {
  const [first = '', ...rest] = name.trim().split(/\s+/);
  return { firstName: first, lastName: rest.join(' ') };
};

type GoogleSettings = { issuer: string; clientId: string; clientSecret: string };

/** Google through OpenID Connect discovery: the ID token's signature, issuer, audience, nonce and expiry are checked by openid-client. */
export function googleClient({ issuer, clientId, clientSecret }: GoogleSettings): ProviderClient {
  let discovered: Promise<oidc.Configuration> | null = null;
  // Discovered once and kept; a failed discovery is tried again at the next sign-in.
  const configuration = () => {
    discovered ??= oidc
      .discovery(
        new URL(issuer),
        clientId,
        clientSecret,
        undefined,
        isLoopback(issuer) ? { execute: [oidc.allowInsecureRequests] } : {},
      )
      .catch((error: unknown) => {
        discovered = null;
        throw error;
      });
    return discovered;
  };

  const profileOf = (tokens: oidc.TokenEndpointResponse & oidc.TokenEndpointResponseHelpers): ProviderProfile => {
    const claims = tokens.claims();
    if (!claims) throw new ProviderError('Google answered no ID token');
    const name = typeof claims.name === 'string' ? splitName(claims.name) : { firstName: '', lastName: '' };
    return {
      provider: 'google',
      issuer: claims.iss,
      subject: claims.sub,
      email: typeof claims.email === 'string' ? claims.email.toLowerCase() : null,
      emailVerified: claims.email_verified === true,
      firstName: typeof claims.given_name === 'string' ? claims.given_name : name.firstName,
      lastName: typeof claims.family_name === 'string' ? claims.family_name : name.lastName,
    };
  };

  return {
    provider: 'google',
    usesNonce: true,
    authorizationUrl: (redirectUri, checks) =>
      asProviderError(async () =>
        oidc.buildAuthorizationUrl(await configuration(), {
          redirect_uri: redirectUri,
          scope: 'openid email profile',
          state: checks.state,
          nonce: checks.nonce ?? '',
          code_challenge: await oidc.calculatePKCECodeChallenge(checks.codeVerifier),
          code_challenge_method: 'S256',
        }),
      ),
    profileFromCallback: (callbackUrl, checks) =>
      asProviderError(async () => {
        const tokens = await oidc.authorizationCodeGrant(await configuration(), callbackUrl, {
          pkceCodeVerifier: checks.codeVerifier,
          expectedState: checks.state,
          expectedNonce: checks.nonce ?? undefined,
          idTokenExpected: true,
        });
        return profileOf(tokens);
      }),
    profileFromMobile: (code, redirectUri) =>
      asProviderError(async () => {
        const config = await configuration();
        // The native SDK's server auth code comes without state; the issuer parameter is what the browser would have carried.
        const answer = new URL(redirectUri);
        answer.searchParams.set('code', code);
        if (config.serverMetadata().authorization_response_iss_parameter_supported)
          answer.searchParams.set('iss', config.serverMetadata().issuer);
        return profileOf(await oidc.authorizationCodeGrant(config, answer, { idTokenExpected: true }));
      }),
  };
}

type FacebookSettings = { appId: string; appSecret: string; dialogUrl: string; graphUrl: string };

/** Facebook identities keep this issuer whatever Graph version the settings name: a version change must not orphan them. */
export const FACEBOOK_ISSUER = 'facebook';

/** Facebook through its OAuth dialog, its token endpoint and Graph `/me` (id, name, e-mail); it has no OpenID discovery. */
export function facebookClient({ appId, appSecret, dialogUrl, graphUrl }: FacebookSettings): ProviderClient {
  const graph = graphUrl.replace(/\/+$/, '');
  const config = new oidc.Configuration(
    { issuer: FACEBOOK_ISSUER, authorization_endpoint: dialogUrl, token_endpoint: `${graph}/oauth/access_token` },
    appId,
    appSecret,
  );
  if (isLoopback(graph) || isLoopback(dialogUrl)) oidc.allowInsecureRequests(config);

  /** Graph calls carry appsecret_proof, as Facebook recommends: a stolen token is useless without the app's secret. */
  async function graphGet(pathAndQuery: string, accessToken: string): Promise<Record<string, unknown>> {
    const url = new URL(`${graph}${pathAndQuery}`);
    url.searchParams.set('appsecret_proof', createHmac('sha256', appSecret).update(accessToken).digest('hex'));
    const answer = await fetch(url, { headers: { authorization: `Bearer ${accessToken}` }, signal: AbortSignal.timeout(10_000) });
    if (!answer.ok) throw new ProviderError(`Facebook Graph ${url.pathname} answered ${answer.status}`);
    return (await answer.json()) as Record<string, unknown>;
  }

  async function profileOf(accessToken: string): Promise<ProviderProfile> {
    const me = await graphGet('/me?fields=id,name,email,first_name,last_name', accessToken);
    if (typeof me.id !== 'string' || me.id === '') throw new ProviderError('Facebook /me answered no id');
    const name = splitName(typeof me.name === 'string' ? me.name : '');
    return {
      provider: 'facebook',
      issuer: FACEBOOK_ISSUER,
      subject: me.id,
      email: typeof me.email === 'string' ? me.email.toLowerCase() : null,
      // Facebook hands out only confirmed addresses (decision 0038).
      emailVerified: typeof me.email === 'string',
      firstName: typeof me.first_name === 'string' ? me.first_name : name.firstName,
      lastName: typeof me.last_name === 'string' ? me.last_name : name.lastName,
    };
  }

  /** An SDK token must have been issued to this app: another app's token would otherwise log in as its user. */
  async function ensureIssuedToThisApp(accessToken: string): Promise<void> {
    const url = new URL(`${graph}/debug_token`);
    url.searchParams.set('input_token', accessToken);
    url.searchParams.set('access_token', `${appId}|${appSecret}`);
    const answer = await fetch(url, { signal: AbortSignal.timeout(10_000) });
    const body = (answer.ok ? await answer.json() : {}) as { data?: { app_id?: string; is_valid?: boolean } };
    if (body.data?.is_valid !== true || body.data.app_id !== appId)
      throw new ProviderError('Facebook token not issued to this app');
  }

  return {
    provider: 'facebook',
    usesNonce: false,
    authorizationUrl: async (redirectUri, checks) =>
      oidc.buildAuthorizationUrl(config, {
        redirect_uri: redirectUri,
        scope: 'email public_profile',
        response_type: 'code',
        state: checks.state,
        code_challenge: await oidc.calculatePKCECodeChallenge(checks.codeVerifier),
        code_challenge_method: 'S256',
      }),
    profileFromCallback: (callbackUrl, checks) =>
      asProviderError(async () => {
        const tokens = await oidc.authorizationCodeGrant(config, callbackUrl, {
          pkceCodeVerifier: checks.codeVerifier,
          expectedState: checks.state,
        });
        return profileOf(tokens.access_token);
      }),
    profileFromMobile: (code, redirectUri, usePlugin) =>
      asProviderError(async () => {
        if (usePlugin) {
          await ensureIssuedToThisApp(code);
          return profileOf(code);
        }
        const answer = new URL(redirectUri);
        answer.searchParams.set('code', code);
        return profileOf((await oidc.authorizationCodeGrant(config, answer)).access_token);
      }),
  };
}

/** The providers the running brand configured (client id and secret set), by name. */
export function configuredProviders(config: AppConfig): Partial<Record<SocialProvider, ProviderClient>> {
  const clients: Partial<Record<SocialProvider, ProviderClient>> = {};
  if (config.GOOGLE_CLIENT_ID && config.GOOGLE_CLIENT_SECRET)
    clients.google = googleClient({
      issuer: config.GOOGLE_ISSUER,
      clientId: config.GOOGLE_CLIENT_ID,
      clientSecret: config.GOOGLE_CLIENT_SECRET,
    });
  if (config.FACEBOOK_APP_ID && config.FACEBOOK_APP_SECRET)
    clients.facebook = facebookClient({
      appId: config.FACEBOOK_APP_ID,
      appSecret: config.FACEBOOK_APP_SECRET,
      dialogUrl: config.FACEBOOK_DIALOG_URL,
      graphUrl: config.FACEBOOK_GRAPH_URL,
    });
  return clients;
}
