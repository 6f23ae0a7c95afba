import type { Category } from '@spesa/domain';
import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, test } from 'vitest';
import { phone, useBrowser } from './support/browser';
import {
  euroAmount,
  mainHeading,
  openShop,
  productCards,
  productLinks,
  productNames,
  texts,
  urlMatching,
  visible,
} from './support/shop';

const session = useBrowser();

/** The departments as the menu shows them, read once from the shop (only to choose where to go). */
let departments: Category[] = [];

beforeAll(async () => {
  const answer = await fetch(`${session.baseUrl}/ebsn/api/category?depth=3`);
  const body = (await answer.json()) as { data: { categories: Category[] } };
  departments = body.data.categories.filter((category) => category.metaData.category_info.HIDE_IN_MENU !== 'true');
  expect(departments.length).toBeGreaterThan(1);
});

/** The department with the most products: it has a second page. */
function largestDepartment(): Category {
  const [largest] = [...departments].sort((a, b) => b.productCount - a.productCount);
  if (!largest) throw new Error('no departments');
  return largest;
}

async function openCategoriesMenu(page: Page) {
  await page.getByRole('button', { name: texts.openCategories }).click();
  const drawer = page.getByRole('dialog', { name: texts.categoriesDrawer });
  const menu = drawer.getByRole('navigation', { name: texts.categoriesMenu });
  await visible(menu.getByRole('link'));
  return { drawer, menu };
}

describe('categories', () => {
  test('the desktop mega-menu opens a subcategory of the department pointed at', async () => {
    const { page } = session;
    await openShop(page, '/');
    const { drawer, menu } = await openCategoriesMenu(page);

    const department = departments[1] ?? departments[0];
    if (!department) throw new Error('no departments');
    await menu.getByRole('link', { name: department.name, exact: true }).hover();
    // The panel shows the department pointed at, with its subcategories.
    await visible(drawer.getByRole('heading', { name: department.name, exact: true }));
    await visible(drawer.getByRole('link', { name: texts.showAllOf(department.name) }));
    const subcategory = department.categories?.[0];
    if (!subcategory) throw new Error(`${department.name} has no subcategories`);
    await drawer.getByRole('link', { name: subcategory.name, exact: true }).first().click();

    await urlMatching(page, (url) => url.pathname === `/category/${subcategory.slug}`);
    await expect.poll(() => mainHeading(page)).toBe(subcategory.name);
    await drawer.waitFor({ state: 'hidden' });
    expect((await productNames(page)).length).toBeGreaterThan(0);
  });

  test('the phone drawer opens a subcategory from the tree', async () => {
    const page = await session.newIsolatedPage(phone);
    await openShop(page, '/');
    const { drawer, menu } = await openCategoriesMenu(page);

    const department = departments[0];
    const subcategory = department?.categories?.[0];
    if (!department || !subcategory) throw new Error('no department with subcategories');
    await menu.getByRole('button', { name: texts.expandCategory(department.name) }).click();
    await menu.getByRole('link', { name: subcategory.name, exact: true }).click();

    await urlMatching(page, (url) => url.pathname === `/category/${subcategory.slug}`);
    await expect.poll(() => mainHeading(page)).toBe(subcategory.name);
    await drawer.waitFor({ state: 'hidden' });
    expect((await productNames(page)).length).toBeGreaterThan(0);
  });
});

describe('a category listing', () => {
  test('the promo filter leaves only products on offer, and says so in the address', async () => {
    const { page } = session;
    const department = largestDepartment();
    await openShop(page, `/category/${department.slug}`);
    await expect.poll(() => mainHeading(page)).toBe(department.name);
    await productNames(page);

    // The switch is driven by the address: click it, then it shows as on once the URL says promo.
    const promo = page.getByRole('main').getByRole('switch', { name: texts.promoFilter });
    await promo.click();
    await urlMatching(page, (url) => url.searchParams.get('promo') === 'true');
    await expect.poll(() => promo.isChecked()).toBe(true);
    // Every card on screen carries the promotion's badge (the listing refreshes in place).
    await expect
      .poll(async () => {
        const cards = await productCards(page).all();
        if (cards.length === 0) return 'no cards';
        const withBadge = await Promise.all(cards.map(async (card) => (await card.locator('.promo-badge').count()) > 0));
        return withBadge.every(Boolean) ? 'all on offer' : `${withBadge.filter((has) => !has).length} without a badge`;
      })
      .toBe('all on offer');
    // Where the promotion lowers the price, the old one is shown struck through.
    expect(await productCards(page).getByText(texts.oldPriceLabel).count()).toBeGreaterThan(0);
  });

  test('on a phone the promo filter is in the filters panel', async () => {
    const page = await session.newIsolatedPage(phone);
    const department = largestDepartment();
    await openShop(page, `/category/${department.slug}`);
    await productNames(page);

    await page.getByRole('button', { name: texts.openFilters, exact: true }).click();
    const panel = page.getByRole('dialog', { name: texts.openFilters });
    await panel.getByRole('switch', { name: texts.promoFilter }).click();
    await urlMatching(page, (url) => url.searchParams.get('promo') === 'true');
    await panel.getByRole('button', { name: /^Mostra \d+ prodott/ }).click();
    await panel.waitFor({ state: 'hidden' });
    await expect
      .poll(async () => {
        const cards = await productCards(page).all();
        const withBadge = await Promise.all(cards.map(async (card) => (await card.locator('.promo-badge').count()) > 0));
        return cards.length > 0 && withBadge.every(Boolean);
      })
      .toBe(true);
    // The button now says one filter is on.
    await visible(page.getByRole('button', { name: 'Filtri (1 attivi)' }));
  });

  test('page 2 shows other products and says which page it is', async () => {
    const { page } = session;
    const department = largestDepartment();
    expect(department.productCount).toBeGreaterThan(24);
    await openShop(page, `/category/${department.slug}`);
    // Compared by address: two products of different brands may share a name.
    const firstPage = await productLinks(page);
    expect(firstPage.length).toBe(24);
    const pages = page.getByRole('navigation', { name: texts.pagination });
    await visible(pages.getByRole('button', { name: texts.currentPage(1) }));

    await pages.getByRole('button', { name: texts.goToPage(2) }).click();
    await urlMatching(page, (url) => url.searchParams.get('page') === '2');
    await visible(pages.getByRole('button', { name: texts.currentPage(2) }));
    await expect.poll(async () => (await productLinks(page)).filter((link) => firstPage.includes(link)).length).toBe(0);
    expect((await productLinks(page)).length).toBeGreaterThan(0);
  });

  test('a product opens its page with name and price', async () => {
    const { page } = session;
    const department = largestDepartment();
    await openShop(page, `/category/${department.slug}`);
    const [name] = await productNames(page);
    if (!name) throw new Error('no product shown');
    await productCards(page).first().getByRole('link', { name }).click();

    await urlMatching(page, (url) => url.pathname.startsWith('/product/'));
    await expect.poll(() => mainHeading(page)).toBe(name);
    const price = await visible(page.getByRole('main').getByText(texts.priceLabel));
    expect(await price.locator('xpath=..').textContent()).toMatch(euroAmount);
  });
});
