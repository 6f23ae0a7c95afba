import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';

/** A message as the peer received it: envelope recipients, subject, and the decoded text and HTML parts. */
export type ReceivedMail = { to: string[]; subject: string; text: string; html: string; raw: string };

function decodeQuotedPrintable(body: string): string {
  const bytes = body
    .replace(/=\r?\n/g, '')
    .replace(/=([0-9A-F]{2})/gi, (_match, hex: string) => String.fromCharCode(Number.parseInt(hex, 16)));
  return Buffer.from(bytes, 'latin1').toString('utf8');
}

function decodeMimeWords(header: string): string {
  return header.replace(/=\?utf-8\?([QB])\?([^?]*)\?=\s*/gi, (_match, encoding: string, text: string) =>
    encoding.toUpperCase() === 'B'
      ? Buffer.from(text, 'base64').toString('utf8')
      : decodeQuotedPrintable(text.replaceAll('_', ' ')),
  );
}

/** The body of the first part of a type, decoded from quoted-printable or base64. */
function partOf(raw: string, type: string): string {
  const start = raw.search(new RegExp(`Content-Type: ${type}`, 'i'));
  if (start < 0) return '';
  const part = raw.slice(start);
  const headerEnd = part.search(/\r?\n\r?\n/);
  const headers = part.slice(0, headerEnd);
  // The part ends at the next boundary line, not at any line that starts with '--': a
  // quoted-printable line may (a link's token wrapped just before a '--' in it).
  const rest = part.slice(headerEnd).replace(/^\r?\n\r?\n/, '');
  const ends = [...raw.matchAll(/boundary="?([^";\r\n]+)"?/gi)]
    .map((match) => rest.indexOf(`\n--${match[1]}`))
    .filter((index) => index >= 0);
  const body = ends.length > 0 ? rest.slice(0, Math.min(...ends)).replace(/\r$/, '') : rest;
  if (/Content-Transfer-Encoding: base64/i.test(headers)) return Buffer.from(body.replace(/\s+/g, ''), 'base64').toString('utf8');
  if (/Content-Transfer-Encoding: quoted-printable/i.test(headers)) return decodeQuotedPrintable(body);
  return body;
}

/** Reads the raw message into what tests look at. */
export function parseMail(raw: string, to: string[]): ReceivedMail {
  const headerBlock = raw.slice(0, raw.search(/\r?\n\r?\n/)).replace(/\r?\n[ \t]+/g, ' ');
  const subject = decodeMimeWords(/^Subject: (.*)$/im.exec(headerBlock)?.[1] ?? '');
  return { to, subject, text: partOf(raw, 'text/plain'), html: partOf(raw, 'text/html'), raw };
}

/** The token of the first link to `page` in the message's plain text. */
export function tokenFromLink(mail: ReceivedMail, page: string): string {
  const match = new RegExp(`https?://[^\\s/]+${page.replaceAll('/', '\\/')}\\?token=([A-Za-z0-9_-]+)`).exec(mail.text);
  if (!match?.[1]) throw new Error(`no link to ${page} in the mail '${mail.subject}'`);
  return match[1];
}

/**
 * A real SMTP server on a random port of 127.0.0.1, for tests: the shop sends through it (SMTP_URL)
 * and the test waits for the message to a recipient and reads the link out of it.
 */
export async function startSmtpTestPeer() {
  const received: ReceivedMail[] = [];
  const waiting: { to: string; resolve: (mail: ReceivedMail) => void }[] = [];

  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['AUTH', 'STARTTLS'],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        const mail = parseMail(
          Buffer.concat(chunks).toString('utf8'),
          session.envelope.rcptTo.map((recipient) => recipient.address.toLowerCase()),
        );
        const waiter = waiting.findIndex((entry) => mail.to.includes(entry.to));
        if (waiter >= 0) waiting.splice(waiter, 1)[0]?.resolve(mail);
        else received.push(mail);
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.server.address() as AddressInfo;

  return {
    url: `smtp://127.0.0.1:${port}`,
    /** The next message to `to` (one already received, or the next to arrive within the time limit). */
    nextMail(to: string, timeoutMs = 5000): Promise<ReceivedMail> {
      const address = to.toLowerCase();
      const index = received.findIndex((mail) => mail.to.includes(address));
      if (index >= 0) return Promise.resolve(received.splice(index, 1)[0] as ReceivedMail);
      return new Promise((resolve, reject) => {
        const entry = { to: address, resolve };
        waiting.push(entry);
        setTimeout(() => {
          const position = waiting.indexOf(entry);
          if (position >= 0) {
            waiting.splice(position, 1);
            reject(new Error(`no mail to ${to} within ${timeoutMs} ms`));
          }
        }, timeoutMs).unref();
      });
    },
    /** Messages received for nobody waiting, to check that none arrived. */
    unclaimed: (to: string) => received.filter((mail) => mail.to.includes(to.toLowerCase())),
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

export type SmtpTestPeer = Awaited<ReturnType<typeof startSmtpTestPeer>>;
