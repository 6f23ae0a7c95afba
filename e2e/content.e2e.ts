import type { Page } from 'playwright-core';
import { describe, expect, test } from 'vitest';
import { loginFromNavbar, registerConfirmedShopper } from './support/accounts';
import { useBrowser } from './support/browser';
import { addFirstForPickup, mainHeading, openShop, texts, visible } from './support/shop';

const session = useBrowser();
const STORE_NAME = 'Bergamo Borgo Palazzo';

/** Catalogue links are walked by their own suites: two of each kind stand for the rest here. */
const SAMPLES_PER_CATALOGUE_KIND = 2;
const PARALLEL_TABS = 3;

/** The in-app addresses of the links in `selector`, each once (hash-only and outside links left out). */
async function appLinks(page: Page, selector: string): Promise<string[]> {
  const hrefs = await page.locator(selector).evaluateAll((links) =>
    links.map((link) => {
      const url = new URL((link as HTMLAnchorElement).href);
      return url.origin === window.location.origin ? `${url.pathname}${url.search}` : '';
    }),
  );
  return [...new Set(hrefs.filter((href) => href && href !== '/'))];
}

function sampleCatalogue(paths: string[]): string[] {
  const kept = new Map<string, number>();
  return paths.filter((path) => {
    const kind = /^\/(product|category)\//.exec(path)?.[1];
    if (!kind) return true;
    kept.set(kind, (kept.get(kind) ?? 0) + 1);
    return (kept.get(kind) ?? 0) <= SAMPLES_PER_CATALOGUE_KIND;
  });
}

describe('content', () => {
  test('every link of the navbar, the footer and the home opens a real page', async () => {
    const { page } = session;
    await openShop(page, '/');
    await visible(page.getByRole('region', { name: 'Novità e promozioni' }), 30_000);
    await visible(page.getByRole('navigation', { name: 'Collegamenti rapidi' }).getByRole('link'), 30_000);
    // The blocks and the footer are drawn when they come near the screen.
    await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
    await visible(page.getByRole('region', { name: 'In evidenza' }).getByRole('link'), 30_000);
    await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
    await visible(page.locator('footer nav a'), 30_000);

    const navbar = await appLinks(page, 'header nav a');
    const footer = await appLinks(page, 'footer a');
    const home = await appLinks(page, 'main a');
    expect(navbar.length).toBeGreaterThanOrEqual(3);
    expect(footer.length).toBeGreaterThanOrEqual(6);
    const walk = sampleCatalogue([...new Set([...navbar, ...footer, ...home])]);

    // A few tabs at once: each address is a whole load of the shop.
    const notFound: string[] = [];
    const queue = [...walk];
    const tabs = await Promise.all(Array.from({ length: PARALLEL_TABS }, () => page.context().newPage()));
    await Promise.all(
      tabs.map(async (tab) => {
        for (let path = queue.shift(); path !== undefined; path = queue.shift()) {
          await tab.goto(path);
          const heading = await mainHeading(tab);
          if (new URL(tab.url()).pathname === '/not-found' || heading === texts.notFoundTitle) notFound.push(path);
        }
      }),
    );
    expect(notFound).toEqual([]);
    // The content's own screens were among them.
    for (const screen of ['/volantini', '/faq', '/vantaggi', '/page/chi-siamo']) expect(walk).toContain(screen);
  });

  test("a flyer's page product goes into the cart", async () => {
    const { page } = session;
    const shopper = await registerConfirmedShopper(session.baseUrl, 'Flavia');
    await openShop(page, '/volantini');
    await (await visible(page.locator('main').getByRole('link', { name: /Sfoglia il volantino/ }), 30_000)).click();
    await visible(page.getByText(/^Pagina 1 di \d+$/), 30_000);
    await loginFromNavbar(page, shopper);

    // The second page, through the keyboard, then its first product.
    await page.keyboard.press('ArrowRight');
    await visible(page.getByText(/^Pagina 2 di \d+$/));
    expect(new URL(page.url()).searchParams.get('pagina')).toBe('2');
    const products = page.getByRole('region', { name: 'I prodotti di questa pagina' });
    const name = ((await (await visible(products.getByRole('article').getByRole('heading'), 30_000)).textContent()) ?? '').trim();
    await addFirstForPickup(page, name, STORE_NAME);

    await (
      await visible(
        page
          .getByRole('banner')
          .getByRole('button', { name: /^Apri il carrello/ })
          .filter({ visible: true }),
      )
    ).click();
    const drawer = await visible(page.getByRole('dialog', { name: 'Il tuo carrello' }), 30_000);
    await visible(drawer.getByText(name, { exact: true }), 30_000);
  });
});
