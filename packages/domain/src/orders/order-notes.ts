import { ORDER_STATUS } from '../order-status/order-statuses';
import { DELIVERY_SERVICE } from '../order-status/service-and-payment-types';
import type { OrderRefusal } from './checkout-rules';
import { fillOrderText } from './order-texts';

/** A rating's score: a whole number of stars from 1 to 5. */
export const RATING_MIN_SCORE = 1;
export const RATING_MAX_SCORE = 5;
/** A rating's comment: free text up to 1000 characters, like the cart note. */
export const RATING_COMMENT_MAX_LENGTH = 1000;

/**
 * Statuses in which the shopper may rate an order: only once it reached them (delivered, partially
 * delivered). Before delivery there is nothing to judge yet; a cancelled, invalidated, failed or
 * not-collected order was never received. A rating already given may be updated in the same statuses.
 */
export const RATEABLE_ORDER_STATUSES: readonly number[] = [ORDER_STATUS.delivered, ORDER_STATUS.partiallyDelivered];

/**
 * Statuses in which a parking place can be reserved for a pickup: the order is confirmed (3) and
 * not yet collected (up to almost ready, 6). Waiting for payment, already collected, cancelled: no.
 */
export const PARKING_RESERVABLE_STATUSES: readonly number[] = [
  ORDER_STATUS.ordered,
  ORDER_STATUS.takenInCharge,
  ORDER_STATUS.inPreparation,
  ORDER_STATUS.almostReady,
];

export const orderNoteTexts = {
  notRateable: "Potrai valutare l'ordine dopo la consegna.",
  alreadyRated: 'Hai già valutato questo ordine: puoi modificare la tua valutazione.',
  ratingNotFound: 'La valutazione richiesta non esiste.',
  ratingSaved: "Grazie! La tua valutazione dell'ordine {orderId} è stata salvata.",
  parkingNotPickup: 'Il parcheggio si può prenotare solo per gli ordini con ritiro in negozio.',
  parkingNotReservable: 'Il parcheggio si può prenotare solo per un ordine confermato e non ancora ritirato.',
  parkingAlreadyReserved: "Il parcheggio per l'ordine {orderId} è già prenotato.",
  parkingReserved: "Parcheggio prenotato per l'ordine {orderId}: all'arrivo troverai un posto riservato per il ritiro.",
} as const;

export const orderNoteCodes = {
  notRateable: 'errors.rating.notRateable',
  alreadyRated: 'errors.rating.alreadyRated',
  ratingNotFound: 'errors.rating.notFound',
  ratingSaved: 'msg.rating.saved',
  parkingNotPickup: 'errors.parking.notPickup',
  parkingNotReservable: 'errors.parking.notReservable',
  parkingAlreadyReserved: 'errors.parking.alreadyReserved',
  parkingReserved: 'msg.parking.reserved',
} as const;

/** Why the order cannot be rated (or its rating changed) in its status; null when it can. */
export function orderRatingRefusal(order: { orderStatusId: number }): OrderRefusal | null {
  return RATEABLE_ORDER_STATUSES.includes(order.orderStatusId)
    ? null
    : { code: orderNoteCodes.notRateable, message: orderNoteTexts.notRateable };
}

/** Why no parking place can be reserved for the order; null when it can. */
export function parkingReservationRefusal(order: {
  orderId: number;
  deliveryServiceId: number;
  orderStatusId: number;
  alreadyReserved: boolean;
}): OrderRefusal | null {
  if (order.deliveryServiceId !== DELIVERY_SERVICE.storePickup) {
    return { code: orderNoteCodes.parkingNotPickup, message: orderNoteTexts.parkingNotPickup };
  }
  if (!PARKING_RESERVABLE_STATUSES.includes(order.orderStatusId)) {
    return { code: orderNoteCodes.parkingNotReservable, message: orderNoteTexts.parkingNotReservable };
  }
  if (order.alreadyReserved) {
    return {
      code: orderNoteCodes.parkingAlreadyReserved,
      message: fillOrderText(orderNoteTexts.parkingAlreadyReserved, { orderId: order.orderId }),
    };
  }
  return null;
}
