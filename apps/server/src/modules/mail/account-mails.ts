import type { AccountEmailText, TenantSettings } from '@spesa/domain';
import { composeBrandMail } from './mail-layout';
import type { Mailer, OutgoingMail } from './mailer';

type Recipient = { email: string; firstName: string };
type AccountMailKind = 'registrationConfirmation' | 'passwordReset' | 'emailChange' | 'welcome' | 'addressInUse';

/** The shop's own pages that the links open. */
export function shopLinks(baseUrl: string) {
  const withToken = (page: string, token: string) => `${baseUrl}${page}?token=${encodeURIComponent(token)}`;
  return {
    registrationConfirm: (token: string) => withToken('/registration/confirm', token),
    resetPassword: (token: string) => withToken('/reset-password', token),
    emailConfirmed: (token: string) => withToken('/email-confirmed', token),
    home: () => `${baseUrl}/`,
    login: () => `${baseUrl}/login`,
    resetPasswordRequest: () => `${baseUrl}/reset-password-request`,
  };
}

/** The text with its {placeholders} filled; an unknown one stays as written. */
export function fillMailText(text: string, values: Record<string, string>): string {
  return text.replace(/\{(\w+)\}/g, (placeholder, name: string) => values[name] ?? placeholder);
}

/** One account e-mail of the brand: its texts, the shopper's name, the link; HTML and plain text. */
export function composeAccountMail(
  tenant: TenantSettings,
  kind: AccountMailKind,
  to: Recipient,
  link: string,
  extra: { newEmail?: string; alternativeLink?: string } = {},
): OutgoingMail {
  const texts: AccountEmailText = tenant.emails[kind];
  const values = { firstName: to.firstName, brandName: tenant.brandName, newEmail: extra.newEmail ?? '' };
  const asksForAction = kind !== 'welcome';
  return composeBrandMail(tenant, to.email, {
    subject: fillMailText(texts.subject, values),
    greeting: fillMailText(tenant.emails.greeting, values),
    intro: fillMailText(texts.intro, values),
    action: texts.action,
    link,
    alternative:
      kind === 'addressInUse' && extra.alternativeLink
        ? { text: tenant.emails.addressInUse.reset, action: tenant.emails.addressInUse.resetAction, link: extra.alternativeLink }
        : undefined,
    notes: [texts.validity, asksForAction ? tenant.emails.ignoreNotice : undefined].filter((note): note is string => !!note),
  });
}

/** The account messages of a brand, sent through the mailer. */
export function createAccountMails(mailer: Mailer, tenant: TenantSettings) {
  return {
    registrationConfirmation: (to: Recipient, baseUrl: string, token: string) =>
      mailer.send(composeAccountMail(tenant, 'registrationConfirmation', to, shopLinks(baseUrl).registrationConfirm(token))),
    passwordReset: (to: Recipient, baseUrl: string, token: string) =>
      mailer.send(composeAccountMail(tenant, 'passwordReset', to, shopLinks(baseUrl).resetPassword(token))),
    emailChange: (to: Recipient, baseUrl: string, token: string) =>
      mailer.send(
        composeAccountMail(tenant, 'emailChange', to, shopLinks(baseUrl).emailConfirmed(token), { newEmail: to.email }),
      ),
    welcome: (to: Recipient, baseUrl: string) =>
      mailer.send(composeAccountMail(tenant, 'welcome', to, shopLinks(baseUrl).home())),
    /** To the owner of an address someone tried to register, or to move to another account: log in or reset. */
    addressInUse: (to: Recipient, baseUrl: string) =>
      mailer.send(
        composeAccountMail(tenant, 'addressInUse', to, shopLinks(baseUrl).login(), {
          alternativeLink: shopLinks(baseUrl).resetPasswordRequest(),
        }),
      ),
  };
}

export type AccountMails = ReturnType<typeof createAccountMails>;
