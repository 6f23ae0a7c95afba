import { describe, expect, it } from 'vitest';
import { metaDescription, productMetaDescription } from './meta-description';

describe('meta descriptions', () => {
  it('keeps a short text, and cuts a long one at a word within 160 characters', () => {
    expect(metaDescription('  Pasta   fresca ')).toBe('Pasta fresca');
    const long = metaDescription('parola '.repeat(40));
    expect(long.length).toBeLessThanOrEqual(160);
    expect(long.endsWith('parola…')).toBe(true);
  });

  it('describes a product by name, brand and its own description', () => {
    expect(
      productMetaDescription({ name: 'Caffè macinato', brand: 'Aurelio', shortDescr: 'Caffè', description: 'Tostato a legna.' }),
    ).toBe('Caffè macinato Aurelio: Tostato a legna.');
    expect(productMetaDescription({ name: 'Mele', brand: '', shortDescr: 'Golden', description: '' })).toBe('Mele: Golden');
  });
});
