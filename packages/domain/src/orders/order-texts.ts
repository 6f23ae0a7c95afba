/** The Italian texts of checkout and orders, with their stable codes (i18n keys). */
export const orderTexts = {
  emptyCart: 'Il carrello è vuoto: aggiungi almeno un prodotto prima di confermare.',
  noAddress: "Scegli l'indirizzo di consegna o il punto di ritiro prima di confermare.",
  noTimeslot: 'Scegli una fascia oraria prima di confermare.',
  timeslotFull: "La fascia oraria scelta è al completo: scegline un'altra.",
  timeslotClosed: "La fascia oraria scelta non è più prenotabile (orario limite superato): scegline un'altra.",
  notPrepared:
    "Il carrello non è pronto per l'ordine (è stato modificato o il tempo per confermare è scaduto): torna al checkout e conferma di nuovo.",
  paymentTypeUnknown: 'Tipo di pagamento non previsto.',
  paymentTypeUnavailable: 'Questo tipo di pagamento non è disponibile per il tuo account: scegli il pagamento alla consegna.',
  paymentDataInvalid: 'I dati di pagamento devono essere un oggetto JSON.',
  orderNotFound: "L'ordine richiesto non esiste.",
  orderNotCancellable: "L'ordine non può essere annullato nello stato in cui si trova.",
  orderCancelled: "L'ordine {orderId} è stato annullato.",
  orderNotModifiable: "L'ordine non può essere modificato nello stato in cui si trova.",
  orderBeingModified: "Stai già modificando l'ordine {orderId}: completa la modifica dal checkout prima di modificarne un altro.",
  orderInEditing:
    "Stai modificando l'ordine {orderId}: il carrello contiene i suoi prodotti, puoi cambiarli e scegliere un'altra fascia oraria, poi conferma dal checkout.",
  orderAddressLocked: "L'indirizzo di consegna di un ordine in modifica non si può cambiare (solo la fascia oraria).",
  orderPlaced: "Grazie! L'ordine {orderId} è stato ricevuto.",
  holdReleased: 'Il carrello è di nuovo modificabile.',
  orderAlreadyPaid: 'Questo ordine è già stato pagato: non serve pagarlo di nuovo.',
  orderNotAwaitingPayment: 'Questo ordine non è in attesa di pagamento.',
  authorisationTooShort:
    "L'autorizzazione sulla carta vale {days} giorni e scadrebbe prima della consegna del {date}: scegli una fascia oraria entro il {lastDate} oppure il pagamento alla consegna.",
  captureAboveAuthorised: "L'importo da addebitare supera quello preautorizzato sulla carta.",
  paymentPending: "Completa il pagamento dell'ordine {orderId} nella pagina del gateway.",
  paymentTypeChanged: "Il tipo di pagamento dell'ordine {orderId} è stato cambiato.",
  notEditingOrder: 'Non stai modificando nessun ordine.',
  orderEditAbandoned: "Modifiche annullate: l'ordine {orderId} resta com'era e il carrello è di nuovo quello di prima.",
  editCancelled:
    "Le modifiche all'ordine {orderId} sono state annullate e non sono state confermate: il carrello è di nuovo quello di prima.",
} as const;

export const orderCodes = {
  emptyCart: 'errors.checkout.emptyCart',
  noAddress: 'errors.checkout.noAddress',
  noTimeslot: 'errors.checkout.noTimeslot',
  timeslotFull: 'errors.timeslotFull',
  timeslotClosed: 'errors.timeslotClosed',
  notPrepared: 'errors.checkout.notPrepared',
  paymentTypeUnknown: 'errors.checkout.paymentTypeUnknown',
  paymentTypeUnavailable: 'errors.checkout.paymentTypeUnavailable',
  paymentDataInvalid: 'errors.checkout.paymentDataInvalid',
  orderNotFound: 'errors.order.notFound',
  orderNotCancellable: 'errors.order.notCancellable',
  orderCancelled: 'msg.order.cancelled',
  orderNotModifiable: 'errors.order.notModifiable',
  orderBeingModified: 'errors.order.beingModified',
  orderInEditing: 'msg.order.inEditing',
  orderAddressLocked: 'errors.order.addressLocked',
  orderPlaced: 'msg.order.placed',
  holdReleased: 'msg.checkout.released',
  orderAlreadyPaid: 'errors.order.alreadyPaid',
  orderNotAwaitingPayment: 'errors.order.notAwaitingPayment',
  authorisationTooShort: 'errors.payment.authorisationTooShort',
  captureAboveAuthorised: 'errors.payment.captureAboveAuthorised',
  paymentPending: 'msg.payment.pending',
  paymentTypeChanged: 'msg.order.paymentTypeChanged',
  notEditingOrder: 'errors.order.notBeingModified',
  orderEditAbandoned: 'msg.order.editAbandoned',
  editCancelled: 'errors.order.editCancelled',
} as const;

/** A text with its {placeholders} filled. */
export function fillOrderText(text: string, values: Record<string, string | number>): string {
  return text.replace(/\{(\w+)\}/g, (placeholder, name: string) => (name in values ? String(values[name]) : placeholder));
}
