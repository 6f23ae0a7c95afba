import { z } from 'zod';
import { ORDER_STATUS } from '../order-status/order-statuses';
import { isOutForDelivery, orderTransitions } from '../order-status/order-transitions';
import { fillOrderText } from '../orders/order-texts';
import { zPassword } from '../validation/zod-validators';

export const accountDeletionCodes = {
  outForDelivery: 'errors.account.orderOutForDelivery',
  inPreparation: 'errors.account.orderInPreparation',
  deleted: 'info.account.deleted',
} as const;
export const accountDeletionTexts = {
  outForDelivery:
    "Non è possibile eliminare l'account mentre un ordine è in consegna (ordine {orderId}): riprova dopo la consegna.",
  inPreparation:
    "Non è possibile eliminare l'account mentre il negozio prepara un ordine (ordine {orderId}): riprova dopo la consegna o il ritiro.",
  deleted: 'Il tuo account è stato eliminato.',
} as const;

/** `POST user/delete`: the current password confirms the deletion. */
export const deleteAccountRequestSchema = z.object({ password: zPassword().max(200) });

/** Statuses an order ends in (no move out of them): such orders need nothing when the account goes. */
export const finishedOrderStatusIds: readonly number[] = Object.entries(orderTransitions)
  .filter(([, next]) => next.length === 0)
  .map(([id]) => Number(id));

/** Orders the store has taken in charge and is preparing: they cannot be cancelled by the shopper any more. */
const inPreparationStatusIds: readonly number[] = [
  ORDER_STATUS.takenInCharge,
  ORDER_STATUS.inPreparation,
  ORDER_STATUS.almostReady,
];

/**
 * Why the account cannot be deleted now, or null when it can. The specification: "allowed only if no
 * order is out for delivery" (7, 18). An order the store is already preparing (4-6) is refused as well:
 * the shopper can no longer cancel it, and deleting the account would take it from the store's hands.
 * Orders not yet taken in charge do not stop the deletion: they are cancelled with it.
 */
export function accountDeletionRefusal(
  orders: readonly { orderId: number; orderStatusId: number }[],
): { code: string; message: string } | null {
  const out = orders.find((order) => isOutForDelivery(order.orderStatusId));
  if (out)
    return {
      code: accountDeletionCodes.outForDelivery,
      message: fillOrderText(accountDeletionTexts.outForDelivery, { orderId: out.orderId }),
    };
  const preparing = orders.find((order) => inPreparationStatusIds.includes(order.orderStatusId));
  if (preparing)
    return {
      code: accountDeletionCodes.inPreparation,
      message: fillOrderText(accountDeletionTexts.inPreparation, { orderId: preparing.orderId }),
    };
  return null;
}
