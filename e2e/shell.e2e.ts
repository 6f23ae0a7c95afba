import { describe, expect, test } from 'vitest';
import { phone, useBrowser } from './support/browser';
import { acceptCookiesIfAsked, gone, mainHeading, texts, visible } from './support/shop';

const session = useBrowser();

describe('home and shell', () => {
  test('the home page greets the shopper in Italian', async () => {
    const page = await session.newIsolatedPage();
    const answer = await page.goto('/');
    expect(answer?.status()).toBe(200);
    expect(await page.locator('html').getAttribute('lang')).toBe('it');
    await expect.poll(() => mainHeading(page)).toBe('La tua spesa, senza code');
    await visible(page.getByRole('heading', { name: 'I nostri reparti' }));
    await visible(page.getByRole('combobox', { name: texts.searchBox }));
  });

  test('accepting the cookies hides the bar, and it stays hidden after a reload', async () => {
    const page = await session.newIsolatedPage();
    await page.goto('/');
    const bar = page.getByRole('region', { name: texts.cookieRegion });
    await visible(bar.getByText('Questo sito usa i cookie'));
    expect(await acceptCookiesIfAsked(page)).toBe(true);
    await gone(bar);

    await page.reload();
    await expect.poll(() => mainHeading(page)).toBe('La tua spesa, senza code');
    // The page is there: give the bar every chance to come back before saying it did not.
    await page.waitForTimeout(1000);
    expect(await bar.count()).toBe(0);
  });

  test('on a phone the cookie bar also goes away and stays away', async () => {
    const page = await session.newIsolatedPage(phone);
    await page.goto('/');
    expect(await acceptCookiesIfAsked(page, 15_000)).toBe(true);
    await page.reload();
    await mainHeading(page);
    await page.waitForTimeout(1000);
    expect(await page.getByRole('region', { name: texts.cookieRegion }).count()).toBe(0);
  });

  test('a drawer opened before choosing cookies is drawn over the cookie bar, which comes back after', async () => {
    const page = await session.newIsolatedPage(phone);
    await page.goto('/');
    const bar = page.getByRole('region', { name: texts.cookieRegion });
    await visible(bar.getByText('Questo sito usa i cookie'));
    // Measured before the drawer hides the rest of the page from the accessibility tree.
    const bottomNavigation = await page.getByRole('navigation', { name: 'Navigazione principale' }).boundingBox();
    await page.getByRole('button', { name: 'Apri il menu dei reparti' }).click();
    const drawer = page.locator('.MuiDrawer-paper');
    await visible(drawer);
    // What the shopper sees at the foot of the screen, where the bar is (just above the phone's bottom
    // navigation, decision 0019): the drawer, not the bar.
    const { width, height } = page.viewportSize() ?? { width: 390, height: 844 };
    const foot = height - 20 - (bottomNavigation?.height ?? 0);
    const atFoot = () =>
      page.evaluate(
        ([x, y]) => {
          const element = document.elementFromPoint(x, y);
          return element?.closest('.MuiDrawer-paper') ? 'drawer' : element?.closest('section[role=region]') ? 'bar' : 'other';
        },
        [width / 2, foot],
      );
    await expect.poll(atFoot).toBe('drawer');
    await page.keyboard.press('Escape');
    await gone(drawer);
    await expect.poll(atFoot).toBe('bar');
    expect(await acceptCookiesIfAsked(page)).toBe(true);
  });

  test('an unknown address shows the not-found page', async () => {
    const { page } = session;
    await page.goto('/questa-pagina-non-esiste');
    await expect.poll(() => mainHeading(page)).toBe(texts.notFoundTitle);
    await visible(page.getByText('La pagina che cerchi non esiste o è stata spostata.'));
    await page.getByRole('link', { name: 'Torna alla home' }).click();
    await page.waitForURL((url) => url.pathname === '/');
    await expect.poll(() => mainHeading(page)).toBe('La tua spesa, senza code');
  });
});
