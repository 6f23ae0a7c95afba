import type { TenantSettings } from '@spesa/domain';
import type { OutgoingMail } from './mailer';

/** Escapes text for HTML. */
export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (character) => `&#${character.charCodeAt(0)};`);
}

export type MailContent = {
  brandName: string;
  color: string;
  greeting: string;
  intro: string;
  action: string;
  link: string;
  /** A second way on, under the button: a sentence and its own link (log in, or choose a new password). */
  alternative?: { text: string; action: string; link: string };
  notes: string[];
  linkFallback: string;
  signature: string;
  legalFooter: string;
};

/** The plain-text part: the same words as the HTML, the link written out. */
export function renderMailText(content: MailContent): string {
  return [
    content.greeting,
    '',
    content.intro,
    '',
    `${content.action}: ${content.link}`,
    ...(content.alternative ? ['', content.alternative.text, `${content.alternative.action}: ${content.alternative.link}`] : []),
    ...content.notes.flatMap((note) => ['', note]),
    '',
    content.signature,
    '',
    '--',
    content.legalFooter,
    '',
  ].join('\n');
}

function alternativeHtml({ text, action, link }: NonNullable<MailContent['alternative']>): string {
  return `<p style="margin:0 0 16px;font-size:15px;line-height:1.5;color:#222">${escapeHtml(text)} <a href="${escapeHtml(link)}" style="color:#222;font-weight:bold">${escapeHtml(action)}</a></p>`;
}

/** The HTML part: one column, a button, inline styles only (mail readers ignore style sheets). */
export function renderMailHtml(content: MailContent): string {
  const paragraph = (text: string) =>
    `<p style="margin:0 0 16px;font-size:15px;line-height:1.5;color:#222">${escapeHtml(text).replaceAll('\n', '<br>')}</p>`;
  const link = escapeHtml(content.link);
  return `<!DOCTYPE html>
<html lang="it">
<head><meta charset="utf-8"><title>${escapeHtml(content.brandName)}</title></head>
<body style="margin:0;padding:0;background:#f4f4f4;font-family:Arial,Helvetica,sans-serif">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0"><tr><td align="center" style="padding:24px">
<table role="presentation" width="600" cellpadding="0" cellspacing="0" style="max-width:600px;background:#fff;border-radius:6px">
<tr><td style="background:${escapeHtml(content.color)};color:#fff;font-size:22px;font-weight:bold;padding:20px 24px;border-radius:6px 6px 0 0">${escapeHtml(content.brandName)}</td></tr>
<tr><td style="padding:24px">
${paragraph(content.greeting)}
${paragraph(content.intro)}
<p style="margin:24px 0;text-align:center"><a href="${link}" style="background:${escapeHtml(content.color)};color:#fff;text-decoration:none;padding:12px 24px;border-radius:4px;font-weight:bold;display:inline-block">${escapeHtml(content.action)}</a></p>
${content.alternative ? alternativeHtml(content.alternative) : ''}
${content.notes.map(paragraph).join('\n')}
<p style="margin:0 0 16px;font-size:13px;color:#555">${escapeHtml(content.linkFallback)}<br><a href="${link}" style="color:#555;word-break:break-all">${link}</a></p>
${paragraph(content.signature)}
</td></tr>
<tr><td style="padding:16px 24px;font-size:11px;color:#777;border-top:1px solid #eee">${escapeHtml(content.legalFooter)}</td></tr>
</table>
</td></tr></table>
</body>
</html>
`;
}

/** What a message says in its own words: the brand's frame (colour, signature, link fallback, footer, sender) comes from the tenant. */
export type MailMessage = Pick<MailContent, 'greeting' | 'intro' | 'action' | 'link' | 'alternative' | 'notes'> & {
  subject: string;
};

/** One e-mail of the brand to `to`: the message in the brand's frame, HTML and plain text (account mails, order confirmation). */
export function composeBrandMail(tenant: TenantSettings, to: string, message: MailMessage): OutgoingMail {
  const { subject, ...words } = message;
  const content: MailContent = {
    brandName: tenant.brandName,
    color: tenant.theme.primaryColor,
    ...words,
    linkFallback: tenant.emails.linkFallback,
    signature: tenant.emails.signature,
    legalFooter: tenant.legalFooter,
  };
  return {
    from: tenant.emails.from,
    to,
    subject,
    text: renderMailText(content),
    html: renderMailHtml(content),
    link: message.link,
  };
}
