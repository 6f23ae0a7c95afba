/** Italian texts of the error catalogue (first file section 8, second file section 8) and of the API's own failures. */
export const errorTexts = {
  generic: 'Si è verificato un errore, riprova tra qualche minuto.',
  unexpected: 'Si è verificato un errore imprevisto.',
  sessionExpired: 'La sessione è scaduta, si prega di rieffettuare il login per continuare.',
  addressDelete: "Non è possibile eliminare l'indirizzo selezionato per la consegna della spesa.",
  notFound: 'La risorsa richiesta non esiste.',
  productNotFound: 'Il prodotto richiesto non esiste o non è più disponibile.',
  categoryNotFound: 'La categoria richiesta non esiste.',
  badRequest: 'La richiesta non è valida.',
  invalidField: 'Valore non valido',
  unsupportedMediaType: 'Formato della richiesta non supportato.',
  payloadTooLarge: 'La richiesta è troppo grande.',
  tooManyRequests: 'Troppe richieste: attendi qualche istante e riprova.',
  loginRequired: 'Per continuare è necessario effettuare il login.',
  forbidden: 'Non hai i permessi per questa operazione.',
  /** A call carried by the session cookie that did not come from the shop's own pages (CSRF). */
  crossSiteRequest: 'Richiesta non consentita: non proviene dalle pagine del negozio. Ricarica la pagina e riprova.',
} as const;

/** Stable codes of the API's failures; the web app may translate them, the server sends the Italian text. */
export const errorCodes = {
  validation: 'errors.validation',
  notFound: 'errors.notFound',
  generic: 'errors.generic',
  badRequest: 'errors.badRequest',
  unauthorized: 'errors.unauthorized',
  forbidden: 'errors.forbidden',
  crossSiteRequest: 'errors.crossSiteRequest',
  conflict: 'errors.conflict',
  sessionExpired: 'errors.sessionExpired',
  tooManyRequests: 'errors.tooManyRequests',
} as const;
