import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { ensureTestStore, TEST_STORE_ID } from '../auth/testing/account-fixtures';

describe('GET /ebsn/api/store-proximity/list', () => {
  let test: TestApp;
  beforeAll(async () => {
    test = await createTestApp();
    await ensureTestStore(test.db);
  });
  afterAll(() => test.close());

  const list = (query = '') => test.app.inject({ method: 'GET', url: `/ebsn/api/store-proximity/list${query}` });

  it('lists the shops with what the store selector needs, by name', async () => {
    const response = await list();
    expect(response.statusCode).toBe(200);
    const { stores } = response.json().data;
    expect(stores.length).toBeGreaterThan(0);
    expect(stores.find((store: { storeId: number }) => store.storeId === TEST_STORE_ID)).toEqual({
      storeId: TEST_STORE_ID,
      name: 'Negozio di prova',
      address: 'Via Prova 1',
      address1: 'Via Prova',
      addressNumber: '1',
      postalcode: '24121',
      city: 'Bergamo',
      province: 'BG',
      phone: '035 000 0000',
      deliveryServices: [
        { deliveryServiceId: 1, name: 'Ritiro in negozio', showTab: true },
        { deliveryServiceId: 2, name: 'Consegna a domicilio', showTab: true },
      ],
    });
    const names = stores.map((store: { name: string }) => store.name);
    expect(names).toEqual([...names].sort((first, second) => (first < second ? -1 : first > second ? 1 : 0)));
  });

  it('keeps only the shops offering one of the services asked for', async () => {
    const homeDelivery = (await list('?services=2')).json().data.stores;
    expect(homeDelivery.length).toBeGreaterThan(0);
    for (const store of homeDelivery) {
      expect(store.deliveryServices.map((service: { deliveryServiceId: number }) => service.deliveryServiceId)).toContain(2);
    }
    const either = (await list('?services=1,2')).json().data.stores;
    expect(either.length).toBeGreaterThanOrEqual(homeDelivery.length);
    expect((await list('?services=7')).json().data.stores).toEqual([]);
  });

  it('orders by city when asked', async () => {
    const cities = (await list('?orderby=city')).json().data.stores.map((store: { city: string }) => store.city);
    expect(cities).toEqual([...cities].sort((first, second) => (first < second ? -1 : first > second ? 1 : 0)));
  });

  it('answers 400 naming the parameter for hostile values', async () => {
    for (const query of ['?orderby=name;DROP TABLE stores', "?services=1'OR'1", '?services=-1']) {
      const response = await list(query);
      expect(response.statusCode, query).toBe(400);
      expect(response.json().response.errorsMessage[0].field).toMatch(/^(orderby|services)/);
    }
  });
});
