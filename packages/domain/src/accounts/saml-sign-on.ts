/** Error codes of the company sign-in (SAML single sign-on, decision 0039). */
export const samlCodes = {
  notConfigured: 'errors.saml.notConfigured',
  idpUnavailable: 'errors.saml.idpUnavailable',
  unsigned: 'errors.saml.unsigned',
  badSignature: 'errors.saml.badSignature',
  wrongAudience: 'errors.saml.wrongAudience',
  wrongDestination: 'errors.saml.wrongDestination',
  expired: 'errors.saml.expired',
  notYetValid: 'errors.saml.notYetValid',
  replayed: 'errors.saml.replayed',
  unknownRequest: 'errors.saml.unknownRequest',
  wrapping: 'errors.saml.wrapping',
  wrongIssuer: 'errors.saml.wrongIssuer',
  refusedByIdp: 'errors.saml.refusedByIdp',
  invalid: 'errors.saml.invalid',
  emailMissing: 'errors.saml.emailMissing',
  emailTaken: 'errors.saml.emailTaken',
  ssoRequired: 'errors.saml.ssoRequired',
  unsignedLogout: 'errors.saml.unsignedLogout',
} as const;

/** What the shopper reads when the company sign-in is refused: each names what was wrong. */
export const samlTexts = {
  notConfigured: 'L’accesso con l’account aziendale non è attivo per questo negozio.',
  idpUnavailable: 'Il servizio di accesso aziendale non risponde: riprova fra qualche minuto.',
  unsigned: 'Accesso aziendale rifiutato: la risposta del servizio di accesso non è firmata.',
  badSignature: 'Accesso aziendale rifiutato: la firma della risposta del servizio di accesso non è valida.',
  wrongAudience: 'Accesso aziendale rifiutato: la risposta è destinata a un altro servizio, non a questo negozio.',
  wrongDestination: 'Accesso aziendale rifiutato: la risposta è indirizzata a un altro indirizzo, non a questo negozio.',
  expired: 'Accesso aziendale rifiutato: la risposta del servizio di accesso è scaduta. Accedi di nuovo.',
  notYetValid:
    'Accesso aziendale rifiutato: la risposta del servizio di accesso non è ancora valida. Controlla l’ora del servizio di accesso.',
  replayed: 'Accesso aziendale rifiutato: questa risposta è già stata usata. Accedi di nuovo.',
  unknownRequest:
    'Accesso aziendale rifiutato: la risposta non corrisponde a una richiesta di accesso partita da questo negozio. Accedi di nuovo.',
  wrapping: 'Accesso aziendale rifiutato: la risposta contiene parti non coperte dalla firma.',
  wrongIssuer: 'Accesso aziendale rifiutato: la risposta viene da un servizio di accesso diverso da quello del negozio.',
  refusedByIdp: 'Il servizio di accesso aziendale non ha autorizzato l’accesso.',
  invalid: 'Accesso aziendale rifiutato: la risposta del servizio di accesso non è valida.',
  emailMissing: 'Accesso aziendale rifiutato: il servizio di accesso non ha indicato il tuo indirizzo e-mail.',
  emailTaken:
    'Esiste già un account del negozio con l’indirizzo e-mail del tuo account aziendale: non viene collegato senza la sua password. Accedi con la password di quell’account.',
  unsignedLogout: 'Uscita rifiutata: il messaggio del servizio di accesso aziendale non è firmato.',
  ssoRequired: 'Il back office si apre solo con l’account aziendale: esci e accedi con «Accedi con l’account aziendale».',
} as const;

export type SamlRefusal = keyof typeof samlTexts;
