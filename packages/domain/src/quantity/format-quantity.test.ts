import { describe, expect, it } from 'vitest';
import { formatCartQuantity } from './format-quantity';
import { testProduct } from './quantity-test-products';

describe('formatCartQuantity', () => {
  it('writes pieces in pz and weights in g, kg, ml or l', () => {
    expect(formatCartQuantity(testProduct({ TIPOLOGIA: 'Confezione' }), 3)).toBe('3 pz');
    expect(formatCartQuantity(testProduct({ TIPOLOGIA: 'Sfuso' }), 0.3)).toBe('300 g');
    expect(formatCartQuantity(testProduct({ TIPOLOGIA: 'Peso' }), 1.5)).toBe('1,5 kg');
    expect(formatCartQuantity(testProduct({ TIPOLOGIA: 'Sfuso', WEIGHT_UNIT_BASE: 'l' }), 0.75)).toBe('750 ml');
  });
});
