import {
  type Address,
  type AddressCheckRequest,
  type AddressUpdateRequest,
  addressTypesOfService,
  type DeliveryServiceListQuery,
  deliveryCodes,
  deliveryTexts,
  distanceMeters,
  type GeoPoint,
  hasDeliverableStreet,
  incompleteAddressMessage,
  missingAddressCheckFields,
} from '@spesa/domain';
import type { Db } from '../../db/client';
import { badRequest, conflict, forbidden, notFound } from '../../lib/http-error';
import { servingWarehouse } from '../delivery/coverage.service';
import type { GeocodingService } from '../geocoding/geocoding.service';
import type { UserRow } from '../users/user.repository';
import {
  type AddressRow,
  deleteAddress,
  findAddressById,
  findCompanyPointByCode,
  firstOtherHomeAddress,
  insertAddress,
  isCompanyPointOf,
  isSelectedOnOpenCart,
  linkCompanyPoint,
  selectCompanyPointsOf,
  selectPickupAddresses,
  selectUserAddresses,
  unlinkCompanyPoint,
  updateAddress,
  updateUserDefaults,
} from './address.repository';
import { addressNotFound, ownAddress, usableAddress } from './address-access';
import { type AddressDefaults, toAddress } from './address-mapper';

const HOME = 2;
const defaultsOf = (user: UserRow | null): AddressDefaults | null =>
  user && { defaultDeliveryAddressId: user.defaultDeliveryAddressId, defaultStoreAddressId: user.defaultStoreAddressId };

/** The addresses as answered: around a point (within `distance`, nearest first) or default first. */
function arrange(rows: AddressRow[], defaults: AddressDefaults | null, around?: GeoPoint & { distance: number }): Address[] {
  if (!around) {
    const addresses = rows.map((row) => toAddress(row, defaults));
    return [...addresses.filter((address) => address.defaultAddress), ...addresses.filter((address) => !address.defaultAddress)];
  }
  return rows
    .filter((row) => row.latitude !== null && row.longitude !== null)
    .map((row) => ({
      row,
      meters: distanceMeters(around, { latitude: row.latitude as number, longitude: row.longitude as number }),
    }))
    .filter(({ meters }) => meters <= around.distance)
    .sort((first, second) => first.meters - second.meters)
    .map(({ row, meters }) => toAddress(row, defaults, meters));
}

/** Home addresses, pickup points and company points: listing, verification, saving and deleting. */
export function createAddressService({ db, geocoding }: { db: Db; geocoding: GeocodingService }) {
  /** The shopper's home addresses and company points, and pickup points of the given types. */
  async function rowsOfTypes(user: UserRow | null, types: number[]): Promise<AddressRow[]> {
    const rows = user && types.includes(HOME) ? await selectUserAddresses(db, user.userId) : [];
    rows.push(
      ...(await selectPickupAddresses(
        db,
        types.filter((type) => type !== HOME),
      )),
    );
    if (user && types.includes(3)) rows.push(...(await selectCompanyPointsOf(db, user.userId)));
    return rows;
  }

  /** Typed coordinates first, then the phone's, then the geocoder's guess. */
  const pointOf = async (request: AddressCheckRequest): Promise<GeoPoint | null> => {
    if (request.latitude !== undefined && request.longitude !== undefined)
      return { latitude: request.latitude, longitude: request.longitude };
    if (request.gpsLatitude !== undefined && request.gpsLongitude !== undefined)
      return { latitude: request.gpsLatitude, longitude: request.gpsLongitude };
    return geocoding.coordinatesOf(request);
  };

  return {
    async deliveryServiceList(user: UserRow | null, query: DeliveryServiceListQuery): Promise<Address[]> {
      const types = query.address_type ? [query.address_type] : addressTypesOfService(query.delivery_service_id ?? HOME);
      const around =
        query.latitude !== undefined && query.longitude !== undefined
          ? { latitude: query.latitude, longitude: query.longitude, distance: query.distance }
          : undefined;
      return arrange(await rowsOfTypes(user, types), defaultsOf(user), around);
    },

    async list(user: UserRow, query: { address_type?: number; default_drive: boolean }): Promise<Address[]> {
      const own = [...(await selectUserAddresses(db, user.userId)), ...(await selectCompanyPointsOf(db, user.userId))];
      const rows = own.filter((row) => query.address_type === undefined || row.addressTypeId === query.address_type);
      const drive = user.defaultStoreAddressId === null ? undefined : await findAddressById(db, user.defaultStoreAddressId);
      if (query.default_drive && drive && !rows.some((row) => row.addressId === drive.addressId)) rows.push(drive);
      return arrange(rows, defaultsOf(user));
    },

    view: async (user: UserRow, addressId: number) =>
      toAddress(await usableAddress(db, addressId, user.userId), defaultsOf(user)),

    async check(request: AddressCheckRequest) {
      const missing = missingAddressCheckFields(request);
      if (missing.length > 0) throw badRequest(incompleteAddressMessage(missing), missing[0], deliveryCodes.incompleteAddress);
      const point = await pointOf(request);
      const warehouse = await servingWarehouse(db, { postalcode: request.postalcode, ...point });
      return {
        active: warehouse ? 1 : 0,
        warehouse: warehouse && { warehouseId: warehouse.warehouseId, name: warehouse.name },
        address: {
          address1: request.address1 ?? '',
          addressNumber: request.addressNumber ?? '',
          city: request.city ?? '',
          province: (request.province ?? '').toUpperCase(),
          postalcode: request.postalcode ?? '',
          latitude: point?.latitude ?? null,
          longitude: point?.longitude ?? null,
        },
      };
    },

    /** A postal code alone: served when a warehouse lists it (the radius needs a street to place). */
    async coverage(postalcode: string) {
      return { postalcode, active: (await servingWarehouse(db, { postalcode })) ? 1 : 0 };
    },

    async update(user: UserRow, request: AddressUpdateRequest): Promise<{ addressId: number; address: Address }> {
      if (request.addressTypeId !== undefined && request.addressTypeId !== HOME) {
        throw badRequest(deliveryTexts.onlyHomeAddresses, 'addressTypeId', deliveryCodes.onlyHomeAddresses);
      }
      if (!hasDeliverableStreet(request))
        throw badRequest(deliveryTexts.invalidAddress1, 'address1', deliveryCodes.invalidAddress1);
      const existing = request.addressId === undefined ? null : await ownAddress(db, request.addressId, user.userId);
      const point = await pointOf(request);
      const warehouse = await servingWarehouse(db, { postalcode: request.postalcode, ...point });
      if (!warehouse) throw badRequest(deliveryTexts.addressNotCovered, 'postalcode', deliveryCodes.addressNotCovered);
      const values = {
        addressName: request.addressName,
        address1: request.address1 ?? '',
        addressNumber: request.addressNumber ?? '',
        city: request.city ?? '',
        province: request.province,
        postalcode: request.postalcode ?? '',
        doorbellName: request.doorbellName,
        // Not sent by an older client: the address keeps its recipient, a new one takes the account's names.
        firstName: request.firstName ?? existing?.firstName ?? user.firstName,
        lastName: request.lastName ?? existing?.lastName ?? user.lastName,
        floor: request.floor ?? '',
        referencePhoneNumber: request.referencePhoneNumber,
        addressNote: request.addressNote ?? '',
        elevator: request.elevator ?? false,
        latitude: point?.latitude ?? null,
        longitude: point?.longitude ?? null,
        warehouseId: warehouse.warehouseId,
        active: true,
      };
      return db.transaction(async (tx) => {
        const row = existing
          ? await updateAddress(tx, existing.addressId, values)
          : await insertAddress(tx, { ...values, userId: user.userId, addressTypeId: HOME, deliveryServiceId: HOME });
        const becomesDefault = request.defaultAddress === true || user.defaultDeliveryAddressId === null;
        if (becomesDefault) await updateUserDefaults(tx, user.userId, { defaultDeliveryAddressId: row.addressId });
        const defaults = {
          defaultStoreAddressId: user.defaultStoreAddressId,
          defaultDeliveryAddressId: becomesDefault ? row.addressId : user.defaultDeliveryAddressId,
        };
        return { addressId: row.addressId, address: toAddress(row, defaults) };
      });
    },

    /** Deletes a home address (or leaves a company point); never the one selected on the open cart. */
    delete: (user: UserRow, addressId: number) =>
      db.transaction(async (tx) => {
        const address = await findAddressById(tx, addressId);
        if (!address) throw addressNotFound();
        const isOwn = address.userId === user.userId;
        const isJoinedPoint = address.subscriptionCode !== null && (await isCompanyPointOf(tx, user.userId, addressId));
        // The spec replaces any delete failure's message with its address-delete text (first file, section 8).
        if (!isOwn && !isJoinedPoint) throw forbidden(deliveryTexts.addressInUse);
        if (await isSelectedOnOpenCart(tx, user.userId, addressId))
          throw conflict(deliveryTexts.addressInUse, deliveryCodes.addressInUse);
        if (isJoinedPoint) return unlinkCompanyPoint(tx, user.userId, addressId);
        await deleteAddress(tx, addressId);
        if (user.defaultDeliveryAddressId === addressId) {
          await updateUserDefaults(tx, user.userId, {
            defaultDeliveryAddressId: await firstOtherHomeAddress(tx, user.userId, addressId),
          });
        }
      }),

    async subscribe(user: UserRow, code: string): Promise<Address> {
      const point = await findCompanyPointByCode(db, code);
      if (!point) throw notFound(deliveryTexts.subscriptionCodeUnknown, deliveryCodes.subscriptionCodeUnknown);
      await db.transaction((tx) => linkCompanyPoint(tx, user.userId, point.addressId));
      return toAddress(point, defaultsOf(user));
    },
  };
}

export type AddressService = ReturnType<typeof createAddressService>;
