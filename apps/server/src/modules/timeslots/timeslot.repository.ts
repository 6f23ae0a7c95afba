import { and, asc, eq, getTableColumns, gt, gte, lt, type SQL, sql } from 'drizzle-orm';
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

/**
 * The live checkout holds (not released, not expired) on the slot of the row, of carts other than
 * `exceptCartId` (none: every cart's). A correlated count the partial index
 * slot_reservations_live_holds_idx answers; the slot's column is written with its table, since
 * drizzle leaves it unqualified in a one-table query and it would then name the hold's own column.
 */
function liveHoldsOnSlot(now: Date, exceptCartId?: number): SQL<number> {
  const otherCarts = exceptCartId === undefined ? sql`` : sql` AND held.cart_id <> ${exceptCartId}`;
  return sql<number>`(SELECT count(*)::int FROM slot_reservations held
    WHERE held.timeslot_id = "timeslots"."timeslot_id" AND held.kind = 'hold' AND held.released_at IS NULL
      AND held.expires_at > ${now}${otherCarts})`;
}

/**
 * The place (0 or 1) the order an editing cart replaces holds on the slot of the row: its live
 * booking still counts in `booked` until the edit is bought, and the new order then takes that very
 * place — so it is free for its own edit (and for no one else). `editedOrderId` is the order's id or
 * a subquery answering it; the unique index slot_reservations_live_per_order_unique answers the count.
 */
function editedOrderBookingOnSlot(editedOrderId: number | SQL): SQL<number> {
  return sql<number>`(SELECT count(*)::int FROM slot_reservations edited
    WHERE edited.order_id = ${editedOrderId} AND edited.kind = 'booking' AND edited.released_at IS NULL
      AND edited.timeslot_id = "timeslots"."timeslot_id")`;
}

/** Places freed in the slot for an edit of the order (0 or 1): see editedOrderBookingOnSlot. */
export async function placesFreedForEditOf(db: Queryable, editedOrderId: number, timeslotId: number): Promise<number> {
  const [row] = await db
    .select({ freed: editedOrderBookingOnSlot(editedOrderId).mapWith(Number) })
    .from(timeslots)
    .where(eq(timeslots.timeslotId, timeslotId))
    .limit(1);
  return row?.freed ?? 0;
}

/**
 * A slot as a shopper sees it: `taken` counts its placed orders (`booked`) and the places other carts
 * hold at checkout (a hold may still become an order), never the shopper's own cart's hold — so a
 * slot whose last places are held by others is full to everyone else, and still open to its holder.
 * For a cart editing an order, that order's own place counts as free (placesFreedForEditOf).
 */
export type SlotAsSeen = TimeslotRow & { taken: number };
const asSeenBy = (cartId: number, now: Date) => {
  const editedOrder = sql`(SELECT editing.edits_order_id FROM carts editing WHERE editing.cart_id = ${cartId})`;
  return {
    ...getTableColumns(timeslots),
    taken:
      sql<number>`(${timeslots.booked} + ${liveHoldsOnSlot(now, cartId)} - ${editedOrderBookingOnSlot(editedOrder)})`.mapWith(
        Number,
      ),
  };
};

/** The owner's slots from `fromDate` (YYYY-MM-DD) on, by day and start, as the cart's shopper sees them. */
export async function selectOwnerSlots(
  db: Queryable,
  owner: SlotOwner,
  fromDate: string,
  seenBy: { cartId: number; now: Date },
): Promise<SlotAsSeen[]> {
  return db
    .select(asSeenBy(seenBy.cartId, seenBy.now))
    .from(timeslots)
    .where(and(ownedBy(owner), gte(timeslots.slotDate, fromDate)))
    .orderBy(asc(timeslots.slotDate), asc(timeslots.beginTime));
}

/** One slot as the cart's shopper sees it (timeslot/select): other carts' live holds count as taken. */
export async function findTimeslotAsSeen(
  db: Queryable,
  timeslotId: number,
  cartId: number,
  now: Date,
): Promise<SlotAsSeen | undefined> {
  const [row] = await db.select(asSeenBy(cartId, now)).from(timeslots).where(eq(timeslots.timeslotId, timeslotId)).limit(1);
  return row;
}

/**
 * The owner's earliest slot that can still be chosen: enabled, before its cut-off, not full — its
 * orders plus the live checkout holds below capacity, so a cart is not given a place others hold.
 */
export async function firstOpenSlot(db: Queryable, owner: SlotOwner, now: Date): Promise<TimeslotRow | undefined> {
  const [row] = await db
    .select()
    .from(timeslots)
    .where(
      and(
        ownedBy(owner),
        eq(timeslots.active, true),
        gt(timeslots.cutoffAt, now),
        lt(timeslots.booked, timeslots.capacity),
        sql`${timeslots.booked} + ${liveHoldsOnSlot(now)} < ${timeslots.capacity}`,
      ),
    )
    .orderBy(asc(timeslots.slotDate), asc(timeslots.beginTime))
    .limit(1);
  return row;
}
