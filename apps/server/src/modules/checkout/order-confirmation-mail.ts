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
import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import { composeBrandMail } from '../mail/mail-layout';
import { createMailer, type Mailer, type OutgoingMail } from '../mail/mailer';
import { findUserById } from '../users/user.repository';

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

/** Sends the confirmation after the order is committed: a mail failure is logged and never undoes the order. */
export function createOrderConfirmation(
  mailer: Mailer,
  tenant: TenantSettings,
  recipientOf: (userId: number) => Promise<Recipient | undefined>,
  log: FastifyBaseLogger,
) {
  return async (order: Order, userId: number, baseUrl: string): Promise<void> => {
    try {
      const to = await recipientOf(userId);
      if (to) await mailer.send(composeOrderConfirmation(tenant, to, order, baseUrl));
    } catch (error) {
      log.error({ err: error, orderId: order.orderId }, 'order confirmation mail failed');
    }
  };
}

/** Sends an order's confirmation after it is placed (checkout/buy) or paid (the payment gateway's outcome). */
export type OrderConfirmation = ReturnType<typeof createOrderConfirmation>;

/** The confirmation sender of a plugin: its own mailer (closed with the app), the tenant's texts, the shopper's address. */
export function orderConfirmationOf(app: FastifyInstance): OrderConfirmation {
  const mailer = createMailer({ smtpUrl: app.config.SMTP_URL, outboxDir: path.join(app.config.dataDir, 'outbox'), log: app.log });
  app.addHook('onClose', async () => mailer.close());
  return createOrderConfirmation(mailer, getTenant(app.config.TENANT), (userId) => findUserById(app.db, userId), app.log);
}
