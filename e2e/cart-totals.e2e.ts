import type { Locator } from 'playwright-core';
import { describe, expect, test } from 'vitest';
import { SEED_FIXTURES } from '../apps/server/src/db/seed/seed-fixtures';
import { formatEuro } from '../packages/domain/src/money/format-euro';
import { buonmercato } from '../packages/domain/src/tenants/buonmercato';
import { loginFromNavbar, registerConfirmedShopper } from './support/accounts';
import { phone, useBrowser } from './support/browser';
import { screenshotsOf } from './support/screenshots';
import { openShop, urlMatching, visible } from './support/shop';
import { shopApiAs } from './support/shop-api';

const session = useBrowser();
const { screenshot } = screenshotsOf(session, 'cart-totals', { fullPage: false });
const { penne } = SEED_FIXTURES.products;
const home = buonmercato.deliveryTerms.home;

type CartAnswer = {
  cartItems: { itemId: number; product: { productId: number } }[];
  subTotalCents: number;
  totalPriceCents: number;
  totalIsEstimate: boolean;
  deliveryProgress: { amountToFreeDeliveryCents: number; amountToMinimumCents: number };
};

/** Text with its spaces (no-break ones too) as single plain spaces. */
const plain = (text: string) => text.replace(/\s+/g, ' ').trim();
/** Euro text as the page reads once spaces are plain. */
const euro = (cents: number) => plain(formatEuro(cents));

/** A shopper with a Bergamo home address chosen, two packs of penne and a tray of chicken sold by weight. */
async function shopperWithLooseProduct() {
  const shopper = await registerConfirmedShopper(session.baseUrl, 'Teresa');
  const call = await shopApiAs(session.baseUrl, shopper);
  const address = await call<{ addressId: number }>('POST', 'user-address/update', {
    addressName: 'Casa',
    doorbellName: 'Bianchi',
    referencePhoneNumber: '347 123 4567',
    address1: 'Via Borgo Palazzo',
    addressNumber: '12',
    postalcode: '24125',
    city: 'Bergamo',
    province: 'BG',
  });
  await call('POST', 'user-address/select', { address_type: 2, address_id: address.addressId });
  await call('POST', 'cart/add', { items: [{ productId: penne.productId, quantity: 2 }] });
  const cart = await call<CartAnswer>('POST', 'cart/add', { items: [{ productId: SEED_FIXTURES.weighedProduct.productId }] });
  return { shopper, call, cart };
}

describe('cart totals', () => {
  test('desktop: the header shows the estimated total, the drawer what is missing, checkout holds the slot', async () => {
    const page = session.page;
    const { shopper, call, cart } = await shopperWithLooseProduct();
    expect(cart.totalIsEstimate).toBe(true);
    await openShop(page, '/');
    await loginFromNavbar(page, shopper);

    // The header's cart button: the running total, labelled an estimate (a loose product).
    const cartButton = page.getByRole('banner').getByRole('button', { name: /^Apri il carrello, 2 prodotti, Totale stimato/ });
    await visible(cartButton, 30_000);
    expect(plain((await cartButton.getByTestId('header-cart-total').textContent()) ?? '')).toBe(euro(cart.totalPriceCents));

    // The drawer: what is missing for free delivery and for the minimum; the total in the sticky footer.
    await cartButton.click();
    const drawer = await visible(page.getByRole('dialog', { name: 'Il tuo carrello' }), 30_000);
    await visible(drawer.getByText(`Mancano ${euro(cart.deliveryProgress.amountToFreeDeliveryCents)} per la consegna gratuita`));
    await visible(
      drawer.getByText(
        `Ordine minimo ${euro(home.minimumOrderCents)} per la consegna a domicilio: mancano ${euro(cart.deliveryProgress.amountToMinimumCents)}`,
      ),
    );
    const footerTotal = drawer.getByTestId('cart-drawer-total');
    expect(plain((await footerTotal.textContent()) ?? '')).toBe(`Totale stimato${euro(cart.totalPriceCents)}`);
    await visible(drawer.getByText(/I prodotti sfusi e a peso variabile sono pesati/));
    await screenshot(page, 'drawer-desktop');

    // Each slot says what delivery costs the cart now.
    await drawer.getByRole('button', { name: 'Modifica fascia oraria' }).click();
    const slots = await visible(page.getByRole('dialog', { name: 'Scegli giorno e fascia oraria' }), 30_000);
    await visible(slots.getByText(`Consegna ${euro(home.feeCents)}`).first());
    await screenshot(page, 'slots-desktop');
    await page.keyboard.press('Escape');

    // Below the minimum checkout cannot go on; above it, 'Vai al pagamento' holds the slot and /payment counts down.
    await openShop(page, '/checkout');
    await visible(page.getByText("Aggiungi prodotti per raggiungere l'ordine minimo e confermare la spesa."), 30_000);
    expect(await page.getByRole('button', { name: 'Vai al pagamento' }).isDisabled()).toBe(true);
    const penneLine = cart.cartItems.find((item) => item.product.productId === penne.productId);
    await call('POST', 'cart/update', { items: [{ itemId: penneLine?.itemId, quantity: 30 }] });
    await page.reload();
    const goOn = await visible(page.getByRole('button', { name: 'Vai al pagamento', disabled: false }), 30_000);
    await goOn.click();
    await urlMatching(page, (url) => url.pathname === '/payment', 30_000);
    await visible(
      page.getByText(/Abbiamo riservato per te la fascia oraria: hai ancora 1[45]:\d\d per confermare l'ordine/),
      30_000,
    );
    await visible(page.getByText('Totale stimato').first());
    await screenshot(page, 'payment-desktop');
    await page.getByRole('button', { name: 'Torna al carrello' }).click();
    await urlMatching(page, (url) => url.pathname === '/checkout', 30_000);
  });

  test('phone: the bottom navigation shows the total, covers neither the page nor the cookie bar', async () => {
    const { shopper, cart } = await shopperWithLooseProduct();
    const page = await session.newIsolatedPage(phone);
    await openShop(page, '/');
    await loginFromNavbar(page, shopper);
    const bar = await visible(page.getByRole('navigation', { name: 'Navigazione principale' }), 30_000);
    const cartItem = bar.getByRole('button', { name: /^Carrello, 2 prodotti, Totale stimato/ });
    await visible(cartItem);
    expect(plain((await bar.getByTestId('bottom-navigation-total').textContent()) ?? '')).toBe(euro(cart.totalPriceCents));
    for (const name of ['Home', 'Ordini', 'Liste']) await visible(bar.getByRole('link', { name }));
    await visible(bar.getByRole('button', { name: 'Prodotti' }));
    await screenshot(page, 'home-phone');

    // The page ends above the bar: scrolled to the bottom (the footer loads on the way), the footer is not under it.
    await expectAbove(page.locator('footer').last(), bar, () =>
      page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight)),
    );
    await screenshot(page, 'footer-phone');

    // The cart opens from the bar, with its total in the drawer's footer.
    await cartItem.click();
    const drawer = await visible(page.getByRole('dialog', { name: 'Il tuo carrello' }), 30_000);
    await visible(drawer.getByTestId('cart-drawer-total'));
    await screenshot(page, 'drawer-phone');
    await page.close();

    // A first visit: the cookie bar sits above the bottom navigation, not under it.
    const visitor = await session.newIsolatedPage(phone);
    await visitor.goto('/');
    const cookies = await visible(visitor.getByRole('region', { name: 'Consenso ai cookie' }), 30_000);
    await expectAbove(cookies, visitor.getByRole('navigation', { name: 'Navigazione principale' }));
    await screenshot(visitor, 'cookies-phone');
    await visitor.close();
  });
});

/** The bottom edge of `upper` is at or above the top edge of `lower` on the screen (after `before`, each try). */
async function expectAbove(upper: Locator, lower: Locator, before: () => Promise<unknown> = async () => {}) {
  await expect
    .poll(async () => {
      await before();
      const [top, bottom] = [await upper.boundingBox(), await lower.boundingBox()];
      return top && bottom ? top.y + top.height - bottom.y : Number.NaN;
    })
    .toBeLessThanOrEqual(1);
}
