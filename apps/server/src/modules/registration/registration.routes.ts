import {
  accountCodes,
  accountTexts,
  emailDataSchema,
  emptyDataSchema,
  envelopeSchema,
  errorEnvelopeSchema,
  passwordResetRequestSchema,
  type RegistrationRules,
  registerUserRequestSchema,
  tokenQuerySchema,
  updatePasswordRequestSchema,
} from '@spesa/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ok } from '../../lib/envelope';
import { clearSessionCookies } from '../../plugins/session-cookie';
import type { RegistrationService } from './registration.service';

type Options = { registration: RegistrationService; rules: RegistrationRules };

const info = (code: string, description: string) => ({ infos: [{ code, description }] });
const failures = { 400: errorEnvelopeSchema, 409: errorEnvelopeSchema, 429: errorEnvelopeSchema };

/** Registration and its confirmation link; password reset by e-mail and the new password. */
export const registrationRoutes: FastifyPluginAsyncZod<Options> = async (app, { registration, rules }) => {
  // Every link of the mails points at the configured address, never at the request's Host.
  const baseUrl = app.config.publicUrl;

  app.post(
    '/registration/register_user',
    {
      schema: {
        tags: ['registration'],
        summary:
          'Registers a shopper and sends the confirmation link; the account works once confirmed. An address already registered answers the same (no 409: nobody learns who has an account) and its owner is mailed instead, with links to log in or reset the password',
        body: registerUserRequestSchema(rules),
        response: { 200: envelopeSchema(emailDataSchema), ...failures },
      },
    },
    async (request) => {
      const answer = await registration.register(request.body, baseUrl, request.ip);
      return ok(answer, info(accountCodes.registrationCompleted, accountTexts.registrationCompleted));
    },
  );

  app.get(
    '/registration/registration_confirm',
    {
      schema: {
        tags: ['registration'],
        summary: 'Confirms the registration with the token of the e-mail link (single use, 7 days)',
        querystring: tokenQuerySchema,
        response: { 200: envelopeSchema(emailDataSchema), 400: errorEnvelopeSchema },
      },
    },
    async (request) => {
      const answer = await registration.confirmRegistration(request.query.token, baseUrl);
      return ok(answer, info(accountCodes.registrationConfirmed, accountTexts.registrationConfirmed));
    },
  );

  app.post(
    '/registration/password_reset',
    {
      schema: {
        tags: ['registration'],
        summary: 'Sends a password reset link (1 hour) when the address is registered; the same answer either way',
        body: passwordResetRequestSchema,
        response: { 200: envelopeSchema(emptyDataSchema), 400: errorEnvelopeSchema, 429: errorEnvelopeSchema },
      },
    },
    async (request) => {
      await registration.requestPasswordReset(request.body.email, baseUrl, request.ip);
      return ok({}, info(accountCodes.passwordResetSent, accountTexts.passwordResetSent));
    },
  );

  app.post(
    '/registration/update_password',
    {
      schema: {
        tags: ['registration'],
        summary: 'New password: with the reset token (ends every session), or logged in with oldPassword (ends the others)',
        body: updatePasswordRequestSchema,
        response: {
          200: envelopeSchema(emptyDataSchema),
          400: errorEnvelopeSchema,
          401: errorEnvelopeSchema,
          419: errorEnvelopeSchema,
          429: errorEnvelopeSchema,
        },
      },
    },
    async (request, reply) => {
      if (!request.body.token) await app.requireUser(request);
      const current = request.user && request.session ? { user: request.user, session: request.session } : null;
      await registration.updatePassword(request.body, current);
      // By the link every session of the shopper ended: this browser forgets its own rather than meet a 419 later.
      if (request.body.token) clearSessionCookies(request, reply);
      return ok({}, info(accountCodes.passwordUpdated, accountTexts.passwordUpdated));
    },
  );
};
