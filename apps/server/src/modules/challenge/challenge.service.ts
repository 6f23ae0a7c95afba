import { createHmac } from 'node:crypto';
import { type Challenge, createChallenge, type Payload, randomInt, verifySolution } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/pbkdf2';
import type { UsedChallenges } from './used-challenges';

/** PBKDF2 rounds per try: with the counter bound (CHALLENGE_COMPLEXITY) it sets the work of a solution. */
const PBKDF2_COST = 1000;
const ALGORITHM = 'PBKDF2/SHA-256';

/** What a request's `recaptcha` value turned out to be. */
export type ChallengeOutcome = 'verified' | 'missing' | 'invalid';

type Options = {
  /** HMAC secret signing the challenges (CHALLENGE_HMAC_KEY, or random per start). */
  hmacKey: string;
  /** The counter's upper bound: the solver tries on average half of it. */
  complexity: number;
  lifetimeMs: number;
  used: UsedChallenges;
};

/**
 * ALTCHA's proof of work (altcha-lib v2, deterministic mode): the server picks a counter, signs the
 * key it derives, and the client finds that counter by trying PBKDF2 derivations. Verifying is one
 * HMAC. No third party, no cookie, nothing about the shopper is kept.
 */
export function createChallengeService({ hmacKey, complexity, lifetimeMs, used }: Options) {
  const keySignatureSecret = createHmac('sha256', hmacKey).update('altcha derived key signatures').digest('hex');

  return {
    issue(now = Date.now()): Promise<Challenge> {
      return createChallenge({
        algorithm: ALGORITHM,
        cost: PBKDF2_COST,
        counter: randomInt(complexity),
        deriveKey,
        expiresAt: new Date(now + lifetimeMs),
        hmacSignatureSecret: hmacKey,
        hmacKeySignatureSecret: keySignatureSecret,
      });
    },

    /** Checks a solution (the widget's base64 payload) and spends its challenge. */
    async check(token: string | undefined): Promise<ChallengeOutcome> {
      if (!token) return 'missing';
      const payload = parsePayload(token);
      if (!payload) return 'invalid';
      try {
        const result = await verifySolution({
          challenge: payload.challenge,
          solution: payload.solution,
          deriveKey,
          hmacSignatureSecret: hmacKey,
          hmacKeySignatureSecret: keySignatureSecret,
        });
        if (!result.verified) return 'invalid';
      } catch {
        return 'invalid'; // a payload shaped wrongly enough to make the library throw
      }
      return (await used.spend(payload.challenge.parameters.nonce)) ? 'verified' : 'invalid';
    },
  };
}

export type ChallengeService = ReturnType<typeof createChallengeService>;

function parsePayload(token: string): Payload | null {
  if (token.length > 4096) return null;
  try {
    const payload = JSON.parse(Buffer.from(token, 'base64').toString('utf8')) as Payload;
    const parameters = payload?.challenge?.parameters;
    if (typeof parameters?.nonce !== 'string' || typeof payload.solution !== 'object' || !payload.solution) return null;
    return payload;
  } catch {
    return null;
  }
}
