import { deliveryServiceTable, type Store } from '@spesa/domain';
import type { Db } from '../../db/client';
import { type StoreOrder, type StoreRow, selectStores } from './store.repository';

/** A store row as the store selector shows it. */
export function toStore(row: StoreRow): Store {
  return {
    storeId: row.storeId,
    name: row.name,
    address: `${row.address1} ${row.addressNumber}`.trim(),
    address1: row.address1,
    addressNumber: row.addressNumber,
    postalcode: row.postalcode,
    city: row.city,
    province: row.province,
    phone: row.phone,
    deliveryServices: row.deliveryServiceIds
      .map((id) => deliveryServiceTable.entries.find((service) => service.id === id))
      .filter((service) => service !== undefined)
      .map((service) => ({ deliveryServiceId: service.id, name: service.label, showTab: true })),
  };
}

/** The store selector's list over the seeded stores table. */
export function createStoreService(db: Db) {
  return {
    list: async (serviceIds: number[] | undefined, order: StoreOrder) => (await selectStores(db, serviceIds, order)).map(toStore),
  };
}
