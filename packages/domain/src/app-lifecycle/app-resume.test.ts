import { describe, expect, it } from 'vitest';
import { RELOAD_AFTER_MS } from '../constants';
import { isReloadExcludedPath, RELOAD_EXCLUDED_PATHS, resumeAction } from './app-resume';

const MINUTE = 60_000;

describe('the resume rule', () => {
  it('uses the spec numbers: 30 minutes, /cart/ and /payment excluded', () => {
    expect(RELOAD_AFTER_MS).toBe(1_800_000);
    expect(RELOAD_EXCLUDED_PATHS).toEqual(['/cart/', '/payment']);
  });

  it('reloads only the cart after an absence up to 30 minutes', () => {
    expect(resumeAction({ awayMs: 0, path: '/' })).toBe('reload-cart');
    expect(resumeAction({ awayMs: 29 * MINUTE, path: '/category/frutta' })).toBe('reload-cart');
    expect(resumeAction({ awayMs: RELOAD_AFTER_MS, path: '/' })).toBe('reload-cart');
  });

  it('reloads the app’s state once the absence exceeds 30 minutes', () => {
    expect(resumeAction({ awayMs: RELOAD_AFTER_MS + 1, path: '/' })).toBe('reload-app');
    expect(resumeAction({ awayMs: 5 * 60 * MINUTE, path: '/checkout' })).toBe('reload-app');
    expect(resumeAction({ awayMs: 31 * MINUTE, path: '/profile/orders/42' })).toBe('reload-app');
    // Not excluded: only what starts with an entry as a whole path segment.
    expect(resumeAction({ awayMs: 31 * MINUTE, path: '/payments-info' })).toBe('reload-app');
    expect(resumeAction({ awayMs: 31 * MINUTE, path: '/cart' })).toBe('reload-app');
  });

  it.each(['/cart/payment-completed/42', '/cart/payment-error/42', '/payment', '/payment/'])(
    'only reloads the cart on %s however long the absence',
    (path) => {
      expect(isReloadExcludedPath(path)).toBe(true);
      expect(resumeAction({ awayMs: 10 * 60 * MINUTE, path })).toBe('reload-cart');
    },
  );

  it('takes another period and exclusion list when given', () => {
    expect(resumeAction({ awayMs: 2 * MINUTE, path: '/', reloadAfterMs: MINUTE })).toBe('reload-app');
    expect(resumeAction({ awayMs: 2 * MINUTE, path: '/checkout', reloadAfterMs: MINUTE, exclusions: ['/checkout'] })).toBe(
      'reload-cart',
    );
  });
});
