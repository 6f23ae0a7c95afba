import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { Cookie, Locator, Page } from 'playwright-core';
import { expect, inject } from 'vitest';
import { solvedChallengeFrom, withChallenge } from '../../apps/server/src/modules/challenge/testing/challenge-solver';
import { visible } from './shop';

/** Texts of the account screens (apps/web/src/i18n/locales/it.json and the domain's messages). */
export const accountTexts = {
  login: 'Accedi',
  loginForm: 'Accedi al tuo account',
  email: 'E-mail',
  password: 'Password',
  rememberMe: 'Ricordami',
  logout: 'Esci',
  userMenu: (firstName: string) => `Il tuo account, ${firstName}`,
  emailRequired: "Digitare l'e-mail",
  passwordRequired: 'Digitare la password',
  invalidCredentials: 'E-mail o password non corretti.',
  sessionExpired: 'La sessione è scaduta, si prega di rieffettuare il login per continuare.',
  registrationCompleted: 'Controlla la tua casella di posta',
  registrationConfirmed: 'Il tuo account è attivo: ora puoi accedere.',
  resetSent: "Se l'indirizzo è registrato, riceverai a breve un'e-mail con il link per reimpostare la password.",
  resetCompleted: 'Password aggiornata',
  /** The ALTCHA widget's label once it has solved its challenge. */
  challengeSolved: 'Verificato',
  challengeAfterFailures: 'Dopo diversi tentativi non riusciti, per accedere completa la verifica «Non sono un robot».',
} as const;

/** A new shopper, with an e-mail no other run or test uses. */
export function newShopper(firstName = 'Mario') {
  const unique = `${Date.now()}${Math.floor(Math.random() * 1000)}`;
  return {
    firstName,
    lastName: 'Rossi',
    email: `${firstName.toLowerCase()}.rossi+${unique}@example.com`,
    password: `Spesa-${unique}`,
  };
}
export type Shopper = ReturnType<typeof newShopper>;

/** One received message, as the shopper would read it: its headers and its decoded text parts. */
export type ReceivedMail = { file: string; to: string; subject: string; body: string };

function decodeQuotedPrintable(text: string): string {
  const joined = text.replace(/=\r?\n/g, '');
  const bytes: number[] = [];
  for (let i = 0; i < joined.length; i++) {
    const hex = joined.slice(i + 1, i + 3);
    if (joined[i] === '=' && /^[0-9A-Fa-f]{2}$/.test(hex)) {
      bytes.push(Number.parseInt(hex, 16));
      i += 2;
    } else {
      bytes.push(...Buffer.from(joined[i] ?? '', 'utf8'));
    }
  }
  return Buffer.from(bytes).toString('utf8');
}

/** Headers (unfolded, lower-case names) and body of one MIME entity. */
function splitEntity(raw: string): { headers: Map<string, string>; body: string } {
  const cut = raw.search(/\r?\n\r?\n/);
  const head = cut < 0 ? raw : raw.slice(0, cut);
  const body = cut < 0 ? '' : raw.slice(cut).replace(/^\r?\n\r?\n/, '');
  const headers = new Map<string, string>();
  for (const line of head.replace(/\r?\n[ \t]+/g, ' ').split(/\r?\n/)) {
    const colon = line.indexOf(':');
    if (colon > 0) headers.set(line.slice(0, colon).trim().toLowerCase(), line.slice(colon + 1).trim());
  }
  return { headers, body };
}

/** The decoded text of every text/* part of an entity (multipart ones walked through). */
function textParts(raw: string): string[] {
  const { headers, body } = splitEntity(raw);
  const type = headers.get('content-type') ?? 'text/plain';
  const boundary = /boundary="?([^";]+)"?/i.exec(type)?.[1];
  if (/^multipart\//i.test(type) && boundary) {
    return body
      .split(`--${boundary}`)
      .slice(1)
      .filter((part) => !part.startsWith('--'))
      .flatMap((part) => textParts(part.replace(/^\r?\n/, '')));
  }
  if (!/^text\//i.test(type)) return [];
  const encoding = (headers.get('content-transfer-encoding') ?? '').toLowerCase();
  if (encoding === 'quoted-printable') return [decodeQuotedPrintable(body)];
  if (encoding === 'base64') return [Buffer.from(body.replace(/\s+/g, ''), 'base64').toString('utf8')];
  return [body];
}

/** Reads one .eml of the outbox. */
export function readMail(file: string): ReceivedMail {
  const raw = readFileSync(file, 'utf8');
  const { headers } = splitEntity(raw);
  return { file, to: headers.get('to') ?? '', subject: headers.get('subject') ?? '', body: textParts(raw).join('\n') };
}

/** The server's outbox (DATA_DIR/outbox, see e2e/global-setup.ts). */
export function outboxDir(): string {
  return path.join(inject('dataDir'), 'outbox');
}

/** Every message of the outbox sent to `email`, oldest first (the file names start with the time). */
export function mailsTo(email: string): ReceivedMail[] {
  let files: string[];
  try {
    files = readdirSync(outboxDir()).filter((name) => name.endsWith('.eml'));
  } catch {
    return [];
  }
  return files
    .sort()
    .map((name) => readMail(path.join(outboxDir(), name)))
    .filter((mail) => mail.to.toLowerCase().includes(email.toLowerCase()));
}

/**
 * Waits for the newest message to `email` carrying a link to `pathname` of the shop, and returns
 * that link (e.g. `/registration/confirm?token=…`).
 */
export async function linkFromOutbox(email: string, pathname: string, timeout = 30_000): Promise<string> {
  const escaped = pathname.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&');
  const pattern = new RegExp(`https?://[^\\s"'<>]+${escaped}\\?token=[^\\s"'<>&]+`);
  let link = '';
  await expect
    .poll(
      () => {
        const found = mailsTo(email)
          .map((mail) => pattern.exec(mail.body)?.[0])
          .filter((match): match is string => match !== undefined);
        link = found.at(-1) ?? '';
        return link;
      },
      { timeout, interval: 250, message: `no message to ${email} with a link to ${pathname} in ${outboxDir()}` },
    )
    .not.toBe('');
  return link;
}

/** The navbar's login button (desktop: the text button; phones: the icon). */
export function navbarLoginButton(page: Page) {
  return page.getByRole('banner').getByRole('link', { name: accountTexts.login, exact: true }).filter({ visible: true });
}

/** The navbar's account button of a logged-in shopper. */
export function navbarUserButton(page: Page, firstName: string) {
  return page
    .getByRole('banner')
    .getByRole('button', { name: accountTexts.userMenu(firstName) })
    .filter({ visible: true });
}

/** The open login dialog. */
export function loginDialog(page: Page) {
  return page.getByRole('dialog', { name: accountTexts.login });
}

/**
 * Fills a login form (the dialog's, or the one shown after a confirmation) and sends it.
 * `rememberMe` sets the 'Ricordami' box (on by default).
 */
export async function fillLoginForm(
  form: Locator,
  { email, password, rememberMe = true }: { email: string; password: string; rememberMe?: boolean },
): Promise<void> {
  await form.getByRole('textbox', { name: accountTexts.email }).fill(email);
  await form.getByRole('textbox', { name: accountTexts.password, exact: true }).fill(password);
  const remember = form.getByRole('checkbox', { name: accountTexts.rememberMe });
  await remember.setChecked(rememberMe);
  await form.getByRole('button', { name: accountTexts.login, exact: true }).click();
}

/** Opens the login dialog from the navbar and logs in; waits until the navbar names the shopper. */
export async function loginFromNavbar(page: Page, shopper: Shopper, rememberMe = true): Promise<void> {
  await (await visible(navbarLoginButton(page), 30_000)).click();
  const dialog = loginDialog(page);
  await visible(dialog);
  await fillLoginForm(dialog.getByRole('form', { name: accountTexts.loginForm }), { ...shopper, rememberMe });
  await visible(navbarUserButton(page, shopper.firstName), 30_000);
  await dialog.waitFor({ state: 'hidden', timeout: 15_000 });
}

/**
 * POST with a freshly solved challenge in ?recaptcha= (altcha-lib's solver, as the widget does; the
 * suite's server runs with a low CHALLENGE_COMPLEXITY). A 429 is waited out as its Retry-After says:
 * the suite registers many shoppers from one address.
 */
async function challengedPost(
  baseUrl: string,
  api: (pathname: string, init?: RequestInit) => Promise<Response>,
  pathname: string,
  init: RequestInit,
): Promise<Response> {
  for (let attempt = 0; ; attempt++) {
    const answer = await api(withChallenge(pathname, await solvedChallengeFrom(baseUrl)), { ...init, method: 'POST' });
    if (answer.status !== 429 || attempt >= 5) return answer;
    await new Promise((resolve) => setTimeout(resolve, Number(answer.headers.get('Retry-After') ?? 1) * 1000));
  }
}

/**
 * A shopper registered and confirmed through the shop's own calls (no screens, the first store of
 * the list as reference store, a Milano address): for scenarios that start from a logged-in shopper.
 */
export async function registerConfirmedShopper(baseUrl: string, firstName = 'Mario'): Promise<Shopper> {
  const shopper = newShopper(firstName);
  const api = (pathname: string, init?: RequestInit) =>
    fetch(new URL(pathname, `${baseUrl}/`), { ...init, headers: { Accept: 'application/json', ...init?.headers } });
  const stores = (await (await api('/ebsn/api/store-proximity/list')).json()) as { data: { stores: { storeId: number }[] } };
  const storeId = stores.data.stores[0]?.storeId;
  expect(storeId, 'the seeded stores').toBeDefined();
  const registered = await challengedPost(baseUrl, api, '/ebsn/api/registration/register_user', {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({
      firstName: shopper.firstName,
      lastName: shopper.lastName,
      email: shopper.email,
      emailConfirm: shopper.email,
      password: shopper.password,
      address1: 'Via Roma',
      addressNumber: '12',
      postalcode: '20121',
      province: 'MI',
      city: 'Milano',
      referenceStoreId: storeId,
      legals: [
        { legalId: 1, accepted: true },
        { legalId: 2, accepted: false },
      ],
    }),
  });
  expect(registered.status, await registered.clone().text()).toBe(200);
  const link = new URL(await linkFromOutbox(shopper.email, '/registration/confirm'));
  const confirmed = await api(`/ebsn/api/registration/registration_confirm?token=${link.searchParams.get('token')}`);
  expect(confirmed.status, await confirmed.clone().text()).toBe(200);
  return shopper;
}

/** The web app's session cookie in the page's browser (HttpOnly: the browser, and Playwright, read it; the page's scripts cannot). */
export async function sessionCookieOf(page: Page): Promise<Cookie | undefined> {
  return (await page.context().cookies()).find((cookie) => cookie.name === 'ebsn_session');
}

/** Everything a script of the page can read of what the browser keeps: local and session storage, document.cookie. */
export function scriptReadableStore(page: Page): Promise<string> {
  return page.evaluate(() =>
    [localStorage, sessionStorage]
      .flatMap((storage) => Object.keys(storage).map((key) => `${key}=${storage.getItem(key)}`))
      .concat(document.cookie)
      .join('\n'),
  );
}

/**
 * The shop's own calls from inside the page, as the web app makes them (the session cookie, which the
 * browser adds, and X-Ebsn-Client): the answer's status and `data`.
 */
export function callFromPage<T = unknown>(page: Page, pathname: string): Promise<{ status: number; data: T }> {
  return page.evaluate(async (url) => {
    const answer = await fetch(url, { headers: { Accept: 'application/json', 'X-Ebsn-Client': 'production' } });
    return { status: answer.status, data: (await answer.json()).data };
  }, pathname);
}
