import {
  accountCodes,
  accountTexts,
  authTestDataSchema,
  authTestQuerySchema,
  emptyDataSchema,
  envelopeSchema,
  errorEnvelopeSchema,
  loginDataSchema,
  loginRequestSchema,
} from '@spesa/domain';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ok } from '../../lib/envelope';
import { sessionExpired } from '../../plugins/session';
import { clearSessionCookies, comesFromShopPages, crossSiteRefused, setSessionCookies } from '../../plugins/session-cookie';
import { toUser } from '../users/user-mapper';
import { loginAccountPolicy, loginAddressPolicy, loginPairPolicy } from './attempt-throttle';
import { createAuthService, type FavouritesLookup } from './auth.service';
import { companySignOnRequired, isSsoUser } from './sso-user';

/** Answer headers of a successful login: the mobile app and API clients keep both and send them on every call. */
export const SESSION_ANSWER_HEADER = 'X-Ebsn-Session';
export const ACCOUNT_ANSWER_HEADER = 'X-Ebsn-Account';

/**
 * A login by form must come from the shop's own pages: another site's form could otherwise log the
 * browser into the attacker's account (login CSRF) and collect what the shopper then types. JSON
 * cannot be sent across sites without CORS, which the shop does not grant.
 */
async function refuseCrossSiteForm(request: FastifyRequest) {
  const isJson = /^application\/json\b/i.test(request.headers['content-type'] ?? '');
  if (!isJson && !comesFromShopPages(request)) throw crossSiteRefused();
}

/**
 * `POST /auth/login` (a form, or JSON), `POST /auth/logout`, `GET /auth/test`. The login answers
 * the session twice: in the HttpOnly cookie the web app lives on, and in the headers the mobile app
 * and API clients keep (decision 0016).
 */
export const authRoutes: FastifyPluginAsyncZod<{ hasFavourites: FavouritesLookup }> = async (app, { hasFavourites }) => {
  const auth = createAuthService({
    db: app.db,
    sessions: app.sessions,
    hasFavourites,
    companySignOnRequired: companySignOnRequired(app.config),
    throttle: {
      perPair: app.attemptCounter('login-pair', loginPairPolicy),
      perAddress: app.attemptCounter('login-address', loginAddressPolicy),
      perAccount: app.attemptCounter('login-account', loginAccountPolicy),
    },
  });

  app.post(
    '/auth/login',
    {
      onRequest: refuseCrossSiteForm,
      schema: {
        tags: ['auth'],
        summary:
          'Login: answers data.user, the headers X-Ebsn-Session and X-Ebsn-Account, and the session cookie (persistent with remember_me); ' +
          'a form needs X-Ebsn-Client or the shop’s Origin (403); after repeated failures it needs ?recaptcha= (400 errors.challengeRequired), ' +
          'and answers 429 with Retry-After while a delay runs',
        consumes: ['application/x-www-form-urlencoded', 'application/json'],
        body: loginRequestSchema,
        response: {
          200: envelopeSchema(loginDataSchema),
          400: errorEnvelopeSchema,
          401: errorEnvelopeSchema,
          403: errorEnvelopeSchema,
          429: errorEnvelopeSchema,
        },
      },
    },
    async (request, reply) => {
      const { token, rememberedUntil, user } = await auth.login(request.body, {
        clientAddress: request.ip,
        challenge: () => app.challenge.ofRequest(request),
      });
      reply.header(SESSION_ANSWER_HEADER, token).header(ACCOUNT_ANSWER_HEADER, String(user.userId));
      setSessionCookies(request, reply, token, rememberedUntil);
      return ok({ user });
    },
  );

  app.post(
    '/auth/logout',
    {
      schema: {
        tags: ['auth'],
        summary:
          'Ends the session of X-Ebsn-Session or of the session cookie on the server and clears the cookie (answers success even when it had already ended)',
        response: { 200: envelopeSchema(emptyDataSchema) },
      },
    },
    async (request, reply) => {
      await request.resolveSession();
      await auth.logout(request.session);
      clearSessionCookies(request, reply);
      return ok({}, { infos: [{ code: accountCodes.loggedOut, description: accountTexts.loggedOut }] });
    },
  );

  app.get(
    '/auth/test',
    {
      schema: {
        tags: ['auth'],
        summary: 'Whether the session is valid: data.valid and data.user; 419 when the session sent has expired',
        querystring: authTestQuerySchema,
        response: { 200: envelopeSchema(authTestDataSchema), 400: errorEnvelopeSchema, 419: errorEnvelopeSchema },
      },
    },
    async (request) => {
      const state = await request.resolveSession();
      const operation = request.query.operation ?? null;
      if (state.status === 'invalid') throw sessionExpired();
      if (state.status === 'none') return ok({ valid: false, operation, user: null });
      const ssoUser = isSsoUser(state.user, state.session, companySignOnRequired(app.config));
      return ok({ valid: true, operation, user: toUser(state.user, await hasFavourites(app.db, state.user.userId), ssoUser) });
    },
  );
};
