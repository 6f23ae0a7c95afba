import { describe, expect, it } from 'vitest';
import { parseMail, tokenFromLink } from './smtp-test-peer';

const token = 'abcdefghijklmnopqrstuvwxyz0123456789--ABCDE';

/** A two-part message whose quoted-printable text wraps a link just before the '--' of its token. */
const raw = [
  'Subject: Conferma la registrazione',
  'Content-Type: multipart/alternative; boundary="--_NmP-b1"',
  '',
  '----_NmP-b1',
  'Content-Type: text/plain; charset=utf-8',
  'Content-Transfer-Encoding: quoted-printable',
  '',
  'Apri http://shop.test/registration/confirm?token=3Dabcdefghijklmnopqrstuvwxyz0123456789=',
  '--ABCDE per confermare.',
  '----_NmP-b1',
  'Content-Type: text/html; charset=utf-8',
  'Content-Transfer-Encoding: quoted-printable',
  '',
  '<p>Apri il link</p>',
  '----_NmP-b1--',
  '',
].join('\r\n');

describe('the test SMTP peer reading a message', () => {
  it("keeps a quoted-printable line that starts with '--' inside its part", () => {
    const mail = parseMail(raw, ['anna@example.it']);
    expect(tokenFromLink(mail, '/registration/confirm')).toBe(token);
    expect(mail.text).toBe(`Apri http://shop.test/registration/confirm?token=${token} per confermare.`);
    expect(mail.html).toBe('<p>Apri il link</p>');
  });
});
