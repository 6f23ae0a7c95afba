import type { Locator, Page } from 'playwright-core';
import { expect } from 'vitest';

/** Texts the shopper reads (apps/web/src/i18n/locales/it.json), in one place for every scenario. */
export const texts = {
  cookieRegion: 'Consenso ai cookie',
  acceptAllCookies: 'Accetta tutti',
  openCategories: 'Apri il menu dei reparti',
  categoriesDrawer: 'Reparti',
  categoriesMenu: 'Menu dei reparti',
  searchBox: 'Cerca prodotti',
  searchSubmit: 'Cerca',
  promoFilter: 'In offerta',
  openFilters: 'Filtri',
  pagination: 'Pagine dei prodotti',
  goToPage: (page: number) => `Vai alla pagina ${page}`,
  currentPage: (page: number) => `Pagina ${page}, pagina corrente`,
  expandCategory: (name: string) => `Mostra le sottocategorie di ${name}`,
  showAllOf: (name: string) => `Vedi tutto ${name}`,
  priceLabel: 'Prezzo:',
  oldPriceLabel: 'Prezzo precedente:',
  notFoundTitle: 'Pagina non trovata',
  searchResultsTitle: (q: string) => `Risultati per «${q}»`,
} as const;

/** An euro amount as Italian pages write it: '2,49 €' (with a normal or non-breaking space). */
export const euroAmount = /\d+,\d{2}\s?€/;

/** Waits until the locator's first match is visible (Playwright's own wait, with a clear failure). */
export async function visible(locator: Locator, timeout = 15_000): Promise<Locator> {
  await locator.first().waitFor({ state: 'visible', timeout });
  return locator.first();
}

/** Waits until no match of the locator is visible. */
export async function gone(locator: Locator, timeout = 15_000): Promise<void> {
  await expect
    .poll(async () => (await Promise.all((await locator.all()).map((match) => match.isVisible()))).some(Boolean), { timeout })
    .toBe(false);
}

/** Waits for the page's address to satisfy `test`, and returns it. */
export async function urlMatching(page: Page, test: (url: URL) => boolean, timeout = 15_000): Promise<URL> {
  await page.waitForURL((url) => test(url), { timeout });
  return new URL(page.url());
}

/** The product cards of the listing on screen (each an <article> named by the product's name). */
export function productCards(page: Page): Locator {
  return page.locator('main').getByRole('article');
}

/**
 * Waits until the product cards are all on the page: a grid puts them there a few at a time, and
 * says it is busy (aria-busy) until the last ones are there.
 */
async function allCardsShown(page: Page): Promise<void> {
  await visible(productCards(page));
  await expect.poll(() => page.locator('main [aria-busy="true"]').count()).toBe(0);
}

/** The names of the product cards on screen, once they are all shown. */
export async function productNames(page: Page): Promise<string[]> {
  await allCardsShown(page);
  return (await productCards(page).getByRole('heading').allInnerTexts()).map((name) => name.trim());
}

/** The addresses the product cards on screen lead to (one per product: names may repeat across brands). */
export async function productLinks(page: Page): Promise<string[]> {
  await allCardsShown(page);
  return productCards(page)
    .getByRole('heading')
    .getByRole('link')
    .evaluateAll((links) => links.map((link) => link.getAttribute('href') ?? ''));
}

/** Clicks 'Accetta tutti' when the cookie bar shows up within `timeout` ms; true if it did. */
export async function acceptCookiesIfAsked(page: Page, timeout = 5_000): Promise<boolean> {
  const bar = page.getByRole('region', { name: texts.cookieRegion });
  const shown = await bar
    .waitFor({ state: 'visible', timeout })
    .then(() => true)
    .catch(() => false);
  if (!shown) return false;
  await bar.getByRole('button', { name: texts.acceptAllCookies }).click();
  await bar.waitFor({ state: 'hidden' });
  return true;
}

/** The main heading of the page, once shown. */
export async function mainHeading(page: Page): Promise<string> {
  const heading = await visible(page.locator('main').getByRole('heading', { level: 1 }));
  return ((await heading.textContent()) ?? '').trim();
}

/** Letters only, lower case, no accents: to compare names as a shopper reads them. */
export function plain(text: string): string {
  return text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase();
}

const contextsPastCookieBar = new WeakSet<object>();

/**
 * Opens a path of the shop and, the first time in this browser context, accepts the cookies so the
 * bar does not cover the page (the choice is kept in the context's local storage).
 */
export async function openShop(page: Page, pathname: string): Promise<void> {
  await page.goto(pathname);
  const context = page.context();
  if (contextsPastCookieBar.has(context)) return;
  await acceptCookiesIfAsked(page);
  contextsPastCookieBar.add(context);
}

/**
 * The first plus on a product page of a logged-in shopper with no address or slot yet: the address
 * dialog (pickup at the named store), the slot dialog (its first free slot), then one piece in the cart.
 */
export async function addFirstForPickup(page: Page, productName: string, storeName: string): Promise<void> {
  await page
    .locator('main')
    .getByRole('button', { name: `Aggiungi ${productName} al carrello` })
    .click();
  const addressDialog = await visible(page.getByRole('dialog', { name: 'Scegli come ricevere la spesa' }), 30_000);
  await (await visible(addressDialog.getByRole('button', { name: `Scegli ${storeName}` }))).click();
  const slotDialog = await visible(page.getByRole('dialog', { name: 'Scegli giorno e fascia oraria' }), 30_000);
  await (await visible(slotDialog.getByRole('group').getByRole('button', { disabled: false }))).click();
  await slotDialog.waitFor({ state: 'hidden', timeout: 30_000 });
  const pieces = page.locator('main').getByRole('textbox', { name: `Quantità di ${productName}` });
  await expect.poll(() => pieces.inputValue(), { timeout: 15_000 }).toBe('1');
}

/**
 * On /payment: accepts the terms, pays on delivery and confirms; answers the order's id once the
 * thank-you page greets it.
 */
export async function confirmPayingOnDelivery(page: Page): Promise<number> {
  await urlMatching(page, (url) => url.pathname === '/payment', 30_000);
  await (
    await visible(page.getByRole('checkbox', { name: 'Ho letto e accetto le condizioni generali di vendita' }), 30_000)
  ).check();
  await page.getByRole('radio', { name: 'Pagamento alla consegna' }).check();
  await page.getByRole('button', { name: 'Conferma ordine' }).click();
  const completed = await urlMatching(page, (url) => url.pathname.startsWith('/cart/payment-completed/'), 30_000);
  const orderId = Number(completed.pathname.split('/').at(-1));
  await visible(page.getByRole('heading', { level: 1, name: `Grazie! L'ordine ${orderId} è stato ricevuto.` }), 30_000);
  return orderId;
}
