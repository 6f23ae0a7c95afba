import { type Promotion, promotionView } from '@spesa/domain';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { makeProductView } from '../testing/fixtures';
import { renderWithRouter } from '../testing/render';
import { ProductDetail } from './product-detail';

const threeForTwo: Promotion = {
  promoId: 7,
  rule: { kind: 'multiBuy', take: 3, pay: 2 },
  validFrom: '2026-01-01',
  validTo: '2030-12-31',
  brands: [],
  warehouseIds: [],
  flyerId: 1,
  label: null,
};

describe('the product page of a promoted product', () => {
  it('says the mechanic, what it means, what it is worth in money (by the cart’s own rule) and until when', () => {
    const product = makeProductView({
      name: 'Spaghetti n.5',
      priceCents: 119,
      warehousePromo: { promoId: 7, view: promotionView(threeForTwo, 119), promotion: threeForTwo },
    });
    renderWithRouter(<ProductDetail product={product} />);
    expect(screen.getByText('3x2')).toBeVisible();
    expect(screen.getByText('Prendi 3, paghi 2')).toBeVisible();
    expect(screen.getByText('Per esempio: 3 pezzi a 2,38 € invece di 3,57 €')).toBeVisible();
    expect(screen.getByText('fino al 31/12/2030')).toBeVisible();
  });

  it('gives no example for a price cut, whose price already says it', () => {
    const percent: Promotion = { ...threeForTwo, promoId: 4, rule: { kind: 'percent', percentOff: 30 } };
    const product = makeProductView({
      priceCents: 244,
      priceStandardCents: 349,
      warehousePromo: { promoId: 4, view: promotionView(percent, 349), promotion: percent },
    });
    renderWithRouter(<ProductDetail product={product} />);
    expect(screen.getByText('Sconto 30%')).toBeVisible();
    expect(screen.queryByText(/^Per esempio/)).toBeNull();
  });
});
