import { demoDeferredShopper } from '../../apps/server/src/db/seed/demo-deferred-shopper';
import { demoStaffAccount } from '../../apps/server/src/db/seed/demo-staff-account';

/**
 * What personal data looks like in a log line, each as exactly as the suite's own data allows, so a
 * hit is a leak and not a coincidence (decision 0040). The e2e run's server log is read against these
 * at the end of every run (e2e/global-setup.ts): a hit fails the run, naming the line and the pattern.
 */
export const personalDataPatterns: { name: string; pattern: RegExp }[] = [
  // Any address with a domain: the suite's shoppers (…@example.com), the demo accounts (…@buonmercato.example).
  { name: 'e-mail address', pattern: /[A-Za-z0-9._%+-]+@[A-Za-z0-9-]+(?:\.[A-Za-z0-9-]+)*\.[A-Za-z]{2,}/ },
  // The passwords the suite types: newShopper's (e2e/support/accounts.ts) and the demo accounts'.
  { name: 'test password', pattern: /Spesa-\d{13,}/ },
  { name: 'demo password', pattern: new RegExp([demoStaffAccount.password, demoDeferredShopper.password].join('|')) },
  // A session or one-time token of the shop: 32 random bytes in base64url (secret-token.ts), 43 characters.
  {
    name: 'session or one-time token',
    pattern:
      /(?<![A-Za-z0-9_-])(?=[A-Za-z0-9_-]*[A-Z])(?=[A-Za-z0-9_-]*[a-z])(?=[A-Za-z0-9_-]*\d)[A-Za-z0-9_-]{43}(?![A-Za-z0-9_-])/,
  },
  // A query value that carries a secret or an address, not blanked (the request line writes `name=~`).
  { name: 'query value', pattern: /[?&](?:token|login|email|password|recaptcha|ref)=(?!~)[^&"\s]/ },
  // Headers that carry sessions, logged with their value.
  { name: 'session header', pattern: /"(?:authorization|cookie|set-cookie|x-ebsn-session)":\s*"(?!\[redacted\])/i },
  { name: 'fiscal code', pattern: /\b[A-Z]{6}\d{2}[A-EHLMPR-T]\d{2}[A-Z]\d{3}[A-Z]\b/ },
  // An Italian mobile number, as the suite's forms are filled in (3331234567, +39 333 1234567).
  { name: 'phone number', pattern: /(?<![\d.])(?:\+39\s?)?3\d{2}\s?\d{6,7}(?![\d.])/ },
  // The test gateway's cards, with or without spaces; not the fraction of a number (a responseTime of 5.4473350000007486).
  { name: 'card number', pattern: /(?<![\d.])4(?:[ -]?\d){15}(?!\d)/ },
];

export type PersonalDataHit = { line: number; name: string; text: string };

/** Every line of a log holding personal data, with the pattern it matched. */
export function personalDataIn(log: string): PersonalDataHit[] {
  const hits: PersonalDataHit[] = [];
  log.split('\n').forEach((text, index) => {
    for (const { name, pattern } of personalDataPatterns) {
      if (pattern.test(text)) hits.push({ line: index + 1, name, text: text.length > 400 ? `${text.slice(0, 400)}…` : text });
    }
  });
  return hits;
}
