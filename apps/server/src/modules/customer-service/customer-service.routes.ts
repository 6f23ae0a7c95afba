import { randomBytes } from 'node:crypto';
import path from 'node:path';
import {
  CONTENT_API_PREFIX,
  CONTENT_FORM_SUBMIT_PATH,
  contentFormSchema,
  contentFormSubmitFailureSchema,
  contentFormSubmitSuccessSchema,
  contentPaths,
  customerServiceTexts,
  errorTexts,
  getTenant,
  wordpressErrorSchema,
  zPositiveId,
} from '@spesa/domain';
import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import { type FastifyPluginAsyncZod, hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { HttpError } from '../../lib/http-error';
import { createMailer } from '../mail/mailer';
import {
  type CheckedSubmission,
  createCustomerServiceService,
  customerServiceAddressPolicy,
  FormRefusal,
} from './customer-service.service';
import { createFormNonces, formNonceSecret } from './customer-service-nonce';

declare module 'fastify' {
  interface FastifyRequest {
    formSubmission?: CheckedSubmission;
  }
}

/** The submit's body: WordPress's admin-ajax fields; `formData` as JSON text (a form post) or as an object (JSON). */
const submitBodySchema = z.object({
  action: z.string().max(100),
  security: z.string().max(200),
  formData: z.union([
    z.string().max(100_000),
    z.object({
      id: z.union([z.number(), z.string().max(20)]),
      fields: z.record(z.string().max(100), z.unknown()),
      submission_id: z.string().max(64).optional(),
    }),
  ]),
});

const failureBody = (errors: { field: string; label?: string; message: string }[]) => ({
  success: false as const,
  data: { message: errors[0]?.message ?? errorTexts.badRequest, errors },
});

/** WordPress's answers for the submit's failures (`wp_send_json_error`), whatever raised them. */
function submitFailure(error: FastifyError, request: FastifyRequest, reply: FastifyReply) {
  if (error instanceof FormRefusal) return reply.status(error.statusCode).headers(error.headers).send(failureBody(error.errors));
  // The challenge's guard and anything else that speaks the shop's envelope errors.
  if (error instanceof HttpError)
    return reply
      .status(error.statusCode)
      .headers(error.headers)
      .send(failureBody(error.messages.map((message) => ({ field: message.field ?? '', message: message.description }))));
  if (error.validation) {
    const errors = hasZodFastifySchemaValidationErrors(error)
      ? error.validation.map((issue) => ({
          field: issue.instancePath.replace(/^\//, '').split('/')[0] || 'body',
          message: customerServiceTexts.errors.invalidRequest,
        }))
      : [{ field: 'body', message: customerServiceTexts.errors.invalidRequest }];
    return reply.status(400).send(failureBody(errors.slice(0, 1)));
  }
  const status = error.statusCode ?? 500;
  if (status >= 400 && status < 500) {
    const message =
      status === 413 ? errorTexts.payloadTooLarge : status === 415 ? errorTexts.unsupportedMediaType : errorTexts.badRequest;
    return reply.status(status).send(failureBody([{ field: 'body', message }]));
  }
  request.log.error({ err: error }, 'customer service request failed');
  return reply.status(500).send(failureBody([{ field: '', message: errorTexts.generic }]));
}

/** WordPress's REST error answer for the form parameters (`rest_invalid_param`, not found). */
function restFailure(error: FastifyError, request: FastifyRequest, reply: FastifyReply) {
  if (error.validation)
    return reply.status(400).send({
      code: 'rest_invalid_param',
      message: 'Parametro non valido: form_id.',
      data: { status: 400, params: { form_id: 'Indicare il numero del modulo.' } },
    });
  const status = error.statusCode && error.statusCode >= 400 && error.statusCode < 500 ? error.statusCode : 500;
  if (status === 500) request.log.error({ err: error }, 'form parameters failed');
  return reply.status(status).send({
    code: status === 500 ? 'internal_server_error' : 'rest_invalid_request',
    message: status === 500 ? errorTexts.generic : errorTexts.badRequest,
    data: { status },
  });
}

/**
 * Form 5 (customer service) in WordPress's own terms: its parameters under the content API
 * (`/p/wp-json/ebsn/v1/form?form_id=5`, with the security nonce) and its submit through admin-ajax.
 * The challenge plugin guards the submit (CHALLENGE_ENDPOINTS); its refusals answer here in
 * WordPress's shape too, since this plugin has its own error handler.
 */
export const customerServiceRoutes: FastifyPluginAsyncZod = async (app) => {
  const mailer = createMailer({ smtpUrl: app.config.SMTP_URL, outboxDir: path.join(app.config.dataDir, 'outbox'), log: app.log });
  app.addHook('onClose', async () => mailer.close());
  const tenant = getTenant(app.config.TENANT);
  const service = createCustomerServiceService({
    db: app.db,
    brand: app.config.TENANT,
    tenant,
    mailer,
    // Signed with a key derived from the challenge's secret (decision 0025): one setting keeps several processes in step.
    nonces: createFormNonces(formNonceSecret(app.config.CHALLENGE_HMAC_KEY ?? randomBytes(32).toString('hex'))),
    baseUrl: app.config.publicUrl,
    log: app.log,
    throttle: app.attemptCounter('customer-service-address', customerServiceAddressPolicy),
  });

  app.get(
    `${CONTENT_API_PREFIX}${contentPaths.form}`,
    {
      errorHandler: restFailure,
      schema: {
        tags: ['content'],
        summary:
          "A form's parameters (form 5: customer service) and the security nonce of its submit, as the shop's WordPress plugin answers",
        querystring: z.object({ form_id: zPositiveId() }),
        response: { 200: contentFormSchema, 400: wordpressErrorSchema, 404: wordpressErrorSchema },
      },
    },
    async (request, reply) => {
      const form = service.formParameters(request.query.form_id, CONTENT_FORM_SUBMIT_PATH);
      // The nonce changes every 12 hours: never kept by a shared cache.
      reply.header('Cache-Control', 'no-store');
      if (!form)
        return reply
          .status(404)
          .send({ code: 'ebsn_form_not_found', message: customerServiceTexts.errors.unknownForm, data: { status: 404 } });
      return form;
    },
  );

  app.post(
    CONTENT_FORM_SUBMIT_PATH,
    {
      errorHandler: submitFailure,
      schema: {
        tags: ['content'],
        summary:
          "Sends form 5 (customer service), WordPress's admin-ajax way: action 'ebsn_form_submit', the nonce in security, formData {id, fields, submission_id}; JSON or a form. Stored once per submission_id, mailed to the brand and acknowledged to the shopper",
        body: submitBodySchema,
        response: {
          200: contentFormSubmitSuccessSchema,
          400: contentFormSubmitFailureSchema,
          403: contentFormSubmitFailureSchema,
          429: contentFormSubmitFailureSchema,
        },
      },
      // Before the challenge's guard (added by its onRoute hook after this one): a wrong form does not spend the solution.
      preHandler: async (request) => {
        request.formSubmission = service.check(request.body);
      },
    },
    async (request) => {
      const message = await service.submit(
        request.formSubmission as CheckedSubmission,
        await loggedInUserId(request),
        request.ip,
      );
      return { success: true as const, data: { message } };
    },
  );
};

/** The logged-in shopper's id, or null: a visitor, an expired session, or a cookie sent by another site's page. */
async function loggedInUserId(request: FastifyRequest): Promise<number | null> {
  try {
    await request.resolveSession();
    return request.user?.userId ?? null;
  } catch {
    return null;
  }
}
