import { type Cart, fillOrderText, type Message, orderCodes, orderModifyRefusal, orderTexts } from '@spesa/domain';
import type { Db, Tx } from '../../db/client';
import { cartItems, carts } from '../../db/schema/index';
import { conflict, throwIfRefused } from '../../lib/http-error';
import { type CartRow, EDITING_CART_STATUS, lockOpenCart } from '../cart/cart.repository';
import { cartContextOf } from '../cart/cart-context';
import { cartViewOf } from '../cart/cart-view';
import { carryCertificatesToEdit } from '../gift-certificates/gift-certificate.repository';
import { placesFreedForEditOf } from '../timeslots/timeslot.repository';
import { findOrder, lockOrder, selectOrderLines } from './order.repository';
import { cancelOrder, certificatesSpentBy, ownOrder } from './order.service';
import { dropEdit, findEditCartOfUser } from './order-edit-cart';

/** The canonical options key of a line, in the order of the product's options (as cart/add writes it). */
function paramsKeyOf(product: Record<string, unknown>, params: Record<string, string>): string {
  const options = Array.isArray(product.selectOptions) ? (product.selectOptions as { parameterName: string }[]) : [];
  const names = options.length > 0 ? options.map((option) => option.parameterName) : Object.keys(params).sort();
  return names
    .filter((name) => params[name] !== undefined)
    .map((name) => `${name}=${params[name]}`)
    .join('&');
}

/**
 * order/modify: the order's lines and gift certificates go back into a new cart in status 7 (its
 * address fixed, its slot free to change) that becomes the shopper's working cart. The open cart (status 0) is kept aside as it
 * is and is the working cart again once the edit is bought. Asking again for the same order answers
 * the same cart, also when the requests arrive together; another order cannot be modified meanwhile.
 */
export async function modifyOrder(tx: Tx, userId: number, orderId: number): Promise<CartRow> {
  // The open cart first (the lock order of every cart call), so the edit cannot race a cart change.
  const { cart: working } = await lockOpenCart(tx, userId);
  // A double click: the request that held the lock before this one began the edit, which the lock's
  // statement (its snapshot taken before that commit) could not see — looked up again, and answered
  // without locking the order (a cancellation holds the order, then wants the edit's carts).
  const editing = working.cartStatusId === EDITING_CART_STATUS ? working : await findEditCartOfUser(tx, userId);
  if (editing) {
    const order = ownOrder(await findOrder(tx, orderId), userId);
    if (editing.editsOrderId === order.orderId) return editing;
    const text = fillOrderText(orderTexts.orderBeingModified, { orderId: editing.editsOrderId ?? '' });
    throw conflict(text, orderCodes.orderBeingModified);
  }
  const order = ownOrder(await lockOrder(tx, orderId), userId);
  throwIfRefused(orderModifyRefusal(order));
  const [cart] = await tx
    .insert(carts)
    .values({
      userId,
      cartStatusId: EDITING_CART_STATUS,
      editsOrderId: order.orderId,
      storeId: order.storeId,
      warehouseId: order.warehouseId,
      deliveryServiceId: order.deliveryServiceId,
      shippingAddressId: order.shippingAddressId,
      addressAutoAssigned: false,
      timeslotId: order.timeslotId,
      timeslotAutoAssigned: false,
      cartInfos: order.cartInfos,
    })
    .returning();
  if (!cart) throw new Error(`no editing cart for order ${orderId}`);
  // Lines whose product no longer exists cannot be bought again: they stay out of the cart.
  const lines = (await selectOrderLines(tx, [order.orderId])).filter((line) => line.productId !== null);
  if (lines.length > 0)
    await tx
      .insert(cartItems)
      .values(
        lines.map((line) => ({
          cartId: cart.cartId,
          productId: line.productId as number,
          quantityThousandths: line.quantityThousandths,
          params: line.params,
          paramsKey: paramsKeyOf(line.product, line.params),
          acceptAlternatives: line.acceptAlternatives,
          notes: line.notes,
          customWeightThousandths: line.customWeightThousandths,
        })),
      )
      .onConflictDoNothing();
  await carryCertificatesToEdit(tx, certificatesSpentBy(order), cart.cartId);
  return cart;
}

/**
 * Places freed by the order the cart edits in this slot (0 or 1): its booking still counts in the
 * slot until the edit is bought, and the new order takes its place. The count is the timeslots'
 * (placesFreedForEditOf), the one timeslot/list, timeslot/select and the cart's refresh use.
 */
export async function placesFreedByEdit(tx: Tx, cart: CartRow, timeslotId: number): Promise<number> {
  return cart.editsOrderId === null ? 0 : placesFreedForEditOf(tx, cart.editsOrderId, timeslotId);
}

/**
 * When the bought cart edits an order: that order, checked again (the store may have taken charge
 * meanwhile), is cancelled — its booking released and its open transactions cancelled — in the buy's
 * transaction, before the new order takes its place. Answers the id the new order replaces.
 */
export async function retireEditedOrder(tx: Tx, cart: CartRow): Promise<number | null> {
  if (cart.editsOrderId === null) return null;
  const order = ownOrder(await lockOrder(tx, cart.editsOrderId), cart.userId);
  throwIfRefused(orderModifyRefusal(order));
  await cancelOrder(tx, order, 'shopper');
  return order.orderId;
}

/**
 * order/modify-cancel: the shopper gives up the edit. The editing cart (status 7) is dropped with its
 * lines and its hold on the slot; the order stays exactly as it was (it was never touched: the edit
 * only replaces it when bought) and the open cart kept aside is the working cart again. Answers the
 * order the cart edited and the cart now in use (`dropEdit`: a buy meant for the edit is refused);
 * 409 when no order is being modified.
 */
export async function abandonEdit(tx: Tx, userId: number): Promise<{ orderId: number; cart: CartRow }> {
  const { cart: working } = await lockOpenCart(tx, userId);
  if (working.cartStatusId !== EDITING_CART_STATUS || working.editsOrderId === null)
    throw conflict(orderTexts.notEditingOrder, orderCodes.notEditingOrder);
  return { orderId: working.editsOrderId, cart: await dropEdit(tx, working) };
}

/** order/modify: the editing cart's answer, with the notice telling the shopper which order they are editing. */
export function createOrderModifyService(db: Db) {
  return {
    modify: async (userId: number, orderId: number): Promise<{ cart: Cart; info: Message }> => {
      const context = await cartContextOf(db);
      return db.transaction(async (tx) => {
        const cart = await modifyOrder(tx, userId, orderId);
        return {
          cart: await cartViewOf(tx, cart, context),
          info: { code: orderCodes.orderInEditing, description: fillOrderText(orderTexts.orderInEditing, { orderId }) },
        };
      });
    },

    /** order/modify-cancel: the open cart's answer again, with the notice that the order is unchanged. */
    abandon: async (userId: number): Promise<{ cart: Cart; info: Message }> => {
      const context = await cartContextOf(db);
      return db.transaction(async (tx) => {
        const { orderId, cart } = await abandonEdit(tx, userId);
        return {
          cart: await cartViewOf(tx, cart, context),
          info: {
            code: orderCodes.orderEditAbandoned,
            description: fillOrderText(orderTexts.orderEditAbandoned, { orderId }),
          },
        };
      });
    },
  };
}
