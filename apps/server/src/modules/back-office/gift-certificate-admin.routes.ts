import {
  adminAuditDataSchema,
  adminAuditQuerySchema,
  adminGiftCertificateCreateBodySchema,
  adminGiftCertificateDataSchema,
  adminGiftCertificateListDataSchema,
  envelopeSchema,
  errorEnvelopeSchema,
} from '@spesa/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ok } from '../../lib/envelope';
import { userIdOf } from '../../plugins/session';
import { staffGuardRefusals as guarded, backOfficeTags as tags } from './back-office-answers';
import { createGiftCertificateAdminService } from './gift-certificate-admin.service';
import { selectStaffChanges } from './staff-audit.repository';

/**
 * The back office's gift codes (staff create and list them; before, only a database insert made one)
 * and its audit trail. Registered by backOfficeRoutes, after its staff guard.
 */
export const giftCertificateAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  const codes = createGiftCertificateAdminService(app.db);
  const onRequest = app.requireStaff;

  app.get(
    '/admin/gift-certificates',
    {
      onRequest,
      schema: {
        tags,
        summary: 'The gift codes, newest first (500 at most), each with the times it was spent',
        response: { 200: envelopeSchema(adminGiftCertificateListDataSchema), ...guarded },
      },
    },
    async () => ok(await codes.list()),
  );

  app.post(
    '/admin/gift-certificates',
    {
      onRequest,
      schema: {
        tags,
        summary:
          'Creates a gift code: value_type fixed (amount_cents) or percent (percent), min_cart_total_cents, valid_from / valid_to (Italian days YYYY-MM-DD), max_redemptions (in all) and max_redemptions_per_shopper (absent: no limit); 400 naming the field, 409 errors.giftCertificate.duplicateCode for a code that exists',
        body: adminGiftCertificateCreateBodySchema,
        response: {
          200: envelopeSchema(adminGiftCertificateDataSchema),
          400: errorEnvelopeSchema,
          409: errorEnvelopeSchema,
          ...guarded,
        },
      },
    },
    async (request) => ok(await codes.create(userIdOf(request), request.body)),
  );

  app.get(
    '/admin/audit',
    {
      onRequest,
      schema: {
        tags,
        summary:
          "The staff's latest changes, newest first (200 at most): of an order (order_id), a slot (timeslot_id) or a gift code (gift_certificate_id) when asked; each with who, when, what and the values before and after",
        querystring: adminAuditQuerySchema,
        response: { 200: envelopeSchema(adminAuditDataSchema), 400: errorEnvelopeSchema, ...guarded },
      },
    },
    async (request) =>
      ok({
        entries: await selectStaffChanges(app.db, {
          orderId: request.query.order_id,
          timeslotId: request.query.timeslot_id,
          giftCertificateId: request.query.gift_certificate_id,
        }),
      }),
  );
};
