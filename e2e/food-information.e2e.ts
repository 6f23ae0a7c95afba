import type { Page } from 'playwright-core';
import { describe, expect, test } from 'vitest';
import { SEED_FIXTURES } from '../apps/server/src/db/seed/seed-fixtures';
import { phone, useBrowser } from './support/browser';
import { screenshotsOf } from './support/screenshots';
import { mainHeading, openShop, productNames, urlMatching, visible } from './support/shop';

const session = useBrowser();
const { screenshot, phoneShot } = screenshotsOf(session, 'food-information');
const { buffaloMozzarella, goldenApple } = SEED_FIXTURES.products;

/** The part of the product page with the label, and one of its titled sections. */
const foodInformation = (page: Page) => page.getByRole('region', { name: 'Informazioni sul prodotto' });
const fact = (page: Page, title: string) => foodInformation(page).getByRole('region', { name: title, exact: true });
/** The lines of a titled section, without its title. */
const factText = async (page: Page, title: string) => (await fact(page, title).locator('p').allTextContents()).join('\n');

describe('food information on the product page', () => {
  test('a mozzarella: milk in bold, allergens, a nutrition table per 100 g, milk origin, producer and quantity', async () => {
    const { page } = session;
    await openShop(page, `/product/${buffaloMozzarella.slug}`);
    expect(await mainHeading(page)).toBe(buffaloMozzarella.name);
    await visible(foodInformation(page));

    const ingredients = fact(page, 'Ingredienti');
    expect((await ingredients.locator('strong').allInnerTexts()).map((text) => text.toLowerCase())).toContain('latte');
    expect(await factText(page, 'Allergeni')).toContain('Contiene: latte.');

    const table = page.getByRole('table', { name: 'Valori nutrizionali per 100 g' });
    await visible(table);
    expect(await table.getByRole('row', { name: /^Energia/ }).textContent()).toMatch(/\d+ kJ \/ \d+ kcal/);
    for (const nutrient of ['Grassi', 'di cui acidi grassi saturi', 'Carboidrati', 'di cui zuccheri', 'Proteine', 'Sale']) {
      await visible(table.getByRole('rowheader', { name: nutrient, exact: true }));
    }
    const origin = await factText(page, 'Origine');
    expect(origin).toContain('Paese di mungitura: Italia');
    expect(origin).toContain('Paese di trasformazione: Italia');
    expect(await factText(page, 'Conservazione')).toContain('Da consumarsi entro');
    expect(await factText(page, 'Produttore')).toMatch(/^Prodotto da .+, .+\(\w\w\)$/);
    await visible(fact(page, 'Quantità netta'));
    expect(await fact(page, 'Gradazione alcolica').count()).toBe(0);

    await table.scrollIntoViewIfNeeded();
    await screenshot(page, 'mozzarella-desktop');
    await phoneShot(page, `/product/${buffaloMozzarella.slug}`, (phonePage) => foodInformation(phonePage), 'mozzarella');
  });

  test('a loose apple: origin, no ingredients or nutrition table, sold by weight', async () => {
    const { page } = session;
    await openShop(page, `/product/${goldenApple.slug}`);
    expect(await mainHeading(page)).toBe(goldenApple.name);
    await visible(foodInformation(page));
    expect(await factText(page, 'Origine')).toContain("Paese d'origine: Italia");
    expect(await fact(page, 'Ingredienti').count()).toBe(0);
    expect(await page.getByRole('table').count()).toBe(0);
    expect(await factText(page, 'Allergeni')).toContain('Non contiene nessuno dei 14 allergeni');
    expect(await factText(page, 'Quantità netta')).toContain('venduto a peso');
    expect(await factText(page, 'Produttore')).toMatch(/^Confezionato da /);
  });

  test('on a phone, the mozzarella label is readable without sideways scrolling', async () => {
    const page = await session.newIsolatedPage(phone);
    await openShop(page, `/product/${buffaloMozzarella.slug}`);
    const table = await visible(page.getByRole('table', { name: 'Valori nutrizionali per 100 g' }));
    const box = await table.boundingBox();
    expect(box && box.x >= 0 && box.x + box.width <= 390).toBe(true);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  });
});

describe('food filters in a listing', () => {
  test('"Senza glutine" keeps only gluten-free pasta, whose label shows no gluten', async () => {
    const { page } = session;
    await openShop(page, `/category/${SEED_FIXTURES.pagedCategory.slug}`);
    const before = await productNames(page);
    const filters = page.getByRole('complementary', { name: 'Filtri' });
    await filters
      .getByRole('group', { name: 'Caratteristiche' })
      .getByRole('checkbox', { name: /^Senza glutine \(\d+\)$/ })
      .click();
    await urlMatching(page, (url) => url.searchParams.getAll('facet').includes('class:2'));
    await expect
      .poll(async () => {
        const names = await productNames(page);
        return names.length > 0 && names.length < before.length && names.every((name) => /senza glutine/i.test(name));
      })
      .toBe(true);
    await screenshot(page, 'listing-senza-glutine');

    const [first] = await productNames(page);
    await page.locator('main').getByRole('article').first().getByRole('heading').getByRole('link').click();
    await urlMatching(page, (url) => url.pathname.startsWith('/product/'));
    await expect.poll(() => mainHeading(page)).toBe(first);
    await visible(foodInformation(page));
    expect((await factText(page, 'Allergeni')).toLowerCase()).not.toContain('glutine');
    // No section when there are no traces: then no text either.
    expect((await factText(page, 'Può contenere tracce di')).toLowerCase()).not.toContain('glutine');
  });

  test('"Senza latte" in the dairy department keeps the plant drinks and the eggs', async () => {
    const { page } = session;
    await openShop(page, '/category/latticini-e-formaggi');
    await productNames(page);
    const allergens = page.getByRole('complementary', { name: 'Filtri' }).getByRole('group', { name: 'Allergeni' });
    const withoutMilk = allergens.getByRole('checkbox', { name: /^Senza latte \(\d+\)$/ });
    const more = allergens.getByRole('button', { name: /^Mostra altri/ });
    if ((await withoutMilk.count()) === 0 && (await more.count()) > 0) await more.click();
    await visible(withoutMilk);
    const count = Number(((await allergens.textContent()) ?? '').match(/Senza latte \((\d+)\)/)?.[1]);
    expect(count).toBeGreaterThan(0);
    await withoutMilk.click();
    await urlMatching(page, (url) => url.searchParams.getAll('facet').includes('allergen:milk'));
    await visible(page.getByText(`${count} prodott`, { exact: false }));
    const names = await productNames(page);
    expect(names.length).toBeGreaterThan(0);
    expect(names.filter((name) => !/^(Bevanda|Uova)/.test(name))).toEqual([]);
  });
});
