import path from 'node:path';
import { getTenant, type TenantSettings, wishlistShareMailTexts as texts, type WishlistGrant } from '@spesa/domain';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/client';
import { fillMailText as fill } from '../mail/account-mails';
import { composeBrandMail } from '../mail/mail-layout';
import { createMailer, type Mailer, type OutgoingMail } from '../mail/mailer';
import { findUserByEmail } from '../users/user.repository';

/** A new share: the list, who shared it, the address it was shared with and what it allows. */
export type NewShare = {
  listId: number;
  listName: string;
  owner: { firstName: string; lastName: string };
  email: string;
  grant: WishlistGrant;
};

/**
 * The mail to the address a list was shared with: a shopper with an account (`recipient`) is told
 * where the list is; an address without one is invited to register with it.
 */
export function composeShareMail(
  tenant: TenantSettings,
  share: NewShare,
  recipient: { firstName: string } | undefined,
  baseUrl: string,
): OutgoingMail {
  const values = {
    ownerName: `${share.owner.firstName} ${share.owner.lastName}`,
    listName: share.listName,
    brandName: tenant.brandName,
    firstName: recipient?.firstName ?? '',
  };
  const words = recipient ? texts.shared : texts.invitation;
  return composeBrandMail(tenant, share.email, {
    subject: fill(texts.subject, values),
    greeting: recipient ? fill(tenant.emails.greeting, values) : texts.greeting,
    intro: fill(words.intro, values),
    action: words.action,
    link: recipient ? `${baseUrl}/profile/lists/${share.listId}` : `${baseUrl}/registration-user`,
    notes: [texts.grant[share.grant], fill(texts.strangerNotice, values)],
  });
}

/** Sends the share mail; whether the address has an account decides only its words, never the answer. */
export function createShareInvitations(db: Db, mailer: Mailer, tenant: TenantSettings, baseUrl: string) {
  return async (share: NewShare): Promise<void> => {
    const recipient = await findUserByEmail(db, share.email);
    await mailer.send(composeShareMail(tenant, share, recipient, baseUrl));
  };
}

export type ShareInvitations = ReturnType<typeof createShareInvitations>;

/** The share mails of the wishlists plugin: its own mailer (closed with the app), the brand's frame, PUBLIC_URL's links. */
export function shareInvitationsOf(app: FastifyInstance): ShareInvitations {
  const mailer = createMailer({ smtpUrl: app.config.SMTP_URL, outboxDir: path.join(app.config.dataDir, 'outbox'), log: app.log });
  app.addHook('onClose', async () => mailer.close());
  return createShareInvitations(app.db, mailer, getTenant(app.config.TENANT), app.config.publicUrl);
}
