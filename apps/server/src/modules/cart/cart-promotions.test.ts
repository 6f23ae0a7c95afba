import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ShopperTestApp } from '../../../test/users';
import { SEED_FIXTURES } from '../../db/seed/seed-fixtures';
import { cartClient, createStockedShopperTestApp, dataOf, lineOf } from './testing/cart-fixtures';

const { spaghetti, dogFood, toothpaste, oliveOil, nectarines, beefSlices } = SEED_FIXTURES.products;

describe('promotions in the cart, computed by the server', () => {
  let test: ShopperTestApp;
  beforeAll(async () => {
    test = await createStockedShopperTestApp();
  });
  afterAll(() => test.close());

  const clientOf = async (overrides: Record<string, unknown> = {}) =>
    cartClient(test.app, (await test.shopper(overrides)).session);
  const notes = (response: { json: () => { response: { infosMessage: unknown[]; warningsMessage: unknown[] } } }) => {
    const { infosMessage, warningsMessage } = response.json().response;
    return { infos: infosMessage, warnings: warningsMessage };
  };

  it('3x2: two pieces are told what is missing, the third is free, and going back loses it', async () => {
    const cart = await clientOf();
    const two = await cart.add(spaghetti.productId, { quantity: 2 });
    const line = lineOf(dataOf(two), spaghetti.productId);
    expect(line).toMatchObject({ quantity: 2, grossTotalCents: 238, promotion: null });
    expect(notes(two).infos).toEqual([{ code: 'msg.cart.promotionHint', description: 'Aggiungi 1 pezzo per avere il 3x2.' }]);

    const three = await cart.update(line?.itemId as number, 3);
    const data = dataOf(three);
    expect(lineOf(data, spaghetti.productId)).toMatchObject({
      quantity: 3,
      grossTotalCents: 238,
      promotion: { promoId: 7, kind: 'multiBuy', header: '3x2', label: '3x2 applicato', discountCents: 119, discount: 1.19 },
    });
    expect(data).toMatchObject({ subTotalCents: 238, promotionDiscountCents: 119, promotionDiscount: 1.19 });
    expect(notes(three).infos).toEqual([{ code: 'msg.cart.promotionGained', description: '3x2 applicato: −1,19\u00a0€.' }]);

    const back = await cart.update(line?.itemId as number, 2);
    expect(lineOf(dataOf(back), spaghetti.productId)).toMatchObject({ grossTotalCents: 238, promotion: null });
    expect(notes(back).warnings).toEqual([{ code: 'msg.cart.promotionLost', description: 'Hai perso lo sconto 3x2.' }]);
  });

  it('a card price only for a shopper whose profile holds a valid loyalty card; the tile shows the card price as such', async () => {
    const holder = dataOf(await (await clientOf()).add(dogFood.productId, { quantity: 1 }));
    // 12,90 € − 15 % (1,935 → 1,94 €) = 10,96 €.
    expect(lineOf(holder, dogFood.productId)).toMatchObject({
      grossTotalCents: 1096,
      promotion: { label: 'Carta -15% applicato', discountCents: 194 },
    });
    const other = dataOf(await (await clientOf({ fidelityCard: '' })).add(dogFood.productId, { quantity: 1 }));
    expect(lineOf(other, dogFood.productId)).toMatchObject({ grossTotalCents: 1290, promotion: null });
    const product = lineOf(other, dogFood.productId)?.product as unknown as {
      priceCents: number;
      warehousePromo: { view: object };
    };
    expect(product.priceCents).toBe(1290);
    expect(product.warehousePromo.view).toEqual({
      cssClass: 'promo-fidelity',
      header: 'Carta -15%',
      body: 'Con la carta 10,96\u00a0€',
      footer: 'Solo per i titolari di carta, fino al 31/12/2030',
    });
  });

  it('an expired promotion is neither shown nor applied', async () => {
    const cart = dataOf(await (await clientOf()).add(toothpaste.productId, { quantity: 3 }));
    expect(lineOf(cart, toothpaste.productId)).toMatchObject({ grossTotalCents: 3 * 219, promotion: null });
    expect(lineOf(cart, toothpaste.productId)?.product).toMatchObject({ warehousePromo: null, priceStandardCents: null });
  });

  it("runs only in its warehouses: olive oil's 3x2 in Bergamo (89), not in Milano (90)", async () => {
    const bergamo = dataOf(await (await clientOf()).add(oliveOil.productId, { quantity: 3 }));
    expect(bergamo.warehouse).toEqual({ warehouseId: 89 });
    expect(lineOf(bergamo, oliveOil.productId)).toMatchObject({ grossTotalCents: 2 * 899, promotion: { discountCents: 899 } });
    const milano = dataOf(await (await clientOf({ referenceStoreId: 5 })).add(oliveOil.productId, { quantity: 3 }));
    expect(milano.warehouse).toEqual({ warehouseId: 90 });
    expect(lineOf(milano, oliveOil.productId)).toMatchObject({ grossTotalCents: 3 * 899, promotion: null });
  });

  it('a loose product by weight takes a percent promotion, never a 3x2', async () => {
    const cart = await clientOf();
    // Pesche noci 2,79 €/kg −20 % = 2,23 €/kg; 0,5 kg = 1,115 → 1,12 € (1,40 € before).
    const peaches = dataOf(await cart.add(nectarines.productId, { quantity: 0.5 }));
    expect(lineOf(peaches, nectarines.productId)).toMatchObject({
      grossTotalCents: 112,
      promotion: { label: '-20% applicato', discountCents: 28 },
    });
    const beef = dataOf(await cart.add(beefSlices.productId, { quantity: 1.5, params: { cut: 'thin' } }));
    expect(lineOf(beef, beefSlices.productId)).toMatchObject({ grossTotalCents: 3435, promotion: null });
    expect(lineOf(beef, beefSlices.productId)?.product).toMatchObject({ warehousePromo: null });
    expect(beef.promotionDiscountCents).toBe(28);
  });
});
