import { timingSafeEqual } from 'node:crypto';
import {
  authorisationValidityRefusal,
  captureRefusal,
  fillOrderText,
  isOnlinePaymentType,
  isSuspendedOrder,
  type Message,
  type ModifyPaymentTypeParams,
  ORDER_STATUS,
  onlineCardPaymentTypeIds,
  orderCodes,
  orderTexts,
  paymentDeadline,
  paymentRetryRefusal,
  paymentTypeRefusal,
  prebilledAmountCents,
  suspendedOrderStatusIds,
  type TenantSettings,
  TRANSACTION_STATUS,
} from '@spesa/domain';
import type { Db, Tx } from '../../db/client';
import { badRequest, conflict, notFound, refusedBy, throwIfRefused } from '../../lib/http-error';
import {
  findOrder,
  insertTransaction,
  lockOrder,
  type OrderRow,
  setOrderStatus,
  type TransactionRow,
  updateOpenTransactions,
} from '../orders/order.repository';
import { cancelOrder, orderAnswer, ownOrder } from '../orders/order.service';
import type { OrderConfirmation } from '../orders/order-confirmation-mail';
import { dropEdit, lockOrderAfterItsEdit, orderEditTransaction } from '../orders/order-edit-cart';
import {
  findAuthorisationOfOrder,
  findOpenTransactionOfOrder,
  findTransaction,
  lastPaymentAttemptAt,
  selectOverdueSuspendedOrderIds,
  setGatewayReference,
  setOrderPaymentType,
  setTransactionStatus,
} from './payment.repository';
import { type PaymentGateway, paymentOutcomePath } from './payment-gateway';
import { newTransactionOf, paymentMethodOf } from './payment-transactions';

/** What the shopper did on the gateway's page. */
export type AuthorisationOutcome = 'authorised' | 'declined' | 'cancelled';

export type PaymentServiceOptions = {
  gateway: PaymentGateway;
  tenant: TenantSettings;
  /** Minutes a suspended order waits for payment after its last attempt (PAYMENT_TIMEOUT_MINUTES). */
  timeoutMinutes: number;
  /** The order confirmation once an online payment is authorised: written in that transaction, sent after it (mail outbox). */
  confirm?: Pick<OrderConfirmation, 'enqueue' | 'wake'>;
  /** The clock (tests move it instead of waiting). */
  now?: () => Date;
  /** Told of each online payment that did not authorise, once its outcome is committed (the metrics count it). */
  onPaymentFailed?: (outcome: 'declined' | 'cancelled') => void;
};

/** True when `given` is the transaction's gateway reference (compared in constant time). */
function referenceMatches(transaction: TransactionRow, given: string): boolean {
  const expected = Buffer.from(transaction.gatewayReference ?? '');
  const actual = Buffer.from(given);
  return expected.length > 0 && expected.length === actual.length && timingSafeEqual(expected, actual);
}

/**
 * Online payment of orders: the hosted page of an order waiting for payment, the outcome the gateway
 * reports, paying again (order/payment), changing the payment type, capture, and the cancellation of
 * orders left unpaid. An order has at most one authorisation.
 */
export function createPaymentService(db: Db, options: PaymentServiceOptions) {
  const { gateway } = options;
  const now = options.now ?? (() => new Date());

  /** Refuses an online payment whose authorisation would expire before the order's slot ends. */
  const requireValidityCovers = (paymentTypeId: number, slot: { slotDate: string; endTime: string }) => {
    if (!isOnlinePaymentType(paymentTypeId)) return;
    const refusal = authorisationValidityRefusal(now(), gateway.authorisationValidityDays, slot);
    throwIfRefused(refusal);
  };

  /** A suspended order of the shopper, locked, that may be paid now (no authorisation yet). */
  const payableOrder = async (tx: Tx, userId: number, orderId: number): Promise<OrderRow> => {
    const order = ownOrder(await lockOrder(tx, orderId), userId);
    const refusal = paymentRetryRefusal(order, (await findAuthorisationOfOrder(tx, orderId)) !== undefined);
    throwIfRefused(refusal);
    return order;
  };

  /** Starts a new payment of the order: earlier pages that are still open stop counting. */
  const restartPayment = async (
    tx: Tx,
    order: OrderRow,
    params: { userPaymentAuthId?: number; paymentData?: Record<string, unknown> },
  ) => {
    await updateOpenTransactions(tx, order.orderId, [TRANSACTION_STATUS.inProgress], TRANSACTION_STATUS.cancelled);
    await insertTransaction(tx, newTransactionOf(order, params));
  };

  /** The hosted page of the order's payment in progress, opened at the gateway the first time it is asked for. */
  const hostedPageOf = async (orderId: number, baseUrl: string): Promise<string | undefined> => {
    const transaction = await findOpenTransactionOfOrder(db, orderId);
    if (!transaction || !isOnlinePaymentType(transaction.paymentTypeId)) return undefined;
    const known = transaction.paymentData.redirectUrl;
    if (transaction.gatewayReference && typeof known === 'string') return known;
    const { reference, redirectUrl } = await gateway.authorise({
      transactionId: transaction.transactionId,
      orderId,
      amountCents: transaction.amountCents,
      method: paymentMethodOf(transaction.paymentTypeId),
      baseUrl,
    });
    const extra = { gateway: gateway.name, method: paymentMethodOf(transaction.paymentTypeId), redirectUrl };
    if (await setGatewayReference(db, transaction, reference, extra)) return redirectUrl;
    // Another call opened it meanwhile: its page is the one.
    return hostedPageOf(orderId, baseUrl);
  };

  const orderAfter = async (orderId: number, userId: number, baseUrl: string) => {
    const order = await orderAnswer(db, ownOrder(await findOrder(db, orderId), userId));
    const paymentUrl = isSuspendedOrder(order.orderStatusId) ? await hostedPageOf(orderId, baseUrl) : undefined;
    return { order, orderId, paymentUrl };
  };

  return {
    hostedPageOf,
    requireValidityCovers,

    /** order/payment: a new transaction and a new hosted page for a suspended order. */
    retry: async (userId: number, orderId: number, baseUrl: string) => {
      await db.transaction(async (tx) => {
        const order = await payableOrder(tx, userId, orderId);
        requireValidityCovers(order.paymentTypeId, order);
        await restartPayment(tx, order, {});
      });
      const answer = await orderAfter(orderId, userId, baseUrl);
      const info: Message = {
        code: orderCodes.paymentPending,
        description: fillOrderText(orderTexts.paymentPending, { orderId }),
      };
      return { ...answer, info };
    },

    /**
     * order/modify-payment-type: a suspended order changes type. Paid at delivery, it is placed (3);
     * online (cards, PayPal), it waits for payment on a new hosted page with the amount of the new type.
     */
    modifyPaymentType: async (userId: number, params: ModifyPaymentTypeParams, baseUrl: string) => {
      const typeRefusal = paymentTypeRefusal(params.payment_type_id);
      if (typeRefusal?.code === orderCodes.paymentTypeUnknown)
        throw badRequest(typeRefusal.message, 'payment_type_id', typeRefusal.code);
      throwIfRefused(typeRefusal);
      const orderId = params.order_id;
      await db.transaction(async (tx) => {
        const order = await payableOrder(tx, userId, orderId);
        const paymentTypeId = params.payment_type_id;
        requireValidityCovers(paymentTypeId, order);
        const preauthorisedCents = onlineCardPaymentTypeIds.some((id) => id === paymentTypeId)
          ? prebilledAmountCents(options.tenant.preauthorisationRule, paymentTypeId, order)
          : null;
        await setOrderPaymentType(tx, orderId, { paymentTypeId, preauthorisedCents });
        const changed = { ...order, paymentTypeId, preauthorisedCents };
        await restartPayment(tx, changed, { userPaymentAuthId: params.user_payment_auth_id, paymentData: params.payment_data });
        if (!isOnlinePaymentType(paymentTypeId)) await setOrderStatus(tx, order, ORDER_STATUS.ordered, 'shopper');
      });
      const answer = await orderAfter(orderId, userId, baseUrl);
      const info: Message = {
        code: orderCodes.paymentTypeChanged,
        description: fillOrderText(orderTexts.paymentTypeChanged, { orderId }),
      };
      return { ...answer, info };
    },

    /** The transaction behind a hosted page link, when the link is genuine (its reference) and still open. */
    hostedTransaction: async (transactionId: number, reference: string) => {
      const transaction = await findTransaction(db, transactionId);
      if (!transaction || !referenceMatches(transaction, reference)) throw notFound();
      return transaction;
    },

    /** Notes a step of the gateway's page on a transaction still in progress (the test page's pending verification). */
    noteGatewayStep: async (transaction: TransactionRow, data: Record<string, unknown>) => {
      if (transaction.transactionStatusId !== TRANSACTION_STATUS.inProgress) return;
      await db.transaction(async (tx) =>
        setTransactionStatus(tx, transaction.transactionId, TRANSACTION_STATUS.inProgress, {
          ...transaction.paymentData,
          ...data,
        }),
      );
    },

    /**
     * What the gateway reports for a transaction: authorised, the order is placed (3) unless it was
     * cancelled or paid meanwhile (then the authorisation is voided); declined or abandoned, the order
     * stays suspended (2, to be completed). A report for a transaction already settled changes
     * nothing. Answers where the shopper goes next.
     */
    completeAuthorisation: async (transactionId: number, reference: string, outcome: AuthorisationOutcome, baseUrl: string) => {
      const found = await findTransaction(db, transactionId);
      if (!found || !referenceMatches(found, reference)) throw notFound();
      const { orderId } = found;
      const result = await db.transaction(async (tx) => {
        const order = await lockOrder(tx, orderId);
        const transaction = await findTransaction(tx, transactionId);
        if (!order || !transaction) throw notFound();
        if (transaction.transactionStatusId !== TRANSACTION_STATUS.inProgress)
          return { paid: transaction.transactionStatusId === TRANSACTION_STATUS.authorized, voidIt: false, placed: null };
        const payable = isSuspendedOrder(order.orderStatusId) && !(await findAuthorisationOfOrder(tx, orderId));
        if (outcome === 'authorised' && payable) {
          await setTransactionStatus(tx, transactionId, TRANSACTION_STATUS.authorized);
          const placed = await setOrderStatus(tx, order, ORDER_STATUS.ordered, 'payment');
          // The confirmation leaves after this commit (mail outbox), only if it commits.
          await options.confirm?.enqueue(tx, placed.orderId, placed.userId, baseUrl);
          return { paid: true, voidIt: false, placed };
        }
        const status = outcome === 'cancelled' ? TRANSACTION_STATUS.cancelled : TRANSACTION_STATUS.error;
        await setTransactionStatus(tx, transactionId, status, { ...transaction.paymentData, outcome });
        if (order.orderStatusId === ORDER_STATUS.waitingPayment)
          await setOrderStatus(tx, order, ORDER_STATUS.completePayment, 'payment');
        return { paid: false, voidIt: outcome === 'authorised', placed: null, failed: outcome !== 'authorised' };
      });
      // Counted once recorded (committed), and once: a repeated outcome finds the transaction no longer in progress.
      if ('failed' in result && result.failed && outcome !== 'authorised') options.onPaymentFailed?.(outcome);
      if (result.voidIt && found.gatewayReference) await gateway.void(found.gatewayReference);
      if (result.placed) options.confirm?.wake();
      return result.paid ? paymentOutcomePath.completed(orderId) : paymentOutcomePath.error(orderId);
    },

    /** Charges the weighed amount at delivery: never more than the authorisation; the transaction becomes confirmed. */
    capture: async (orderId: number, amountCents: number) => {
      const authorisation = await findAuthorisationOfOrder(db, orderId);
      if (!authorisation || authorisation.transactionStatusId !== TRANSACTION_STATUS.authorized)
        throw refusedBy({ code: orderCodes.orderNotAwaitingPayment, message: orderTexts.orderNotAwaitingPayment });
      const refusal = captureRefusal(authorisation.amountCents, amountCents);
      throwIfRefused(refusal);
      const result = await gateway.capture(authorisation.gatewayReference ?? '', amountCents);
      if (!result.ok) throw conflict(result.reason);
      await db.transaction(async (tx) =>
        setTransactionStatus(tx, authorisation.transactionId, TRANSACTION_STATUS.confirmed, {
          ...authorisation.paymentData,
          capturedCents: amountCents,
        }),
      );
    },

    /**
     * Cancels the suspended orders whose last payment attempt is older than the timeout, as order/delete
     * does (slot place given back, open transactions cancelled). Answers the cancelled order ids.
     */
    cancelOverdue: async (): Promise<number[]> => {
      const at = now();
      const startedBefore = new Date(at.getTime() - options.timeoutMinutes * 60_000);
      const cancelled: number[] = [];
      for (const orderId of await selectOverdueSuspendedOrderIds(db, suspendedOrderStatusIds, startedBefore)) {
        const done = await orderEditTransaction(db, async (tx) => {
          const { order, edit } = await lockOrderAfterItsEdit(tx, orderId);
          // Checked again under the lock: a payment may have completed since the scan.
          if (!order || !isSuspendedOrder(order.orderStatusId)) return false;
          const deadline = paymentDeadline(await lastPaymentAttemptAt(tx, orderId, order.createdAt), options.timeoutMinutes);
          if (deadline.getTime() > at.getTime() || (await findAuthorisationOfOrder(tx, orderId))) return false;
          await cancelOrder(tx, order, 'payment-timeout');
          // The shopper's edit of it, if any, goes with it (its hold gives the place back).
          if (edit) await dropEdit(tx, edit);
          return true;
        });
        if (done) cancelled.push(orderId);
      }
      return cancelled;
    },
  };
}

export type PaymentService = ReturnType<typeof createPaymentService>;
