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
  loginRequired: 'Per continuare accedi al tuo account.',
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
  challengeRequired: 'errors.challengeRequired',
  challengeInvalid: 'errors.challengeInvalid',
} as const;

/** "1 secondo", "30 secondi", "2 minuti": how long a throttled caller waits, as the 429 texts say it. */
export function waitDurationText(seconds: number): string {
  const whole = Math.max(1, Math.ceil(seconds));
  if (whole < 60) return whole === 1 ? '1 secondo' : `${whole} secondi`;
  const minutes = Math.ceil(whole / 60);
  return minutes === 1 ? '1 minuto' : `${minutes} minuti`;
}

/** The 429 texts of the throttled account calls, each saying how long to wait (the Retry-After header says it too). */
export const throttleTexts = {
  login: (seconds: number) => `Troppi tentativi di accesso non riusciti: riprova tra ${waitDurationText(seconds)}.`,
  passwordChange: (seconds: number) =>
    `Troppi tentativi con la password attuale sbagliata: riprova tra ${waitDurationText(seconds)}.`,
  registration: (seconds: number) => `Troppe registrazioni in poco tempo: riprova tra ${waitDurationText(seconds)}.`,
  passwordReset: (seconds: number) =>
    `Troppe richieste di reimpostazione della password: riprova tra ${waitDurationText(seconds)}.`,
} as const;

/** Texts of the proof-of-work check (the spec's recaptcha parameter), named after the widget's own label. */
export const challengeTexts = {
  required: 'Per continuare completa la verifica «Non sono un robot».',
  requiredAfterFailures: 'Dopo diversi tentativi non riusciti, per accedere completa la verifica «Non sono un robot».',
  invalid: 'La verifica «Non sono un robot» non è valida o è scaduta: ripetila e riprova.',
} as const;
