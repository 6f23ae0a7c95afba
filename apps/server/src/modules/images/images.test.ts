import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { imageShapes } from '../../db/seed/catalogue-types';
import { SEED_FIXTURES } from '../../db/seed/index';
import { type ContentArt, contentSvg } from './content-svg';
import { categorySvg, productSvg } from './svg';

const MAX_SVG_BYTES = 3 * 1024;

/** Every opened element is closed, in order: enough to catch a broken template. */
function isBalancedXml(svg: string): boolean {
  const open: string[] = [];
  for (const [, closing, name, selfClosing] of svg.matchAll(/<(\/?)([a-z]+)[^>]*?(\/?)>/g)) {
    if (selfClosing) continue;
    if (!closing) open.push(name as string);
    else if (open.pop() !== name) return false;
  }
  return open.length === 0;
}

describe('generated pictures', () => {
  it.each(imageShapes)('draws a small, well-formed %s', (shape) => {
    const svg = productSvg({ shape, color: '#c0392b', brand: 'Pastificio Arnaldi' });
    expect(svg).toMatch(/^<svg [^>]*viewBox="0 0 400 400"/);
    expect(Buffer.byteLength(svg)).toBeLessThan(MAX_SVG_BYTES);
    expect(isBalancedXml(svg)).toBe(true);
    expect(svg).not.toMatch(/undefined|NaN/);
    expect(isBalancedXml(categorySvg({ shape, color: '#43a047' }))).toBe(true);
  });

  it('falls back to safe defaults for an unknown shape or colour', () => {
    const svg = productSvg({ shape: 'spaceship', color: 'red"/><script>', brand: '&Co' });
    expect(svg).not.toContain('<script>');
    expect(svg).not.toContain('&Co');
    expect(isBalancedXml(svg)).toBe(true);
  });
});

describe('generated content pictures', () => {
  const kinds: ContentArt['kind'][] = ['slide', 'flyer-cover', 'flyer-page', 'award', 'ux-block'];
  const art = (kind: ContentArt['kind'], title: string): ContentArt => ({
    kind,
    name: `${kind}-prova`,
    title,
    subtitle: 'Offerte chiare · pagina 1',
    brandName: 'Spesa Chiara',
    color: '#1565c0',
  });

  it.each(kinds)('draws a small, well-formed %s, the same every time', (kind) => {
    const svg = contentSvg(art(kind, 'La spesa a casa, gratis da 60 € e senza pensieri'));
    expect(svg).toMatch(/^<svg [^>]*viewBox="0 0 \d+ \d+"[^>]*role="img"><title>La spesa a casa/);
    expect(isBalancedXml(svg)).toBe(true);
    expect(svg).not.toMatch(/undefined|NaN/);
    expect(Buffer.byteLength(svg)).toBeLessThan(6 * 1024);
    expect(contentSvg(art(kind, 'La spesa a casa, gratis da 60 € e senza pensieri'))).toBe(svg);
  });

  it('escapes the texts it writes', () => {
    const svg = contentSvg({ ...art('slide', 'Pane & <script>alert(1)</script> "caldo"'), brandName: 'A&B' });
    expect(svg).not.toContain('<script>');
    expect(svg).toContain('Pane &amp; &lt;script&gt;');
    expect(isBalancedXml(svg)).toBe(true);
  });
});

describe('image routes', () => {
  let test: TestApp;
  beforeAll(async () => {
    test = await createTestApp();
  });
  afterAll(() => test.close());

  it('serves a product picture as cacheable SVG with an ETag', async () => {
    const { productId } = SEED_FIXTURES.products.groundCoffee;
    const response = await test.app.inject({ method: 'GET', url: `/images/products/${productId}.svg` });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^image\/svg\+xml/);
    expect(response.headers['cache-control']).toBe('public, max-age=86400');
    expect(response.headers.etag).toMatch(/^"[\w-]+"$/);
    expect(response.body).toContain('>T</text>'); // Torrefazione Aurelio
    expect(response.rawPayload.byteLength).toBeLessThan(MAX_SVG_BYTES);
  });

  it('answers 304 when the picture has not changed', async () => {
    const url = `/images/products/${SEED_FIXTURES.products.stillWaterPack.productId}.svg`;
    const first = await test.app.inject({ method: 'GET', url });
    const again = await test.app.inject({ method: 'GET', url, headers: { 'if-none-match': String(first.headers.etag) } });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
  });

  it('serves department and leaf category pictures', async () => {
    for (const categoryId of [SEED_FIXTURES.pagedDepartment.categoryId, SEED_FIXTURES.pagedCategory.categoryId]) {
      const response = await test.app.inject({ method: 'GET', url: `/images/categories/${categoryId}.svg` });
      expect(response.statusCode).toBe(200);
      expect(response.body).toMatch(/^<svg /);
    }
  });

  it.each(['/images/products/999999.svg', '/images/products/abc.svg', '/images/products/0.svg', '/images/categories/999999.svg'])(
    'answers the 404 envelope for %s',
    async (url) => {
      const response = await test.app.inject({ method: 'GET', url });
      expect(response.statusCode).toBe(404);
      expect(response.json()).toMatchObject({ response: { status: 404 }, data: null });
    },
  );
});
