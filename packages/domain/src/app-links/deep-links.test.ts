import { describe, expect, it } from 'vitest';
import { appleComponentPath, DEEP_LINK_PATTERNS, isDeepLinkPath } from './deep-links';

describe('deep links known to the app', () => {
  it('are the six paths the spec lists', () => {
    expect([...DEEP_LINK_PATTERNS].sort()).toEqual(
      ['/category/*', '/checkout', '/product/:slug', '/profile/orders', '/profile/orders/:orderId', '/search'].sort(),
    );
  });

  it.each([
    '/profile/orders',
    '/profile/orders/',
    '/profile/orders/42',
    '/checkout',
    '/search',
    '/product/latte-intero-1l',
    '/category/frutta-e-verdura',
    '/category/frutta-e-verdura/mele',
  ])('opens %s', (path) => {
    expect(isDeepLinkPath(path)).toBe(true);
  });

  it.each([
    '/',
    '/payment',
    '/login',
    '/profile',
    '/profile/orders/42/edit',
    '/product',
    '/product/',
    '/product/a/b',
    '/category/',
    '/checkoutx',
    '//evil.example/checkout',
    '/category/../payment',
    '/category/%2e%2e/payment',
    '/profile/orders/./42',
  ])('does not open %s', (path) => {
    expect(isDeepLinkPath(path)).toBe(false);
  });

  it('gives Apple one wildcard per parameter', () => {
    expect(DEEP_LINK_PATTERNS.map(appleComponentPath)).toEqual([
      '/profile/orders',
      '/checkout',
      '/search',
      '/product/*',
      '/category/*',
      '/profile/orders/*',
    ]);
  });
});
