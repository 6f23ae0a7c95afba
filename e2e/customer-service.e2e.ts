import { customerServiceTexts, getTenant } from '@spesa/domain';
import type { Page } from 'playwright-core';
import { describe, expect, test } from 'vitest';
import { accountTexts, mailsTo, newShopper } from './support/accounts';
import { phone, useBrowser } from './support/browser';
import { screenshotsOf } from './support/screenshots';
import { openShop, visible } from './support/shop';

const session = useBrowser();
const { screenshot } = screenshotsOf(session, 'customer-service');
// The e2e server runs the default brand.
const tenant = getTenant('buonmercato');

/** Fills form 5 as a visitor would: an order's topic and number, name, e-mail, message, the consent. */
async function fillForm(page: Page, email: string) {
  const form = page.locator('main form');
  await form.getByRole('combobox', { name: /^Argomento/ }).click();
  await page.getByRole('option', { name: 'Un mio ordine' }).click();
  await form.getByRole('textbox', { name: /^Numero ordine/ }).fill('4021');
  await form.getByRole('textbox', { name: /^Nome e cognome/ }).fill('Giulia Rossi');
  await form.getByRole('textbox', { name: /^E-mail/ }).fill(email);
  await form
    .getByRole('textbox', { name: /^Messaggio/ })
    .fill('La spesa di ieri è arrivata senza il latte fresco che avevo ordinato.');
  await form.getByRole('checkbox', { name: /informativa privacy/ }).check();
  return form;
}

describe('customer service (/servizio-clienti)', () => {
  test('a visitor writes to customer service: the success message, then both mails arrive', async () => {
    const { page } = session;
    const { email } = newShopper('Giulia');
    await openShop(page, '/servizio-clienti');
    await visible(page.locator('main').getByRole('heading', { level: 1, name: 'Servizio Clienti' }), 30_000);
    await visible(page.getByRole('navigation', { name: /briciole|percorso/i }).getByText('Servizio Clienti'));
    expect(await page.title()).toBe(tenant.pageTitles.customerService);

    // Sent empty: the errors under the fields, nothing leaves the page.
    await page.locator('main form').getByRole('button', { name: 'Invia la richiesta' }).click();
    await visible(page.getByText(customerServiceTexts.errors.privacy));

    const form = await fillForm(page, email);
    await visible(form.getByText(accountTexts.challengeSolved, { exact: true }), 30_000);
    await screenshot(page, 'desktop-filled');
    await form.getByRole('button', { name: 'Invia la richiesta' }).click();
    await visible(page.getByText(customerServiceTexts.successMessage), 30_000);
    await screenshot(page, 'desktop-sent');

    await expect
      .poll(() => mailsTo(email).map((mail) => mail.subject), { timeout: 30_000 })
      .toEqual([expect.stringMatching(/^Abbiamo ricevuto la tua richiesta n\. \d+$/)]);
    await expect
      .poll(() => mailsTo(tenant.contacts.email).filter((mail) => mail.body.includes(email)).length, { timeout: 30_000 })
      .toBe(1);
    const [forwarded] = mailsTo(tenant.contacts.email).filter((mail) => mail.body.includes(email));
    expect(forwarded?.subject).toMatch(/^Richiesta n\. \d+ dal sito: Un mio ordine$/);
    expect(forwarded?.body).toContain('Numero ordine: 4021');
  });

  test('on a phone the form fits the screen', async () => {
    const page = await session.newIsolatedPage(phone);
    await openShop(page, '/servizio-clienti');
    const form = await visible(page.locator('main form'), 30_000);
    await visible(form.getByRole('combobox', { name: /^Argomento/ }));
    expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
    await screenshot(page, 'phone');
  });
});
