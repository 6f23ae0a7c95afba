import type { Page } from 'playwright-core';
import { describe, expect, test } from 'vitest';
import {
  fillLoginForm,
  linkFromOutbox,
  loginDialog,
  loginFromNavbar,
  mailsTo,
  navbarLoginButton,
  navbarUserButton,
  newShopper,
  registerConfirmedShopper,
  type Shopper,
  scriptReadableStore,
  sessionCookieOf,
  accountTexts as t,
} from './support/accounts';
import { desktop, phone, useBrowser } from './support/browser';
import { screenshotsOf } from './support/screenshots';
import { gone, openShop, urlMatching, visible } from './support/shop';

const session = useBrowser();
const { screenshot } = screenshotsOf(session, 'accounts', { fullPage: false });

/** Fills every mandatory field of /registration-user (the first store of the list) and sends it. */
async function registerOnTheSite(page: Page, shopper: Shopper): Promise<void> {
  await openShop(page, '/registration-user');
  const form = page.locator('main form');
  const box = (name: string) => form.getByRole('textbox', { name, exact: true });
  await box('Nome').fill(shopper.firstName);
  await box('Cognome').fill(shopper.lastName);
  await box('E-mail').fill(shopper.email);
  await box("Conferma l'e-mail").fill(shopper.email);
  await form.getByRole('textbox', { name: 'Password', exact: true }).fill(shopper.password);
  await box('Indirizzo').fill('Via Roma');
  await box('Numero civico').fill('12');
  await box('CAP').fill('20121');
  await box('Città').fill('Milano');
  await box('Provincia').fill('MI');

  const store = form.getByRole('combobox', { name: 'Punto vendita' });
  // The list comes from GET store-proximity/list: wait for a real store before choosing the first.
  await expect.poll(() => store.locator('option').count(), { timeout: 30_000 }).toBeGreaterThan(1);
  const firstStore = await store.locator('option').nth(1).getAttribute('value');
  await store.selectOption(firstStore ?? '');

  await form.getByRole('checkbox', { name: /\(obbligatorio\)/ }).check();
  // The "Non sono un robot" check has solved its challenge in the background by now.
  await visible(form.getByText(t.challengeSolved, { exact: true }), 30_000);
  await form.getByRole('button', { name: 'Registrati', exact: true }).click();
}

/** Logs out from the navbar's menu and waits for 'Accedi'. */
async function logoutFromNavbar(page: Page, shopper: Shopper): Promise<void> {
  await navbarUserButton(page, shopper.firstName).click();
  await (await visible(page.getByRole('menuitem', { name: t.logout }))).click();
  await visible(navbarLoginButton(page), 30_000);
}

/**
 * "Closing the browser": a new context holding only what a browser keeps on disk (its persistent
 * cookies and local storage, via Playwright's storage state): never the session storage of the old
 * tabs nor a cookie that was to last as long as the browser (no expiry).
 */
async function reopenBrowser(page: Page): Promise<Page> {
  const kept = await page.context().storageState();
  const persistent = { ...kept, cookies: kept.cookies.filter((cookie) => cookie.expires > 0) };
  return (await session.newContext({ ...desktop, storageState: persistent })).newPage();
}

describe('accounts and sessions', () => {
  test('registering an address already registered shows the same screen and mails its owner how to log in', async () => {
    const shopper = await registerConfirmedShopper(session.baseUrl);
    const page = await session.newIsolatedPage();
    await registerOnTheSite(page, { ...shopper, firstName: 'Intruso' });
    await urlMatching(page, (url) => url.pathname === '/registration-completed', 30_000);
    await visible(page.getByRole('heading', { name: t.registrationCompleted }));
    await visible(page.getByText(`Ti abbiamo inviato un'e-mail all'indirizzo ${shopper.email}`));
    expect(await page.getByText(/già registrato/).count()).toBe(0);

    let notice: ReturnType<typeof mailsTo>[number] | undefined;
    await expect
      .poll(() => (notice = mailsTo(shopper.email).find((mail) => mail.body.includes('/reset-password-request'))), {
        timeout: 30_000,
      })
      .toBeDefined();
    expect(notice?.body).toContain(`${session.baseUrl}/login`);
    expect(notice?.body).toContain(`Ciao ${shopper.firstName},`);
    await screenshot(page, 'registration-completed-desktop');
    const phonePage = await session.newIsolatedPage(phone);
    await registerOnTheSite(phonePage, { ...shopper, firstName: 'Intruso' });
    await visible(phonePage.getByText(`Ti abbiamo inviato un'e-mail all'indirizzo ${shopper.email}`), 30_000);
    await screenshot(phonePage, 'registration-completed-phone');
  });

  test('a shopper registers, confirms from the e-mail, logs in, stays logged in across a reload and logs out', async () => {
    const page = await session.newIsolatedPage();
    const shopper = newShopper();

    await registerOnTheSite(page, shopper);
    await urlMatching(page, (url) => url.pathname === '/registration-completed', 30_000);
    await visible(page.getByRole('heading', { name: t.registrationCompleted }));
    await visible(page.getByText(shopper.email));

    const link = await linkFromOutbox(shopper.email, '/registration/confirm');
    expect(new URL(link).origin).toBe(session.baseUrl);
    await page.goto(link);
    await visible(page.getByText(t.registrationConfirmed), 30_000);
    await visible(page.locator('main').getByRole('form', { name: t.loginForm }));

    await loginFromNavbar(page, shopper);
    await expect.poll(() => navbarUserButton(page, shopper.firstName).textContent()).toContain(shopper.firstName);
    // The session is an HttpOnly, SameSite=Lax cookie: no script of the page can read it, nor does the page keep it.
    const cookie = await sessionCookieOf(page);
    expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Lax', secure: false, path: '/' });
    expect(cookie?.value).toMatch(/^[\w-]{43}$/);
    expect(await scriptReadableStore(page)).not.toContain(cookie?.value);

    await page.reload();
    await visible(navbarUserButton(page, shopper.firstName), 30_000);
    expect(await navbarLoginButton(page).isVisible()).toBe(false);

    await logoutFromNavbar(page, shopper);
    await gone(navbarUserButton(page, shopper.firstName));
    expect(await sessionCookieOf(page)).toBeUndefined();
    // The ended session no longer opens anything, even to a client that kept the token.
    const after = await fetch(session.url('/ebsn/api/auth/test'), { headers: { 'X-Ebsn-Session': cookie?.value ?? '' } });
    expect(after.status).toBe(419);
  });

  test('remember me keeps the session after the browser is closed; without it the session ends', async () => {
    const shopper = await registerConfirmedShopper(session.baseUrl);

    const remembered = await session.newIsolatedPage();
    await openShop(remembered, '/');
    await loginFromNavbar(remembered, shopper, true);
    // A persistent cookie, for as long as the session: 30 days.
    const rememberedFor = ((await sessionCookieOf(remembered))?.expires ?? 0) - Date.now() / 1000;
    expect(rememberedFor).toBeGreaterThan(29.9 * 24 * 3600);
    const afterRestart = await reopenBrowser(remembered);
    await afterRestart.goto('/');
    await visible(navbarUserButton(afterRestart, shopper.firstName), 30_000);

    const forgotten = await session.newIsolatedPage();
    await openShop(forgotten, '/');
    await loginFromNavbar(forgotten, shopper, false);
    // A cookie that lasts as long as the browser (no expiry)…
    expect((await sessionCookieOf(forgotten))?.expires).toBe(-1);
    // …still logged in on a reload…
    await forgotten.reload();
    await visible(navbarUserButton(forgotten, shopper.firstName), 30_000);
    // …but a browser started again keeps nothing of it.
    const reopened = await reopenBrowser(forgotten);
    await reopened.goto('/');
    await visible(navbarLoginButton(reopened), 30_000);
    expect(await navbarUserButton(reopened, shopper.firstName).count()).toBe(0);
    expect(await sessionCookieOf(reopened)).toBeUndefined();
  });

  test('a session revoked on the server: the next call shows the 419 text and the login dialog', async () => {
    const shopper = await registerConfirmedShopper(session.baseUrl);
    const page = await session.newIsolatedPage();
    await openShop(page, '/');
    await loginFromNavbar(page, shopper);

    // The session ends on the server (as a logout elsewhere, or an API client's, would end it).
    const token = (await sessionCookieOf(page))?.value ?? '';
    expect(token).not.toBe('');
    const revoked = await fetch(session.url('/ebsn/api/auth/logout'), {
      method: 'POST',
      headers: { Accept: 'application/json', 'X-Ebsn-Session': token },
    });
    expect(revoked.status).toBe(200);

    // The browser still holds the revoked cookie: the reload's check of the user answers 419.
    await page.reload();
    const dialog = loginDialog(page);
    await visible(dialog, 30_000);
    await visible(dialog.getByText(t.sessionExpired, { exact: true }));
    await visible(dialog.getByRole('form', { name: t.loginForm }));
    // The 419 answer cleared the cookie.
    expect(await sessionCookieOf(page)).toBeUndefined();
    // Behind the dialog the shopper is a visitor again.
    await dialog.getByRole('button', { name: 'Chiudi' }).click();
    await gone(dialog);
    await visible(navbarLoginButton(page));
    // Logging in again opens a new session.
    await loginFromNavbar(page, shopper);
    expect((await sessionCookieOf(page))?.value).not.toBe(token);
  });

  test('a forgotten password is reset from the e-mail; the new one works and the old one is refused', async () => {
    const shopper = await registerConfirmedShopper(session.baseUrl);
    const page = await session.newIsolatedPage();
    const newPassword = `Nuova-${Date.now()}`;

    await openShop(page, '/reset-password-request');
    await page.locator('main form').getByRole('textbox', { name: 'E-mail' }).fill(shopper.email);
    await visible(page.locator('main form').getByText(t.challengeSolved, { exact: true }), 30_000);
    await page.getByRole('button', { name: 'Invia il link' }).click();
    await urlMatching(page, (url) => url.pathname === '/reset-password-sent', 30_000);
    await visible(page.getByText(t.resetSent));

    const link = await linkFromOutbox(shopper.email, '/reset-password');
    expect(new URL(link).origin).toBe(session.baseUrl);
    await page.goto(link);
    const form = page.locator('main form');
    await form.getByRole('textbox', { name: 'Nuova password', exact: true }).fill(newPassword);
    await form.getByRole('textbox', { name: 'Conferma la nuova password', exact: true }).fill(newPassword);
    await form.getByRole('button', { name: 'Salva la password' }).click();
    await urlMatching(page, (url) => url.pathname === '/reset-password-completed', 30_000);
    await visible(page.getByRole('heading', { name: t.resetCompleted }));
    const login = page.locator('main').getByRole('form', { name: t.loginForm });
    await visible(login);

    await fillLoginForm(login, { email: shopper.email, password: shopper.password });
    await visible(login.getByRole('alert').getByText(t.invalidCredentials), 30_000);

    await fillLoginForm(login, { email: shopper.email, password: newPassword });
    await visible(navbarUserButton(page, shopper.firstName), 30_000);
  });

  test('after repeated wrong passwords the login dialog shows "Non sono un robot", solves it and lets the right password in', async () => {
    const shopper = await registerConfirmedShopper(session.baseUrl);
    // Five wrong passwords from this address (the browser's too): the third on wait 1 s, 2 s… as each 429 says.
    let waitSeconds = 0;
    for (let failures = 0; failures < 5; ) {
      const answer = await fetch(`${session.baseUrl}/ebsn/api/auth/login`, {
        method: 'POST',
        // A form login needs the shop's client header, as the web app sends it (CSRF, decision 0016).
        headers: {
          Accept: 'application/json',
          'Content-Type': 'application/x-www-form-urlencoded',
          'X-Ebsn-Client': 'production',
        },
        body: new URLSearchParams({ login: shopper.email, password: 'sbagliata' }),
      });
      waitSeconds = Number(answer.headers.get('Retry-After') ?? 0);
      if (answer.status === 401) failures += 1;
      else expect(answer.status).toBe(429);
      if (waitSeconds) await new Promise((resolve) => setTimeout(resolve, waitSeconds * 1000));
    }
    // After the fifth failure this address waits 4 s before the next try.
    await new Promise((resolve) => setTimeout(resolve, 4_500));

    const page = await session.newIsolatedPage();
    await openShop(page, '/');
    await (await visible(navbarLoginButton(page), 30_000)).click();
    const dialog = loginDialog(page);
    const form = dialog.getByRole('form', { name: t.loginForm });
    await fillLoginForm(form, shopper);
    await visible(form.getByRole('alert').getByText(t.challengeAfterFailures), 30_000);
    await visible(form.getByText(t.challengeSolved, { exact: true }), 30_000);
    await form.getByRole('button', { name: t.login, exact: true }).click();
    await visible(navbarUserButton(page, shopper.firstName), 30_000);
  });

  test('the login dialog asks for the e-mail and will not send without a password', async () => {
    const page = await session.newIsolatedPage();
    await openShop(page, '/');
    await (await visible(navbarLoginButton(page), 30_000)).click();
    const dialog = loginDialog(page);
    await visible(dialog);
    const email = dialog.getByRole('textbox', { name: t.email });
    const password = dialog.getByRole('textbox', { name: t.password, exact: true });
    const submit = dialog.getByRole('button', { name: t.login, exact: true });

    // Touching the e-mail and leaving it empty names what is missing.
    await email.focus();
    await password.focus();
    await visible(dialog.getByText(t.emailRequired, { exact: true }));
    expect(await submit.isDisabled()).toBe(true);

    // With an e-mail but no password the button stays disabled; a password enables it…
    await email.fill('mario.rossi@example.com');
    expect(await submit.isDisabled()).toBe(true);
    await password.fill('x');
    await expect.poll(() => submit.isEnabled()).toBe(true);
    // …and emptying the password again disables it and names what is missing.
    await password.fill('');
    await email.focus();
    await visible(dialog.getByText(t.passwordRequired, { exact: true }));
    expect(await submit.isDisabled()).toBe(true);
    await gone(dialog.getByText(t.emailRequired, { exact: true }));
  });
});
