import {
  accountCodes,
  accountTexts,
  emailDataSchema,
  emptyDataSchema,
  envelopeSchema,
  errorEnvelopeSchema,
  type RegistrationRules,
  tokenQuerySchema,
  updateEmailRequestSchema,
  updateUserDetailRequestSchema,
  userDetailDataSchema,
} from '@spesa/domain';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ok } from '../../lib/envelope';
import type { AccountClosingOrders } from './account-deletion.service';
import type { ProfileService } from './profile.service';
import type { UserRow } from './user.repository';
import { userAccountRoutes } from './user-account.routes';

type Options = { profile: ProfileService; rules: RegistrationRules; closingOrders: AccountClosingOrders };

const info = (code: string, description: string) => ({ infos: [{ code, description }] });
const sessionFailures = { 401: errorEnvelopeSchema, 419: errorEnvelopeSchema };
/** Set by `requireUser`, which runs before every handler that reads it. */
const userOf = (request: FastifyRequest) => request.user as UserRow;

/** The profile: personal data, the change of e-mail (link sent to the new address), invoice data and account deletion. */
export const profileRoutes: FastifyPluginAsyncZod<Options> = async (app, { profile, rules, closingOrders }) => {
  await app.register(userAccountRoutes, { closingOrders });

  app.get(
    '/registration/user_detail',
    {
      onRequest: app.requireUser,
      schema: {
        tags: ['profile'],
        summary: "The logged-in shopper's personal data (data.user)",
        response: { 200: envelopeSchema(userDetailDataSchema), ...sessionFailures },
      },
    },
    async (request) => ok({ user: await profile.userDetail(userOf(request)) }),
  );

  app.post(
    '/registration/update_user_detail',
    {
      onRequest: app.requireUser,
      schema: {
        tags: ['profile'],
        summary: 'Changes the personal data (the registration fields without e-mail and password)',
        body: updateUserDetailRequestSchema(rules),
        response: { 200: envelopeSchema(userDetailDataSchema), 400: errorEnvelopeSchema, ...sessionFailures },
      },
    },
    async (request) => {
      const user = await profile.updateUserDetail(userOf(request), request.body);
      return ok({ user }, info(accountCodes.profileUpdated, accountTexts.profileUpdated));
    },
  );

  app.post(
    '/registration/update_email',
    {
      onRequest: app.requireUser,
      schema: {
        tags: ['profile'],
        summary:
          'Asks to change the e-mail (needs the current password): the change happens from the link sent to the new address. An address another account has answers the same (its owner is mailed instead)',
        body: updateEmailRequestSchema,
        response: { 200: envelopeSchema(emptyDataSchema), 400: errorEnvelopeSchema, ...sessionFailures },
      },
    },
    async (request) => {
      await profile.requestEmailChange(userOf(request), request.body, app.config.publicUrl);
      return ok({}, info(accountCodes.emailChangeSent, accountTexts.emailChangeSent));
    },
  );

  app.get(
    '/registration/confirm_email',
    {
      schema: {
        tags: ['profile'],
        summary: 'Completes the change of e-mail with the token of the link (single use, 24 hours); no login needed',
        querystring: tokenQuerySchema,
        response: { 200: envelopeSchema(emailDataSchema), 400: errorEnvelopeSchema, 409: errorEnvelopeSchema },
      },
    },
    async (request) =>
      ok(await profile.confirmEmailChange(request.query.token), info(accountCodes.emailChanged, accountTexts.emailChanged)),
  );
};
