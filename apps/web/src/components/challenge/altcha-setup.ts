/**
 * The ALTCHA widget, loaded only when a form needs it (never on a landing page's first load, decision
 * 0011). The `external` build is the one without inline workers or styles, so the page's CSP needs no
 * `blob:` or inline styles for it (decision 0015): its CSS is bundled with ours and its PBKDF2 worker is
 * a file of our own origin (`worker-src 'self'`).
 */
import 'altcha/external';
import 'altcha/altcha.css';
import 'altcha/i18n/it';
import type { Envelope } from '@spesa/domain';
import Pbkdf2Worker from 'altcha/workers/pbkdf2?worker';

for (const algorithm of ['PBKDF2/SHA-256', 'PBKDF2/SHA-384', 'PBKDF2/SHA-512']) {
  $altcha.algorithms.set(algorithm, () => new Pbkdf2Worker());
}

$altcha.i18n.set('it', {
  ...$altcha.i18n.get('it'),
  error: 'Verifica non riuscita: riprova.',
  expired: 'La verifica è scaduta: ripetila.',
  verificationRequired: 'Completa la verifica.',
  waitAlert: 'Verifica in corso: attendi un istante.',
});

/** Our API answers in the envelope; the widget wants the bare challenge. */
async function fetchChallenge(input: RequestInfo | URL, init?: RequestInit): Promise<Response> {
  const answer = await fetch(input, { ...init, headers: { Accept: 'application/json' } });
  if (!answer.ok) return answer;
  const envelope = (await answer.json()) as Envelope<unknown>;
  return new Response(JSON.stringify(envelope.data), { headers: { 'Content-Type': 'application/json' } });
}

$altcha.defaults.set({
  fetch: fetchChallenge,
  // Nothing about the shopper's pointer or scrolling is gathered: the server never asks for it.
  humanInteractionSignature: false,
  hideFooter: true,
  language: 'it',
});
