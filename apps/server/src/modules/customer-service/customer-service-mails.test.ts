import { getTenant } from '@spesa/domain';
import { describe, expect, it } from 'vitest';
import { type CustomerServiceRequest, composeAcknowledgement, composeForwardedRequest } from './customer-service-mails';

const request: CustomerServiceRequest = {
  requestId: 42,
  userId: null,
  topic: 'pagamenti',
  name: 'Anna <b>Verdi</b>',
  email: 'anna.verdi@example.it',
  phone: '347 123 4567',
  message: 'Mi è stato addebitato due volte <script>alert(1)</script> l’ordine.',
  privacy: true,
};

describe('customer service mails', () => {
  it.each(['buonmercato', 'spesachiara'])(
    '%s: the request goes to the brand, every field in it, replies to the shopper',
    (brand) => {
      const tenant = getTenant(brand);
      const mail = composeForwardedRequest(tenant, request);
      expect(mail).toMatchObject({ from: tenant.emails.from, to: tenant.contacts.email, replyTo: request.email });
      expect(mail.subject).toBe('Richiesta n. 42 dal sito: Pagamenti e rimborsi');
      for (const line of ['Argomento: Pagamenti e rimborsi', 'Telefono: 347 123 4567', 'Cliente registrato: no', request.message])
        expect(mail.text).toContain(line);
      // What the visitor typed is text in the HTML part, never markup.
      expect(mail.html).not.toContain('<script>');
      expect(mail.html).not.toContain('<b>Verdi');
      expect(mail.html).toContain('&#60;script&#62;');
    },
  );

  it('acknowledges with the number and the topic, not the message, signed by the brand', () => {
    const tenant = getTenant('spesachiara');
    const mail = composeAcknowledgement(tenant, request, 'https://spesa.example.it');
    expect(mail).toMatchObject({
      to: request.email,
      subject: 'Abbiamo ricevuto la tua richiesta n. 42',
      link: 'https://spesa.example.it/faq',
    });
    expect(mail.text).toContain('«Pagamenti e rimborsi»');
    expect(mail.text).toContain(tenant.emails.signature);
    expect(mail.text).not.toContain('addebitato');
  });
});
