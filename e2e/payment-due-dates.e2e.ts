import { describe, expect, test } from 'vitest';
import { demoDeferredShopper } from '../apps/server/src/db/seed/demo-deferred-shopper';
import { loginFromNavbar, navbarUserButton } from './support/accounts';
import { useBrowser } from './support/browser';
import { screenshotsOf } from './support/screenshots';
import { openShop, urlMatching, visible } from './support/shop';

const session = useBrowser();
const { screenshot, phoneShot } = screenshotsOf(session, 'payment-due-dates');

/** Texts of the screen (apps/web/src/i18n/locales/it.json, the domain's status labels). */
const t = {
  menuEntry: 'Il mio profilo',
  nav: 'Scadenze di pagamento',
  invoice: (number: string) => `Fattura ${number}`,
  openInvoice: (number: string) => `Apri la fattura ${number}`,
} as const;

describe('payment due dates of a deferred-payment shopper (second file, sections 2 and 4)', () => {
  test('the profile menu leads to the due dates in their four statuses, and an invoice opens in a new window', async () => {
    const { page } = session;
    await openShop(page, '/');
    await loginFromNavbar(page, demoDeferredShopper);
    await navbarUserButton(page, demoDeferredShopper.firstName).click();
    await (await visible(page.getByRole('menuitem', { name: t.menuEntry }))).click();
    await (await visible(page.getByRole('navigation').getByRole('link', { name: t.nav }))).click();
    await urlMatching(page, (url) => url.pathname === '/profile/payment-due-dates');

    // The seed's four instalments, one per status, the latest due first.
    const statuses = [
      ['FD-2026-0104', 'In attesa di pagamento'],
      ['FD-2026-0103', 'In scadenza'],
      ['FD-2026-0102', 'Scaduta'],
      ['FD-2026-0101', /^Pagata il \d\d\/\d\d\/\d{4}$/],
    ] as const;
    for (const [number, status] of statuses)
      await visible(page.getByRole('listitem', { name: t.invoice(number) }).getByText(status));
    await screenshot(page, 'list');
    await phoneShot(
      page,
      '/profile/payment-due-dates',
      (phonePage) => phonePage.getByRole('listitem', { name: t.invoice('FD-2026-0101') }),
      'list',
    );

    const opened = page.context().waitForEvent('page');
    await page.getByRole('button', { name: t.openInvoice('FD-2026-0103') }).click();
    const invoice = await opened;
    await visible(invoice.getByRole('heading', { name: 'Fattura FD-2026-0103' }), 30_000);
    expect(await invoice.getByText('In scadenza').count()).toBe(1);
    await invoice.close();
  });
});
