import { type CoveragePoint, coverageOf, distanceMeters, type GeoPoint, servingArea } from '@spesa/domain';
import type { Db, Tx } from '../../db/client';
import { selectWarehouses, type WarehouseRow } from './warehouse.repository';

type Queryable = Db | Tx;

/** The warehouse that delivers to an address (postal code first, then radius), or null outside coverage. */
export async function servingWarehouse(db: Queryable, point: CoveragePoint): Promise<WarehouseRow | null> {
  return servingArea(await selectWarehouses(db), point);
}

/** Warehouses within `distance` metres of a point, nearest first, each saying whether its radius holds the point. */
export async function warehousesNear(db: Queryable, point: GeoPoint, distance: number) {
  return (await selectWarehouses(db))
    .map((warehouse) => ({ warehouse, distance: distanceMeters(warehouse, point), serves: coverageOf(warehouse, point).served }))
    .filter((entry) => entry.distance <= distance)
    .sort((first, second) => first.distance - second.distance);
}
