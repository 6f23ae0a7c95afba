import { eq } from 'drizzle-orm';
import type { Tx } from '../../db/client';
import { orderParkingReservations } from '../../db/schema/index';

export type ParkingReservationRow = typeof orderParkingReservations.$inferSelect;

export async function findParkingReservation(tx: Tx, orderId: number): Promise<ParkingReservationRow | undefined> {
  const [row] = await tx.select().from(orderParkingReservations).where(eq(orderParkingReservations.orderId, orderId)).limit(1);
  return row;
}

export async function insertParkingReservation(tx: Tx, orderId: number, distanceMeters: number): Promise<ParkingReservationRow> {
  const [row] = await tx.insert(orderParkingReservations).values({ orderId, distanceMeters }).returning();
  if (!row) throw new Error('parking reservation not inserted');
  return row;
}
