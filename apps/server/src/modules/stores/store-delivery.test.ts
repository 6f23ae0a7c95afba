import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/test-app';

describe('store-proximity/localize, store/view and warehouse/find-by-coordinates', () => {
  let test: TestApp;
  beforeAll(async () => {
    test = await createTestApp();
  });
  afterAll(() => test.close());

  const get = (url: string) => test.app.inject({ method: 'GET', url: `/ebsn/api/${url}` });
  const bergamoStation = 'latitude=45.6907&longitude=9.6753';

  it('finds the shops around a point, nearest first, within 10 km by default', async () => {
    const response = await get(`store-proximity/localize?${bergamoStation}`);
    expect(response.statusCode, response.body).toBe(200);
    const stores = response.json().data.stores;
    expect(stores.map((store: { storeId: number }) => store.storeId)).toEqual([1, 2, 3, 4]);
    expect(stores[0]).toMatchObject({
      name: 'Bergamo Borgo Palazzo',
      kind: 'store',
      warehouseId: 89,
      addressId: expect.any(Number),
    });
    const distances = stores.map((store: { distance: number }) => store.distance);
    expect(distances).toEqual([...distances].sort((first, second) => first - second));
    expect(Math.max(...distances)).toBeLessThanOrEqual(10_000);
  });

  it('narrows by distance and service, and orders by name when asked', async () => {
    expect((await get(`store-proximity/localize?${bergamoStation}&distance=1500`)).json().data.stores).toHaveLength(1);
    const delivering = (await get(`store-proximity/localize?${bergamoStation}&services=2`)).json().data.stores;
    expect(delivering.map((store: { storeId: number }) => store.storeId)).toEqual([1, 3]);
    const byName = (await get(`store-proximity/localize?${bergamoStation}&orderby=name`)).json().data.stores;
    expect(byName.map((store: { name: string }) => store.name)).toEqual([
      'Bergamo Borgo Palazzo',
      'Bergamo Longuelo',
      'Dalmine',
      'Seriate',
    ]);
    for (const query of [
      'latitude=45.6',
      'latitude=x&longitude=9',
      `${bergamoStation}&orderby=price`,
      `${bergamoStation}&distance=0`,
    ]) {
      expect((await get(`store-proximity/localize?${query}`)).statusCode, query).toBe(400);
    }
  });

  it('shows one store with its hours and pickup address; 404 for an unknown one', async () => {
    const response = await get('store/view?store_id=9');
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().data.store).toMatchObject({
      storeId: 9,
      kind: 'locker',
      address1: 'Piazzale Guglielmo Marconi',
      openingHours: { 1: '00:00-24:00' },
      deliveryServices: [{ deliveryServiceId: 1, name: 'Ritiro in negozio', showTab: true }],
    });
    expect((await get('store/view?store_id=4040')).statusCode).toBe(404);
    expect((await get('store/view')).statusCode).toBe(400);
  });

  it('finds the warehouse whose radius holds a point, and the others near it', async () => {
    const response = await get('warehouse/find-by-coordinates?latitude=45.4847&longitude=9.1874&distance=20000');
    expect(response.statusCode, response.body).toBe(200);
    const { warehouse, warehouses } = response.json().data;
    expect(warehouse).toMatchObject({ warehouseId: 90, serves: true });
    expect(warehouses.map((entry: { warehouseId: number }) => entry.warehouseId)).toEqual([90, 91]);
    const nowhere = (await get('warehouse/find-by-coordinates?latitude=41.8933&longitude=12.4829')).json().data;
    expect(nowhere).toEqual({ warehouse: null, warehouses: [] });
    expect((await get('warehouse/find-by-coordinates?latitude=45')).statusCode).toBe(400);
  });

  it('lists every delivery call in the OpenAPI document', async () => {
    const paths = Object.keys((await test.app.inject({ method: 'GET', url: '/ebsn/api/openapi.json' })).json().paths);
    for (const path of [
      'store-proximity/localize',
      'store-proximity/select',
      'store/view',
      'user-address/delivery-service-list',
      'user-address/select',
      'user-address/view',
      'user-address/check',
      'user-address/update',
      'user-address/delete',
      'user-address/list',
      'warehouse/find-by-coordinates',
      'shopatwork/subscribe',
      'delivery-fee/view',
      'timeslot/list',
      'timeslot/select',
      'cart/view',
      'geocoding/autocomplete',
      'geocoding/geocode',
    ]) {
      expect(paths, path).toContain(`/ebsn/api/${path}`);
    }
  });
});
