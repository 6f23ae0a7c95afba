import { describe, expect, test } from 'vitest';
import { phone, useBrowser } from './support/browser';
import { E2E_IDP_URL, e2eCompanyStaff } from './support/saml-idp';
import { screenshotsOf } from './support/screenshots';
import { urlMatching, visible } from './support/shop';

const session = useBrowser();
const { screenshot } = screenshotsOf(session, 'saml-sso');

const t = {
  companyButton: "Accedi con l'account aziendale",
  staffLogin: 'Accesso del personale',
  boardTitle: 'Ordini del giorno',
  idpHeading: 'Accesso aziendale (IdP di prova)',
  logout: 'Esci',
} as const;

describe('single sign-on for staff through the IdP stand-in (SAML)', () => {
  test('the /login page offers the company account, on a phone too', async () => {
    const page = await session.newIsolatedPage(phone);
    await page.goto(session.url('/login'));
    const button = await visible(page.getByRole('link', { name: t.companyButton }), 30_000);
    expect(new URL((await button.getAttribute('href')) as string, session.baseUrl).pathname).toBe('/ebsn/api/saml/do-login');
    await screenshot(page, 'login-page-phone');
  });

  test('staff sign in with the company account, land in /admin, and logging out ends both sessions', async () => {
    const page = session.page;
    await page.goto(session.url('/admin'));
    await visible(page.getByRole('heading', { level: 1, name: t.staffLogin }), 30_000);
    await screenshot(page, 'staff-login-with-company-button');
    await page.getByRole('link', { name: t.companyButton }).click();

    // The IdP's own login form.
    await urlMatching(page, (url) => url.origin === E2E_IDP_URL && url.pathname === '/sso');
    await visible(page.getByRole('heading', { name: t.idpHeading }));
    await page.getByLabel('Utente').fill(e2eCompanyStaff.username);
    await page.getByLabel('Password').fill(e2eCompanyStaff.password);
    await page.getByRole('button', { name: 'Accedi' }).click();

    await urlMatching(page, (url) => url.origin === session.baseUrl && url.pathname === '/admin', 30_000);
    await visible(page.getByRole('heading', { level: 1, name: t.boardTitle }), 30_000);
    const me = await page.evaluate(async () =>
      (await fetch('/ebsn/api/auth/test', { headers: { 'X-Ebsn-Client': 'e2e' } })).json(),
    );
    expect(me.data.user).toMatchObject({ email: e2eCompanyStaff.email, ssoUser: true });
    await screenshot(page, 'back-office-after-sso');

    await page.getByRole('button', { name: t.logout }).click();
    // Through the IdP's single logout and back to the shop's home.
    await urlMatching(page, (url) => url.origin === session.baseUrl && url.pathname === '/', 30_000);
    const after = await page.evaluate(async () =>
      (await fetch('/ebsn/api/auth/test', { headers: { 'X-Ebsn-Client': 'e2e' } })).json(),
    );
    expect(after.data.valid).toBe(false);

    // The IdP's session ended too: the company button shows its login form again, it does not sign in by itself.
    await page.goto(session.url('/admin'));
    await page.getByRole('link', { name: t.companyButton }).click();
    await urlMatching(page, (url) => url.origin === E2E_IDP_URL && url.pathname === '/sso');
    await visible(page.getByRole('heading', { name: t.idpHeading }));
  });
});
