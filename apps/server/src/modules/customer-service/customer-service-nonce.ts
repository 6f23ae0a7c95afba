import { createHmac, timingSafeEqual } from 'node:crypto';

/** WordPress's nonce tick: 12 hours; a nonce is accepted during its tick and the next (12 to 24 hours). */
export const NONCE_TICK_MS = 12 * 60 * 60_000;

/**
 * The form's security nonce, as WordPress's `wp_create_nonce`: an HMAC of the action and the time
 * tick with a server secret, so it needs no storage and any process with the secret checks it. It is
 * bound to the brand and the form (not to the session: a shopper who logs in with the page open still sends).
 */
export function createFormNonces(secret: string) {
  const sign = (action: string, tick: number) =>
    createHmac('sha256', secret).update(`${action}|${tick}`).digest('base64url').slice(0, 22);
  const tickOf = (now: number) => Math.floor(now / NONCE_TICK_MS);
  return {
    create: (action: string, now = Date.now()) => sign(action, tickOf(now)),
    verify(action: string, nonce: unknown, now = Date.now()): boolean {
      if (typeof nonce !== 'string' || nonce.length !== 22) return false;
      const given = Buffer.from(nonce);
      const tick = tickOf(now);
      return [tick, tick - 1].some((candidate) => timingSafeEqual(given, Buffer.from(sign(action, candidate))));
    },
  };
}
export type FormNonces = ReturnType<typeof createFormNonces>;

/** The nonce action of a brand's form. */
export const formNonceAction = (brand: string, formId: number) => `ebsn_form_${brand}_${formId}`;

/** The nonces' own key, derived from the challenge's secret (CHALLENGE_HMAC_KEY) so one setting serves both. */
export function formNonceSecret(challengeKey: string): string {
  return createHmac('sha256', challengeKey).update('form nonces').digest('hex');
}
