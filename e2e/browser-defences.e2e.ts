import { errorTexts } from '@spesa/domain';
import type { Page } from 'playwright-core';
import { describe, expect, test } from 'vitest';
import { callFromPage, loginFromNavbar, registerConfirmedShopper, sessionCookieOf } from './support/accounts';
import { takeCspViolations, useBrowser } from './support/browser';
import { openShop, visible } from './support/shop';

const session = useBrowser();

/** Another site, as the browser sees it: a page of http://evil.test made of `html` (no network: Playwright answers it). */
async function openOtherSite(page: Page, html: string): Promise<void> {
  await page.route('http://evil.test/**', (route) => route.fulfill({ contentType: 'text/html', body: html }));
  await page.goto('http://evil.test/');
}

describe('browser defences', () => {
  test('every page of the shop comes with its security headers, and runs with no CSP violation', async () => {
    const page = session.page;
    const answer = await page.goto('/');
    const headers = answer?.headers() ?? {};
    const policy = headers['content-security-policy'] ?? '';
    expect(policy).toMatch(/script-src 'self' 'sha256-[\w+/=]+'(;|$)/);
    expect(policy).toContain("frame-ancestors 'none'");
    expect(policy).toContain("object-src 'none'");
    expect(headers['x-content-type-options']).toBe('nosniff');
    expect(headers['referrer-policy']).toBe('same-origin');
    expect(headers['permissions-policy']).toContain('camera=()');
    // Plain http here: no HSTS.
    expect(headers['strict-transport-security']).toBeUndefined();
    // The route preload script of index.html (allowed by its hash) did its work.
    await expect.poll(() => page.locator('link[rel="modulepreload"]').count()).toBeGreaterThan(0);
    await visible(page.getByRole('banner'), 30_000);
  });

  test('a script injected in the page does not run, and the suite hears the violation', async () => {
    const page = session.page;
    await openShop(page, '/');
    const ran = await page.evaluate(() => {
      const script = document.createElement('script');
      script.textContent = 'window.injectedRan = true';
      document.head.append(script);
      return (window as unknown as { injectedRan?: boolean }).injectedRan === true;
    });
    expect(ran).toBe(false);
    const heard: string[] = [];
    await expect.poll(() => heard.push(...takeCspViolations(page)) && heard.join('\n')).toContain('script-src');
  });

  test('another site cannot frame the shop', async () => {
    const page = await session.newIsolatedPage();
    await openOtherSite(page, `<iframe title="shop" src="${session.url('/')}"></iframe>`);
    await expect.poll(() => page.frames().length).toBe(2);
    const framed = page.frames()[1];
    // Chromium replaces a refused frame with its error page: the shop's page never loads in it.
    await expect.poll(() => framed?.url()).not.toBe('');
    expect(framed?.url().startsWith(session.baseUrl)).toBe(false);
  });

  test("another site's link to a changing call is refused (403) though the browser sends the session cookie", async () => {
    const shopper = await registerConfirmedShopper(session.baseUrl);
    const page = await session.newIsolatedPage();
    await openShop(page, '/');
    await loginFromNavbar(page, shopper);
    type Cart = { store: { storeId: number } | null; shippingAddress: unknown };
    const cartBefore = (await callFromPage<Cart>(page, '/ebsn/api/cart/view')).data;
    const { stores } = (await callFromPage<{ stores: { storeId: number }[] }>(page, '/ebsn/api/store-proximity/list')).data;
    const otherStore = stores.find((store) => store.storeId !== cartBefore.store?.storeId);
    const selectStore = session.url(`/ebsn/api/store-proximity/select?store_id=${otherStore?.storeId}`);

    await openOtherSite(page, `<a href="${selectStore}">Vinci un buono!</a>`);
    const [answer] = await Promise.all([page.waitForNavigation(), page.getByRole('link').click()]);
    expect(answer?.status()).toBe(403);
    expect(await page.textContent('body')).toContain(errorTexts.crossSiteRequest);
    // Nothing changed: the cart keeps its store and address.
    await page.goto('/');
    const cartAfter = (await callFromPage<Cart>(page, '/ebsn/api/cart/view')).data;
    expect({ store: cartAfter.store, shippingAddress: cartAfter.shippingAddress }).toEqual({
      store: cartBefore.store,
      shippingAddress: cartBefore.shippingAddress,
    });
  });

  test("another site's login form cannot log the browser into the attacker's account", async () => {
    const attacker = await registerConfirmedShopper(session.baseUrl, 'Attaccante');
    const page = await session.newIsolatedPage();
    const loginUrl = session.url('/ebsn/api/auth/login');
    await openOtherSite(
      page,
      `<form method="post" action="${loginUrl}"><input name="login" value="${attacker.email}"><input name="password" value="${attacker.password}"><input name="remember_me" value="true"><button>Continua</button></form>`,
    );
    const [answer] = await Promise.all([page.waitForNavigation(), page.getByRole('button').click()]);
    expect(answer?.status()).toBe(403);
    expect(await page.textContent('body')).toContain(errorTexts.crossSiteRequest);
    expect(await sessionCookieOf(page)).toBeUndefined();
  });
});
