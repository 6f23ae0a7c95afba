import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { registrationBody } from '../../auth/testing/account-fixtures';
import type { ProviderStandIns } from './provider-stand-ins';

type Jar = Map<string, string>;

/** Keeps the provider's cookies as a browser would (the stand-ins live on one origin). */
function remember(jar: Jar, response: Response) {
  for (const line of response.headers.getSetCookie()) {
    const [pair = ''] = line.split(';');
    const [name = '', ...value] = pair.split('=');
    jar.set(name.trim(), value.join('='));
  }
}
const cookieHeader = (jar: Jar) => [...jar].map(([name, value]) => `${name}=${value}`).join('; ');

/** The shop's answer as a cookie jar of the browser (name → value), for the next calls to the shop. */
export function shopCookies(response: LightMyRequestResponse, previous: Record<string, string> = {}): Record<string, string> {
  const cookies = { ...previous };
  for (const cookie of response.cookies) cookies[cookie.name] = cookie.value;
  return cookies;
}

export type SignInRun = {
  /** The callback's answer: a 302 to where the shop sends the browser. */
  callback: LightMyRequestResponse;
  location: string;
  /** The shop's cookies after the callback (session, or the pending sign-up). */
  cookies: Record<string, string>;
  /** The callback URL the provider sent the browser to (to replay it). */
  callbackUrl: URL;
};

/**
 * Plays the browser through a web sign-in: the shop's start (inject), the stand-in's pages (real
 * HTTP, following its redirects with its cookies), and back to the shop's callback with the flow cookie.
 * `tamper` may change the callback URL before the shop sees it (a forged state).
 */
export async function signInThroughProvider(
  app: FastifyInstance,
  standIns: ProviderStandIns,
  provider: 'google' | 'facebook',
  options: { redirect?: string; cookies?: Record<string, string>; link?: boolean; tamper?: (url: URL) => void } = {},
): Promise<SignInRun> {
  const redirect = options.redirect ?? '/';
  const start = options.link
    ? await app.inject({
        method: 'POST',
        url: `/ebsn/api/social-login/${provider}/link`,
        cookies: options.cookies,
        headers: { 'x-ebsn-client': 'production' },
        payload: { redirect },
      })
    : await app.inject({ method: 'GET', url: `/ebsn/api/social-login/${provider}/start?${new URLSearchParams({ redirect })}` });
  const started = options.link ? start.json().data?.authorizationUrl : start.headers.location;
  if (typeof started !== 'string') throw new Error(`start answered ${start.statusCode}: ${start.body}`);
  const cookies = shopCookies(start, options.cookies);
  const jar: Jar = new Map();
  let location = started;
  for (let hop = 0; hop < 10 && location.startsWith(standIns.url); hop++) {
    const response = await fetch(location, { redirect: 'manual', headers: { cookie: cookieHeader(jar) } });
    remember(jar, response);
    const next = response.headers.get('location');
    if (!next)
      throw new Error(`the stand-in answered ${response.status} without a redirect at ${location}: ${await response.text()}`);
    location = new URL(next, location).href;
  }
  const callbackUrl = new URL(location);
  options.tamper?.(callbackUrl);
  const callback = await app.inject({ method: 'GET', url: `${callbackUrl.pathname}${callbackUrl.search}`, cookies });
  return { callback, location: String(callback.headers.location ?? ''), cookies: shopCookies(callback, cookies), callbackUrl };
}

/** The web app's header on every call: with it, the session cookie counts (the shop's CSRF rule). */
export const fromShopPages = { 'x-ebsn-client': 'production' };

/** What the completion page sends: the registration's data without the e-mail and password the provider stands for. */
export function completionBody(overrides: Record<string, unknown> = {}) {
  const { email: _e, emailConfirm: _c, password: _p, ...details } = registrationBody();
  return { ...details, ...overrides };
}

/** registration/social_user_detail as the completion page sends it, with the sign-in's cookies. */
export function completeSocialSignup(app: FastifyInstance, cookies: Record<string, string>, payload: object = completionBody()) {
  return app.inject({
    method: 'POST',
    url: '/ebsn/api/registration/social_user_detail',
    cookies,
    headers: fromShopPages,
    payload,
  });
}
