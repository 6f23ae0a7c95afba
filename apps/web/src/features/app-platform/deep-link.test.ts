import { describe, expect, it } from 'vitest';
import { appPathForLink } from './deep-link';

const sources = { origin: 'https://www.spesachiara.example', schemes: ['it.spesachiara.app'] };

describe('the in-app path of a link the app is opened with', () => {
  it.each([
    ['https://www.spesachiara.example/profile/orders', '/profile/orders'],
    ['https://www.spesachiara.example/profile/orders/42', '/profile/orders/42'],
    ['https://www.spesachiara.example/checkout', '/checkout'],
    ['https://www.spesachiara.example/search?q=latte', '/search?q=latte'],
    ['https://www.spesachiara.example/product/latte-intero-1l#nutrition', '/product/latte-intero-1l#nutrition'],
    ['https://www.spesachiara.example/category/frutta/mele?categoryId=12', '/category/frutta/mele?categoryId=12'],
    ['it.spesachiara.app://profile/orders/42', '/profile/orders/42'],
    ['it.spesachiara.app:///checkout', '/checkout'],
    ['IT.SPESACHIARA.APP://search?q=pane', '/search?q=pane'],
  ])('routes %s to %s', (link, path) => {
    expect(appPathForLink(link, sources)).toBe(path);
  });

  it.each([
    ['another site with an allowed path', 'https://evil.example/checkout'],
    ['the shop on another port', 'https://www.spesachiara.example:8443/checkout'],
    ['the shop over plain http', 'http://www.spesachiara.example/checkout'],
    ['a look-alike host', 'https://www.spesachiara.example.evil.example/checkout'],
    ['credentials in the link', 'https://user:pw@www.spesachiara.example/checkout'],
    ['another app’s scheme', 'it.buonmercato.app://checkout'],
    ['a path the app does not open', 'https://www.spesachiara.example/payment'],
    ['a path walking out of an allowed one', 'it.spesachiara.app://category/%2e%2e/payment'],
    ['a protocol-relative path', 'it.spesachiara.app:////evil.example/checkout'],
    ['javascript', 'javascript:alert(1)//checkout'],
    ['not a link', 'profile/orders'],
    ['nothing', ''],
  ])('sends %s home', (_case, link) => {
    expect(appPathForLink(link, sources)).toBe('/');
  });
});
