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
  /** A text with a NUL character or half of a surrogate pair: no keyboard types them, the database refuses them. */
  unsafeText: 'Il testo contiene caratteri non validi.',
  unsupportedMediaType: 'Formato della richiesta non supportato.',
  payloadTooLarge: 'La richiesta è troppo grande.',
  uriTooLong: "L'indirizzo richiesto è troppo lungo.",
  invalidJson: 'I dati inviati non sono scritti in un formato JSON valido.',
  tooManyRequests: 'Troppe richieste: attendi qualche istante e riprova.',
  loginRequired: 'Per continuare è necessario effettuare il login.',
  forbidden: 'Non hai i permessi per questa operazione.',
} as const;

/** Stable codes of the API's failures; the web app may translate them, the server sends the Italian text. */
export const errorCodes = {
  validation: 'errors.validation',
  notFound: 'errors.notFound',
  generic: 'errors.generic',
  badRequest: 'errors.badRequest',
  unauthorized: 'errors.unauthorized',
  forbidden: 'errors.forbidden',
  conflict: 'errors.conflict',
  sessionExpired: 'errors.sessionExpired',
  tooManyRequests: 'errors.tooManyRequests',
} as const;
