import { and, count, eq, gt, isNull, lt, ne, sql } from 'drizzle-orm';
import type { Tx } from '../../db/client';
import { cartItems, slotReservations, timeslots } from '../../db/schema/index';
import type { TimeslotRow } from '../timeslots/timeslot.repository';

export type SlotReservationRow = typeof slotReservations.$inferSelect;

/**
 * The slot, locked until the transaction ends: every hold and booking of one slot is decided one
 * after the other, so counting its places and taking one cannot interleave.
 */
export async function lockSlot(tx: Tx, timeslotId: number): Promise<TimeslotRow | undefined> {
  const [row] = await tx.select().from(timeslots).where(eq(timeslots.timeslotId, timeslotId)).for('update');
  return row;
}

/** The slot as it is, not locked: what a buy with a live hold needs before it takes the place (lockSlot's row, later). */
export async function findSlot(tx: Tx, timeslotId: number): Promise<TimeslotRow | undefined> {
  const [row] = await tx.select().from(timeslots).where(eq(timeslots.timeslotId, timeslotId));
  return row;
}

/** The live holds (not released, not expired) on a slot of carts other than this one. */
export async function countOtherLiveHolds(tx: Tx, timeslotId: number, cartId: number, now: Date): Promise<number> {
  const [row] = await tx
    .select({ holds: count() })
    .from(slotReservations)
    .where(
      and(
        eq(slotReservations.timeslotId, timeslotId),
        eq(slotReservations.kind, 'hold'),
        isNull(slotReservations.releasedAt),
        gt(slotReservations.expiresAt, now),
        ne(slotReservations.cartId, cartId),
      ),
    );
  return Number(row?.holds ?? 0);
}

/** The cart's reservation that is not released (a hold, possibly expired), if any. */
export async function findUnreleasedReservationOfCart(tx: Tx, cartId: number): Promise<SlotReservationRow | undefined> {
  const [row] = await tx
    .select()
    .from(slotReservations)
    .where(and(eq(slotReservations.cartId, cartId), isNull(slotReservations.releasedAt)))
    .limit(1);
  return row;
}

export async function insertHold(
  tx: Tx,
  values: { timeslotId: number; cartId: number; userId: number; expiresAt: Date },
): Promise<SlotReservationRow> {
  const [row] = await tx
    .insert(slotReservations)
    .values({ ...values, kind: 'hold' })
    .returning();
  if (!row) throw new Error('hold not inserted');
  return row;
}

export async function extendHold(tx: Tx, reservationId: number, expiresAt: Date): Promise<SlotReservationRow> {
  const [row] = await tx
    .update(slotReservations)
    .set({ expiresAt })
    .where(eq(slotReservations.reservationId, reservationId))
    .returning();
  if (!row) throw new Error(`reservation ${reservationId} vanished`);
  return row;
}

/** Releases the cart's hold (cancel, or an expired one before a new prepare); true when there was one. */
export async function releaseHoldOfCart(tx: Tx, cartId: number): Promise<boolean> {
  const released = await tx
    .update(slotReservations)
    .set({ releasedAt: sql`now()` })
    .where(and(eq(slotReservations.cartId, cartId), eq(slotReservations.kind, 'hold'), isNull(slotReservations.releasedAt)))
    .returning({ reservationId: slotReservations.reservationId });
  return released.length > 0;
}

/** Turns the hold into the booking of the placed order. */
export async function holdToBooking(tx: Tx, reservationId: number, orderId: number): Promise<void> {
  await tx.update(slotReservations).set({ kind: 'booking', orderId }).where(eq(slotReservations.reservationId, reservationId));
}

/**
 * Takes one place of the slot for an order: a conditional update, so `booked` never passes the
 * capacity even if a caller forgot the lock. False when the slot is full.
 */
export async function bookPlace(tx: Tx, timeslotId: number): Promise<boolean> {
  const updated = await tx
    .update(timeslots)
    .set({ booked: sql`${timeslots.booked} + 1` })
    .where(and(eq(timeslots.timeslotId, timeslotId), lt(timeslots.booked, timeslots.capacity)))
    .returning({ timeslotId: timeslots.timeslotId });
  return updated.length > 0;
}

/** Releases the booking of a cancelled order and gives its place back to the slot. */
export async function releaseBookingOfOrder(tx: Tx, orderId: number): Promise<void> {
  const released = await tx
    .update(slotReservations)
    .set({ releasedAt: sql`now()` })
    .where(and(eq(slotReservations.orderId, orderId), eq(slotReservations.kind, 'booking'), isNull(slotReservations.releasedAt)))
    .returning({ timeslotId: slotReservations.timeslotId });
  for (const { timeslotId } of released) {
    await tx
      .update(timeslots)
      .set({ booked: sql`${timeslots.booked} - 1` })
      .where(and(eq(timeslots.timeslotId, timeslotId), gt(timeslots.booked, 0)));
  }
}

export async function countCartLines(tx: Tx, cartId: number): Promise<number> {
  const [row] = await tx.select({ lines: count() }).from(cartItems).where(eq(cartItems.cartId, cartId));
  return Number(row?.lines ?? 0);
}
