import { type CustomerServiceFields, customerServiceTexts, customerServiceTopicLabel, type TenantSettings } from '@spesa/domain';
import { fillMailText as fill } from '../mail/account-mails';
import { composeBrandMail } from '../mail/mail-layout';
import type { OutgoingMail } from '../mail/mailer';

/** A stored request as the mails tell it. */
export type CustomerServiceRequest = CustomerServiceFields & { requestId: number; userId: number | null };

const texts = {
  forwardSubject: 'Richiesta n. {requestId} dal sito: {topic}',
  forwardGreeting: 'Nuova richiesta dal modulo «Servizio Clienti» del sito.',
  forwardIntro: 'Rispondi direttamente a questa e-mail: la risposta va a {name} ({email}).',
  forwardAction: 'Rispondi a {name}',
  acknowledgementSubject: 'Abbiamo ricevuto la tua richiesta n. {requestId}',
  acknowledgementIntro:
    'grazie per averci scritto. Abbiamo ricevuto la tua richiesta n. {requestId} sull’argomento «{topic}» e ti risponderemo a questo indirizzo entro 2 giorni lavorativi.',
  acknowledgementAction: 'Leggi le domande frequenti',
  acknowledgementNote:
    'Nel frattempo puoi trovare una risposta tra le domande frequenti. Se non hai scritto tu al nostro servizio clienti, ignora questa e-mail.',
} as const;

const valuesOf = (request: CustomerServiceRequest) => ({
  requestId: String(request.requestId),
  topic: customerServiceTopicLabel(request.topic),
  name: request.name,
  email: request.email,
  firstName: request.name.split(/\s+/)[0] ?? request.name,
});

/** The request as the brand's customer service reads it: every field, a reply going to the shopper. */
export function composeForwardedRequest(tenant: TenantSettings, request: CustomerServiceRequest): OutgoingMail {
  const values = valuesOf(request);
  const { labels } = customerServiceTexts;
  const lines = [
    `${labels.topic}: ${values.topic}`,
    ...(request.order_number ? [`${labels.order_number}: ${request.order_number}`] : []),
    `${labels.name}: ${request.name}`,
    `${labels.email}: ${request.email}`,
    ...(request.phone ? [`${labels.phone}: ${request.phone}`] : []),
    `Cliente registrato: ${request.userId === null ? 'no' : `sì (utente ${request.userId})`}`,
  ];
  const mail = composeBrandMail(tenant, tenant.contacts.email, {
    subject: fill(texts.forwardSubject, values),
    greeting: texts.forwardGreeting,
    intro: fill(texts.forwardIntro, values),
    action: fill(texts.forwardAction, values),
    link: `mailto:${request.email}`,
    notes: [lines.join('\n'), `${labels.message}:\n${request.message}`],
  });
  return { ...mail, replyTo: request.email };
}

/**
 * The acknowledgement to the shopper: the request's number and topic, not the message itself, so the
 * form cannot be used to send someone else a text of one's own choosing.
 */
export function composeAcknowledgement(tenant: TenantSettings, request: CustomerServiceRequest, baseUrl: string): OutgoingMail {
  const values = valuesOf(request);
  return composeBrandMail(tenant, request.email, {
    subject: fill(texts.acknowledgementSubject, values),
    greeting: fill(tenant.emails.greeting, values),
    intro: fill(texts.acknowledgementIntro, values),
    action: texts.acknowledgementAction,
    link: `${baseUrl}/faq`,
    notes: [texts.acknowledgementNote],
  });
}
