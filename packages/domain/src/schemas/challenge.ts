import { z } from 'zod';

/**
 * `GET /challenge`: an ALTCHA v2 proof-of-work challenge. The client solves it (the widget, in the
 * background) and sends the solution as the `recaptcha` query parameter of a configured endpoint.
 */
export const challengeSchema = z.object({
  parameters: z
    .object({
      algorithm: z.string(),
      nonce: z.string(),
      salt: z.string(),
      cost: z.number(),
      keyLength: z.number(),
      keyPrefix: z.string(),
      keySignature: z.string().optional(),
      expiresAt: z.number().optional(),
    })
    .loose(),
  signature: z.string(),
});
export type ProofOfWorkChallenge = z.infer<typeof challengeSchema>;

/** The query parameter that carries a solved challenge (the spec's recaptcha token). */
export const CHALLENGE_QUERY_PARAMETER = 'recaptcha';
