import { describe, expect, test } from 'vitest';
import { SEED_FIXTURES } from '../apps/server/src/db/seed/seed-fixtures';
import { loginFromNavbar, registerConfirmedShopper } from './support/accounts';
import { useBrowser } from './support/browser';
import { screenshotsOf } from './support/screenshots';
import { gone, openShop, visible } from './support/shop';
import { preparePickupCart, shopApiAs } from './support/shop-api';

const session = useBrowser();
const { screenshot } = screenshotsOf(session, 'cart-being-paid', { fullPage: false });

describe('a cart being paid (issue 21)', () => {
  test('the drawer shows the cart locked with the payment and its cancel; cancelling makes it editable again', async () => {
    const shopper = await registerConfirmedShopper(session.baseUrl);
    const call = await shopApiAs(session.baseUrl, shopper);
    const { spaghetti } = SEED_FIXTURES.products;
    await preparePickupCart(call, 'Bergamo Borgo Palazzo', [{ productId: spaghetti.productId, quantity: 2 }]);

    const page = session.page;
    await openShop(page, '/');
    await loginFromNavbar(page, shopper);
    await (await visible(page.getByRole('button', { name: /^Apri il carrello/ }))).click();
    const banner = await visible(page.getByTestId('cart-being-paid'), 30_000);
    expect(await banner.textContent()).toContain('Carrello in fase di pagamento');
    expect(await page.getByRole('button', { name: `Aumenta la quantità di ${spaghetti.name}` }).isDisabled()).toBe(true);
    await screenshot(page, 'drawer-locked');

    await banner.getByRole('button', { name: 'Annulla il pagamento' }).click();
    await gone(page.getByTestId('cart-being-paid'));
    await visible(page.getByText('Il carrello è di nuovo modificabile.'));
    expect(await page.getByRole('button', { name: `Aumenta la quantità di ${spaghetti.name}` }).isEnabled()).toBe(true);
    await screenshot(page, 'drawer-unlocked');
  }, 120_000);
});
