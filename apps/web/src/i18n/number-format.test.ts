import { describe, expect, it } from 'vitest';
import { i18n } from '.';

describe('numbers in the texts', () => {
  it('writes counts and points with the thousands grouped, as an Italian reader expects', () => {
    expect(i18n.t('cart.loyaltyPointsValue', { points: 1250 })).toBe('Hai 1.250 punti sulla tua carta');
    expect(i18n.t('catalogue.productCount', { count: 12345 })).toBe('12.345 prodotti');
    expect(i18n.t('catalogue.productCount', { count: 1 })).toBe('1 prodotto');
  });

  it('leaves order numbers alone', () => {
    expect(i18n.t('backOffice.status.moved', { orderId: 100001, label: 'Consegnato' })).toContain('100001');
  });
});
