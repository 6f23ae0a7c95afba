import { fillOrderText, type Message, type OrderRating, orderNoteCodes, orderNoteTexts, orderRatingRefusal } from '@spesa/domain';
import type { Db } from '../../db/client';
import { conflict, notFound, throwIfRefused } from '../../lib/http-error';
import { findOrder, lockOrder } from './order.repository';
import { ownOrder } from './order.service';
import { findRating, insertRating, type OrderRatingRow, selectRatingsOfUser, updateRating } from './order-ratings.repository';

function toRating(row: OrderRatingRow): OrderRating {
  return {
    noteId: row.noteId,
    orderId: row.orderId,
    score: row.score,
    comment: row.comment,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

const saved = (orderId: number): Message => ({
  code: orderNoteCodes.ratingSaved,
  description: fillOrderText(orderNoteTexts.ratingSaved, { orderId }),
});

/**
 * Ratings of orders (note/order/add, note/order/update, note/list). The shopper rates their own order
 * once it is delivered or partially delivered (see RATEABLE_ORDER_STATUSES): a score 1–5 and a comment.
 * One rating per order: a second add is a 409 pointing to update; update changes the same rating.
 */
export function createOrderRatingService(db: Db) {
  return {
    add: (userId: number, input: { orderId: number; score: number; comment: string }) =>
      db.transaction(async (tx) => {
        const order = ownOrder(await lockOrder(tx, input.orderId), userId);
        const refusal = orderRatingRefusal(order);
        throwIfRefused(refusal);
        const row = await insertRating(tx, { ...input, userId });
        if (!row) throw conflict(orderNoteTexts.alreadyRated, orderNoteCodes.alreadyRated);
        return { rating: toRating(row), info: saved(order.orderId) };
      }),

    update: (userId: number, input: { noteId: number; score: number; comment: string }) =>
      db.transaction(async (tx) => {
        const existing = await findRating(tx, input.noteId);
        // Another shopper's rating answers as a missing one: its id tells a stranger nothing.
        if (!existing || existing.userId !== userId) throw notFound(orderNoteTexts.ratingNotFound, orderNoteCodes.ratingNotFound);
        const order = ownOrder(await lockOrder(tx, existing.orderId), userId);
        const refusal = orderRatingRefusal(order);
        throwIfRefused(refusal);
        const row = await updateRating(tx, existing.noteId, { score: input.score, comment: input.comment });
        return { rating: toRating(row), info: saved(order.orderId) };
      }),

    /** The shopper's ratings; with an order id, that order's (404 when the order is missing or another shopper's). */
    list: async (userId: number, orderId?: number): Promise<{ notes: OrderRating[] }> => {
      if (orderId !== undefined) ownOrder(await findOrder(db, orderId), userId);
      return { notes: (await selectRatingsOfUser(db, userId, orderId)).map(toRating) };
    },
  };
}
