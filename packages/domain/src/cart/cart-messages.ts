/** Stable codes (i18n keys) of the cart's failures and notices; the server sends them with the Italian text. */
export const cartCodes = {
  /** A product that cannot be bought now: the web app shows this one in a dialog. */
  availability: 'msg.cart.availability.errors',
  /** The line asked for is no longer in the cart (another tab removed it): reload the cart. */
  staleItem: 'errors.cart.staleItem',
  /** The product needs an option the request did not choose (or chose a key it does not offer). */
  optionRequired: 'errors.cart.optionRequired',
  invalidOption: 'errors.cart.invalidOption',
  /** The quantity was brought down to the most the shopper may buy. */
  cappedAtMaximum: 'msg.cart.quantityCapped',
  productNotFound: 'errors.cart.productNotFound',
  orderNotFound: 'errors.cart.orderNotFound',
  notEditable: 'errors.cart.notEditable',
  customWeightNotAllowed: 'errors.cart.customWeightNotAllowed',
} as const;

/** Italian texts of the cart's failures and notices. */
export const cartTexts = {
  unavailable: (productName: string) => `Il prodotto "${productName}" non è al momento disponibile.`,
  staleItem: 'Il prodotto non è più nel carrello: forse è stato modificato da un’altra finestra. Il carrello è stato aggiornato.',
  optionRequired: (optionName: string) => `È necessario selezionare l'opzione "${optionName}".`,
  invalidOption: (optionName: string) => `Il valore scelto per l'opzione "${optionName}" non è valido.`,
  unknownOption: (parameterName: string) => `Il prodotto non prevede l'opzione "${parameterName}".`,
  cappedAtMaximum: (productName: string, maximum: string) =>
    `Per "${productName}" puoi acquistare al massimo ${maximum}: la quantità è stata adeguata.`,
  productNotFound: 'Il prodotto richiesto non esiste o non è più disponibile.',
  orderNotFound: 'Ordine non trovato',
  notEditable: 'Il carrello non è modificabile in questo momento.',
  customWeightNotAllowed: 'Il peso personalizzato si può indicare solo per i prodotti venduti a peso.',
} as const;
