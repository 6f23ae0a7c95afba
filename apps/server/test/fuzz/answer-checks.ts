import { envelopeSchema } from '@spesa/domain';
import { z } from 'zod';

type Answer = { statusCode: number; headers: Record<string, unknown>; body: string };

/** What a client must never read: a stack frame, a source path, SQL or a database error. */
const leaks: [string, RegExp][] = [
  ['a stack frame', /\bat [\w.<>]+ \(|\n\s+at /],
  ['a source path', /\/work\/|node_modules|\/src\/|\.[cm]?[jt]s:\d+/],
  ['SQL', /\b(SELECT|INSERT INTO|DELETE FROM)\b|\bUPDATE \w+ SET\b/],
  [
    'a database error',
    /syntax error|violates|duplicate key|relation "|column "|out of range for type|invalid byte sequence|invalid input syntax|unsupported Unicode escape/i,
  ],
];

/**
 * What the validator's own wording looks like, or a programmer's: an error a shopper reads is in
 * natural Italian, never 'Troppo piccolo: number deve essere >=0' or 'Expected string'.
 */
const technicalWording = [
  /Troppo (grande|piccolo):|Input non valido|Chiav[ei] non riconosciut|[<>]=?\d|FST_|\[object|Error:/,
  /\b(expected|received|invalid|required|must|undefined|NaN|null)\b/i,
];

const anyEnvelope = envelopeSchema(z.unknown());

/** The problems of one answer to a bad request; none is what every answer must show. */
export function problemsOf(url: string, answer: Answer): string[] {
  const problems: string[] = [];
  if (answer.statusCode >= 500) problems.push(`answered ${answer.statusCode}`);
  for (const [what, pattern] of leaks) if (pattern.test(answer.body)) problems.push(`shows ${what}`);
  if (!url.startsWith('/ebsn/api/')) return problems;
  const type = String(answer.headers['content-type'] ?? '');
  if (!type.startsWith('application/json')) {
    // The test gateway's pages are HTML by design; its failures are answered in the envelope.
    // The social login's callback is the provider's redirect target: it answers a redirect by design (decision 0038).
    const byDesign =
      url.startsWith('/ebsn/api/payment-gateway/') || (url.startsWith('/ebsn/api/social-login/') && answer.statusCode < 400);
    if (answer.statusCode >= 400 || !byDesign) problems.push(`not JSON but '${type}'`);
    return problems;
  }
  let body: unknown;
  try {
    body = JSON.parse(answer.body);
  } catch {
    return [...problems, 'broken JSON'];
  }
  const envelope = anyEnvelope.safeParse(body);
  if (!envelope.success) return [...problems, 'not the envelope'];
  const { response } = envelope.data;
  if (answer.statusCode >= 400) {
    if (response.status !== answer.statusCode) problems.push(`envelope status ${response.status}`);
    if (response.errorsMessage.length === 0) problems.push('no error message');
    for (const message of response.errorsMessage) {
      if (technicalWording.some((pattern) => pattern.test(message.description)))
        problems.push(`technical text '${message.description.slice(0, 120)}'`);
    }
  }
  return problems;
}
