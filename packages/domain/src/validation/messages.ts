/**
 * The Italian validation texts of the specification, with the spelling a native reader expects
 * ('È', the password's minimum as a minimum: issue 19).
 */
export const validationMessages = {
  required: 'Campo obbligatorio',
  phone: 'Digitare un numero di telefono valido',
  password: 'La password deve contenere almeno 6 caratteri',
  email: 'Digitare una e-mail valida',
  fiscalCode: 'Formato non corretto',
  vatOrFiscalCode: 'P.Iva e C.F. devono avere 11 cifre',
  vat: 'La P.Iva deve avere 11 cifre',
  date: 'Formato della data gg/mm/aaaa',
  lettersOnly: "Accetta solo caratteri dell'alfabeto",
  numbersOnly: 'Accetta solo numeri',
  loyaltyCard: 'Numero di carta fedeltà non valido',
  loginEmailRequired: "Digitare l'e-mail",
  loginPasswordRequired: 'Digitare la password',
  incompleteAddress: "L'indirizzo inserito è incompleto, mancano i seguenti campi: ",
  /** Our wording (the specification gives none): eleven digits whose check digit is wrong. */
  vatCheckDigit: 'Partita IVA non valida',
  /** The title of the product option dialog, used as the message when an option is missing. */
  optionsRequired: 'È necessario selezionare tutte le opzioni',
} as const;

/** Our wording for the exact-length rule (the specification gives none): 'Deve contenere esattamente 5 caratteri'. */
export function exactLengthMessage(length: number): string {
  return `Deve contenere esattamente ${length} caratteri`;
}
