import { describe, expect, test } from 'vitest';
import { loginDialog, loginFromNavbar, registerConfirmedShopper } from './support/accounts';
import { phone, useBrowser } from './support/browser';
import { screenshotsOf } from './support/screenshots';
import { openShop, productCards, urlMatching, visible } from './support/shop';

const session = useBrowser();
const { screenshot } = screenshotsOf(session, 'wishlists', { fullPage: false });

/** Texts of the lists' screens (apps/web/src/i18n/locales/it.json and the specification). */
const t = {
  heartOff: /^Metti .+ tra i preferiti$/,
  heartOn: /^Togli .+ dai preferiti$/,
  myLists: 'Le mie liste',
  favourites: 'Lista dei preferiti',
  newListName: 'Nome della nuova lista',
  create: 'CREA',
  addAll: 'Aggiungi tutto al carrello',
  addedToCart: 'Prodotti della lista aggiunti al carrello',
  removeConfirm: 'Vuoi togliere il prodotto dalla lista?',
  emptyList: /La lista è vuota/,
} as const;

describe('lists and favourites', () => {
  test('a visitor gets the login dialog from a heart', async () => {
    const page = await session.newIsolatedPage();
    await openShop(page, '/category/frutta-e-verdura');
    await (await visible(productCards(page).first().getByRole('button', { name: t.heartOff }))).click();
    await visible(loginDialog(page));
  });

  test('a shopper hearts a product, finds it in the favourites, adds them to the cart, makes a list and empties it', async () => {
    const page = await session.newIsolatedPage();
    const shopper = await registerConfirmedShopper(session.baseUrl, 'Lucia');
    await openShop(page, '/category/pasta-e-riso');
    await loginFromNavbar(page, shopper);

    const card = productCards(page).first();
    const name = ((await (await visible(card.getByRole('heading'))).textContent()) ?? '').trim();
    await (await visible(card.getByRole('button', { name: t.heartOff }))).click();
    await visible(card.getByRole('button', { name: t.heartOn, pressed: true }));

    await openShop(page, '/profile/lists/favourites');
    await visible(page.getByRole('heading', { level: 1, name: t.favourites }));
    const favourites = page.getByRole('list', { name: 'Prodotti della lista' });
    await visible(favourites.getByRole('link', { name, exact: true }));
    await page.getByRole('button', { name: t.addAll }).click();
    await visible(page.getByText(t.addedToCart));

    await page.getByRole('navigation', { name: 'Il mio account' }).getByRole('link', { name: t.myLists }).click();
    await visible(page.getByRole('heading', { level: 1, name: t.myLists }));
    await page.getByLabel(t.newListName).fill('Spesa settimanale');
    await page.getByRole('button', { name: t.create }).click();
    await (await visible(page.getByRole('link', { name: 'Spesa settimanale' }))).click();
    await visible(page.getByRole('heading', { level: 1, name: 'Spesa settimanale' }));
    await visible(page.getByText(t.emptyList));
    expect(new URL(page.url()).pathname).toMatch(/^\/profile\/lists\/\d+$/);

    // Back in the favourites, the product comes off after 'Sì'.
    await openShop(page, '/profile/lists/favourites');
    await (await visible(page.getByRole('button', { name: `Togli ${name} dalla lista` }))).click();
    const confirm = await visible(page.getByRole('dialog').filter({ hasText: t.removeConfirm }));
    await confirm.getByRole('button', { name: 'Sì' }).click();
    await visible(page.getByText(/Non hai ancora prodotti preferiti/));
  });

  test('the owner shares a list with any address and sees only that address', async () => {
    const page = await session.newIsolatedPage();
    const shopper = await registerConfirmedShopper(session.baseUrl, 'Carla');
    await openShop(page, '/category/pasta-e-riso');
    await loginFromNavbar(page, shopper);
    await openShop(page, '/profile/lists');
    await visible(page.getByRole('heading', { level: 1, name: t.myLists }), 30_000);
    await page.getByLabel(t.newListName).fill('Da condividere');
    await page.getByRole('button', { name: t.create }).click();
    await (await visible(page.getByRole('link', { name: 'Da condividere' }))).click();
    const listPath = (await urlMatching(page, (url) => /^\/profile\/lists\/\d+$/.test(url.pathname))).pathname;

    await (await visible(page.getByRole('button', { name: 'Condividi' }))).click();
    const dialog = await visible(page.getByRole('dialog', { name: 'Condividi «Da condividere»' }));
    const address = `amica.${Date.now()}@example.com`;
    await dialog.getByLabel(/Indirizzo e-mail/).fill(address);
    await dialog.getByRole('button', { name: 'Condividi' }).click();
    await visible(page.getByText(`Lista condivisa: abbiamo inviato un'e-mail a ${address}`));
    await visible(dialog.getByRole('listitem').filter({ hasText: address }));
    await screenshot(page, 'share-dialog-desktop');

    const phonePage = await session.newIsolatedPage({ ...phone, storageState: await page.context().storageState() });
    await phonePage.goto(listPath);
    await (await visible(phonePage.getByRole('button', { name: 'Condividi' }), 30_000)).click();
    await visible(phonePage.getByRole('dialog').getByRole('listitem').filter({ hasText: address }));
    await screenshot(phonePage, 'share-dialog-phone');
  });
});
