import { apiRequest } from '../../../lib/api/client';

export type LinkOutcome = { ok: true; email: string; message?: string } | { ok: false; message: string };

/** Runs a call that spends an e-mail link's token and says how it went (the server's message either way). */
export async function spendLinkToken(path: string, token: string | null): Promise<LinkOutcome> {
  if (!token) return { ok: false, message: '' };
  try {
    const envelope = await apiRequest<{ email: string }>('GET', path, { query: { token } });
    return { ok: true, email: envelope.data.email, message: envelope.response.infosMessage[0]?.description };
  } catch (error) {
    return { ok: false, message: error instanceof Error ? error.message : '' };
  }
}

/** GET /ebsn/api/registration/registration_confirm: the link of the confirmation e-mail activates the account. */
export const confirmRegistration = (token: string | null) => spendLinkToken('/ebsn/api/registration/registration_confirm', token);
