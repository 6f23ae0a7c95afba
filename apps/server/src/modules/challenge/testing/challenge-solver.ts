import { type Challenge, solveChallenge } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/pbkdf2';

/**
 * Solves a challenge as the ALTCHA widget does (altcha-lib's own solver) and answers the payload the
 * widget would send: what tests and scripts put in `?recaptcha=`. Keep CHALLENGE_COMPLEXITY low in tests.
 */
export async function solvedChallengePayload(challenge: Challenge): Promise<string> {
  const solution = await solveChallenge({ challenge, deriveKey });
  if (!solution) throw new Error('the challenge could not be solved in time (CHALLENGE_COMPLEXITY too high for a test?)');
  const payload = { challenge: { parameters: challenge.parameters, signature: challenge.signature }, solution };
  return Buffer.from(JSON.stringify(payload)).toString('base64');
}

/** Fetches a challenge from a running shop (`GET /ebsn/api/challenge`) and solves it. */
export async function solvedChallengeFrom(baseUrl: string): Promise<string> {
  const answer = await fetch(new URL('/ebsn/api/challenge', `${baseUrl}/`), { headers: { Accept: 'application/json' } });
  if (!answer.ok) throw new Error(`GET /ebsn/api/challenge answered ${answer.status}`);
  return solvedChallengePayload(((await answer.json()) as { data: Challenge }).data);
}

/** `path` with the solved challenge as its recaptcha query parameter. */
export function withChallenge(path: string, payload: string): string {
  return `${path}${path.includes('?') ? '&' : '?'}recaptcha=${encodeURIComponent(payload)}`;
}
