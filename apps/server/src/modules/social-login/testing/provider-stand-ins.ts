import { randomBytes } from 'node:crypto';
import http, { type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import OAuth2Server, { Request as OAuthRequest, Response as OAuthResponse } from '@node-oauth/oauth2-server';
import Provider from 'oidc-provider';

/** The shopper a stand-in signs in next: who they are at the provider, or a refusal of consent. */
export type StandInUser = { sub: string; email?: string; emailVerified?: boolean; givenName: string; familyName: string };
export type NextSignIn = StandInUser | 'deny';

export const STAND_IN_GOOGLE = { clientId: 'shop-google-client', clientSecret: 'shop-google-secret' } as const;
export const STAND_IN_FACEBOOK = { appId: '4242424242', appSecret: 'shop-facebook-secret' } as const;

/** The ports this module's tests may use (decision 0038's lane): the stand-ins take the first free one. */
const PORT_RANGE = { first: 8120, last: 8129 };

/** Shop callbacks on this machine: the shop under test picks its port after the stand-ins started. */
const isShopCallback = (uri: string, provider: string) =>
  new RegExp(`^http://(127\\.0\\.0\\.1|localhost)(:\\d+)?/ebsn/api/social-login/${provider}/callback$`).test(uri);

async function readForm(request: IncomingMessage): Promise<Record<string, string>> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  return Object.fromEntries(new URLSearchParams(Buffer.concat(chunks).toString('utf8')));
}

const escapeHtml = (text: string) => text.replace(/[&<>"]/g, (char) => `&#${char.charCodeAt(0)};`);

/** The provider's own login page when no sign-in was queued: the e2e browser fills it as a shopper would. */
function loginPage(action: string): string {
  const field = (name: string, label: string, value = '') =>
    `<label>${label} <input name="${name}" value="${escapeHtml(value)}"></label><br>`;
  return `<!doctype html><html lang="it"><head><meta charset="utf-8"><title>Stand-in login</title></head><body>
<form method="post" action="${action}">
${field('sub', 'Subject')}${field('email', 'E-mail')}${field('givenName', 'Nome')}${field('familyName', 'Cognome')}
<button name="decision" value="allow">Consenti</button> <button name="decision" value="deny">Nega</button>
</form></body></html>`;
}

const userOfForm = (form: Record<string, string>): NextSignIn =>
  form.decision === 'deny'
    ? 'deny'
    : {
        sub: form.sub ?? '',
        email: form.email || undefined,
        emailVerified: true,
        givenName: form.givenName ?? '',
        familyName: form.familyName ?? '',
      };

/**
 * Google as an `oidc-provider` (a certified OpenID Connect provider) under /google: discovery, PKCE
 * required, the ID token carrying e-mail and name as Google's does, and a test interaction that signs
 * in the queued user (or shows a form) and can refuse consent.
 */
function googleStandIn(issuer: string, takeNext: () => NextSignIn | undefined, accounts: Map<string, StandInUser>) {
  const provider = new Provider(issuer, {
    clients: [
      {
        client_id: STAND_IN_GOOGLE.clientId,
        client_secret: STAND_IN_GOOGLE.clientSecret,
        redirect_uris: ['http://127.0.0.1/ebsn/api/social-login/google/callback'],
        token_endpoint_auth_method: 'client_secret_post',
      },
    ],
    claims: { openid: ['sub'], email: ['email', 'email_verified'], profile: ['name', 'given_name', 'family_name'] },
    // Google's ID tokens carry the profile and e-mail claims themselves.
    conformIdTokenClaims: false,
    pkce: { required: () => true },
    features: { devInteractions: { enabled: false } },
    interactions: { url: (_ctx, interaction) => `/google/interaction/${interaction.uid}` },
    cookies: { keys: [randomBytes(16).toString('hex')] },
    ttl: { AuthorizationCode: 60, Interaction: 600, Session: 600, Grant: 600, IdToken: 600, AccessToken: 600 },
    // First-party consent: a signed-in user has granted what the shop asks.
    loadExistingGrant: async (ctx) => {
      const accountId = ctx.oidc.session?.accountId;
      if (!accountId || !ctx.oidc.client) return undefined;
      const grant = new ctx.oidc.provider.Grant({ clientId: ctx.oidc.client.clientId, accountId });
      grant.addOIDCScope('openid email profile');
      await grant.save();
      return grant;
    },
    findAccount: async (_ctx, accountId) => {
      const user = accounts.get(accountId);
      if (!user) return undefined;
      return {
        accountId,
        claims: async () => ({
          sub: accountId,
          ...(user.email ? { email: user.email, email_verified: user.emailVerified ?? true } : {}),
          name: `${user.givenName} ${user.familyName}`.trim(),
          given_name: user.givenName,
          family_name: user.familyName,
        }),
      };
    },
  });
  // The shop under test listens on a port of its own choosing: any loopback callback of the shop is accepted.
  const clientPrototype = provider.Client.prototype as { redirectUriAllowed: (uri: string) => boolean };
  clientPrototype.redirectUriAllowed = (uri) => isShopCallback(uri, 'google');
  provider.on('server_error', (_ctx, error) => console.error('[google stand-in]', error));
  const handler = provider.callback();

  async function finishInteraction(request: IncomingMessage, response: ServerResponse, next: NextSignIn) {
    if (next === 'deny') {
      await provider.interactionFinished(request, response, {
        error: 'access_denied',
        error_description: 'The user denied consent',
      });
      return;
    }
    accounts.set(next.sub, next);
    await provider.interactionFinished(request, response, { login: { accountId: next.sub } }, { mergeWithLastSubmission: false });
  }

  return async (request: IncomingMessage, response: ServerResponse, pathInside: string) => {
    const interaction = pathInside.match(/^\/interaction\/([\w-]+)$/);
    if (!interaction) {
      // Mounted under /google: the provider sees its own paths, and the full URL as originalUrl (as under Express).
      (request as IncomingMessage & { originalUrl?: string }).originalUrl = request.url;
      request.url = pathInside;
      handler(request, response);
      return;
    }
    await provider.interactionDetails(request, response);
    const queued = takeNext();
    if (request.method === 'POST') return finishInteraction(request, response, userOfForm(await readForm(request)));
    if (queued) return finishInteraction(request, response, queued);
    response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' }).end(loginPage(`/google${pathInside}`));
  };
}

type FacebookCode = {
  authorizationCode: string;
  expiresAt: Date;
  redirectUri: string;
  scope?: string[];
  client: { id: string };
  user: StandInUser;
  codeChallenge?: string;
  codeChallengeMethod?: string;
};
type FacebookToken = {
  accessToken: string;
  accessTokenExpiresAt?: Date;
  client: { id: string };
  user: StandInUser;
  scope?: string[];
};

/**
 * Facebook's documented endpoints under /facebook, on `@node-oauth/oauth2-server`: the OAuth dialog
 * (/dialog/oauth), the token endpoint (/graph/oauth/access_token), Graph /graph/me and /graph/debug_token.
 */
function facebookStandIn(takeNext: () => NextSignIn | undefined) {
  const codes = new Map<string, FacebookCode>();
  const tokens = new Map<string, FacebookToken>();
  const client = {
    id: STAND_IN_FACEBOOK.appId,
    grants: ['authorization_code'],
    redirectUris: ['http://127.0.0.1/ebsn/api/social-login/facebook/callback'],
  };
  const server = new OAuth2Server({
    allowEmptyState: false,
    authorizationCodeLifetime: 60,
    model: {
      getClient: async (clientId: string, clientSecret: string | null) => {
        if (clientId !== STAND_IN_FACEBOOK.appId) return null;
        if (clientSecret !== null && clientSecret !== STAND_IN_FACEBOOK.appSecret) return null;
        return client;
      },
      validateRedirectUri: async (uri: string) => isShopCallback(uri, 'facebook'),
      validateScope: async (_user: unknown, _client: unknown, scope?: string[]) => scope ?? ['public_profile'],
      saveAuthorizationCode: async (code: Omit<FacebookCode, 'client' | 'user'>, _client: unknown, user: StandInUser) => {
        const stored = { ...code, client, user } as FacebookCode;
        codes.set(code.authorizationCode, stored);
        return stored;
      },
      getAuthorizationCode: async (code: string) => codes.get(code) ?? null,
      revokeAuthorizationCode: async (code: FacebookCode) => codes.delete(code.authorizationCode),
      saveToken: async (token: Omit<FacebookToken, 'client' | 'user'>, _client: unknown, user: StandInUser) => {
        const stored = { ...token, client, user } as FacebookToken;
        tokens.set(token.accessToken, stored);
        return stored;
      },
      getAccessToken: async (accessToken: string) => tokens.get(accessToken) ?? null,
      verifyScope: async () => true,
    } as never,
  });

  const send = (response: ServerResponse, oauthResponse: OAuthResponse) => {
    response.writeHead(oauthResponse.status ?? 200, oauthResponse.headers as Record<string, string>);
    response.end(oauthResponse.body === undefined ? undefined : JSON.stringify(oauthResponse.body));
  };
  const json = (response: ServerResponse, status: number, body: unknown) =>
    response.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(body));

  async function dialog(request: IncomingMessage, response: ServerResponse, url: URL) {
    const next = request.method === 'POST' ? userOfForm(await readForm(request)) : takeNext();
    if (!next) {
      response
        .writeHead(200, { 'content-type': 'text/html; charset=utf-8' })
        .end(loginPage(`/facebook/dialog/oauth${url.search}`));
      return;
    }
    const query = Object.fromEntries(url.searchParams);
    const oauthRequest = new OAuthRequest({
      method: 'GET',
      headers: {},
      query: { ...query, allowed: next === 'deny' ? 'false' : 'true' },
      body: {},
    });
    const oauthResponse = new OAuthResponse({ headers: {} });
    await server
      .authorize(oauthRequest, oauthResponse, { authenticateHandler: { handle: () => (next === 'deny' ? {} : next) } })
      .catch((error: unknown) => console.error('[facebook stand-in]', error));
    // Facebook adds error_reason to a refusal.
    const location = oauthResponse.headers?.location;
    if (next === 'deny' && location) oauthResponse.headers = { location: `${location}&error_reason=user_denied` };
    send(response, oauthResponse);
  }

  async function graph(request: IncomingMessage, response: ServerResponse, url: URL, path: string) {
    if (path === '/oauth/access_token' && request.method === 'POST') {
      const oauthRequest = new OAuthRequest({
        method: 'POST',
        headers: request.headers as Record<string, string>,
        query: {},
        body: await readForm(request),
      });
      const oauthResponse = new OAuthResponse({ headers: {} });
      await server.token(oauthRequest, oauthResponse).catch(() => undefined);
      return send(response, oauthResponse);
    }
    if (path === '/debug_token') {
      const token = tokens.get(url.searchParams.get('input_token') ?? '');
      const appToken = `${STAND_IN_FACEBOOK.appId}|${STAND_IN_FACEBOOK.appSecret}`;
      if (url.searchParams.get('access_token') !== appToken)
        return json(response, 400, { error: { message: 'Invalid app token' } });
      return json(response, 200, {
        data: { app_id: token?.client.id ?? '', is_valid: token !== undefined, user_id: token?.user.sub },
      });
    }
    if (path === '/me') {
      const oauthRequest = new OAuthRequest({
        method: 'GET',
        headers: request.headers as Record<string, string>,
        query: {},
        body: {},
      });
      const token = await server.authenticate(oauthRequest, new OAuthResponse({ headers: {} })).catch(() => null);
      if (!token)
        return json(response, 401, { error: { message: 'Invalid OAuth access token', type: 'OAuthException', code: 190 } });
      const user = (token as unknown as FacebookToken).user;
      return json(response, 200, {
        id: user.sub,
        name: `${user.givenName} ${user.familyName}`.trim(),
        first_name: user.givenName,
        last_name: user.familyName,
        ...(user.email ? { email: user.email } : {}),
      });
    }
    json(response, 404, { error: { message: 'Unknown path' } });
  }

  const handle = async (request: IncomingMessage, response: ServerResponse, url: URL, pathInside: string) => {
    if (pathInside === '/dialog/oauth') return dialog(request, response, url);
    if (pathInside.startsWith('/graph/')) return graph(request, response, url, pathInside.slice('/graph'.length));
    json(response, 404, { error: { message: 'Unknown path' } });
  };
  /** Every code issued so far is past its lifetime (Facebook's last 10 minutes): the next exchange fails. */
  const expireCodes = () => {
    for (const code of codes.values()) code.expiresAt = new Date(Date.now() - 1000);
  };
  return { handle, expireCodes };
}

export type ProviderStandIns = {
  url: string;
  /** The shop's settings that point it at the stand-ins. */
  env: Record<string, string>;
  /** Queues what the next sign-in at either provider does (a user signs in, or refuses); unqueued, a login form is shown. */
  nextSignIn(next: NextSignIn): void;
  /** Ages every Facebook code issued so far past its lifetime. */
  expireIssuedCodes(): void;
  close(): Promise<void>;
};

async function listenInRange(server: http.Server): Promise<number> {
  for (let port = PORT_RANGE.first; port <= PORT_RANGE.last; port++) {
    const listening = await new Promise<boolean>((resolve) => {
      server.once('error', () => resolve(false));
      server.listen(port, '127.0.0.1', () => resolve(true));
    });
    if (listening) return (server.address() as AddressInfo).port;
  }
  throw new Error(`No free port for the provider stand-ins in ${PORT_RANGE.first}–${PORT_RANGE.last}`);
}

/** Google and Facebook stand-ins on one local port (8120–8129), for the tests and the e2e suite. */
export async function startProviderStandIns(): Promise<ProviderStandIns> {
  const queue: NextSignIn[] = [];
  const takeNext = () => queue.shift();
  const accounts = new Map<string, StandInUser>();
  let google: ReturnType<typeof googleStandIn> | null = null;
  let facebook: ReturnType<typeof facebookStandIn> | null = null;
  const server = http.createServer((request, response) => {
    const url = new URL(request.url ?? '/', 'http://127.0.0.1');
    const [, mount = '', ...rest] = url.pathname.split('/');
    const pathInside = `/${rest.join('/')}`;
    const handled =
      mount === 'google' && google
        ? google(request, response, `${pathInside}${url.search}`.replace(/\?$/, ''))
        : mount === 'facebook' && facebook
          ? facebook.handle(request, response, url, pathInside)
          : Promise.resolve(void response.writeHead(404).end());
    Promise.resolve(handled).catch((error: unknown) => {
      console.error('[stand-in]', error);
      if (!response.headersSent) response.writeHead(500).end();
    });
  });
  const port = await listenInRange(server);
  const url = `http://127.0.0.1:${port}`;
  google = googleStandIn(`${url}/google`, takeNext, accounts);
  facebook = facebookStandIn(takeNext);
  return {
    url,
    env: {
      GOOGLE_CLIENT_ID: STAND_IN_GOOGLE.clientId,
      GOOGLE_CLIENT_SECRET: STAND_IN_GOOGLE.clientSecret,
      GOOGLE_ISSUER: `${url}/google`,
      FACEBOOK_APP_ID: STAND_IN_FACEBOOK.appId,
      FACEBOOK_APP_SECRET: STAND_IN_FACEBOOK.appSecret,
      FACEBOOK_DIALOG_URL: `${url}/facebook/dialog/oauth`,
      FACEBOOK_GRAPH_URL: `${url}/facebook/graph`,
    },
    nextSignIn: (next) => void queue.push(next),
    expireIssuedCodes: () => facebook?.expireCodes(),
    close: () =>
      new Promise((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
