import { type Address, type AddressTypeId, addressTypeKeyOf } from '@spesa/domain';
import type { AddressRow } from './address.repository';

/** The fields that name an address as one line, wherever it is shown (the cart's and an order's shipping address). */
export type AddressLine = Pick<
  AddressRow,
  'addressId' | 'addressTypeId' | 'addressName' | 'address1' | 'addressNumber' | 'city' | 'province' | 'postalcode'
>;

export function addressLineOf(address: AddressLine): AddressLine {
  return {
    addressId: address.addressId,
    addressTypeId: address.addressTypeId,
    addressName: address.addressName,
    address1: address.address1,
    addressNumber: address.addressNumber,
    city: address.city,
    province: address.province,
    postalcode: address.postalcode,
  };
}

/** The defaults that put a star on an address. */
export type AddressDefaults = { defaultDeliveryAddressId: number | null; defaultStoreAddressId: number | null };

/** An address row as every address call answers it. */
export function toAddress(row: AddressRow, defaults: AddressDefaults | null, distance?: number): Address {
  return {
    addressId: row.addressId,
    addressName: row.addressName,
    addressType: addressTypeKeyOf(row.addressTypeId as AddressTypeId),
    addressTypeId: row.addressTypeId,
    deliveryServiceId: row.deliveryServiceId,
    address1: row.address1,
    addressNumber: row.addressNumber,
    city: row.city,
    province: row.province,
    postalcode: row.postalcode,
    doorbellName: row.doorbellName,
    firstName: row.firstName,
    lastName: row.lastName,
    floor: row.floor,
    referencePhoneNumber: row.referencePhoneNumber,
    addressNote: row.addressNote,
    elevator: row.elevator,
    latitude: row.latitude,
    longitude: row.longitude,
    active: row.active ? 1 : 0,
    defaultAddress:
      defaults !== null &&
      (row.addressId === defaults.defaultDeliveryAddressId || row.addressId === defaults.defaultStoreAddressId),
    storeId: row.storeId,
    warehouseId: row.warehouseId,
    companyPoint: row.subscriptionCode !== null,
    ...(distance === undefined ? {} : { distance }),
  };
}
