import type { BrowserContextOptions, Locator, Page } from 'playwright-core';
import { describe, expect, test } from 'vitest';
import { demoStaffAccount } from '../apps/server/src/db/seed/demo-staff-account';
import { SEED_FIXTURES } from '../apps/server/src/db/seed/seed-fixtures';
import { seriousViolations, smallTapTargets } from './support/accessibility';
import { loginDialog, loginFromNavbar, navbarLoginButton, navbarUserButton, registerConfirmedShopper } from './support/accounts';
import { desktop, phone, useBrowser } from './support/browser';
import { acceptCookiesIfAsked, gone, productCards, urlMatching, visible } from './support/shop';

const session = useBrowser();
const { spaghetti } = SEED_FIXTURES.products;
const STORE_NAME = 'Bergamo Borgo Palazzo';

/** Texts of the screens walked (apps/web/src/i18n/locales/it.json). */
const t = {
  cookieRegion: 'Consenso ai cookie',
  openCart: /^Apri il carrello/,
  cartDrawer: 'Il tuo carrello',
  continueShopping: 'Continua gli acquisti',
  add: (name: string) => `Aggiungi ${name} al carrello`,
  addressDialog: 'Scegli come ricevere la spesa',
  slotDialog: 'Scegli giorno e fascia oraria',
  goToPayment: 'Vai al pagamento',
  terms: 'Ho letto e accetto le condizioni generali di vendita',
  confirm: 'Conferma ordine',
} as const;

/**
 * One walk through every route and dialog state of the shop on one screen size, in one browser
 * context (the shopper's session reused from page to page; staff in a second context). Every view
 * is scanned by axe-core; on a phone the main views' tap targets are measured too. The walk goes on
 * after a finding, so one run lists them all.
 */
class Walk {
  readonly violations: string[] = [];
  readonly smallTargets: string[] = [];
  constructor(readonly isPhone: boolean) {}

  async scan(page: Page, view: string) {
    this.violations.push(...(await seriousViolations(page, view)));
  }

  async measure(page: Page, view: string, selector = 'main') {
    if (!this.isPhone) return;
    this.smallTargets.push(...(await smallTapTargets(page, selector)).map((target) => `${view}: ${target}`));
  }

  /** Opens a path and waits for the page's main heading (every page has one). */
  async open(page: Page, pathname: string, view: string, ready: (page: Page) => Locator = mainHeading) {
    await page.goto(pathname);
    await visible(ready(page), 30_000);
    await this.scan(page, view);
  }
}

function mainHeading(page: Page): Locator {
  return page.locator('main').getByRole('heading', { level: 1 });
}

function openCartButton(page: Page): Locator {
  return page.getByRole('banner').getByRole('button', { name: t.openCart }).filter({ visible: true });
}

async function walkTheShop(options: BrowserContextOptions): Promise<Walk> {
  const walk = new Walk(options.isMobile === true);
  const page = await (await session.newContext(options)).newPage();

  // A visitor: the cookie bar over home, then the catalogue, the login dialog and the account pages.
  await walk.open(page, '/', 'home with the cookie bar', (current) => current.getByRole('region', { name: t.cookieRegion }));
  await acceptCookiesIfAsked(page);
  await walk.measure(page, 'home', 'body');
  await walk.open(page, `/category/${SEED_FIXTURES.pagedDepartment.slug}`, 'category listing', productCards);
  await visible(page.getByRole('navigation', { name: 'Pagine dei prodotti' }), 30_000);
  await walk.scan(page, 'category listing (pages)');
  await walk.measure(page, 'category listing');
  await page.getByRole('button', { name: 'Apri il menu dei reparti' }).filter({ visible: true }).click();
  const departments = await visible(page.getByRole('dialog', { name: 'Reparti' }));
  await visible(departments.getByRole('link'));
  await walk.scan(page, 'departments menu');
  await page.keyboard.press('Escape');
  await gone(departments);
  const searchBox = page.getByRole('banner').getByRole('combobox', { name: 'Cerca prodotti' }).filter({ visible: true });
  await searchBox.fill('pas');
  await visible(page.getByRole('listbox').getByRole('option'));
  await walk.scan(page, 'search suggestions');
  await page.keyboard.press('Escape');
  await walk.open(page, '/search?q=pasta', 'search', productCards);
  await walk.open(page, `/product/${spaghetti.slug}`, 'product page');
  await walk.measure(page, 'product page');
  await (await visible(navbarLoginButton(page))).click();
  await visible(loginDialog(page).getByRole('textbox', { name: 'E-mail' }));
  await walk.scan(page, 'login dialog');
  await page.keyboard.press('Escape');
  await gone(loginDialog(page));
  await walk.open(page, '/registration-user', 'registration');
  await walk.open(page, '/servizio-clienti', 'customer service');
  await walk.open(page, '/reset-password-request', 'reset password request');
  await walk.open(page, '/reset-password?token=unknown', 'reset password');
  await walk.open(page, '/not-found', 'not found');
  // The content (issue 20): a page, the flyers and one of them, the FAQ and a category, the awards.
  await walk.open(page, '/page/consegna-a-casa', 'content page');
  await walk.measure(page, 'content page');
  await walk.open(page, '/volantini', 'flyers', (current) => current.locator('main').getByRole('link', { name: /Sfoglia/ }));
  const flyerPath = await page
    .locator('main')
    .getByRole('link', { name: /Sfoglia/ })
    .first()
    .getAttribute('href');
  await walk.open(page, flyerPath ?? '/volantini', 'flyer', productCards);
  await walk.measure(page, 'flyer');
  await walk.open(page, '/faq', 'faq', (current) => current.locator('main').getByRole('link', { name: /domand/ }));
  const faqCategoryPath = await page.locator('main ul').getByRole('link').first().getAttribute('href');
  await walk.open(page, faqCategoryPath ?? '/faq', 'faq category', (current) =>
    current.locator('main').getByRole('button', { expanded: false }),
  );
  await page.locator('main').getByRole('button', { expanded: false }).first().click();
  await walk.scan(page, 'faq category, a question open');
  await walk.measure(page, 'faq category');
  await walk.open(page, '/vantaggi', 'awards', (current) => current.locator('main article'));

  // A shopper: the empty drawer, the first add (address and slot dialogs), the full drawer, checkout.
  const shopper = await registerConfirmedShopper(session.baseUrl, 'Lucia');
  await page.goto(`/product/${spaghetti.slug}`);
  await loginFromNavbar(page, shopper);
  await navbarUserButton(page, shopper.firstName).click();
  await visible(page.getByRole('menu').getByRole('menuitem'));
  await walk.scan(page, 'account menu');
  await page.keyboard.press('Escape');
  await (await visible(openCartButton(page))).click();
  const drawer = await visible(page.getByRole('dialog', { name: t.cartDrawer }), 30_000);
  await visible(drawer.getByRole('button', { name: t.continueShopping }), 30_000);
  await walk.scan(page, 'cart drawer, empty');
  await drawer.getByRole('button', { name: t.continueShopping }).click();
  await gone(drawer);

  await page
    .locator('main')
    .getByRole('button', { name: t.add(spaghetti.name) })
    .click();
  const addressDialog = await visible(page.getByRole('dialog', { name: t.addressDialog }), 30_000);
  await visible(addressDialog.getByRole('button', { name: `Scegli ${STORE_NAME}` }), 30_000);
  await walk.scan(page, 'address dialog');
  await walk.measure(page, 'address dialog', '[role="dialog"]');
  await addressDialog.getByRole('button', { name: `Scegli ${STORE_NAME}` }).click();
  const slotDialog = await visible(page.getByRole('dialog', { name: t.slotDialog }), 30_000);
  const firstSlot = await visible(slotDialog.getByRole('group').getByRole('button', { disabled: false }), 30_000);
  await walk.scan(page, 'slot dialog');
  await walk.measure(page, 'slot dialog', '[role="dialog"]');
  await firstSlot.click();
  await gone(slotDialog, 30_000);

  await (await visible(openCartButton(page))).click();
  await visible(drawer.getByRole('link', { name: spaghetti.name, exact: true }), 30_000);
  await walk.scan(page, 'cart drawer, full');
  await walk.measure(page, 'cart drawer, full', '[role="dialog"]');
  await drawer.getByRole('button', { name: t.continueShopping }).click();
  await gone(drawer);

  await walk.open(page, '/checkout', 'checkout', (current) => current.getByRole('button', { name: t.goToPayment }));
  await walk.measure(page, 'checkout');
  await page.getByRole('button', { name: t.goToPayment }).click();
  await urlMatching(page, (url) => url.pathname === '/payment', 30_000);
  await visible(page.getByRole('button', { name: t.confirm }), 30_000);
  await walk.scan(page, 'payment');
  await page.getByRole('checkbox', { name: t.terms }).check();
  await page.getByRole('button', { name: t.confirm }).click();
  const completed = await urlMatching(page, (url) => url.pathname.startsWith('/cart/payment-completed/'), 30_000);
  const orderId = Number(completed.pathname.split('/').at(-1));
  await visible(mainHeading(page), 30_000);
  await walk.scan(page, 'thank-you page');

  await walk.open(page, '/profile', 'My profile');
  await walk.open(page, '/profile/orders', 'My orders', (current) =>
    current.getByRole('link', { name: `Apri l'ordine ${orderId}` }),
  );
  await walk.measure(page, 'My orders');
  await walk.open(page, `/profile/orders/${orderId}`, 'order detail');
  await walk.measure(page, 'order detail');
  await walk.open(page, '/profile/lists', 'lists');
  await walk.open(page, '/profile/lists/favourites', 'favourites');
  await walk.open(page, '/profile/addresses', 'addresses');

  // Staff, in their own context: the board, the order, the gift codes.
  const staffPage = await (await session.newContext(options)).newPage();
  await staffPage.goto('/');
  await acceptCookiesIfAsked(staffPage);
  await loginFromNavbar(staffPage, demoStaffAccount);
  await walk.open(staffPage, '/admin', 'back office board');
  await walk.open(staffPage, `/admin/orders/${orderId}`, 'back office order', (current) =>
    current.getByRole('heading', { level: 1, name: `Ordine n. ${orderId}` }),
  );
  await walk.open(staffPage, '/admin/gift-codes', 'back office gift codes');
  return walk;
}

describe('accessibility (WCAG 2.1 AA, axe-core)', () => {
  for (const [name, options] of [
    ['desktop', desktop],
    ['phone', phone],
  ] as const) {
    test(`every route and dialog on a ${name} has no serious or critical violation${name === 'phone' ? ', and tap targets of 44 px' : ''}`, {
      timeout: 240_000,
    }, async () => {
      const walk = await walkTheShop(options);
      expect(walk.violations.join('\n'), 'axe-core: serious and critical violations').toBe('');
      expect(walk.smallTargets.join('\n'), 'tap targets under 44 × 44 px').toBe('');
    });
  }
});
