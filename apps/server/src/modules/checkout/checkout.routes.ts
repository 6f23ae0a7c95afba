import {
  cartSchema,
  centsToEuros,
  checkoutBuyDataSchema,
  checkoutBuyParamsSchema,
  checkoutBuyRequestSchema,
  checkoutConsentCodes,
  checkoutEditInputSchema,
  checkoutHoldSchema,
  envelopeSchema,
  errorEnvelopeSchema,
  orderCodes,
  orderTexts,
  prebilledAmountDataSchema,
  prebilledAmountQuerySchema,
  validationMessages,
} from '@spesa/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ok } from '../../lib/envelope';
import { badRequest } from '../../lib/http-error';
import { userIdOf } from '../../plugins/session';
import { paymentServiceOf } from '../payments/payment-setup';
import { createCheckoutService, type OrderConfirmationQueue, orderPlacedInfo } from './checkout.service';

const session = { 401: errorEnvelopeSchema, 419: errorEnvelopeSchema };
const refusals = { 400: errorEnvelopeSchema, 409: errorEnvelopeSchema, ...session };

/**
 * Checkout (second file, section 7): prepare holds the cart's place in its slot, buy places the order
 * (paid on delivery, or waiting for an online payment on the gateway's page), cancel gives the place back,
 * prebilled-amount says what is reserved.
 */
export const checkoutRoutes: FastifyPluginAsyncZod<{ confirm: OrderConfirmationQueue }> = async (app, { confirm }) => {
  const checkout = createCheckoutService(app.db, {
    holdMinutes: app.config.CHECKOUT_HOLD_MINUTES,
    payments: paymentServiceOf(app),
    confirm,
  });

  app.post(
    '/checkout/prepare',
    {
      onRequest: app.requireUser,
      schema: {
        tags: ['checkout'],
        summary: `Locks the cart for payment: holds its place in its slot for CHECKOUT_HOLD_MINUTES (data.hold.expiresAt); until it is bought, cancelled (checkout/cancel) or the hold ends, the cart answers cartStatusId 2 with editable false and any change to it answers 409 errors.cart.beingPaid. 409 ${orderCodes.emptyCart}, ${orderCodes.noAddress}, ${orderCodes.noTimeslot}, ${orderCodes.timeslotFull} (booked orders and other carts' holds fill it), ${orderCodes.timeslotClosed} (past the cut-off), ${orderCodes.editCancelled} when edits_order_id (query or body: the order the client's cart edits) names an edit that is no longer the shopper's cart`,
        querystring: checkoutEditInputSchema,
        body: checkoutEditInputSchema.nullish(),
        response: { 200: envelopeSchema(z.object({ cart: cartSchema, hold: checkoutHoldSchema })), ...refusals },
      },
    },
    async (request) =>
      ok(await checkout.prepare(userIdOf(request), request.query.edits_order_id ?? request.body?.edits_order_id)),
  );

  app.post(
    '/checkout/cancel',
    {
      onRequest: app.requireUser,
      schema: {
        tags: ['checkout'],
        summary:
          'Gives the prepared cart’s place in its slot back and unlocks the cart (the shopper went back to the cart); without a hold it changes nothing',
        response: { 200: envelopeSchema(z.object({ cart: cartSchema, released: z.boolean() })), ...session },
      },
    },
    async (request) => {
      const result = await checkout.cancel(userIdOf(request));
      const infos = result.released ? [{ code: orderCodes.holdReleased, description: orderTexts.holdReleased }] : [];
      return ok(result, { infos });
    },
  );

  app.post(
    '/checkout/buy',
    {
      onRequest: app.requireUser,
      schema: {
        tags: ['checkout'],
        summary: `Places the order of the prepared cart (payment_type_id, user_payment_auth_id, payment_data as JSON; in the query as the original client sends them, or in the body). The sales terms must be accepted: payment_data.accept_sales_terms true, else 400 ${checkoutConsentCodes.salesTermsRequired}; a cart with need_invoice 'true' needs the billing data saved first (user/billing-data), else 409 ${checkoutConsentCodes.billingDataRequired}. The hold becomes the slot's booking (capacity never exceeded), the cart becomes the order and the shopper gets a fresh open cart; a repeated buy (also of an order's edit) answers the order it placed. Payment on delivery (2) and meal vouchers (18, 19) place the order (status 3); online types (12, 113 cards, 13 PayPal) place it waiting for payment (status 1) and answer data.paymentUrl, the gateway's hosted page to send the shopper to (authorised: status 3; declined: suspended, see order/payment). 409 ${orderCodes.authorisationTooShort} when a card authorisation would expire before the slot's day, ${orderCodes.paymentTypeUnavailable} (11, 101), ${orderCodes.notPrepared}, ${orderCodes.emptyCart}, ${orderCodes.timeslotFull}, ${orderCodes.timeslotClosed}, ${orderCodes.editCancelled} when the cart's edit was given up or its order cancelled since the last prepare (or edits_order_id, the order the client's cart edits, names an edit no longer in progress); 400 for an unknown payment type`,
        querystring: checkoutBuyRequestSchema,
        body: checkoutBuyRequestSchema.nullish(),
        response: { 200: envelopeSchema(checkoutBuyDataSchema), ...refusals },
      },
    },
    async (request) => {
      const parsed = checkoutBuyParamsSchema.safeParse({ ...(request.body ?? {}), ...stripUndefined(request.query) });
      if (!parsed.success) throw badRequest(validationMessages.required, 'payment_type_id');
      const placed = await checkout.buy(userIdOf(request), parsed.data, app.config.publicUrl);
      // Committed by now; a repeated buy answers the order it placed and is no new order.
      if (!placed.replayed) app.metrics.orderPlaced();
      const { order, paymentUrl } = placed;
      return ok(
        { order, orderId: order.orderId, paymentUrl },
        { infos: [orderPlacedInfo(order.orderId, paymentUrl !== undefined)] },
      );
    },
  );

  app.get(
    '/checkout/prebilled-amount',
    {
      onRequest: app.requireUser,
      schema: {
        tags: ['checkout'],
        summary:
          "What is reserved for the payment type: for cards the tenant's pre-authorisation rule (total_plus_20: the total plus 20 %; variable_plus_30: plus 30 % of the loose items), else the total; of the open cart, or of the order order_id (404 missing or another shopper's)",
        querystring: prebilledAmountQuerySchema,
        response: {
          200: envelopeSchema(prebilledAmountDataSchema),
          400: errorEnvelopeSchema,
          403: errorEnvelopeSchema,
          404: errorEnvelopeSchema,
          ...session,
        },
      },
    },
    async (request) => {
      const amount = await checkout.prebilledAmount(userIdOf(request), request.query.payment_type_id, request.query.order_id);
      return ok({ ...amount, prebilledAmount: centsToEuros(amount.prebilledAmountCents) });
    },
  );
};

/** The query's parameters that were given (a query value overrides the body's). */
export function stripUndefined<T extends object>(value: T): Partial<T> {
  return Object.fromEntries(Object.entries(value).filter(([, entry]) => entry !== undefined)) as Partial<T>;
}
