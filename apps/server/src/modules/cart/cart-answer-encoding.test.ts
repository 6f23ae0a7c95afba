import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type ShopperTestApp, withSession } from '../../../test/users';
import { SEED_FIXTURES } from '../../db/seed/seed-fixtures';
import { cartAnswerEncoding } from './cart-answer-encoding';
import { cartClient, createStockedShopperTestApp } from './testing/cart-fixtures';

const { penne, spaghetti, oliveOil } = SEED_FIXTURES.products;

describe('cartAnswerEncoding', () => {
  it('answers br or gzip, whichever weighs more, br on a tie; null for nothing it compresses', () => {
    expect(cartAnswerEncoding('gzip, deflate, br, zstd')).toBe('br');
    expect(cartAnswerEncoding('gzip, deflate')).toBe('gzip');
    expect(cartAnswerEncoding('br;q=0.5, gzip;q=0.8')).toBe('gzip');
    expect(cartAnswerEncoding('BR ; Q=1, gzip')).toBe('br');
    expect(cartAnswerEncoding('br;q=0, gzip;q=0')).toBeNull();
    expect(cartAnswerEncoding('identity')).toBeNull();
    expect(cartAnswerEncoding('deflate, *')).toBeNull();
    expect(cartAnswerEncoding(undefined)).toBeNull();
  });
});

describe('cart answers compressed by the cart routes', () => {
  let test: ShopperTestApp;
  let session: string;
  beforeAll(async () => {
    test = await createStockedShopperTestApp();
    session = (await test.shopper()).session;
    const cart = cartClient(test.app, session);
    for (const product of [penne, spaghetti, oliveOil]) expect((await cart.add(product.productId)).statusCode).toBe(200);
  });
  afterAll(() => test.close());

  const view = (headers: Record<string, string>) =>
    test.app.inject({ method: 'GET', url: '/ebsn/api/cart/view', headers: { ...withSession(session), ...headers } });

  it('sends the same answer in brotli or gzip as uncompressed, with its length and Vary', async () => {
    const plain = await view({});
    expect(plain.statusCode).toBe(200);
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.rawPayload.length).toBeGreaterThan(2048);
    for (const [accept, encoding, decode] of [
      ['gzip, deflate, br', 'br', brotliDecompressSync],
      ['gzip', 'gzip', gunzipSync],
    ] as const) {
      const answer = await view({ 'accept-encoding': accept });
      expect(answer.statusCode).toBe(200);
      expect(answer.headers['content-encoding']).toBe(encoding);
      expect(answer.headers.vary).toMatch(/accept-encoding/i);
      expect(Number(answer.headers['content-length'])).toBe(answer.rawPayload.length);
      expect(decode(answer.rawPayload).toString()).toBe(plain.body);
    }
  });

  it('leaves what it does not compress to the app: deflate, and small error answers', async () => {
    const deflated = await view({ 'accept-encoding': 'deflate' });
    expect(deflated.statusCode).toBe(200);
    expect(deflated.headers['content-encoding']).toBe('deflate');
    const refused = await test.app.inject({
      method: 'POST',
      url: '/ebsn/api/cart/update',
      headers: { ...withSession(session), 'accept-encoding': 'br' },
      payload: { items: [{ itemId: 999_999_999, quantity: 1 }] },
    });
    expect(refused.statusCode).toBeGreaterThanOrEqual(400);
    expect(refused.headers['content-encoding']).toBeUndefined();
    expect(refused.json()).toBeTruthy();
  });
});
