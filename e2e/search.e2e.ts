import type { Page } from 'playwright-core';
import { describe, expect, test } from 'vitest';
import { useBrowser } from './support/browser';
import { euroAmount, mainHeading, openShop, plain, productNames, texts, urlMatching, visible } from './support/shop';

const session = useBrowser();

async function searchFor(page: Page, words: string) {
  const box = page.getByRole('combobox', { name: texts.searchBox });
  await box.fill(words);
  await box.press('Enter');
  await urlMatching(page, (url) => url.pathname === '/search' && url.searchParams.get('q') === words);
}

describe('search', () => {
  test("a word typed without its accent finds it: 'caffe' finds 'Caffè'", async () => {
    const { page } = session;
    await openShop(page, '/');
    await searchFor(page, 'caffe');
    await expect.poll(async () => plain(await mainHeading(page))).toContain('caffe');
    const names = await productNames(page);
    expect(names.some((name) => name.includes('Caffè'))).toBe(true);
  });

  test("a misspelt word finds the right products: 'parmiggiano' finds 'Parmigiano'", async () => {
    const { page } = session;
    await openShop(page, '/');
    await searchFor(page, 'parmiggiano');
    await expect.poll(async () => plain(await mainHeading(page))).toContain('parm');
    const names = await productNames(page);
    expect(names.some((name) => name.includes('Parmigiano'))).toBe(true);
  });

  test('the search box suggests products while typing, and a suggestion opens the product', async () => {
    const { page } = session;
    await openShop(page, '/');
    const box = page.getByRole('combobox', { name: texts.searchBox });
    await box.click();
    await box.pressSequentially('parmig', { delay: 60 });
    const suggestions = page.getByRole('listbox', { name: texts.searchBox });
    // Words to complete the search, and products to open directly.
    await visible(suggestions.getByRole('group', { name: 'Suggerimenti' }).getByRole('option'));
    const product = await visible(
      suggestions.getByRole('group', { name: 'Prodotti' }).getByRole('option').filter({ hasText: 'Parmigiano' }),
    );
    expect(await box.getAttribute('aria-expanded')).toBe('true');
    expect(await product.textContent()).toMatch(euroAmount);
    await product.click();

    await urlMatching(page, (url) => url.pathname.startsWith('/product/'));
    await expect.poll(async () => plain(await mainHeading(page))).toContain('parmigiano');
  });

  test("'olio extra vergine' shows 'Risultati per «olio extravergine»' with the oil first", async () => {
    const { page } = session;
    await openShop(page, '/');
    await searchFor(page, 'olio extra vergine');
    await expect.poll(async () => await mainHeading(page)).toBe('Risultati per «olio extravergine»');
    const names = await productNames(page);
    expect(names[0]).toMatch(/^Olio extravergine/);
  });

  test("/search without words shows the shop's products, and 'filter=promo' opens with the offers filter on", async () => {
    const { page } = session;
    await openShop(page, '/search');
    await expect.poll(async () => await mainHeading(page)).toBe('Tutti i prodotti');
    expect((await productNames(page)).length).toBeGreaterThan(0);
    await openShop(page, '/search?filter=promo');
    await urlMatching(page, (url) => url.searchParams.get('promo') === 'true' && !url.searchParams.has('filter'));
    expect((await productNames(page)).length).toBeGreaterThan(0);
  });
});
