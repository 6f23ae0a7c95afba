import path from 'node:path';
import {
  DELIVERY_SERVICE,
  fillOrderText,
  formatEuro,
  getTenant,
  isoDateToItalian,
  type Order,
  type TenantSettings,
  orderConfirmationMailTexts as texts,
} from '@spesa/domain';
import { eq } from 'drizzle-orm';
import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import type { Db, Tx } from '../../db/client';
import { mailOutbox } from '../../db/schema/index';
import { type ClaimedRow, createOutboxWorker, drainOutbox } from '../../lib/outbox';
import { composeBrandMail } from '../mail/mail-layout';
import { createMailer, type Mailer, type OutgoingMail } from '../mail/mailer';
import { findUserById } from '../users/user.repository';
import { findOrder } from './order.repository';
import { orderAnswer } from './order.service';

type Recipient = { email: string; firstName: string };

/** The order confirmation of the brand: its greeting, signature, sender and footer; the order's slot, address and total. */
export function composeOrderConfirmation(tenant: TenantSettings, to: Recipient, order: Order, baseUrl: string): OutgoingMail {
  const address = order.shippingAddress;
  const values = {
    firstName: to.firstName,
    brandName: tenant.brandName,
    orderId: order.orderId,
    service: order.deliveryServiceId === DELIVERY_SERVICE.homeDelivery ? texts.service.homeDelivery : texts.service.storePickup,
    slotDate: isoDateToItalian(order.timeslot.date) ?? order.timeslot.date,
    beginTime: order.timeslot.beginTime,
    endTime: order.timeslot.endTime,
    address: [
      `${address.address1} ${address.addressNumber}`.trim(),
      `${address.postalcode} ${address.city} (${address.province})`,
    ]
      .filter(Boolean)
      .join(', '),
    total: formatEuro(order.grossTotalCents),
    paymentType: order.paymentTypeDescr,
    replacedOrderId: order.replacesOrderId ?? '',
    savings: formatEuro(order.promotionDiscountCents ?? 0),
    preauthorised: order.preauthorisedCents === null ? '' : formatEuro(order.preauthorisedCents),
  };
  const estimate = order.totalIsEstimate;
  const preauthorised = estimate && order.preauthorisedCents !== null && order.preauthorisedCents > order.grossTotalCents;
  const link = `${baseUrl}/profile/orders/${order.orderId}`;
  return composeBrandMail(tenant, to.email, {
    subject: fillOrderText(texts.subject, values),
    greeting: fillOrderText(tenant.emails.greeting, values),
    // An edit (order/modify) says first which order it replaces: the shopper gets two confirmations.
    intro: [texts.intro, ...(order.replacesOrderId === null ? [] : [texts.replacementNotice])]
      .map((text) => fillOrderText(text, values))
      .join(' '),
    action: texts.action,
    link,
    notes: [
      ...[texts.address, estimate ? texts.estimatedTotal : texts.total].map((line) => fillOrderText(line, values)),
      ...((order.promotionDiscountCents ?? 0) > 0 ? [fillOrderText(texts.promotionSavings, values)] : []),
      ...(estimate ? [texts.weightNotice] : []),
      ...(preauthorised ? [fillOrderText(texts.preauthorisationNotice, values)] : []),
      texts.editNotice,
    ],
  });
}

/** The mail outbox's kind of an order's confirmation. */
const CONFIRMATION_KIND = 'orderConfirmation';
/** How often the worker sweeps for rows a wake missed or a retry made due (a buy wakes it at once). */
export const MAIL_OUTBOX_SWEEP_MS = 30_000;

/**
 * Writes the order's confirmation into the mail outbox, in the caller's transaction (the buy's, or the
 * payment's that places the order): it leaves only if that commits, once (one row per order).
 */
export async function enqueueOrderConfirmation(tx: Tx, orderId: number, userId: number, baseUrl: string): Promise<void> {
  await tx
    .insert(mailOutbox)
    .values({ userId, orderId, subjectKey: `order:${orderId}`, kind: CONFIRMATION_KIND, facts: { baseUrl } })
    .onConflictDoNothing();
}

/**
 * Renders and sends the confirmations of the mail outbox (lib/outbox.ts: claimed once, a failed send
 * tried again later). The order is read as it is when the mail leaves.
 */
export function createOrderConfirmationSender(
  db: Db,
  mailer: Mailer,
  tenant: TenantSettings,
  recipientOf: (userId: number) => Promise<Recipient | undefined>,
  log: FastifyBaseLogger,
) {
  const send = async ({ outboxId }: ClaimedRow) => {
    const [row] = await db.select().from(mailOutbox).where(eq(mailOutbox.outboxId, outboxId)).limit(1);
    if (!row || row.orderId === null || row.kind !== CONFIRMATION_KIND) return;
    const placed = await findOrder(db, row.orderId);
    const to = await recipientOf(row.userId);
    // An order or account deleted since: nothing to confirm, the row is done.
    if (!placed || !to) return;
    const baseUrl = String(row.facts.baseUrl ?? '');
    await mailer.send(composeOrderConfirmation(tenant, to, await orderAnswer(db, placed), baseUrl));
  };
  return { deliver: () => drainOutbox(db, { table: 'mail_outbox', send, log }) };
}

/** Writes an order's confirmation in a transaction, and wakes the worker once it is committed. */
export type OrderConfirmation = {
  enqueue: typeof enqueueOrderConfirmation;
  /** After the commit: the worker sends what was written now, in the background. */
  wake: () => void;
  /** Sends what is due now and answers how many (the periodic sweep's round; tests call it). */
  deliver: () => Promise<number>;
};

const confirmations = new WeakMap<Db, OrderConfirmation>();

/**
 * The confirmations of an app: one mailer (closed with the app) and one outbox worker, shared by the
 * plugins that place orders (checkout and payments). The worker sweeps from the start (rows an
 * earlier run left) every MAIL_OUTBOX_SWEEP_MS, and is woken after each commit that wrote a row;
 * several instances share the outbox without sending a row twice.
 */
export function orderConfirmationOf(app: FastifyInstance): OrderConfirmation {
  const known = confirmations.get(app.db);
  if (known) return known;
  const mailer = createMailer({ smtpUrl: app.config.SMTP_URL, outboxDir: path.join(app.config.dataDir, 'outbox'), log: app.log });
  const sender = createOrderConfirmationSender(
    app.db,
    mailer,
    getTenant(app.config.TENANT),
    (userId) => findUserById(app.db, userId),
    app.log,
  );
  const worker = createOutboxWorker({
    name: 'mail outbox',
    run: sender.deliver,
    intervalMs: MAIL_OUTBOX_SWEEP_MS,
    log: app.log,
  });
  const confirmation: OrderConfirmation = {
    enqueue: enqueueOrderConfirmation,
    wake: worker.wake,
    deliver: () => worker.runOnce(),
  };
  app.metrics.watchJob(worker);
  app.addHook('onReady', worker.start);
  app.addHook('onClose', async () => {
    await worker.stop();
    mailer.close();
  });
  confirmations.set(app.db, confirmation);
  return confirmation;
}
