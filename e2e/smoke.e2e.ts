import { describe, expect, test } from 'vitest';
import { useBrowser } from './support/browser';

const session = useBrowser();

describe('the shop answers', () => {
  test('the home page is served in Italian', async () => {
    const { page } = session;
    const answer = await page.goto('/');
    expect(answer?.status()).toBe(200);
    expect(await page.locator('html').getAttribute('lang')).toBe('it');
    await expect.poll(() => page.locator('#root').innerHTML()).not.toBe('');
  });

  test('/version.json tells the version', async () => {
    const answer = await session.page.request.get('/version.json');
    expect(answer.ok()).toBe(true);
    expect(await answer.json()).toMatchObject({ version: expect.any(String) });
  });
});
