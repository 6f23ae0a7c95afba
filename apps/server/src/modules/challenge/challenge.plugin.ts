import { randomBytes } from 'node:crypto';
import { CHALLENGE_QUERY_PARAMETER, challengeSchema, envelopeSchema, type ProofOfWorkChallenge } from '@spesa/domain';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { ok } from '../../lib/envelope';
import { API_PREFIX } from '../../plugins/static-web';
import { type ChallengeOutcome, type ChallengeService, createChallengeService } from './challenge.service';
import { challengeRefusal } from './challenge-refusal';

declare module 'fastify' {
  interface FastifyInstance {
    challenge: ChallengeService & {
      /** The outcome of the request's `recaptcha` value, checked (and spent) at most once per request. */
      ofRequest(request: FastifyRequest): Promise<ChallengeOutcome>;
    };
  }
}

/** A challenge is valid this long after it was issued; its solution is remembered as spent as long. */
const CHALLENGE_LIFETIME_MS = 10 * 60_000;

/**
 * The proof-of-work challenge (decision 0015): `GET /ebsn/api/challenge` issues one, and every route
 * whose path is in CHALLENGE_ENDPOINTS needs a solution in `?recaptcha=` before its handler runs
 * (after its input is validated, so a form error does not spend the solution). Login asks for it
 * itself, after repeated failures.
 */
export const challengePlugin = fp(async (app: FastifyInstance) => {
  const service = createChallengeService({
    hmacKey: app.config.CHALLENGE_HMAC_KEY ?? randomBytes(32).toString('hex'),
    complexity: app.config.CHALLENGE_COMPLEXITY,
    lifetimeMs: CHALLENGE_LIFETIME_MS,
    used: app.usedChallenges(CHALLENGE_LIFETIME_MS),
  });
  const outcomes = new WeakMap<FastifyRequest, Promise<ChallengeOutcome>>();
  const ofRequest = (request: FastifyRequest) => {
    let outcome = outcomes.get(request);
    if (!outcome) {
      const value = (request.query as Record<string, unknown> | undefined)?.[CHALLENGE_QUERY_PARAMETER];
      outcome = service.check(typeof value === 'string' ? value : undefined);
      outcomes.set(request, outcome);
    }
    return outcome;
  };
  app.decorate('challenge', { ...service, ofRequest });

  const endpoints = new Set(app.config.CHALLENGE_ENDPOINTS);
  const guarded = new Set<string>();
  app.addHook('onRoute', (route) => {
    if (!endpoints.has(route.url)) return;
    guarded.add(route.url);
    // The OpenAPI document tells API clients what the guard asks for.
    route.schema = {
      ...route.schema,
      description: `Needs a solved proof-of-work challenge (GET ${API_PREFIX}/challenge) in ?${CHALLENGE_QUERY_PARAMETER}=: 400 errors.challengeRequired without one.`,
    };
    const own = route.preHandler ? [route.preHandler].flat() : [];
    route.preHandler = [
      ...own,
      async (request: FastifyRequest) => {
        const outcome = await ofRequest(request);
        if (outcome !== 'verified') throw challengeRefusal(outcome);
      },
    ];
  });
  app.addHook('onReady', async () => {
    const unknown = [...endpoints].filter((endpoint) => !guarded.has(endpoint));
    // Not an error: an endpoint may be named before its route exists (the customer-service form).
    if (unknown.length) app.log.warn({ endpoints: unknown }, 'CHALLENGE_ENDPOINTS names paths no route answers yet');
  });

  app.withTypeProvider<ZodTypeProvider>().get(
    `${API_PREFIX}/challenge`,
    {
      schema: {
        tags: ['challenge'],
        summary: 'A proof-of-work challenge (ALTCHA); its solution goes in ?recaptcha= of the configured endpoints',
        response: { 200: envelopeSchema(challengeSchema) },
      },
    },
    async (_request, reply) => {
      reply.header('Cache-Control', 'no-store');
      // Typed loosely by the library (its parameters have no index signature); the schema keeps every key, as the signature needs.
      return ok((await service.issue()) as ProofOfWorkChallenge);
    },
  );
});
