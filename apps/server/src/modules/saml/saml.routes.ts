import { envelopeSchema, errorEnvelopeSchema } from '@spesa/domain';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ok } from '../../lib/envelope';
import { SESSION_HEADER } from '../../plugins/session';
import { clearSessionCookies, sessionCookieOf, setSessionCookies } from '../../plugins/session-cookie';
import { createSamlService } from './saml.service';
import { samlRefused } from './saml-refusals';

const relayQuery = z.object({
  relay_state_url: z.string().max(2048, 'L’indirizzo di ritorno (relay_state_url) è troppo lungo.').optional(),
});
const acsBody = z.object({
  SAMLResponse: z
    .string({ error: 'Manca la risposta del servizio di accesso (SAMLResponse).' })
    .min(1, 'Manca la risposta del servizio di accesso (SAMLResponse).')
    .regex(/^[A-Za-z0-9+/=\s]+$/, 'La risposta del servizio di accesso (SAMLResponse) non è in base64.'),
  RelayState: z.string().max(2048, 'L’indirizzo di ritorno (RelayState) è troppo lungo.').optional(),
});
const sloQuery = z
  .object({
    SAMLRequest: z.string().max(100_000, 'La richiesta di uscita (SAMLRequest) è troppo lunga.').optional(),
    SAMLResponse: z.string().max(100_000, 'La risposta di uscita (SAMLResponse) è troppo lunga.').optional(),
    RelayState: z.string().max(2048, 'L’indirizzo di ritorno (RelayState) è troppo lungo.').optional(),
    SigAlg: z.string().max(200, 'L’algoritmo di firma (SigAlg) non è valido.').optional(),
    Signature: z.string().max(2048, 'La firma (Signature) non è valida.').optional(),
  })
  .refine((query) => Boolean(query.SAMLRequest || query.SAMLResponse), {
    message: 'Manca la richiesta o la risposta di uscita del servizio di accesso (SAMLRequest o SAMLResponse).',
    path: ['SAMLRequest'],
  });
const redirectAnswers = {
  302: z.null().describe('to the identity provider or back to the shop'),
  400: errorEnvelopeSchema,
  401: errorEnvelopeSchema,
  404: errorEnvelopeSchema,
  503: errorEnvelopeSchema,
};

/**
 * SAML single sign-on for the brand's identity provider (issue 23, decision 0039), under /ebsn/api/saml:
 * do-login and do-logout (the spec's calls), the assertion consumer service (HTTP-POST), single logout
 * (HTTP-Redirect), the SP metadata, and whether the brand has SAML (for the company button).
 */
export const samlRoutes: FastifyPluginAsyncZod = async (app) => {
  const saml = createSamlService({ db: app.db, config: app.config, sessions: app.sessions, log: app.log });
  const requireConfigured = async () => {
    if (!saml.configured) throw samlRefused('notConfigured', 404);
  };

  app.get(
    '/saml/status',
    {
      schema: {
        tags: ['saml'],
        summary:
          'Whether the brand signs staff in through its identity provider: data.enabled (the company button is shown only then)',
        response: { 200: envelopeSchema(z.object({ enabled: z.boolean() })) },
      },
    },
    async () => ok({ enabled: saml.configured }),
  );

  app.get(
    '/saml/metadata',
    {
      onRequest: requireConfigured,
      schema: {
        tags: ['saml'],
        summary:
          'The shop’s SAML service provider metadata (XML) to register at the identity provider; 404 without SAML settings',
        response: { 200: z.string().describe('SAML 2.0 metadata (XML)'), 404: errorEnvelopeSchema, 503: errorEnvelopeSchema },
      },
    },
    async (_request, reply) => reply.type('application/samlmetadata+xml; charset=utf-8').send(await saml.metadataXml()),
  );

  app.get(
    '/saml/do-login',
    {
      onRequest: requireConfigured,
      schema: {
        tags: ['saml'],
        summary:
          'Sends the browser to the identity provider’s sign-in (302); after it, back to relay_state_url if it is the shop’s own, else home',
        querystring: relayQuery,
        response: redirectAnswers,
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return reply.redirect(await saml.loginUrl(request.query.relay_state_url), 302);
    },
  );

  app.post(
    '/saml/acs',
    {
      onRequest: requireConfigured,
      schema: {
        tags: ['saml'],
        summary:
          'Assertion consumer service (HTTP-POST binding): a signed answer to a request the shop sent opens a session (cookie) and goes to RelayState (303); refusals answer 401 with the reason',
        consumes: ['application/x-www-form-urlencoded'],
        body: acsBody,
        response: {
          303: z.null(),
          400: errorEnvelopeSchema,
          401: errorEnvelopeSchema,
          404: errorEnvelopeSchema,
          409: errorEnvelopeSchema,
          503: errorEnvelopeSchema,
        },
      },
    },
    async (request, reply) => {
      const { token, target } = await saml.signIn(request.body);
      // Without remember me: a company session ends with the browser or after a day without use.
      setSessionCookies(request, reply, token, null);
      reply.header('cache-control', 'no-store');
      return reply.redirect(target, 303);
    },
  );

  app.get(
    '/saml/do-logout',
    {
      onRequest: requireConfigured,
      schema: {
        tags: ['saml'],
        summary:
          'Ends the shop session and, for a company session, the identity provider’s too (302 to its single logout), then back to relay_state_url if it is the shop’s own',
        querystring: relayQuery,
        response: redirectAnswers,
      },
    },
    async (request, reply) => {
      // A top-level navigation carries no Origin; another site may at worst send the shopper home, never end their session.
      const crossSite = request.headers['sec-fetch-site'] === 'cross-site';
      const hasSession = Boolean(request.headers[SESSION_HEADER]) || sessionCookieOf(request) !== null;
      const state = hasSession && !crossSite ? await app.sessions.lookup(tokenOf(request)) : null;
      const session = state?.status === 'valid' ? state.session : null;
      if (!crossSite) clearSessionCookies(request, reply);
      reply.header('cache-control', 'no-store');
      return reply.redirect(await saml.logoutUrl(session, request.query.relay_state_url), 302);
    },
  );

  app.get(
    '/saml/slo',
    {
      onRequest: requireConfigured,
      schema: {
        tags: ['saml'],
        summary:
          'Single logout (HTTP-Redirect binding): the identity provider’s answer to the shop’s logout, or its own logout request (the sessions of that NameID end)',
        querystring: sloQuery,
        response: redirectAnswers,
      },
    },
    async (request, reply) => {
      const originalQuery = request.url.split('?')[1] ?? '';
      reply.header('cache-control', 'no-store');
      return reply.redirect(await saml.singleLogout(request.query as Record<string, string>, originalQuery), 302);
    },
  );
};

/** The session the logout ends: the mobile app's header, else the web app's cookie. */
function tokenOf(request: FastifyRequest): string {
  const header = request.headers[SESSION_HEADER];
  return typeof header === 'string' && header !== '' ? header : (sessionCookieOf(request) ?? '');
}
