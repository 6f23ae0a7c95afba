import { and, asc, eq, gt, gte, lt, type SQL } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client';
import { timeslots } from '../../db/schema/delivery';

export type TimeslotRow = typeof timeslots.$inferSelect;
/** Whose slots a cart books: a store's pickups, or a warehouse's home deliveries. */
export type SlotOwner =
  | { storeId: number; warehouseId?: never; deliveryServiceId: number }
  | { warehouseId: number; storeId?: never; deliveryServiceId: number };
type Queryable = Db | Tx;

function ownedBy(owner: SlotOwner): SQL | undefined {
  const byOwner =
    owner.storeId !== undefined ? eq(timeslots.storeId, owner.storeId) : eq(timeslots.warehouseId, owner.warehouseId);
  return and(byOwner, eq(timeslots.deliveryServiceId, owner.deliveryServiceId));
}

/** True when the slot belongs to the owner. */
export function isSlotOf(slot: TimeslotRow, owner: SlotOwner): boolean {
  if (slot.deliveryServiceId !== owner.deliveryServiceId) return false;
  return owner.storeId !== undefined ? slot.storeId === owner.storeId : slot.warehouseId === owner.warehouseId;
}

export async function findTimeslot(db: Queryable, timeslotId: number): Promise<TimeslotRow | undefined> {
  const [row] = await db.select().from(timeslots).where(eq(timeslots.timeslotId, timeslotId)).limit(1);
  return row;
}

/** The owner's slots from `fromDate` (YYYY-MM-DD) on, by day and start. */
export async function selectOwnerSlots(db: Queryable, owner: SlotOwner, fromDate: string): Promise<TimeslotRow[]> {
  return db
    .select()
    .from(timeslots)
    .where(and(ownedBy(owner), gte(timeslots.slotDate, fromDate)))
    .orderBy(asc(timeslots.slotDate), asc(timeslots.beginTime));
}

/** The owner's earliest slot that can still be chosen: enabled, before its cut-off, not full. */
export async function firstOpenSlot(db: Queryable, owner: SlotOwner, now: Date): Promise<TimeslotRow | undefined> {
  const [row] = await db
    .select()
    .from(timeslots)
    .where(and(ownedBy(owner), eq(timeslots.active, true), gt(timeslots.cutoffAt, now), lt(timeslots.booked, timeslots.capacity)))
    .orderBy(asc(timeslots.slotDate), asc(timeslots.beginTime))
    .limit(1);
  return row;
}
