import type { Page } from 'playwright-core';
import { describe, expect, test } from 'vitest';
import { navbarLoginButton, navbarUserButton, accountTexts as t } from './support/accounts';
import { phone, useBrowser } from './support/browser';
import { screenshotsOf } from './support/screenshots';
import { openShop, urlMatching, visible } from './support/shop';

const session = useBrowser();
const { screenshot } = screenshotsOf(session, 'social-login', { fullPage: true });

/** Someone new at the Google stand-in: its own login page (the e2e suite queues nothing), filled as a shopper would. */
function googleUser() {
  const sub = `e2e-${Date.now()}-${Math.floor(Math.random() * 1e6)}`;
  return { sub, email: `${sub}@example.it`, givenName: 'Chiara', familyName: 'Rossi' };
}
type GoogleUser = ReturnType<typeof googleUser>;

/** From the shop's /login page, through the Google stand-in's login page, back to the shop. */
async function continueWithGoogle(page: Page, user: GoogleUser): Promise<void> {
  await openShop(page, '/login');
  // By keyboard: a mouse press first blurs the focused e-mail box, whose message then moves the button under the pointer.
  await (await visible(page.getByRole('link', { name: 'Continua con Google' }), 30_000)).focus();
  await page.keyboard.press('Enter');
  await visible(page.getByRole('button', { name: 'Consenti' }), 30_000);
  const box = (name: string) => page.getByRole('textbox', { name, exact: true });
  await box('Subject').fill(user.sub);
  await box('E-mail').fill(user.email);
  await box('Nome').fill(user.givenName);
  await box('Cognome').fill(user.familyName);
  await page.getByRole('button', { name: 'Consenti' }).click();
}

describe('Google login (issue 23)', () => {
  const user = googleUser();

  test('the login page offers Google and Facebook', async () => {
    const { page } = session;
    await openShop(page, '/login');
    await visible(page.getByRole('link', { name: 'Continua con Google' }), 30_000);
    await visible(page.getByRole('link', { name: 'Continua con Facebook' }));
    await screenshot(page, 'login-desktop');
    const phonePage = await session.newIsolatedPage(phone);
    await openShop(phonePage, '/login');
    await visible(phonePage.getByRole('link', { name: 'Continua con Google' }), 30_000);
    await screenshot(phonePage, 'login-phone');
  });

  test('a new shopper signs in with Google, gives the missing data and lands logged in', async () => {
    const { page } = session;
    await continueWithGoogle(page, user);
    await urlMatching(page, (url) => url.pathname === '/registration-social', 30_000);
    await visible(page.getByText(`Account Google: ${user.email}`), 30_000);
    const form = page.locator('main form');
    const box = (name: string) => form.getByRole('textbox', { name, exact: true });
    expect(await box('Nome').inputValue()).toBe('Chiara');
    expect(await box('Cognome').inputValue()).toBe('Rossi');
    await box('Indirizzo').fill('Via Roma');
    await box('Numero civico').fill('12');
    await box('CAP').fill('20121');
    await box('Città').fill('Milano');
    await box('Provincia').fill('MI');
    const store = form.getByRole('combobox', { name: 'Punto vendita' });
    await expect.poll(() => store.locator('option').count(), { timeout: 30_000 }).toBeGreaterThan(1);
    await store.selectOption((await store.locator('option').nth(1).getAttribute('value')) ?? '');
    await screenshot(page, 'completion-desktop');

    // Without the privacy consent the form says so and sends nothing.
    await form.getByRole('button', { name: 'Completa la registrazione' }).click();
    await visible(form.getByText("È necessario accettare l'informativa sulla privacy"));
    await form.getByRole('checkbox', { name: /\(obbligatorio\)/ }).check();
    await form.getByRole('button', { name: 'Completa la registrazione' }).click();
    await urlMatching(page, (url) => url.pathname === '/', 30_000);
    await visible(navbarUserButton(page, 'Chiara'), 30_000);

    await openShop(page, '/profile/profile-update');
    const linked = page.getByRole('region', { name: 'Accessi collegati' });
    await visible(linked.getByText('Google', { exact: true }), 30_000);
    await linked.scrollIntoViewIfNeeded();
    await screenshot(page, 'profile-desktop');
    // The only way into this account: unlinking it is refused, with the reason.
    await linked.getByRole('button', { name: 'Scollega Google' }).click();
    await visible(linked.getByText(/^Non puoi scollegare l'unico modo che hai per accedere/));

    const storageState = await page.context().storageState();
    const phonePage = await session.newIsolatedPage({ ...phone, storageState });
    await openShop(phonePage, '/profile/profile-update');
    await visible(phonePage.getByRole('region', { name: 'Accessi collegati' }).getByText('Google', { exact: true }), 30_000);
    await screenshot(phonePage, 'profile-phone');

    await navbarUserButton(page, 'Chiara').click();
    await (await visible(page.getByRole('menuitem', { name: t.logout }))).click();
    await visible(navbarLoginButton(page), 30_000);
  });

  test('a returning shopper is logged straight in', async () => {
    const { page } = session;
    // Still signed in at Google (the stand-in's own session, as at the real one): no page of the provider in between.
    await openShop(page, '/login');
    await (await visible(page.getByRole('link', { name: 'Continua con Google' }), 30_000)).focus();
    await page.keyboard.press('Enter');
    await visible(navbarUserButton(page, 'Chiara'), 30_000);
    expect(new URL(page.url()).pathname).not.toBe('/registration-social');
  });

  test('the completion page on a phone', async () => {
    const phonePage = await session.newIsolatedPage(phone);
    await continueWithGoogle(phonePage, googleUser());
    await urlMatching(phonePage, (url) => url.pathname === '/registration-social', 30_000);
    await visible(phonePage.getByRole('button', { name: 'Completa la registrazione' }), 30_000);
    await screenshot(phonePage, 'completion-phone');
  });
});
