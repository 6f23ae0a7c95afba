import {
  cartQuerySchema,
  cartSchema,
  envelopeSchema,
  errorEnvelopeSchema,
  giftCertificateCheckDataSchema,
  giftCertificateCheckQuerySchema,
  giftCertificateCodeBodySchema,
  giftCertificateListDataSchema,
  giftCertificateTexts,
} from '@spesa/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ok } from '../../lib/envelope';
import { userIdOf } from '../../plugins/session';
import { createGiftCertificateService } from './gift-certificate.service';

const session = { 401: errorEnvelopeSchema, 419: errorEnvelopeSchema };
const refusals = { 400: errorEnvelopeSchema, 403: errorEnvelopeSchema, 409: errorEnvelopeSchema, ...session };
const refusalSummary = `400 errors.giftCertificate.invalid ('${giftCertificateTexts.invalid}'), .notStarted, .expired, .usedUp, .belowMinimum; 403 .notAssigned (another shopper's code)`;

/** Gift certificate calls of section 7: check, add_code, remove_code, list, list-manual-assigned. */
export const giftCertificateRoutes: FastifyPluginAsyncZod = async (app) => {
  const gifts = createGiftCertificateService(app.db);
  const showSectors = (request: { query: { show_sectors?: boolean } }) => ({ showSectors: request.query.show_sectors ?? false });

  app.get(
    '/cart-giftcertificate/check',
    {
      onRequest: app.requireUser,
      schema: {
        tags: ['gift certificates'],
        summary: `Whether a code can be redeemed on the open cart now, with the discount it would give; ${refusalSummary}`,
        querystring: giftCertificateCheckQuerySchema,
        response: { 200: envelopeSchema(giftCertificateCheckDataSchema), ...refusals },
      },
    },
    async (request) => ok(await gifts.check(userIdOf(request), request.query.code)),
  );

  app.post(
    '/cart-giftcertificate/add_code',
    {
      onRequest: app.requireUser,
      schema: {
        tags: ['gift certificates'],
        summary: `Redeems a code on the open cart; answers the cart with orderAdjustmentSummary; ${refusalSummary}; 409 .alreadyApplied`,
        querystring: cartQuerySchema,
        body: giftCertificateCodeBodySchema,
        response: { 200: envelopeSchema(cartSchema), ...refusals },
      },
    },
    async (request) => {
      const { cart, warnings } = await gifts.addCode(userIdOf(request), request.body.code, showSectors(request));
      return ok(cart, { warnings });
    },
  );

  app.post(
    '/cart-giftcertificate/remove_code',
    {
      onRequest: app.requireUser,
      schema: {
        tags: ['gift certificates'],
        summary:
          'Takes a code back from the open cart; answers the cart; 400 for an unknown code, 409 .notApplied when it is not on the cart',
        querystring: cartQuerySchema,
        body: giftCertificateCodeBodySchema,
        response: { 200: envelopeSchema(cartSchema), ...refusals },
      },
    },
    async (request) => {
      const { cart, warnings } = await gifts.removeCode(userIdOf(request), request.body.code, showSectors(request));
      return ok(cart, { warnings });
    },
  );

  app.get(
    '/giftcertificate/list',
    {
      onRequest: app.requireUser,
      schema: {
        tags: ['gift certificates'],
        summary:
          "The shopper's certificates: assigned to them or redeemed by them, each 'available', 'applied' (on the cart) or 'used'",
        response: { 200: envelopeSchema(giftCertificateListDataSchema), ...session },
      },
    },
    async (request) => ok(await gifts.list(userIdOf(request), false)),
  );

  app.get(
    '/giftcertificate/list-manual-assigned',
    {
      onRequest: app.requireUser,
      schema: {
        tags: ['gift certificates'],
        summary: 'The certificates assigned to the shopper personally (manual assignment)',
        response: { 200: envelopeSchema(giftCertificateListDataSchema), ...session },
      },
    },
    async (request) => ok(await gifts.list(userIdOf(request), true)),
  );
};
