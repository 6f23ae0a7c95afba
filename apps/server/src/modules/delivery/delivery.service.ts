import {
  type AddressTypeId,
  addressTypeKeyOf,
  centsToEuros,
  type DeliveryFeeRule,
  type DeliveryProgress,
  deliveryProgressOf,
  deliveryTermsOf,
  type GeoPoint,
  type TenantSettings,
} from '@spesa/domain';
import type { Db, Tx } from '../../db/client';
import { warehousesNear } from './coverage.service';
import { findDeliveryFee } from './warehouse.repository';

type Queryable = Db | Tx;

/**
 * The delivery progress of a cart's items under its brand's terms for its service (the address's
 * type: home, shop or locker), with its warehouse's own fee row where it has one (read already).
 * The one place the cart answer, the slot list, delivery-fee/view and checkout read the terms.
 */
export function deliveryProgressOfCart(
  tenant: Pick<TenantSettings, 'deliveryTerms'>,
  addressTypeId: number | null | undefined,
  warehouseFee: DeliveryFeeRule | null | undefined,
  subTotalCents: number,
): DeliveryProgress {
  const serviceKind = addressTypeId ? addressTypeKeyOf(addressTypeId as AddressTypeId) : null;
  return deliveryProgressOf(deliveryTermsOf(tenant.deliveryTerms, serviceKind, warehouseFee), serviceKind, subTotalCents);
}

/** The fee row of a service at a warehouse, when that warehouse has terms of its own. */
export async function warehouseFeeOf(
  db: Queryable,
  deliveryServiceId: number | null,
  warehouseId: number | null,
): Promise<DeliveryFeeRule | null> {
  if (deliveryServiceId === null || warehouseId === null) return null;
  return (await findDeliveryFee(db, deliveryServiceId, warehouseId)) ?? null;
}

/** What `delivery-fee/view` answers for a cart's service, warehouse and subtotal. */
export async function deliveryFeeView(
  db: Queryable,
  tenant: Pick<TenantSettings, 'deliveryTerms'>,
  cart: { deliveryServiceId: number | null; warehouseId: number | null; addressTypeId: number | null; subtotalCents: number },
) {
  const warehouseFee = await warehouseFeeOf(db, cart.deliveryServiceId, cart.warehouseId);
  const progress = deliveryProgressOfCart(tenant, cart.addressTypeId, warehouseFee, cart.subtotalCents);
  return {
    deliveryServiceId: cart.deliveryServiceId,
    warehouseId: cart.warehouseId,
    feeCents: progress.feeCents,
    fee: centsToEuros(progress.feeCents),
    baseFeeCents: progress.baseFeeCents,
    freeThresholdCents: progress.freeThresholdCents,
    freeThreshold: progress.freeThresholdCents === null ? null : centsToEuros(progress.freeThresholdCents),
    subtotalCents: cart.subtotalCents,
    amountToFreeCents: progress.amountToFreeDeliveryCents,
    minimumOrderCents: progress.minimumOrderCents,
    amountToMinimumCents: progress.amountToMinimumCents,
  };
}

/** `warehouse/find-by-coordinates`: the warehouses near a point and the one whose radius holds it. */
export async function findWarehousesByCoordinates(db: Queryable, point: GeoPoint, distance: number) {
  const near = (await warehousesNear(db, point, distance)).map(({ warehouse, distance: meters, serves }) => ({
    warehouseId: warehouse.warehouseId,
    name: warehouse.name,
    address1: warehouse.address1,
    city: warehouse.city,
    province: warehouse.province,
    postalcode: warehouse.postalcode,
    latitude: warehouse.latitude,
    longitude: warehouse.longitude,
    postalcodes: warehouse.postalcodes,
    radiusMeters: warehouse.radiusMeters,
    distance: meters,
    serves,
  }));
  return { warehouse: near.find((entry) => entry.serves) ?? null, warehouses: near };
}
