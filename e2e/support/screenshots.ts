import { mkdirSync } from 'node:fs';
import path from 'node:path';
import type { Locator, Page } from 'playwright-core';
import { type E2eSession, phone, screenshotDir } from './browser';
import { visible } from './shop';

/**
 * Screenshots of one e2e file, named `<prefix>-<name>.png` under test-results/e2e/ (we look at them:
 * a page that works but looks broken is not done). `phoneShot` opens the same page on a phone with the
 * desktop page's session.
 */
export function screenshotsOf(session: E2eSession, prefix: string, { fullPage = true } = {}) {
  async function screenshot(page: Page, name: string) {
    mkdirSync(screenshotDir, { recursive: true });
    // The listing skips drawing cards out of sight (content-visibility: auto) until the shopper scrolls
    // near them; a full-page capture never scrolls, so it asks for every card drawn, as scrolling would.
    if (fullPage) await page.addStyleTag({ content: '* { content-visibility: visible !important; }' });
    await page.screenshot({ path: path.join(screenshotDir, `${prefix}-${name}.png`), fullPage });
  }

  async function phoneShot(page: Page, pathname: string, ready: (phonePage: Page) => Locator, name: string) {
    const storageState = await page.context().storageState();
    const phonePage = await session.newIsolatedPage({ ...phone, storageState });
    await phonePage.goto(pathname);
    await visible(ready(phonePage), 30_000);
    await screenshot(phonePage, `${name}-phone`);
    await phonePage.close();
  }

  return { screenshot, phoneShot };
}
