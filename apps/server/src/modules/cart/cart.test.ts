import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createShopperTestApp, type ShopperTestApp, withSession } from '../../../test/users';
import { bergamoHome } from '../addresses/testing/address-fixtures';

describe("cart/view and the cart's delivery choices", () => {
  let test: ShopperTestApp;
  beforeAll(async () => {
    test = await createShopperTestApp();
  });
  afterAll(() => test.close());

  const get = (url: string, session?: string) =>
    test.app.inject({ method: 'GET', url: `/ebsn/api/${url}`, headers: session ? withSession(session) : {} });
  const post = (url: string, session: string, payload: object) =>
    test.app.inject({ method: 'POST', url: `/ebsn/api/${url}`, headers: withSession(session), payload });

  it('asks for a login (401) or a new one (419)', async () => {
    expect((await get('cart/view')).statusCode).toBe(401);
    expect((await get('cart/view', 'not-a-session')).statusCode).toBe(419);
    expect((await get('delivery-fee/view')).statusCode).toBe(401);
  });

  it("gives a new cart the reference store's pickup address and its first open slot, both auto-assigned", async () => {
    const shopper = await test.shopper();
    const response = await get('cart/view', shopper.session);
    expect(response.statusCode, response.body).toBe(200);
    const cart = response.json().data;
    expect(cart).toMatchObject({
      cartStatusId: 0,
      editable: true,
      store: { storeId: 1, name: 'Bergamo Borgo Palazzo' },
      warehouse: { warehouseId: 89 },
      deliveryServiceId: 1,
      shippingAddress: {
        addressTypeId: 3,
        addressType: 'store',
        deliveryServiceId: 1,
        address1: 'Via Borgo Palazzo',
        autoAssigned: true,
      },
      timeslot: { autoAssigned: true },
      cartInfos: { order_comment: '', need_invoice: 'false' },
      cartItems: [],
      totalItems: 0,
      deliveryFeeCents: 0,
    });
    expect(cart.user).toMatchObject({
      userId: shopper.userId,
      defaultStoreAddressId: cart.shippingAddress.addressId,
      defaultDeliveryAddressId: null,
    });
    expect(cart.timeslot.name).toBe(`${cart.timeslot.beginTime} - ${cart.timeslot.endTime}`);
    // The slot is the first one still open: nothing earlier in the list.
    const days = (await get('timeslot/list', shopper.session)).json().data.days;
    expect(days[0].timeslots[0].timeslotId).toBe(cart.timeslot.timeslotId);
    expect(days[0].selected).toBe(true);
    // Viewing again keeps the same cart.
    expect((await get('cart/view', shopper.session)).json().data.cartId).toBe(cart.cartId);
  });

  it("names forcedPreviewDate (the auto-assigned slot's day, null once the shopper picks one) and ssoUser at its root", async () => {
    const shopper = await test.shopper();
    const cart = (await get('cart/view', shopper.session)).json().data;
    expect(cart).toMatchObject({ forcedPreviewDate: cart.timeslot.date, ssoUser: false, giftCertificates: [] });
    expect(cart.user.ssoUser).toBe(false);
    const picked = await get(
      `timeslot/select?sel_date=${cart.timeslot.date}&timeslot_id=${cart.timeslot.timeslotId}`,
      shopper.session,
    );
    expect(picked.statusCode, picked.body).toBe(200);
    expect(picked.json().data).toMatchObject({ timeslot: { autoAssigned: false }, forcedPreviewDate: null });
  });

  it('makes one cart for concurrent first views, and serialises concurrent changes', async () => {
    const shopper = await test.shopper();
    const views = await Promise.all([1, 2, 3, 4].map(() => get('cart/view', shopper.session)));
    expect(views.map((view) => view.statusCode)).toEqual([200, 200, 200, 200]);
    expect(new Set(views.map((view) => view.json().data.cartId)).size).toBe(1);
    const stores = [2, 3, 4, 1];
    const selections = await Promise.all(
      stores.map((storeId) => get(`store-proximity/select?store_id=${storeId}`, shopper.session)),
    );
    expect(selections.map((selection) => selection.statusCode)).toEqual([200, 200, 200, 200]);
    const cart = (await get('cart/view', shopper.session)).json().data;
    // Whichever change came last, the cart is consistent: the slot belongs to the chosen store.
    const days = (await get('timeslot/list', shopper.session)).json().data.days;
    expect(
      days.flatMap((day: { timeslots: { timeslotId: number }[] }) => day.timeslots.map((slot) => slot.timeslotId)),
    ).toContain(cart.timeslot.timeslotId);
    expect(stores).toContain(cart.store.storeId);
  });

  it('switches to home delivery: the address is chosen, the old store slot gives way to a warehouse slot', async () => {
    const shopper = await test.shopper();
    const before = (await get('cart/view', shopper.session)).json().data;
    const saved = await post('user-address/update', shopper.session, bergamoHome);
    expect(saved.statusCode, saved.body).toBe(200);
    const { addressId } = saved.json().data;

    const selected = await post('user-address/select', shopper.session, { address_type: 2, address_id: addressId });
    expect(selected.statusCode, selected.body).toBe(200);
    const cart = selected.json().data;
    expect(cart).toMatchObject({
      cartId: before.cartId,
      deliveryServiceId: 2,
      warehouse: { warehouseId: 89 },
      store: { storeId: 1 },
      shippingAddress: { addressId, addressTypeId: 2, addressType: 'home', autoAssigned: false, postalcode: '24125' },
      timeslot: { autoAssigned: true },
      deliveryFeeCents: 490,
      deliveryFee: 4.9,
    });
    expect(cart.timeslot.timeslotId).not.toBe(before.timeslot.timeslotId);
    expect(cart.user.defaultDeliveryAddressId).toBe(addressId);

    const fee = (await get('delivery-fee/view', shopper.session)).json().data;
    expect(fee).toEqual({
      deliveryServiceId: 2,
      warehouseId: 89,
      feeCents: 490,
      fee: 4.9,
      baseFeeCents: 490,
      freeThresholdCents: 8000,
      freeThreshold: 80,
      subtotalCents: 0,
      amountToFreeCents: 8000,
      minimumOrderCents: 3000,
      amountToMinimumCents: 3000,
    });
  });

  it('chooses a store or locker for pickup with store-proximity/select', async () => {
    const shopper = await test.shopper();
    const response = await get('store-proximity/select?store_id=10', shopper.session);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().data).toMatchObject({
      store: { storeId: 10 },
      warehouse: { warehouseId: 90 },
      deliveryServiceId: 1,
      shippingAddress: { addressTypeId: 5, addressType: 'locker', autoAssigned: false, city: 'Milano' },
      timeslot: { autoAssigned: true },
    });
    // The last pickup point chosen becomes the default one.
    expect(response.json().data.user.defaultStoreAddressId).toBe(response.json().data.shippingAddress.addressId);
    const fee = (await get('delivery-fee/view', shopper.session)).json().data;
    // A locker is a pickup with terms of its own (brand settings, decision 0019): a fee until its threshold.
    expect(fee).toMatchObject({ deliveryServiceId: 1, feeCents: 190, amountToFreeCents: 4000, minimumOrderCents: 2000 });

    expect((await get('store-proximity/select?store_id=9999', shopper.session)).statusCode).toBe(404);
    expect((await get('store-proximity/select?store_id=abc', shopper.session)).statusCode).toBe(400);
    expect((await get('store-proximity/select?store_id=1')).statusCode).toBe(401);
  });

  it("refuses another shopper's address (403), a wrong type (400) and an unknown one (404)", async () => {
    const owner = await test.shopper();
    const other = await test.shopper();
    const { addressId } = (await post('user-address/update', owner.session, bergamoHome)).json().data;
    const foreign = await post('user-address/select', other.session, { address_type: 2, address_id: addressId });
    expect(foreign.statusCode).toBe(403);
    expect(foreign.json().response.errors[0].error).toBe('Non hai i permessi per questa operazione.');
    expect((await post('user-address/select', owner.session, { address_type: 3, address_id: addressId })).statusCode).toBe(400);
    expect((await post('user-address/select', owner.session, { address_type: 2, address_id: 999999 })).statusCode).toBe(404);
    expect((await post('user-address/select', owner.session, { address_type: 4, address_id: addressId })).statusCode).toBe(400);
  });
});
