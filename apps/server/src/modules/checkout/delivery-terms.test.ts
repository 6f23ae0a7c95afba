import { buonmercato } from '@spesa/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ShopperTestApp } from '../../../test/users';
import { SEED_FIXTURES } from '../../db/seed/seed-fixtures';
import { bergamoHome } from '../addresses/testing/address-fixtures';
import { cartClient, createStockedShopperTestApp, dataOf, errorOf } from '../cart/testing/cart-fixtures';
import { checkoutClient } from './testing/checkout-fixtures';

const { penne } = SEED_FIXTURES.products;
const terms = buonmercato.deliveryTerms;

/** Brand terms per service (docs/decisions/0019) over HTTP: the cart's numbers, the slot fees, the minimum refused at checkout. */
describe('delivery terms: free-delivery threshold, fee per slot, minimum order', () => {
  let test: ShopperTestApp;
  beforeAll(async () => {
    test = await createStockedShopperTestApp();
  });
  afterAll(() => test.close());

  /** A shopper with penne in the cart, delivered at home in Bergamo. */
  async function homeShopper() {
    const session = (await test.shopper()).session;
    const cart = cartClient(test.app, session);
    const { addressId } = dataOf(await cart.post('user-address/update', bergamoHome));
    dataOf(await cart.post('user-address/select', { address_type: 2, address_id: addressId }));
    const added = dataOf(await cart.add(penne.productId, { quantity: 2 }));
    return { cart, checkout: checkoutClient(test.app, session), itemId: added.cartItems[0].itemId as number, added };
  }
  const slotFees = async (cart: ReturnType<typeof cartClient>) =>
    new Set(
      dataOf(await cart.get('timeslot/list')).days.flatMap((day: { timeslots: { deliveryFeeCents: number }[] }) =>
        day.timeslots.map((slot) => slot.deliveryFeeCents),
      ),
    );

  it('tells what is missing for free delivery and for the minimum, and charges the fee in every slot until the threshold', async () => {
    const { cart, itemId, added } = await homeShopper();
    const subTotalCents = added.subTotalCents as number;
    expect(added.deliveryProgress).toEqual({
      serviceKind: 'home',
      baseFeeCents: terms.home.feeCents,
      feeCents: terms.home.feeCents,
      freeThresholdCents: terms.home.freeThresholdCents,
      amountToFreeDeliveryCents: (terms.home.freeThresholdCents as number) - subTotalCents,
      minimumOrderCents: terms.home.minimumOrderCents,
      amountToMinimumCents: terms.home.minimumOrderCents - subTotalCents,
    });
    expect(added.deliveryFeeCents).toBe(terms.home.feeCents);
    expect(await slotFees(cart)).toEqual(new Set([terms.home.feeCents]));

    // 80 packs (87,20 €): past the 80 € threshold delivery is free, in the cart and in every slot.
    const free = dataOf(await cart.update(itemId, 80));
    expect(free.subTotalCents).toBeGreaterThanOrEqual(terms.home.freeThresholdCents as number);
    expect(free.deliveryProgress).toMatchObject({ feeCents: 0, amountToFreeDeliveryCents: 0, amountToMinimumCents: 0 });
    expect(free.deliveryFeeCents).toBe(0);
    expect(free.totalPriceCents).toBe(free.subTotalCents + free.packageTotalCents);
    expect(await slotFees(cart)).toEqual(new Set([0]));
    expect(dataOf(await cart.get('delivery-fee/view'))).toMatchObject({
      feeCents: 0,
      amountToFreeCents: 0,
      amountToMinimumCents: 0,
    });
  });

  it('refuses checkout/prepare below the minimum order with an Italian 409, and prepares once it is reached', async () => {
    const { cart, checkout, itemId } = await homeShopper();
    const refused = await checkout.prepare();
    expect(refused.statusCode, refused.body).toBe(409);
    expect(errorOf(refused)).toEqual({
      code: 'errors.checkout.minimumOrderNotReached',
      description:
        "L'ordine minimo per la consegna a domicilio è di 30,00\u00a0€: aggiungi prodotti per altri 27,82\u00a0€ per confermare la spesa.",
    });
    // Nothing was held: the buy has nothing to confirm.
    expect((await checkout.buy(2)).json().response.errorsMessage[0].code).toBe('errors.checkout.notPrepared');

    dataOf(await cart.update(itemId, 28)); // 30,52 €
    const prepared = dataOf(await checkout.prepare());
    expect(prepared.cart.deliveryProgress.amountToMinimumCents).toBe(0);
    expect(prepared.hold.expiresAt).toEqual(expect.any(String));
  });

  it('keeps each pickup its own terms: a shop has no fee nor minimum, a locker has both', async () => {
    const { cart, checkout } = await homeShopper();
    const atShop = dataOf(await cart.get(`store-proximity/select?store_id=${SEED_FIXTURES.storeWithDelivery.storeId}`));
    expect(atShop.deliveryProgress).toMatchObject({
      serviceKind: 'store',
      feeCents: 0,
      minimumOrderCents: 0,
      amountToMinimumCents: 0,
    });
    expect(await slotFees(cart)).toEqual(new Set([0]));
    expect(dataOf(await checkout.prepare()).hold).toBeDefined();
    // The prepared cart is locked until the payment is cancelled (issue 21).
    dataOf(await checkout.post('checkout/cancel'));

    const atLocker = dataOf(await cart.get(`store-proximity/select?store_id=${SEED_FIXTURES.locker.storeId}`));
    expect(atLocker.deliveryProgress).toMatchObject({
      serviceKind: 'locker',
      feeCents: terms.locker.feeCents,
      minimumOrderCents: terms.locker.minimumOrderCents,
    });
    expect(atLocker.deliveryFeeCents).toBe(terms.locker.feeCents);
    expect(await slotFees(cart)).toEqual(new Set([terms.locker.feeCents]));
    expect(errorOf(await checkout.prepare()).description).toMatch(/^L'ordine minimo per il ritiro al locker è di 20,00/);
  });

  it('calls the total an estimate only when the cart holds loose products', async () => {
    const { cart, added } = await homeShopper();
    expect(added.totalIsEstimate).toBe(false);
    const withChicken = dataOf(await cart.add(SEED_FIXTURES.weighedProduct.productId));
    expect(withChicken.totalIsEstimate).toBe(true);
  });
});
