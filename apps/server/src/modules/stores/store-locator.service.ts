import { distanceMeters, type GeoPoint } from '@spesa/domain';
import type { Db } from '../../db/client';
import { notFound } from '../../lib/http-error';
import { selectPickupAddresses } from '../addresses/address.repository';
import { findStoreById, type StoreRow, selectAllStores } from './store.repository';
import { toStore } from './store.service';

const storeNotFound = () => notFound('Il punto vendita richiesto non esiste.', 'errors.storeNotFound');

function toStoreDetail(row: StoreRow, addressId: number | null, distance?: number) {
  return {
    ...toStore(row),
    kind: row.kind,
    latitude: row.latitude,
    longitude: row.longitude,
    openingHours: row.openingHours,
    warehouseId: row.warehouseId,
    addressId,
    ...(distance === undefined ? {} : { distance }),
  };
}

type LocalizeQuery = GeoPoint & { distance: number; services?: number[]; orderby: 'distance' | 'name' | 'city' };

/** The store page and the search of shops around a point. */
export function createStoreLocatorService(db: Db) {
  const pickupAddressIds = async () =>
    new Map((await selectPickupAddresses(db, [3, 5])).map((address) => [address.storeId, address.addressId]));

  return {
    async view(storeId: number) {
      const store = await findStoreById(db, storeId);
      if (!store) throw storeNotFound();
      return toStoreDetail(store, (await pickupAddressIds()).get(storeId) ?? null);
    },

    /** Shops (not lockers) within `distance` metres offering any of `services`, nearest first unless ordered otherwise. */
    async localize(query: LocalizeQuery) {
      const addressIds = await pickupAddressIds();
      type Located = { distance?: number; name: string; city: string };
      const byName = (first: Located, second: Located) => first.name.localeCompare(second.name, 'it');
      const compare = {
        distance: (first: Located, second: Located) => (first.distance ?? 0) - (second.distance ?? 0),
        name: byName,
        city: (first: Located, second: Located) => first.city.localeCompare(second.city, 'it') || byName(first, second),
      }[query.orderby];
      return (await selectAllStores(db))
        .filter((store) => store.kind === 'store')
        .filter((store) => !query.services?.length || query.services.some((id) => store.deliveryServiceIds.includes(id)))
        .map((store) => toStoreDetail(store, addressIds.get(store.storeId) ?? null, distanceMeters(query, store)))
        .filter((store) => (store.distance ?? 0) <= query.distance)
        .sort(compare);
    },
  };
}
