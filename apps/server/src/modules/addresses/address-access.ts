import { deliveryCodes, deliveryTexts } from '@spesa/domain';
import type { Db, Tx } from '../../db/client';
import { forbidden, notFound } from '../../lib/http-error';
import { type AddressRow, findAddressById, isCompanyPointOf } from './address.repository';

export const addressNotFound = () => notFound(deliveryTexts.addressNotFound, deliveryCodes.addressNotFound);

/**
 * An address the shopper may use: their own home address, any shop's or locker's pickup address, or
 * a company point they joined. 404 when it does not exist, 403 when it is someone else's.
 */
export async function usableAddress(db: Db | Tx, addressId: number, userId: number): Promise<AddressRow> {
  const address = await findAddressById(db, addressId);
  if (!address) throw addressNotFound();
  if (address.userId !== null) {
    if (address.userId !== userId) throw forbidden();
    return address;
  }
  if (address.subscriptionCode !== null && !(await isCompanyPointOf(db, userId, address.addressId))) throw forbidden();
  return address;
}

/** One of the shopper's own home addresses: 404 when missing, 403 for anyone else's or a pickup point. */
export async function ownAddress(db: Db | Tx, addressId: number, userId: number): Promise<AddressRow> {
  const address = await findAddressById(db, addressId);
  if (!address) throw addressNotFound();
  if (address.userId !== userId) throw forbidden();
  return address;
}
