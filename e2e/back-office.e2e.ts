import { formatEuro, type Order, weighedLineCents } from '@spesa/domain';
import type { Page } from 'playwright-core';
import { describe, expect, test } from 'vitest';
import { demoStaffAccount } from '../apps/server/src/db/seed/demo-staff-account';
import { SEED_FIXTURES } from '../apps/server/src/db/seed/seed-fixtures';
import {
  callFromPage,
  fillLoginForm,
  loginFromNavbar,
  navbarUserButton,
  registerConfirmedShopper,
  type Shopper,
} from './support/accounts';
import { desktop, phone, useBrowser } from './support/browser';
import { screenshotsOf } from './support/screenshots';
import { openShop, urlMatching, visible } from './support/shop';
import { placePickupOrder, shopApiAs } from './support/shop-api';

const session = useBrowser();
const { screenshot } = screenshotsOf(session, 'back-office');
/** Loose, sold by weight (first add 0,3 kg); the store that prepares it. */
const { parmigiano } = SEED_FIXTURES.products;
const STORE_NAME = 'Bergamo Borgo Palazzo';
/** The real weight staff read on the scale. */
const WEIGHT = { typed: '0,312', thousandths: 312 };

/** Texts of the back office and the order detail (apps/web/src/i18n/locales/it.json, the domain's labels). */
const t = {
  backOfficeEntry: 'Back office',
  boardTitle: 'Ordini del giorno',
  day: 'Giorno',
  place: 'Punto vendita',
  slot: (name: string) => `Fascia ${name}`,
  openOrder: (orderId: number) => `Apri l'ordine ${orderId}`,
  adminHeading: (orderId: number) => `Ordine n. ${orderId}`,
  moveTo: (label: string) => `Passa a «${label}»`,
  moved: (orderId: number, label: string) => `Ordine ${orderId}: ora è «${label}».`,
  weightOf: (name: string) => `Peso reale di ${name} (kg)`,
  weigh: 'Registra il peso',
  substitute: 'Sostituisci',
  substituteTitle: (name: string) => `Sostituisci ${name}`,
  searchProduct: 'Cerca un prodotto',
  weighed: (name: string) => `Peso di ${name} registrato.`,
  amounts: "Importi dell'ordine",
  shopperHeading: (orderId: number) => `Ordine n. ${orderId}`,
  shopperTotals: "Totali dell'ordine",
  ratingTitle: "Valuta l'ordine",
  ratingComment: 'Commento (facoltativo)',
  ratingSave: 'Invia la valutazione',
  ratingSaved: (orderId: number) => `Grazie! La tua valutazione dell'ordine ${orderId} è stata salvata.`,
  auditTitle: 'Modifiche del personale',
  giftCodes: 'Buoni sconto',
  createCode: 'Crea il buono',
  staffLogin: 'Accesso del personale',
  loginForm: 'Accedi al tuo account',
  pickingListOf: (name: string) => `Lista di prelievo della fascia ${name}`,
  pickingTitle: (name: string) => `Lista di prelievo · ${name}`,
  prepareOf: (name: string) => `Metti in preparazione gli ordini della fascia ${name}`,
  prepared: /^\d+ ordin[ei] ora in preparazione\./,
} as const;
/** A tablet on the store's counter, upright. */
const tablet = { locale: 'it-IT', viewport: { width: 820, height: 1180 } } as const;
const staffName = `${demoStaffAccount.firstName} ${demoStaffAccount.lastName}`;
/** Text with its non-breaking spaces as plain ones. */
const plainText = (text: string | null) => (text ?? '').replace(/\s/g, ' ');

/** An amount as the pages write it, whatever the space before '€'. */
const amountPattern = (cents: number) => new RegExp(formatEuro(cents).replace(/\s/g, '\\s?').replace('.', '\\.'));

/** The order as the shopper's own order/view answers it, read with the page's session (its cookie). */
async function readOrder(page: Page, orderId: number): Promise<Order> {
  const { status, data } = await callFromPage<Order>(page, `/ebsn/api/order/view?order_id=${orderId}`);
  expect(status).toBe(200);
  return data;
}

/**
 * The shopper's side of the order, through the shop's own calls (the checkout screens have their own
 * scenario): pickup in Bergamo Borgo Palazzo, its first open slot, 0,3 kg of the loose cheese (its
 * required 'Preparazione' option: a whole piece), bought paying on delivery. The order's id.
 */
async function placeLooseOrder(shopper: Shopper): Promise<number> {
  const call = await shopApiAs(session.baseUrl, shopper);
  return placePickupOrder(call, STORE_NAME, [
    { productId: parmigiano.productId, quantity: 0.3, params: { preparation: 'piece' } },
  ]);
}

/** Clicks a next-status button of the back office's order and waits for its toast. */
async function moveTo(page: Page, orderId: number, label: string) {
  await page.getByRole('button', { name: t.moveTo(label), exact: true }).click();
  await visible(page.getByText(t.moved(orderId, label)), 30_000);
}

describe('back office', () => {
  test('staff find the order in its slot, prepare, weigh and deliver it; the shopper sees it delivered', async () => {
    const shopperPage = session.page;
    const shopper = await registerConfirmedShopper(session.baseUrl, 'Elena');
    const orderId = await placeLooseOrder(shopper);
    await openShop(shopperPage, '/');
    await loginFromNavbar(shopperPage, shopper);
    expect(orderId).toBeGreaterThan(0);
    const placed = await readOrder(shopperPage, orderId);
    const line = placed.orderItems[0];
    expect(line?.product.name).toBe(parmigiano.name);

    // Staff log in in their own browser; the user menu leads to the back office.
    const staffPage = await session.newIsolatedPage(desktop);
    await openShop(staffPage, '/');
    await loginFromNavbar(staffPage, demoStaffAccount);
    await navbarUserButton(staffPage, demoStaffAccount.firstName).click();
    await (await visible(staffPage.getByRole('menuitem', { name: t.backOfficeEntry }))).click();
    await urlMatching(staffPage, (url) => url.pathname === '/admin');
    await visible(staffPage.getByRole('heading', { level: 1, name: t.boardTitle }), 30_000);

    // The order's day and store, then its slot: the order is in the slot's list.
    await staffPage.getByLabel(t.day, { exact: true }).fill(placed.timeslot.date);
    await staffPage.getByRole('combobox', { name: t.place }).click();
    await staffPage.getByRole('option', { name: STORE_NAME }).click();
    const slot = await visible(staffPage.getByRole('listitem', { name: t.slot(placed.timeslot.name) }), 30_000);
    await slot.getByRole('button', { name: /^\d+ ordin/ }).click();
    await urlMatching(staffPage, (url) => url.searchParams.has('slot'));
    const orderLink = await visible(staffPage.getByRole('link', { name: t.openOrder(orderId) }), 30_000);
    await screenshot(staffPage, 'board-desktop');
    const boardUrl = staffPage.url();
    await orderLink.click();
    await visible(staffPage.getByRole('heading', { level: 1, name: t.adminHeading(orderId) }), 30_000);

    // In preparation; the line accepts alternatives: the substitution dialog searches the catalogue (closed unused).
    await moveTo(staffPage, orderId, 'In preparazione');
    await staffPage.getByRole('button', { name: t.substitute, exact: true }).click();
    const substitution = await visible(staffPage.getByRole('dialog', { name: t.substituteTitle(parmigiano.name) }), 30_000);
    await substitution.getByRole('searchbox', { name: t.searchProduct }).fill('grana');
    await visible(substitution.getByRole('radio'), 30_000);
    await screenshot(staffPage, 'substitute-desktop');
    await substitution.getByRole('button', { name: 'Annulla', exact: true }).click();
    await substitution.waitFor({ state: 'hidden' });

    // The loose line takes its real weight, which sets the final amount.
    const weight = await visible(staffPage.getByRole('textbox', { name: t.weightOf(parmigiano.name) }), 30_000);
    await weight.fill(WEIGHT.typed);
    const lineCents = weighedLineCents(line?.product.priceCents ?? 0, WEIGHT.thousandths);
    await visible(staffPage.getByText(new RegExp(`^Importo: ${amountPattern(lineCents).source}$`)));
    await staffPage.getByRole('button', { name: t.weigh }).click();
    await visible(staffPage.getByText(t.weighed(parmigiano.name)), 30_000);
    const finalCents = lineCents + placed.packageTotalCents + placed.deliveryFeeCents - placed.giftTotalCents;
    await expect
      .poll(() => staffPage.getByRole('region', { name: t.amounts }).textContent(), { timeout: 15_000 })
      .toMatch(new RegExp(`Importo finale${amountPattern(finalCents).source}`));
    await screenshot(staffPage, 'order-desktop');
    // The order being prepared on a phone, with the staff's session.
    const staffState = await staffPage.context().storageState();
    const phonePage = await session.newIsolatedPage({ ...phone, storageState: staffState });
    await phonePage.goto(`/admin/orders/${orderId}`);
    await visible(phonePage.getByRole('textbox', { name: t.weightOf(parmigiano.name) }), 30_000);
    await screenshot(phonePage, 'order-phone');

    // Almost ready, out for delivery, delivered.
    await moveTo(staffPage, orderId, 'Quasi pronto');
    await moveTo(staffPage, orderId, 'In consegna');
    await moveTo(staffPage, orderId, 'Consegnato');
    await visible(staffPage.getByText("L'ordine è in uno stato finale: non può più cambiare."));
    // Every staff change is on the order's audit trail, with the staff member's name.
    const trail = staffPage.getByRole('region', { name: t.auditTitle });
    await visible(trail.getByText(new RegExp(`${staffName} · Riga pesata: Peso: — → 0,312 kg`)), 30_000);
    await visible(trail.getByText(new RegExp(`${staffName} · Cambio di stato: Stato: «In consegna» → «Consegnato»`)));
    await screenshot(staffPage, 'order-delivered-desktop');

    // The board on a phone: the order is a card.
    await phonePage.goto(boardUrl);
    await visible(phonePage.getByRole('link', { name: t.openOrder(orderId) }), 30_000);
    await screenshot(phonePage, 'board-phone');

    // The shopper reads the new status and the final amount.
    await shopperPage.goto(`/profile/orders/${orderId}`);
    await visible(shopperPage.getByRole('heading', { level: 1, name: t.shopperHeading(orderId) }), 30_000);
    await visible(shopperPage.locator('main').getByText('Consegnato', { exact: true }));
    await expect
      .poll(() => shopperPage.getByRole('region', { name: t.shopperTotals }).textContent(), { timeout: 15_000 })
      .toMatch(new RegExp(`Importo finale${amountPattern(finalCents).source}`));

    // Delivered: the shopper rates it (1-5 stars and a comment).
    const rating = await visible(shopperPage.getByRole('region', { name: t.ratingTitle }), 30_000);
    // The stars' radios are visually hidden: the shopper clicks the fifth star, their label.
    const fiveStars = await rating.getByRole('radio', { name: '5 stelle' }).getAttribute('id');
    await rating.locator(`label[for="${fiveStars}"]`).click();
    expect(await rating.getByRole('radio', { name: '5 stelle' }).isChecked()).toBe(true);
    await rating.getByRole('textbox', { name: t.ratingComment }).fill('Parmigiano pesato con cura');
    await rating.getByRole('button', { name: t.ratingSave }).click();
    await visible(rating.getByText(t.ratingSaved(orderId)), 30_000);
    await visible(rating.getByRole('img', { name: '5 stelle' }));
    await shopperPage.evaluate(() => window.scrollTo(0, 0));
    await screenshot(shopperPage, 'shopper-delivered-desktop');
  }, 240_000);

  test('staff create a gift code in Buoni sconto; it is listed with its terms', async () => {
    const staffPage = await session.newIsolatedPage(desktop);
    await openShop(staffPage, '/');
    await loginFromNavbar(staffPage, demoStaffAccount);
    await staffPage.goto('/admin');
    await visible(staffPage.getByRole('heading', { level: 1, name: t.boardTitle }), 30_000);
    await staffPage.getByRole('navigation', { name: 'Sezioni del back office' }).getByRole('link', { name: t.giftCodes }).click();
    await visible(staffPage.getByRole('heading', { level: 1, name: t.giftCodes }), 30_000);
    await visible(staffPage.getByRole('listitem', { name: 'BENVENUTO5' }), 30_000);

    // A taken code is refused under its field; then a new one.
    await staffPage.getByRole('textbox', { name: 'Codice' }).fill('benvenuto5');
    await staffPage.getByRole('textbox', { name: 'Descrizione' }).fill('Buono autunno da 7,50 €');
    await staffPage.getByRole('textbox', { name: 'Importo (€)' }).fill('7,50');
    await staffPage.getByRole('textbox', { name: 'Spesa minima (€)' }).fill('40');
    await staffPage.getByLabel('Valido fino al').fill('2099-11-30');
    await staffPage.getByRole('textbox', { name: 'Utilizzi totali' }).fill('200');
    await staffPage.getByRole('textbox', { name: 'Utilizzi per cliente' }).fill('1');
    await staffPage.getByRole('button', { name: t.createCode }).click();
    await visible(staffPage.getByText('Esiste già un buono con il codice BENVENUTO5: scegline un altro.'), 30_000);
    await screenshot(staffPage, 'gift-codes-refused-desktop');
    await staffPage.getByRole('textbox', { name: 'Codice' }).fill('autunno750');
    await staffPage.getByRole('button', { name: t.createCode }).click();
    await visible(staffPage.getByText('Buono AUTUNNO750 creato.'), 30_000);
    const card = await visible(staffPage.getByRole('listitem', { name: 'AUTUNNO750' }), 30_000);
    expect(plainText(await card.textContent())).toContain('Spesa minima 40,00 €');
    expect(plainText(await card.textContent())).toContain('Utilizzati: 0 su 200 · Al massimo 1 per cliente');
    await screenshot(staffPage, 'gift-codes-desktop');
    const staffState = await staffPage.context().storageState();
    const phonePage = await session.newIsolatedPage({ ...phone, storageState: staffState });
    await phonePage.goto('/admin/gift-codes');
    await visible(phonePage.getByRole('listitem', { name: 'AUTUNNO750' }), 30_000);
    await screenshot(phonePage, 'gift-codes-phone');
  }, 120_000);

  test("a store's morning: the staff login at /admin, the slot's picking list (and its print), the slot 'in preparazione' at once", async () => {
    const shopperPage = await session.newIsolatedPage(desktop);
    const shopper = await registerConfirmedShopper(session.baseUrl, 'Sara');
    const orderId = await placeLooseOrder(shopper);
    await openShop(shopperPage, '/');
    await loginFromNavbar(shopperPage, shopper);
    const placed = await readOrder(shopperPage, orderId);
    expect(placed.orderStatusId).toBe(3);

    // /admin without a login asks for the staff login in place, in the back office's own frame.
    const staffPage = await session.newIsolatedPage(desktop);
    await staffPage.goto('/admin');
    await visible(staffPage.getByRole('heading', { level: 1, name: t.staffLogin }), 30_000);
    expect(new URL(staffPage.url()).pathname).toBe('/admin');
    expect(await staffPage.getByRole('searchbox').count()).toBe(0);
    expect(await staffPage.getByRole('contentinfo').count()).toBe(0);
    expect(await staffPage.getByRole('button', { name: /carrello/i }).count()).toBe(0);
    await screenshot(staffPage, 'login-desktop');
    await fillLoginForm(staffPage.getByRole('form', { name: t.loginForm }), demoStaffAccount);
    await visible(staffPage.getByRole('heading', { level: 1, name: t.boardTitle }), 30_000);

    // The order's day and store: its slot, with its picking list.
    await staffPage.getByLabel(t.day, { exact: true }).fill(placed.timeslot.date);
    await staffPage.getByRole('combobox', { name: t.place }).click();
    await staffPage.getByRole('option', { name: STORE_NAME }).click();
    const slot = await visible(staffPage.getByRole('listitem', { name: t.slot(placed.timeslot.name) }), 30_000);
    await screenshot(staffPage, 'morning-desktop');
    const boardUrl = staffPage.url();
    const staffState = await staffPage.context().storageState();
    const tabletPage = await session.newIsolatedPage({ ...tablet, storageState: staffState });
    await tabletPage.goto(boardUrl);
    await visible(tabletPage.getByRole('listitem', { name: t.slot(placed.timeslot.name) }), 30_000);
    await screenshot(tabletPage, 'morning-tablet');

    await slot.getByRole('link', { name: t.pickingListOf(placed.timeslot.name) }).click();
    await visible(staffPage.getByRole('heading', { level: 1, name: t.pickingTitle(placed.timeslot.name) }), 30_000);
    const cheese = await visible(staffPage.getByRole('row', { name: new RegExp(`${parmigiano.name}.*${orderId}`) }), 30_000);
    // Loose: the weight to aim at on the scale.
    expect(plainText(await cheese.textContent())).toContain('300 g');
    // The chosen option as the product page names it, never its code.
    expect(plainText(await cheese.textContent())).toMatch(/Preparazione: /);
    expect(plainText(await cheese.textContent())).not.toContain('preparation');
    await screenshot(staffPage, 'picking-list-desktop');
    await staffPage.emulateMedia({ media: 'print' });
    expect(await staffPage.getByRole('button', { name: 'Stampa' }).isVisible()).toBe(false);
    expect(await staffPage.getByRole('navigation', { name: 'Sezioni del back office' }).isVisible()).toBe(false);
    await screenshot(staffPage, 'picking-list-print');
    await staffPage.emulateMedia({ media: 'screen' });

    // Back on the board: every order of the slot 'in preparazione' at once, after Sì.
    await staffPage.goto(boardUrl);
    const again = await visible(staffPage.getByRole('listitem', { name: t.slot(placed.timeslot.name) }), 30_000);
    await again.getByRole('button', { name: t.prepareOf(placed.timeslot.name) }).click();
    const question = await visible(staffPage.getByRole('dialog'));
    await question.getByRole('button', { name: 'Sì', exact: true }).click();
    await visible(again.getByRole('status').filter({ hasText: t.prepared }), 30_000);
    expect((await readOrder(shopperPage, orderId)).orderStatusId).toBe(4);
    await screenshot(staffPage, 'morning-prepared-desktop');
  }, 240_000);

  test('a shopper who opens /admin goes to the user board', async () => {
    // A browser of its own: the file's context holds the first test's shopper.
    const page = await session.newIsolatedPage(desktop);
    const shopper = await registerConfirmedShopper(session.baseUrl, 'Paolo');
    await openShop(page, '/');
    await loginFromNavbar(page, shopper);
    await navbarUserButton(page, shopper.firstName).click();
    expect(await page.getByRole('menuitem', { name: t.backOfficeEntry }).count()).toBe(0);
    await page.keyboard.press('Escape');
    await page.goto('/admin');
    const landed = await urlMatching(page, (url) => url.pathname.startsWith('/profile'), 30_000);
    expect(landed.pathname).not.toContain('/admin');
  });
});
