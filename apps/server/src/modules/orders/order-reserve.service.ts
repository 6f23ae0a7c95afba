import { fillOrderText, type Message, orderNoteCodes, orderNoteTexts, parkingReservationRefusal } from '@spesa/domain';
import type { Db } from '../../db/client';
import { throwIfRefused } from '../../lib/http-error';
import { lockOrder } from './order.repository';
import { ownOrder } from './order.service';
import { findParkingReservation, insertParkingReservation } from './order-reserve.repository';

/**
 * order/reserve: a parking place for a store-pickup order, once per order, while the order is
 * confirmed and not yet collected (PARKING_RESERVABLE_STATUSES). The answer's first info message is
 * what the client shows in its information dialog; a refusal's first error, under 'Attenzione'.
 */
export function createOrderReserveService(db: Db) {
  return {
    reserve: (userId: number, orderId: number, distance: number) =>
      db.transaction(async (tx) => {
        const order = ownOrder(await lockOrder(tx, orderId), userId);
        const refusal = parkingReservationRefusal({
          ...order,
          alreadyReserved: (await findParkingReservation(tx, orderId)) !== undefined,
        });
        throwIfRefused(refusal);
        const row = await insertParkingReservation(tx, orderId, Math.round(distance));
        const info: Message = {
          code: orderNoteCodes.parkingReserved,
          description: fillOrderText(orderNoteTexts.parkingReserved, { orderId }),
        };
        return {
          reservation: { orderId, distanceMeters: row.distanceMeters, reservedAt: row.createdAt.toISOString() },
          info,
        };
      }),
  };
}
