import type { Locator, Page } from 'playwright-core';
import { describe, expect, test } from 'vitest';
import { SEED_FIXTURES } from '../apps/server/src/db/seed/seed-fixtures';
import { loginFromNavbar, registerConfirmedShopper } from './support/accounts';
import { phone, useBrowser } from './support/browser';
import { screenshotsOf } from './support/screenshots';
import { gone, openShop, productCards, visible } from './support/shop';

const session = useBrowser();
const { screenshot } = screenshotsOf(session, 'cart', { fullPage: false });

const { spaghetti, nectarines, seaBream } = SEED_FIXTURES.products;
/** The leaf category of the nectarines (apps/server/src/db/seed/fixtures.ts). */
const fruitOfTheSeason = 'frutta-e-verdura/frutta/frutta-di-stagione';

/** Texts of the cart screens (apps/web/src/i18n/locales/it.json and the specification). */
const t = {
  openCart: /^Apri il carrello/,
  cartDrawer: 'Il tuo carrello',
  add: (name: string) => `Aggiungi ${name} al carrello`,
  plus: (name: string) => `Aumenta la quantità di ${name}`,
  minus: (name: string) => `Diminuisci la quantità di ${name}`,
  quantity: (name: string) => `Quantità di ${name}`,
  remove: (name: string) => `Rimuovi ${name} dal carrello`,
  removeConfirm: 'Vuoi rimuovere il prodotto dal carrello?',
  optionsDialog: 'È necessario selezionare tutte le opzioni',
  optionsSubmit: 'aggiungi al carrello',
  addressDialog: 'Scegli come ricevere la spesa',
  slotDialog: 'Scegli giorno e fascia oraria',
  summary: 'Riepilogo del carrello',
  giftCode: 'Codice buono sconto',
  apply: 'Applica',
  removeGift: (description: string) => `Rimuovi il buono ${description}`,
  saveToList: 'Salva il carrello in una lista',
  listSelector: 'Seleziona una lista',
  newListName: 'Nome della nuova lista',
  create: 'CREA',
  addAll: 'Aggiungi tutto al carrello',
  continueShopping: 'Continua gli acquisti',
  checkout: 'Vai alla cassa',
} as const;

/**
 * The first plus of a new shopper: the shop only assigned an address and a slot, so the address
 * dialog opens (a pickup store is chosen), then the slot dialog (the first free slot).
 */
async function chooseDeliveryWhenAsked(page: Page) {
  const addressDialog = await visible(page.getByRole('dialog', { name: t.addressDialog }), 30_000);
  await (await visible(addressDialog.getByRole('button', { name: 'Scegli Bergamo Borgo Palazzo' }))).click();
  const slotDialog = await visible(page.getByRole('dialog', { name: t.slotDialog }), 30_000);
  await (await visible(slotDialog.getByRole('group').getByRole('button', { disabled: false }))).click();
  await slotDialog.waitFor({ state: 'hidden', timeout: 30_000 });
}

/** A new shopper, logged in on the page of `product`, adds it (choosing the delivery when asked). */
async function shopperAdds(page: Page, product: { slug: string; name: string }) {
  const shopper = await registerConfirmedShopper(session.baseUrl);
  await openShop(page, `/product/${product.slug}`);
  await loginFromNavbar(page, shopper);
  await main(page)
    .getByRole('button', { name: t.add(product.name) })
    .click();
  await chooseDeliveryWhenAsked(page);
}

/** Types a quantity in a box and waits until the box shows it after the server's answer. */
async function typeQuantity(box: Locator, value: string) {
  await box.fill(value);
  await box.press('Enter');
  await expect.poll(() => box.inputValue()).toBe(value);
}

/** A new shopper with `count` pieces of spaghetti in the cart: added once, then typed on its page. */
async function shopperWithSpaghetti(page: Page, count: string) {
  await shopperAdds(page, spaghetti);
  const pieces = main(page).getByRole('textbox', { name: t.quantity(spaghetti.name) });
  await expect.poll(() => pieces.inputValue(), { timeout: 15_000 }).toBe('1');
  await typeQuantity(pieces, count);
}

async function openProduct(page: Page, slug: string) {
  await openShop(page, `/product/${slug}`);
  await visible(page.locator('main').getByRole('heading', { level: 1 }), 30_000);
}

function main(page: Page) {
  return page.locator('main');
}

/** Opens the cart drawer and waits for its content (a count, or the empty cart). */
async function openCart(page: Page): Promise<Locator> {
  await (await visible(page.getByRole('banner').getByRole('button', { name: t.openCart }).filter({ visible: true }))).click();
  const drawer = await visible(page.getByRole('dialog', { name: t.cartDrawer }), 30_000);
  await visible(drawer.getByRole('button', { name: t.continueShopping }), 30_000);
  return drawer;
}

async function closeCart(_page: Page, drawer: Locator) {
  await drawer.getByRole('button', { name: t.continueShopping }).click();
  await gone(drawer);
}

/** The listing's card of a product (names may repeat across brands: found by its link). */
function cardOf(page: Page, product: { slug: string }): Locator {
  return productCards(page).filter({ has: page.locator(`h3 a[href="/product/${product.slug}"]`) });
}

/** The drawer's line of a product. */
function line(drawer: Locator, name: string): Locator {
  return drawer.getByRole('listitem').filter({ has: drawer.page().getByRole('link', { name, exact: true }) });
}

/** The count text of the drawer ('1 prodotto', 'N prodotti'), or '' when none is written. */
async function countText(drawer: Locator): Promise<string> {
  const count = drawer.getByTestId('cart-count');
  return (await count.count()) ? ((await count.textContent()) ?? '').trim() : '';
}

/** The amount written beside a summary label ('Totale' → '12,34 €'). */
async function summaryAmount(drawer: Locator, label: string): Promise<string> {
  const row = drawer
    .getByRole('region', { name: t.summary })
    .locator('div', { has: drawer.page().getByText(label, { exact: true }) });
  return ((await row.last().locator('dd').textContent()) ?? '').replace(/\s/g, ' ').trim();
}

async function confirmRemoval(page: Page, answer: 'Sì' | 'No') {
  const dialog = await visible(page.getByRole('dialog').filter({ hasText: t.removeConfirm }));
  await dialog.getByRole('button', { name: answer, exact: true }).click();
  await gone(page.getByRole('dialog').filter({ hasText: t.removeConfirm }));
}

describe('cart', () => {
  test('adds a piece product, a loose product by weight and a product with options; plus, minus and typing; removal asks Si/No', async () => {
    const page = session.page;

    // A piece: the first plus asks for the delivery, then adds 1; plus, typing and minus change the line.
    await shopperAdds(page, spaghetti);
    const pieces = main(page).getByRole('textbox', { name: t.quantity(spaghetti.name) });
    await expect.poll(() => pieces.inputValue(), { timeout: 15_000 }).toBe('1');
    await main(page)
      .getByRole('button', { name: t.plus(spaghetti.name) })
      .click();
    await expect.poll(() => pieces.inputValue()).toBe('2');
    await typeQuantity(pieces, '5');
    await main(page)
      .getByRole('button', { name: t.minus(spaghetti.name) })
      .click();
    await expect.poll(() => pieces.inputValue()).toBe('4');

    // A loose product: the first add is WEIGHT_SELLING (500 g), then steps of 100 g; no typing.
    await openProduct(page, nectarines.slug);
    await main(page)
      .getByRole('button', { name: t.add(nectarines.name) })
      .click();
    const weight = main(page).getByRole('group', { name: new RegExp(`Quantità di ${nectarines.name}`) });
    await visible(weight.getByText('500 g', { exact: true }), 15_000);
    await main(page)
      .getByRole('button', { name: t.plus(nectarines.name) })
      .click();
    await visible(weight.getByText('600 g', { exact: true }));
    expect(await weight.getByRole('textbox').count()).toBe(0);
    // Its card in the listing shows the same quantity.
    await openShop(page, `/category/${fruitOfTheSeason}`);
    await visible(cardOf(page, nectarines).getByText('600 g', { exact: true }), 30_000);
    await screenshot(page, 'cards-desktop');

    // A product with options: the option dialog's button waits for every option.
    await openProduct(page, seaBream.slug);
    await main(page)
      .getByRole('button', { name: t.add(seaBream.name) })
      .click();
    const options = await visible(page.getByRole('dialog', { name: t.optionsDialog }));
    const submit = options.getByRole('button', { name: t.optionsSubmit });
    expect(await submit.isDisabled()).toBe(true);
    await options.getByRole('combobox', { name: 'Pulizia' }).selectOption({ index: 1 });
    expect(await submit.isEnabled()).toBe(true);
    await submit.click();
    await gone(options);
    await visible(main(page).getByRole('group', { name: new RegExp(`Quantità di ${seaBream.name}`) }), 15_000);

    // The drawer: three lines, the chosen option, the weights; the loose product removed after No, then Si.
    let drawer = await openCart(page);
    expect(await countText(drawer)).toBe('3 prodotti');
    await visible(line(drawer, spaghetti.name).getByRole('textbox', { name: t.quantity(spaghetti.name) }));
    expect(await line(drawer, spaghetti.name).getByRole('textbox').inputValue()).toBe('4');
    await visible(line(drawer, nectarines.name).getByText('600 g', { exact: true }));
    await visible(line(drawer, seaBream.name).getByText(/Opzioni: Pulizia: /));
    await screenshot(page, 'drawer-desktop');

    await line(drawer, nectarines.name)
      .getByRole('button', { name: t.remove(nectarines.name) })
      .click();
    await confirmRemoval(page, 'No');
    expect(await countText(drawer)).toBe('3 prodotti');
    await line(drawer, nectarines.name)
      .getByRole('button', { name: t.remove(nectarines.name) })
      .click();
    await confirmRemoval(page, 'Sì');
    await expect.poll(() => countText(drawer), { timeout: 15_000 }).toBe('2 prodotti');

    // Minus to 0 asks too; the checkout link is there.
    await typeQuantity(line(drawer, spaghetti.name).getByRole('textbox'), '1');
    await line(drawer, spaghetti.name)
      .getByRole('button', { name: t.minus(spaghetti.name) })
      .click();
    await confirmRemoval(page, 'Sì');
    await expect.poll(() => countText(drawer), { timeout: 15_000 }).toBe('1 prodotto');
    expect(await drawer.getByRole('link', { name: t.checkout }).getAttribute('href')).toBe('/checkout');
    await closeCart(page, drawer);

    // After a reload the cart is the server's: the product page shows its quantity.
    await page.reload();
    await visible(main(page).getByRole('group', { name: new RegExp(`Quantità di ${seaBream.name}`) }), 30_000);
    drawer = await openCart(page);
    expect(await countText(drawer)).toBe('1 prodotto');
  });

  test('redeems a gift code: an expired one is refused with its reason, a good one lowers the total and can be removed', async () => {
    const page = await session.newIsolatedPage();
    await shopperWithSpaghetti(page, '10');

    const drawer = await openCart(page);
    const totalBefore = await summaryAmount(drawer, 'Totale');
    const field = drawer.getByRole('textbox', { name: t.giftCode });
    await field.fill(SEED_FIXTURES.giftCodes.expired);
    await drawer.getByRole('button', { name: t.apply }).click();
    await visible(drawer.getByText(/Questo buono è scaduto il/));

    await field.fill(SEED_FIXTURES.giftCodes.fixed);
    await drawer.getByRole('button', { name: t.apply }).click();
    const removeGift = await visible(drawer.getByRole('button', { name: /^Rimuovi il buono / }), 15_000);
    const description = ((await removeGift.getAttribute('aria-label')) ?? '').replace('Rimuovi il buono ', '');
    expect(await summaryAmount(drawer, description)).toBe('−5,00 €');
    const cents = (amount: string) => Number(amount.replace(/[^\d,]/g, '').replace(',', '.')) * 100;
    expect(Math.round(cents(await summaryAmount(drawer, 'Totale')))).toBe(Math.round(cents(totalBefore)) - 500);
    await screenshot(page, 'drawer-gift-code');

    await removeGift.click();
    await gone(drawer.getByRole('button', { name: t.removeGift(description) }));
    await expect.poll(() => summaryAmount(drawer, 'Totale')).toBe(totalBefore);
  });

  test('saves the cart to a new list, empties the cart, and adds the list back', async () => {
    const page = await session.newIsolatedPage();
    await shopperWithSpaghetti(page, '3');

    let drawer = await openCart(page);
    await drawer.getByRole('button', { name: t.saveToList }).click();
    const selector = await visible(page.getByRole('dialog', { name: t.listSelector }));
    const listName = `Spesa ${Date.now()}`;
    await selector.getByRole('textbox', { name: t.newListName }).fill(listName);
    await selector.getByRole('button', { name: t.create }).click();
    // The new list is picked (or offered first): the cart's lines go on it.
    const newList = selector.getByRole('button', { name: new RegExp(listName) });
    if (await newList.isVisible().catch(() => false)) await newList.click();
    await gone(page.getByRole('dialog', { name: t.listSelector }), 15_000);

    await line(drawer, spaghetti.name)
      .getByRole('button', { name: t.remove(spaghetti.name) })
      .click();
    await confirmRemoval(page, 'Sì');
    await expect.poll(() => countText(drawer), { timeout: 15_000 }).toBe('');
    await closeCart(page, drawer);

    await openShop(page, '/profile/lists');
    await (await visible(main(page).getByRole('link', { name: new RegExp(listName) }), 30_000)).click();
    // The list holds the cart's line.
    await visible(main(page).getByText(spaghetti.name, { exact: true }), 30_000);
    await main(page).getByRole('button', { name: t.addAll }).click();
    await visible(page.getByRole('banner').getByRole('button', { name: 'Apri il carrello, 1 prodotto' }), 15_000);
    drawer = await openCart(page);
    await expect.poll(() => countText(drawer), { timeout: 15_000 }).toBe('1 prodotto');
    expect(await line(drawer, spaghetti.name).getByRole('textbox').inputValue()).toBe('3');
  });

  test('phone: the cards show the cart quantity and the drawer fills the screen', async () => {
    const page = await session.newIsolatedPage(phone);
    await shopperAdds(page, nectarines);
    await visible(main(page).getByText('500 g', { exact: true }), 15_000);

    await openShop(page, `/category/${fruitOfTheSeason}`);
    const card = cardOf(page, nectarines);
    await visible(card.getByText('500 g', { exact: true }), 30_000);
    await card.scrollIntoViewIfNeeded();
    await screenshot(page, 'cards-phone');

    const drawer = await openCart(page);
    expect(await countText(drawer)).toBe('1 prodotto');
    const box = await drawer.boundingBox();
    expect(box?.width).toBe(390);
    await screenshot(page, 'drawer-phone');
  });
});
