import {
  accountDeletionCodes,
  accountDeletionTexts,
  billingCodes,
  billingDataAnswerSchema,
  billingDataSchema,
  billingTexts,
  deleteAccountRequestSchema,
  emptyDataSchema,
  envelopeSchema,
  errorEnvelopeSchema,
} from '@spesa/domain';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ok } from '../../lib/envelope';
import { clearSessionCookies } from '../../plugins/session-cookie';
import { type AccountClosingOrders, createAccountDeletionService } from './account-deletion.service';
import { createBillingDataService } from './billing-data.service';
import type { UserRow } from './user.repository';

const sessionFailures = { 401: errorEnvelopeSchema, 419: errorEnvelopeSchema };
/** Set by `requireUser`, which runs before every handler that reads it. */
const userOf = (request: FastifyRequest) => request.user as UserRow;

/** The shopper's invoice data (user/billing-data) and the deletion of the account (user/delete). */
export const userAccountRoutes: FastifyPluginAsyncZod<{ closingOrders: AccountClosingOrders }> = async (
  app,
  { closingOrders },
) => {
  const billing = createBillingDataService(app.db);
  // The orders and payments side, wired in auth/account-routes.ts: a card authorisation of an order cancelled with the account is voided.
  const deletion = createAccountDeletionService(app.db, { closingOrders });

  app.get(
    '/user/billing-data',
    {
      onRequest: app.requireUser,
      schema: {
        tags: ['profile'],
        summary: "The shopper's invoice data (data.billingData, null until saved): needed before buying a cart with need_invoice",
        response: { 200: envelopeSchema(billingDataAnswerSchema), ...sessionFailures },
      },
    },
    async (request) => ok(await billing.view(userOf(request).userId)),
  );

  app.post(
    '/user/billing-data',
    {
      onRequest: app.requireUser,
      schema: {
        tags: ['profile'],
        summary:
          'Saves the invoice data as a whole: billingName, fiscalCode (fiscal code or 11 digits), vatNumber (optional, 11 digits), address1, addressNumber, postalcode, city, province, sdiCode or pec (one of them with a vatNumber); 400 naming each wrong field',
        body: billingDataSchema,
        response: { 200: envelopeSchema(billingDataAnswerSchema), 400: errorEnvelopeSchema, ...sessionFailures },
      },
    },
    async (request) =>
      ok(await billing.save(userOf(request).userId, request.body), {
        infos: [{ code: billingCodes.saved, description: billingTexts.saved }],
      }),
  );

  app.post(
    '/user/delete',
    {
      onRequest: app.requireUser,
      schema: {
        tags: ['profile'],
        summary: `Deletes the account (the password confirms it): its orders not yet taken in charge are cancelled (slot places given back), then the account, its sessions and all its data go. 400 wrong password; 403 for a secondary account (only a master account, user type 1 or 2, may delete); 409 ${accountDeletionCodes.outForDelivery} while an order is out for delivery, ${accountDeletionCodes.inPreparation} while one is being prepared`,
        body: deleteAccountRequestSchema,
        response: {
          200: envelopeSchema(emptyDataSchema),
          400: errorEnvelopeSchema,
          403: errorEnvelopeSchema,
          409: errorEnvelopeSchema,
          ...sessionFailures,
        },
      },
    },
    async (request, reply) => {
      await deletion.deleteAccount(userOf(request), request.body.password);
      clearSessionCookies(request, reply);
      return ok({}, { infos: [{ code: accountDeletionCodes.deleted, description: accountDeletionTexts.deleted }] });
    },
  );
};
