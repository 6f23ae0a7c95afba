import {
  type Cart,
  type CheckoutBuyParams,
  checkoutConsentCodes,
  checkoutConsentTexts,
  fillOrderText,
  holdExpiry,
  initialOrderStatus,
  isSoldByWeight,
  isSuspendedOrder,
  type Message,
  minimumOrderCode,
  minimumOrderMessage,
  needsInvoice,
  type Order,
  orderCodes,
  orderTexts,
  paymentTypeRefusal,
  prebilledAmountCents,
  salesTermsAccepted,
  slotHasRoom,
  timeslotRefusal,
  variableWeightCents,
} from '@spesa/domain';
import type { Db, Tx } from '../../db/client';
import { badRequest, conflict, throwIfRefused } from '../../lib/http-error';
import { findAddressById } from '../addresses/address.repository';
import { type CartRow, lockOpenCart, updateCart } from '../cart/cart.repository';
import { type CartContext, cartContextOf } from '../cart/cart-context';
import { cartViewOf } from '../cart/cart-view';
import { refuseCartOverDailyMaximum } from '../cart/daily-maximum';
import { claimCartCertificates, spendDiscountingCertificates } from '../gift-certificates/gift-certificate-spending';
import {
  findLatestOrderOfUser,
  findOrder,
  insertOrder,
  insertOrderLines,
  insertTransaction,
  type OrderRow,
  recordStatusChange,
} from '../orders/order.repository';
import { orderAnswer, ownOrder } from '../orders/order.service';
import { editCancelled, forgetDroppedEdit } from '../orders/order-edit-cart';
import { placesFreedByEdit, retireEditedOrder } from '../orders/order-modify';
import type { PaymentService } from '../payments/payment.service';
import { newTransactionOf } from '../payments/payment-transactions';
import { findBillingData } from '../users/billing-data.repository';
import { orderFromCart } from './order-from-cart';
import {
  bookPlace,
  countCartLines,
  countOtherLiveHolds,
  extendHold,
  findSlot,
  findUnreleasedReservationOfCart,
  holdToBooking,
  insertHold,
  lockSlot,
  releaseHoldOfCart,
  type SlotReservationRow,
} from './slot-reservation.repository';

/** Status of a cart that has become an order (0 is the open cart). */
export const ORDERED_CART_STATUS = 1;

/**
 * How long after a buy a repeated buy (a retry whose first answer was lost, a double click) answers
 * the order it placed instead of 'not prepared'.
 */
const BUY_REPLAY_MS = 10 * 60_000;

const refuse = (code: keyof typeof orderTexts & keyof typeof orderCodes) => conflict(orderTexts[code], orderCodes[code]);

export type CheckoutHold = { cartId: number; timeslotId: number; expiresAt: string };
/** A placed order; `paymentUrl` is the hosted page when it waits for an online payment. */
export type PlacedOrder = { order: Order; replayed: boolean; userId: number; paymentUrl?: string };

/**
 * The confirmation e-mail of a placed order, as checkout needs it (the orders module provides it, the
 * app wires it in): written in the buy's transaction, woken after the commit.
 */
export type OrderConfirmationQueue = {
  enqueue: (tx: Tx, orderId: number, userId: number, baseUrl: string) => Promise<void>;
  wake: () => void;
};

type CheckoutOptions = {
  holdMinutes: number;
  /** The online payment: the authorisation must outlast the slot; the hosted page of an order waiting for payment. */
  payments: Pick<PaymentService, 'requireValidityCovers' | 'hostedPageOf'>;
  /** The confirmation e-mail of a placed order: written in the buy's transaction, sent after the commit (mail outbox). */
  confirm: OrderConfirmationQueue;
};

/** Locks the slot and checks it is still open with a place for this cart: booked orders plus the other carts' live holds. */
async function requireRoom(tx: Tx, cart: CartRow, timeslotId: number, now: Date) {
  const slot = await lockSlot(tx, timeslotId);
  if (!slot || timeslotRefusal({ ...slot, booked: 0 }, now) === 'closed') throw refuse('timeslotClosed');
  const otherHolds = await countOtherLiveHolds(tx, slot.timeslotId, cart.cartId, now);
  // A cart editing an order may keep that order's place: the new order takes it when bought.
  const freed = await placesFreedByEdit(tx, cart, slot.timeslotId);
  if (!slotHasRoom({ ...slot, booked: slot.booked - freed }, otherHolds)) throw refuse('timeslotFull');
  return slot;
}

/** Refuses a cart whose items do not reach its service's minimum order (brand settings, docs/decisions/0019). */
function requireMinimumOrder(view: Cart) {
  if (view.deliveryProgress.amountToMinimumCents > 0)
    throw conflict(minimumOrderMessage(view.deliveryProgress), minimumOrderCode);
}

/** checkout/prepare, cancel, buy and prebilled-amount. */
export function createCheckoutService(db: Db, options: CheckoutOptions) {
  /**
   * The cart's live hold, made again or extended: the cart must have lines, an address and a slot
   * still open with a place for it (its booked orders plus the other carts' live holds).
   */
  const hold = async (tx: Tx, cart: CartRow, now: Date): Promise<SlotReservationRow> => {
    if ((await countCartLines(tx, cart.cartId)) === 0) throw refuse('emptyCart');
    if (cart.shippingAddressId === null) throw refuse('noAddress');
    if (cart.timeslotId === null) throw refuse('noTimeslot');
    // The cart's own reservation is read before the slot is locked: the lock covers only the count and the hold.
    const current = await findUnreleasedReservationOfCart(tx, cart.cartId);
    const slot = await requireRoom(tx, cart, cart.timeslotId, now);
    const expiresAt = holdExpiry(now, options.holdMinutes);
    if (current?.kind === 'hold' && current.timeslotId === slot.timeslotId)
      return extendHold(tx, current.reservationId, expiresAt);
    await releaseHoldOfCart(tx, cart.cartId);
    return insertHold(tx, { timeslotId: slot.timeslotId, cartId: cart.cartId, userId: cart.userId, expiresAt });
  };

  /**
   * A buy that finds no hold: the retry of a buy already done (a double click, an answer lost) answers
   * its order, anything else is refused. After a normal buy the shopper works on the fresh empty cart
   * the buy opened (same instant as the order); after buying an order's edit, on the open cart kept
   * aside during the edit (older than the order, maybe with lines, its hold released by that buy).
   */
  const replayOrRefuse = async (tx: Tx, cart: CartRow, params: CheckoutBuyParams, now: Date): Promise<OrderRow> => {
    const empty = (await countCartLines(tx, cart.cartId)) === 0;
    const latest = await findLatestOrderOfUser(tx, cart.userId);
    const recent = latest !== undefined && now.getTime() - latest.createdAt.getTime() < BUY_REPLAY_MS;
    // The edit the client confirms is not the cart: bought already (a double click), or dropped.
    const edit = params.edits_order_id;
    if (edit !== undefined && cart.editsOrderId !== edit) {
      if (recent && latest.replacesOrderId === edit) return latest;
      throw editCancelled(edit);
    }
    // The edit was given up or its order cancelled since the cart was last prepared: never an earlier order again.
    if (cart.droppedEditOrderId !== null) throw editCancelled(cart.droppedEditOrderId);
    const afterBuy = recent && empty && cart.createdAt.getTime() >= latest.createdAt.getTime();
    const afterEditBuy =
      recent &&
      latest.replacesOrderId !== null &&
      latest.paymentTypeId === params.payment_type_id &&
      cart.createdAt.getTime() < latest.createdAt.getTime();
    if (afterBuy || afterEditBuy) return latest;
    if (empty) throw refuse('emptyCart');
    throw refuse('notPrepared');
  };

  /** Invoice flow (second file, section 4): an order asking for an invoice needs the billing data saved first. */
  const requireBillingData = async (tx: Tx, cart: CartRow) => {
    if (needsInvoice(cart) && !(await findBillingData(tx, cart.userId)))
      throw conflict(checkoutConsentTexts.billingDataRequired, checkoutConsentCodes.billingDataRequired);
  };

  /**
   * Places the order of a held cart: the hold becomes the booking, the cart the order, the shopper gets
   * a fresh cart, the confirmation e-mail goes into the mail outbox. The slot's row lock — which every
   * buy and prepare of that slot queues behind — is taken last (decision 0044): everything else touches
   * only this shopper's rows and is done before it, so the lock is held from the booking to the commit.
   */
  const place = async (
    tx: Tx,
    cart: CartRow,
    held: SlotReservationRow,
    params: CheckoutBuyParams,
    context: CartContext,
    now: Date,
    baseUrl: string,
  ) => {
    // A live hold guarantees the place: the slot is only read here, and locked when the place is taken.
    // An expired one no longer does: take one again if the slot still has it (locked now: counting its
    // places must see the edited order's booking before this buy releases it).
    const live = held.expiresAt !== null && held.expiresAt.getTime() > now.getTime();
    const slot = live ? await findSlot(tx, held.timeslotId) : await requireRoom(tx, cart, held.timeslotId, now);
    if (!slot || timeslotRefusal({ ...slot, booked: 0 }, now) === 'closed') throw refuse('timeslotClosed');
    await requireBillingData(tx, cart);
    options.payments.requireValidityCovers(params.payment_type_id, slot);
    const address = cart.shippingAddressId === null ? undefined : await findAddressById(tx, cart.shippingAddressId);
    if (!address) throw refuse('noAddress');
    await claimCartCertificates(tx, cart);
    const view = await cartViewOf(tx, cart, context);
    if (view.cartItems.length === 0) throw refuse('emptyCart');
    requireMinimumOrder(view);
    const orderStatusId = initialOrderStatus(params.payment_type_id);
    const source = { cart, view, address, slot, paymentTypeId: params.payment_type_id, orderStatusId, tenant: context.tenant };
    const { order: values, lines } = orderFromCart(source);
    // Buying the cart of an order being modified replaces that order: it is cancelled and its place given back first.
    const replacesOrderId = await retireEditedOrder(tx, cart);
    await refuseCartOverDailyMaximum(tx, cart.userId, view.cartItems, now);
    const order = await insertOrder(tx, { ...values, replacesOrderId });
    await insertOrderLines(
      tx,
      lines.map((line) => ({ ...line, orderId: order.orderId })),
    );
    await holdToBooking(tx, held.reservationId, order.orderId);
    await spendDiscountingCertificates(tx, cart, view);
    await insertTransaction(
      tx,
      newTransactionOf(order, { userPaymentAuthId: params.user_payment_auth_id, paymentData: params.payment_data }),
    );
    await recordStatusChange(tx, order.orderId, null, orderStatusId, 'shopper');
    // Rendered and sent after the commit by the mail outbox's worker; an order waiting for an online
    // payment is confirmed once paid (the payment service writes its row then).
    if (!isSuspendedOrder(orderStatusId)) await options.confirm.enqueue(tx, order.orderId, cart.userId, baseUrl);
    await updateCart(tx, cart.cartId, { cartStatusId: ORDERED_CART_STATUS });
    await reopenCart(tx, cart, replacesOrderId);
    // Last, the slot: its row stays locked from here to the commit.
    if (!(await bookPlace(tx, slot.timeslotId))) {
      const locked = await lockSlot(tx, slot.timeslotId);
      if (!locked || timeslotRefusal({ ...locked, booked: 0 }, now) === 'closed') throw refuse('timeslotClosed');
      throw refuse('timeslotFull');
    }
    return order;
  };

  /**
   * The shopper's open cart after a buy. After an edit, the open cart kept aside is the shopper's cart
   * again, as they left it — but a hold it had from before the edit is released: it must be confirmed
   * again, and a repeated buy of the edit then finds no hold and answers the order just placed instead
   * of buying that cart. Otherwise a fresh open cart keeps the address the shopper used; its slot is
   * assigned when it is first read.
   */
  const reopenCart = async (tx: Tx, cart: CartRow, replacesOrderId: number | null) => {
    const { cart: open } = await lockOpenCart(tx, cart.userId);
    if (replacesOrderId !== null) {
      await releaseHoldOfCart(tx, open.cartId);
      await forgetDroppedEdit(tx, open);
      return;
    }
    await updateCart(tx, open.cartId, {
      shippingAddressId: cart.shippingAddressId,
      addressAutoAssigned: cart.addressAutoAssigned,
      storeId: cart.storeId,
      warehouseId: cart.warehouseId,
      deliveryServiceId: cart.deliveryServiceId,
    });
  };

  return {
    /** `editsOrderId`: the order the client's cart edits, refused when that edit is no longer the shopper's cart. */
    prepare: async (userId: number, editsOrderId?: number): Promise<{ cart: Cart; hold: CheckoutHold }> => {
      const context = await cartContextOf(db);
      // The hold is the last step of its transaction (the slot's row lock lasts from it to the commit);
      // the answer's view is read after, in its own transaction (decision 0044).
      const { cart, held } = await db.transaction(async (tx) => {
        const { cart } = await lockOpenCart(tx, userId);
        if (editsOrderId !== undefined && cart.editsOrderId !== editsOrderId) throw editCancelled(editsOrderId);
        const view = await cartViewOf(tx, cart, context);
        if (view.cartItems.length > 0) requireMinimumOrder(view);
        await forgetDroppedEdit(tx, cart);
        return { cart, held: await hold(tx, cart, new Date()) };
      });
      return {
        // Read after the hold: it locks the cart (being paid, not editable).
        cart: await db.transaction((tx) => cartViewOf(tx, cart, context)),
        hold: { cartId: cart.cartId, timeslotId: held.timeslotId, expiresAt: (held.expiresAt as Date).toISOString() },
      };
    },

    /** Gives the cart's place in its slot back (the shopper went back to the cart); no hold is no error. */
    cancel: async (userId: number): Promise<{ cart: Cart; released: boolean }> => {
      const context = await cartContextOf(db);
      return db.transaction(async (tx) => {
        const { cart } = await lockOpenCart(tx, userId);
        const released = await releaseHoldOfCart(tx, cart.cartId);
        return { cart: await cartViewOf(tx, cart, context), released };
      });
    },

    buy: async (userId: number, params: CheckoutBuyParams, baseUrl: string): Promise<PlacedOrder> => {
      const refusal = paymentTypeRefusal(params.payment_type_id);
      if (refusal?.code === orderCodes.paymentTypeUnknown) throw badRequest(refusal.message, 'payment_type_id', refusal.code);
      throwIfRefused(refusal);
      // "Payment requires accepting the sales terms": the checkbox of /payment comes as payment_data.accept_sales_terms.
      if (!salesTermsAccepted(params.payment_data))
        throw badRequest(checkoutConsentTexts.salesTermsRequired, 'accept_sales_terms', checkoutConsentCodes.salesTermsRequired);
      const context = await cartContextOf(db);
      const { orderId, replayed } = await db.transaction(async (tx) => {
        const now = new Date();
        const { cart } = await lockOpenCart(tx, userId);
        const held = await findUnreleasedReservationOfCart(tx, cart.cartId);
        const editGone = params.edits_order_id !== undefined && cart.editsOrderId !== params.edits_order_id;
        if (held?.kind !== 'hold' || editGone)
          return { orderId: (await replayOrRefuse(tx, cart, params, now)).orderId, replayed: true };
        return { orderId: (await place(tx, cart, held, params, context, now, baseUrl)).orderId, replayed: false };
      });
      if (!replayed) options.confirm.wake();
      const order = await orderAnswer(db, ownOrder(await findOrder(db, orderId), userId));
      const waitingPayment = isSuspendedOrder(order.orderStatusId);
      // A repeated buy of an order still waiting for payment answers the same hosted page.
      const paymentUrl = waitingPayment ? await options.payments.hostedPageOf(orderId, baseUrl) : undefined;
      return { order, replayed, userId, paymentUrl };
    },

    /** What is reserved for the payment type: of the open cart, or of a placed order (order_id). */
    prebilledAmount: async (userId: number, paymentTypeId: number, orderId: number | undefined) => {
      const refusal = paymentTypeRefusal(paymentTypeId);
      if (refusal?.code === orderCodes.paymentTypeUnknown) throw badRequest(refusal.message, 'payment_type_id', refusal.code);
      const context = await cartContextOf(db);
      const { tenant } = context;
      let amounts: { totalCents: number; variableWeightCents: number };
      if (orderId !== undefined) {
        const order = ownOrder(await findOrder(db, orderId), userId);
        amounts = { totalCents: order.totalCents, variableWeightCents: order.variableWeightCents };
      } else {
        const view = await db.transaction(async (tx) => cartViewOf(tx, (await lockOpenCart(tx, userId)).cart, context));
        const lines = view.cartItems.map((item) => ({
          grossTotalCents: item.grossTotalCents,
          variableWeight: isSoldByWeight(item.product),
        }));
        amounts = { totalCents: view.totalPriceCents, variableWeightCents: variableWeightCents(lines) };
      }
      return {
        paymentTypeId,
        totalCents: amounts.totalCents,
        prebilledAmountCents: prebilledAmountCents(tenant.preauthorisationRule, paymentTypeId, amounts),
        rule: tenant.preauthorisationRule,
      };
    },
  };
}

/** The notice of a placed order, or of an order waiting for its online payment. */
export function orderPlacedInfo(orderId: number, waitingPayment = false): Message {
  const code = waitingPayment ? 'paymentPending' : 'orderPlaced';
  return { code: orderCodes[code], description: fillOrderText(orderTexts[code], { orderId }) };
}

export type CheckoutService = ReturnType<typeof createCheckoutService>;
