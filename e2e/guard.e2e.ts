import type { Category } from '@spesa/domain';
import type { Page } from 'playwright-core';
import { describe, expect, test } from 'vitest';
import {
  accountTexts,
  fillLoginForm,
  loginDialog,
  navbarUserButton,
  registerConfirmedShopper,
  type Shopper,
} from './support/accounts';
import { useBrowser } from './support/browser';
import {
  acceptCookiesIfAsked,
  mainHeading,
  openShop,
  productCards,
  productNames,
  texts,
  urlMatching,
  visible,
} from './support/shop';

const session = useBrowser();
const loginNeeded = 'Per aprire questa pagina accedi al tuo account: subito dopo ti ci portiamo.';

let registered: Shopper | undefined;
/** One confirmed shopper for the file, registered by the first test that needs one (expect.poll needs a test). */
async function theShopper(): Promise<Shopper> {
  registered ??= await registerConfirmedShopper(session.baseUrl, 'Gina');
  return registered;
}

/** The visitor lands Home with the login dialog saying why; logging in there opens the page asked for. */
async function logInFromTheGuard(page: Page, asked: string): Promise<void> {
  const shopper = await theShopper();
  // Not openShop: the dialog is over the page (and its cookie bar) at once.
  await page.goto(asked);
  const dialog = loginDialog(page);
  await visible(dialog, 30_000);
  await visible(dialog.getByText(loginNeeded));
  expect(new URL(page.url()).pathname).toBe('/');
  await fillLoginForm(dialog.getByRole('form', { name: accountTexts.loginForm }), shopper);
  await urlMatching(page, (url) => `${url.pathname}${url.search}` === asked, 30_000);
  await visible(navbarUserButton(page, shopper.firstName), 30_000);
  await acceptCookiesIfAsked(page);
}

describe('the auth guard: the login dialog, then the page asked for', () => {
  test('a visitor opening /checkout logs in and gets the cart to confirm', async () => {
    const page = await session.newIsolatedPage();
    await logInFromTheGuard(page, '/checkout');
    await expect.poll(() => mainHeading(page), { timeout: 30_000 }).toBe('Il tuo carrello');
  });

  test('a visitor opening My orders logs in and gets My orders; /profile opens the user board', async () => {
    const page = await session.newIsolatedPage();
    await logInFromTheGuard(page, '/profile/orders');
    await expect.poll(() => mainHeading(page), { timeout: 30_000 }).toBe('I miei ordini');
    await page.goto('/profile');
    await urlMatching(page, (url) => url.pathname === '/profile/dashboard');
    await expect.poll(() => mainHeading(page), { timeout: 30_000 }).toBe('La mia bacheca');
    await visible(page.getByRole('main').getByText("Titolare dell'account"));
  });

  test('a shopper opening /admin is sent to the user board', async () => {
    const page = await session.newIsolatedPage();
    await logInFromTheGuard(page, '/profile/addresses');
    await page.goto('/admin');
    await urlMatching(page, (url) => url.pathname === '/profile/dashboard', 30_000);
    await expect.poll(() => mainHeading(page), { timeout: 30_000 }).toBe('La mia bacheca');
  });
});

describe('the category screen is kept alive', () => {
  test('back from a product: the same filtered list, at the same scroll, without asking for the products again', async () => {
    const { page } = session;
    const answer = await fetch(`${session.baseUrl}/ebsn/api/category?depth=1`);
    const body = (await answer.json()) as { data: { categories: Category[] } };
    const [department] = [...body.data.categories].sort((a, b) => b.productCount - a.productCount);
    if (!department) throw new Error('no departments');

    await openShop(page, `/category/${department.slug}`);
    await productNames(page);
    await page.getByRole('main').getByRole('switch', { name: texts.promoFilter }).click();
    await urlMatching(page, (url) => url.searchParams.get('promo') === 'true');
    // The listing refreshes in place: every card on screen is on offer once the filtered list is there.
    await expect
      .poll(async () => {
        const cards = await productCards(page).all();
        const badges = await Promise.all(cards.map((card) => card.locator('.promo-badge').count()));
        return cards.length > 0 && badges.every((count) => count > 0);
      })
      .toBe(true);
    const names = await productNames(page);
    const listUrl = page.url();

    // Far down the list, then into a product near there.
    await page.mouse.wheel(0, 1400);
    await expect.poll(() => page.evaluate(() => Math.round(window.scrollY))).toBeGreaterThan(1000);
    const scrolled = await page.evaluate(() => Math.round(window.scrollY));
    const productsCalls: string[] = [];
    page.on('request', (request) => {
      if (new URL(request.url()).pathname === '/ebsn/api/products') productsCalls.push(request.url());
    });
    // A shopper's click where the card is: no scrolling it into view first (as a test's click would).
    const cards = page.locator('main article a.product-card__link');
    const boxes = await cards.evaluateAll((links) =>
      links.map((a) => ({ href: a.getAttribute('href'), ...a.getBoundingClientRect().toJSON() })),
    );
    const target = boxes.find((box) => box.top > 150 && box.bottom < 800);
    if (!target?.href) throw new Error('no product in view');
    const link = target.href;
    await page.mouse.click(target.left + target.width / 2, target.top + target.height / 2);
    await urlMatching(page, (url) => url.pathname === link);
    productsCalls.length = 0;

    await page.goBack();
    await urlMatching(page, (url) => url.href === listUrl);
    await expect.poll(() => productNames(page)).toEqual(names);
    await expect.poll(() => page.getByRole('main').getByRole('switch', { name: texts.promoFilter }).isChecked()).toBe(true);
    await expect.poll(() => page.evaluate(() => Math.round(window.scrollY)), { timeout: 5_000 }).toBeGreaterThan(scrolled - 5);
    expect(await page.evaluate(() => Math.round(window.scrollY))).toBeLessThan(scrolled + 5);
    expect(productsCalls).toEqual([]);
  });
});
