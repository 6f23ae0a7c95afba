import { randomBytes } from 'node:crypto';
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { FastifyBaseLogger } from 'fastify';
import nodemailer from 'nodemailer';

/** A message ready to go: both parts, and the link it carries (the outbox's file holds it; never logged: it is a token). */
export type OutgoingMail = {
  from: string;
  to: string;
  subject: string;
  text: string;
  html: string;
  link: string;
  /** Where a reply goes when not to the sender (a customer-service request: the shopper). */
  replyTo?: string;
};

export type Mailer = { send(mail: OutgoingMail): Promise<void>; close(): void };

type MailerOptions = { smtpUrl: string | undefined; outboxDir: string; log: FastifyBaseLogger };

/**
 * Sends through the SMTP server of `SMTP_URL`; without one, writes each message as one `.eml` file
 * in the outbox folder and logs the file's name, so the shop works with no mail server. The log names
 * no recipient, subject or link: addresses, names and one-time tokens are personal data (decision 0040).
 */
export function createMailer({ smtpUrl, outboxDir, log }: MailerOptions): Mailer {
  if (smtpUrl) {
    const transport = nodemailer.createTransport(smtpUrl);
    return {
      async send({ link: _link, ...mail }) {
        await transport.sendMail(mail);
        log.info('mail sent');
      },
      close: () => transport.close(),
    };
  }

  const transport = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' });
  return {
    async send({ link: _link, ...mail }) {
      const { message } = await transport.sendMail(mail);
      await mkdir(outboxDir, { recursive: true });
      const file = path.join(
        outboxDir,
        `${new Date().toISOString().replace(/[:.]/g, '-')}-${randomBytes(4).toString('hex')}.eml`,
      );
      await writeFile(file, message as Buffer);
      log.info({ file }, 'mail written to the outbox');
    },
    close: () => transport.close(),
  };
}
