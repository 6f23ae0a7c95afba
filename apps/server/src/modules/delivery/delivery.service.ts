import {
  amountToFreeDeliveryCents,
  centsToEuros,
  DEFAULT_HOME_DELIVERY_FEE,
  DELIVERY_SERVICE,
  type DeliveryFeeRule,
  deliveryFeeCents,
  type GeoPoint,
  PICKUP_FEE,
} from '@spesa/domain';
import type { Db, Tx } from '../../db/client';
import { warehousesNear } from './coverage.service';
import { findDeliveryFee } from './warehouse.repository';

type Queryable = Db | Tx;

/** The fee rule of a service from its warehouse row (already read), else the standard rule of the service. */
export function feeRuleOf(deliveryServiceId: number | null, row: DeliveryFeeRule | null | undefined): DeliveryFeeRule {
  if (row) return { feeCents: row.feeCents, freeThresholdCents: row.freeThresholdCents };
  return deliveryServiceId === DELIVERY_SERVICE.homeDelivery ? DEFAULT_HOME_DELIVERY_FEE : PICKUP_FEE;
}

/** The fee rule of a service at a warehouse: its row, else the standard rule of the service. */
export async function deliveryFeeRule(
  db: Queryable,
  deliveryServiceId: number | null,
  warehouseId: number | null,
): Promise<DeliveryFeeRule> {
  if (deliveryServiceId === null || warehouseId === null) return feeRuleOf(deliveryServiceId, null);
  return feeRuleOf(deliveryServiceId, await findDeliveryFee(db, deliveryServiceId, warehouseId));
}

/** What `delivery-fee/view` answers for a cart's service, warehouse and subtotal. */
export async function deliveryFeeView(
  db: Queryable,
  cart: { deliveryServiceId: number | null; warehouseId: number | null; subtotalCents: number },
) {
  const rule = await deliveryFeeRule(db, cart.deliveryServiceId, cart.warehouseId);
  const feeCents = deliveryFeeCents(rule, cart.subtotalCents);
  return {
    deliveryServiceId: cart.deliveryServiceId,
    warehouseId: cart.warehouseId,
    feeCents,
    fee: centsToEuros(feeCents),
    baseFeeCents: rule.feeCents,
    freeThresholdCents: rule.freeThresholdCents,
    freeThreshold: rule.freeThresholdCents === null ? null : centsToEuros(rule.freeThresholdCents),
    subtotalCents: cart.subtotalCents,
    amountToFreeCents: amountToFreeDeliveryCents(rule, cart.subtotalCents),
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
