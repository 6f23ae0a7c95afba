import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createShopperTestApp, type ShopperTestApp } from '../../../test/users';
import { deliveryFees, products } from '../../db/schema/index';
import { SEED_FIXTURES } from '../../db/seed/seed-fixtures';
import { bergamoHome } from '../addresses/testing/address-fixtures';
import { cartClient } from '../cart/testing/cart-fixtures';

const { penne } = SEED_FIXTURES.products;

describe('delivery-fee/view', () => {
  let test: ShopperTestApp;
  beforeAll(async () => {
    test = await createShopperTestApp();
    await test.db.update(products).set({ available: 100 }).where(eq(products.productId, penne.productId));
  });
  afterAll(() => test.close());

  it("charges home delivery on the cart's items until the free threshold, as the cart answer does", async () => {
    const shopper = cartClient(test.app, (await test.shopper()).session);
    const { addressId } = (await shopper.post('user-address/update', bergamoHome)).json().data;
    expect((await shopper.post('user-address/select', { address_type: 2, address_id: addressId })).statusCode).toBe(200);
    const fee = async () => {
      const response = await shopper.get('delivery-fee/view');
      expect(response.statusCode, response.body).toBe(200);
      return response.json().data;
    };

    const added = (await shopper.add(penne.productId, { quantity: 2 })).json().data;
    expect(await fee()).toEqual({
      deliveryServiceId: 2,
      warehouseId: 89,
      feeCents: 490,
      fee: 4.9,
      baseFeeCents: 490,
      freeThresholdCents: 8000,
      freeThreshold: 80,
      subtotalCents: 218,
      amountToFreeCents: 7782,
      minimumOrderCents: 3000,
      amountToMinimumCents: 2782,
    });
    expect(added.deliveryFeeCents).toBe(490);

    // 80 packs (87,20 €): past the threshold, delivery is free.
    const more = (await shopper.update(added.cartItems[0].itemId, 80)).json().data;
    expect(await fee()).toMatchObject({ subtotalCents: 8720, feeCents: 0, fee: 0, amountToFreeCents: 0 });
    expect(more.deliveryFeeCents).toBe(0);

    // A warehouse with terms of its own keeps its fee and threshold; the brand's minimum still holds.
    await test.db
      .insert(deliveryFees)
      .values({ deliveryServiceId: 2, warehouseId: 89, feeCents: 290, freeThresholdCents: 10000 });
    expect(await fee()).toMatchObject({
      feeCents: 290,
      freeThresholdCents: 10000,
      amountToFreeCents: 1280,
      minimumOrderCents: 3000,
    });
    expect((await shopper.get('cart/view')).json().data.deliveryFeeCents).toBe(290);
    await test.db.delete(deliveryFees).where(eq(deliveryFees.warehouseId, 89));

    // Pickup in a shop is free whatever the items.
    expect((await shopper.get('store-proximity/select?store_id=1')).statusCode).toBe(200);
    expect(await fee()).toMatchObject({ deliveryServiceId: 1, feeCents: 0, subtotalCents: 8720, amountToFreeCents: 0 });
  });

  it('asks for a login', async () => {
    expect((await test.app.inject({ method: 'GET', url: '/ebsn/api/delivery-fee/view' })).statusCode).toBe(401);
  });
});
