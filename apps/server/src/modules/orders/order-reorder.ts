import { type CartAddItem, scaledToNumber } from '@spesa/domain';
import type { Tx } from '../../db/client';
import { findOrder, selectOrderLines } from './order.repository';
import { ownOrder } from './order.service';

/**
 * What `cart/add-all-from-order` adds: every line of the shopper's order as it was ordered (not a
 * substitute), with its quantity, options, notes, alternatives and custom weight; the cart's rules
 * decide what can still be bought. 404 for a missing order, 403 for another shopper's.
 */
export async function orderItemsToReorder(tx: Tx, userId: number, orderId: number): Promise<CartAddItem[]> {
  const order = ownOrder(await findOrder(tx, orderId), userId);
  const lines = await selectOrderLines(tx, [order.orderId]);
  return lines.map((line) => ({
    // A product deleted since keeps its id in the snapshot: the cart answers it as not found, in a warning.
    productId: line.productId ?? Number((line.product as { productId?: number }).productId ?? 0),
    quantity: scaledToNumber(line.quantityThousandths, 3),
    params: line.params,
    infos: {
      notes: line.notes,
      accept_alternatives: line.acceptAlternatives ? 'true' : 'false',
      ...(line.customWeightThousandths === null ? {} : { customWeight: scaledToNumber(line.customWeightThousandths, 3) }),
    },
  }));
}
