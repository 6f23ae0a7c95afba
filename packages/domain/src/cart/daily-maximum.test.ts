import { describe, expect, it } from 'vitest';
import { testProduct } from '../quantity/quantity-test-products';
import { dailyMaximumMessage, exceedsDailyMaximum } from './daily-maximum';

describe('daily maximum per shopper (second file, section 8)', () => {
  it('counts the cart and the day’s orders together; no maximum is no limit', () => {
    expect(exceedsDailyMaximum(6, 4000, 2000)).toBe(false);
    expect(exceedsDailyMaximum(6, 5000, 2000)).toBe(true);
    expect(exceedsDailyMaximum(null, 999_000, 999_000)).toBe(false);
  });
  it('names the product and its daily maximum', () => {
    expect(dailyMaximumMessage({ ...testProduct({ TIPOLOGIA: 'Pezzo' }), name: 'Latte intero' }, 6)).toBe(
      'Hai superato la quantità massima giornaliera acquistabile per "Latte intero": al massimo 6 pz al giorno, contando anche gli ordini di oggi.',
    );
  });
});
