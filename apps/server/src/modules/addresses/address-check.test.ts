import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createShopperTestApp, type ShopperTestApp, withSession } from '../../../test/users';
import { bergamoHome } from './testing/address-fixtures';

describe('user-address/check and user-address/delivery-service-list', () => {
  let test: ShopperTestApp;
  beforeAll(async () => {
    test = await createShopperTestApp();
  });
  afterAll(() => test.close());

  const check = (payload: object) => test.app.inject({ method: 'POST', url: '/ebsn/api/user-address/check', payload });
  const serviceList = (query: string, session?: string) =>
    test.app.inject({
      method: 'GET',
      url: `/ebsn/api/user-address/delivery-service-list?${query}`,
      headers: session ? withSession(session) : {},
    });

  it("user-address/coverage answers a visitor's postal code alone: served, not served, not a CAP", async () => {
    const coverage = (postalcode: string) =>
      test.app.inject({ method: 'GET', url: `/ebsn/api/user-address/coverage?postalcode=${postalcode}` });
    const served = await coverage('24125');
    expect(served.statusCode, served.body).toBe(200);
    expect(served.json().data).toEqual({ postalcode: '24125', active: 1 });
    expect((await coverage('90121')).json().data).toEqual({ postalcode: '90121', active: 0 });
    const wrong = await coverage('2412');
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().response.errorsMessage[0].field).toBe('postalcode');
  });

  it('answers active 1 with the warehouse when a postal code is served', async () => {
    const response = await check({
      address1: 'Via Borgo Palazzo',
      addressNumber: '12',
      city: 'Bergamo',
      postalcode: '24125',
      province: 'bg',
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().data).toMatchObject({
      active: 1,
      warehouse: { warehouseId: 89, name: 'Magazzino Bergamo' },
      address: { address1: 'Via Borgo Palazzo', addressNumber: '12', province: 'BG', postalcode: '24125' },
    });
    expect(response.json().data.address.latitude).toBeCloseTo(45.693, 2);
  });

  it('serves by radius a point whose postal code is not listed (typed or GPS coordinates)', async () => {
    const stezzano = { address1: 'Via Bergamo', city: 'Stezzano', postalcode: '24040', province: 'BG' };
    expect((await check({ ...stezzano, latitude: '45.652', longitude: '9.652' })).json().data).toMatchObject({
      active: 1,
      warehouse: { warehouseId: 89 },
    });
    expect((await check({ ...stezzano, gpsLatitude: 45.652, gpsLongitude: 9.652 })).json().data.active).toBe(1);
    // Without coordinates the embedded street data places it.
    expect((await check(stezzano)).json().data.active).toBe(1);
  });

  it('answers active 0 outside coverage', async () => {
    const rome = await check({ address1: 'Via dei Fori Imperiali', city: 'Roma', postalcode: '00184', province: 'RM' });
    expect(rome.statusCode).toBe(200);
    expect(rome.json().data).toMatchObject({ active: 0, warehouse: null });
    const brescia = await check({
      address1: 'Corso Zanardelli',
      city: 'Brescia',
      postalcode: '25121',
      province: 'BS',
      latitude: 45.539,
      longitude: 10.22,
    });
    expect(brescia.json().data.active).toBe(0);
  });

  it('lists the missing fields with the specification text (the house number is optional)', async () => {
    const response = await check({ address1: 'Via Borgo Palazzo', city: '' });
    expect(response.statusCode).toBe(400);
    expect(response.json().response.errorsMessage[0]).toEqual({
      code: 'errors.incompleteAddress',
      description: "L'indirizzo inserito è incompleto, mancano i seguenti campi: CAP, Città, Provincia",
      field: 'postalcode',
    });
    expect((await check({ ...bergamoHome, latitude: 'nord' })).statusCode).toBe(400);
    expect((await check({ ...bergamoHome, longitude: 200 })).statusCode).toBe(400);
  });

  it('lists pickup points to visitors (userId -1) and the home addresses only to their shopper', async () => {
    const visitor = await serviceList('delivery_service_id=1');
    expect(visitor.statusCode, visitor.body).toBe(200);
    expect(visitor.json().data.user).toEqual({ userId: -1 });
    const pickups = visitor.json().data.addresses;
    expect(pickups.length).toBe(10);
    expect(new Set(pickups.map((address: { addressTypeId: number }) => address.addressTypeId))).toEqual(new Set([3, 5]));
    expect((await serviceList('delivery_service_id=2')).json().data.addresses).toEqual([]);

    const shopper = await test.shopper();
    const saved = await test.app.inject({
      method: 'POST',
      url: '/ebsn/api/user-address/update',
      headers: withSession(shopper.session),
      payload: bergamoHome,
    });
    const homes = (await serviceList('delivery_service_id=2', shopper.session)).json();
    expect(homes.data.user.userId).toBe(shopper.userId);
    expect(homes.data.addresses).toEqual([
      expect.objectContaining({ addressId: saved.json().data.addressId, defaultAddress: true }),
    ]);
    expect((await serviceList('address_type=2', shopper.session)).json().data.addresses).toHaveLength(1);
    const other = await test.shopper();
    expect((await serviceList('address_type=2', other.session)).json().data.addresses).toEqual([]);
  });

  it('narrows to an address type, or to the points within a distance, nearest first', async () => {
    const lockers = (await serviceList('address_type=5')).json().data.addresses;
    expect(lockers.map((address: { addressName: string }) => address.addressName).sort()).toEqual([
      'Locker Bergamo Stazione',
      'Locker Milano Porta Garibaldi',
    ]);
    // Around Bergamo's railway station: points within 5 km only, the station's locker first.
    const near = (await serviceList('delivery_service_id=1&latitude=45.6907&longitude=9.6753&distance=5000')).json().data
      .addresses;
    expect(near[0]).toMatchObject({ addressName: 'Locker Bergamo Stazione', distance: 0 });
    expect(
      near.every((address: { province: string; distance: number }) => address.distance <= 5000 && address.province === 'BG'),
    ).toBe(true);
    const distances = near.map((address: { distance: number }) => address.distance);
    expect(distances).toEqual([...distances].sort((first, second) => first - second));
    // The default distance is 10 km: Seriate and Dalmine are in, Milano is not.
    const tenKm = (await serviceList('delivery_service_id=1&latitude=45.6907&longitude=9.6753')).json().data.addresses;
    expect(tenKm.length).toBeGreaterThan(near.length);
    expect(tenKm.some((address: { city: string }) => address.city === 'Milano')).toBe(false);
  });

  it('answers 400 for a missing or wrong service, type or point', async () => {
    for (const query of [
      '',
      'delivery_service_id=3',
      'address_type=4',
      'delivery_service_id=1&latitude=45.6',
      'delivery_service_id=1&latitude=45&longitude=9&distance=-5',
      "address_type=2'",
    ]) {
      expect((await serviceList(query)).statusCode, query).toBe(400);
    }
  });
});
