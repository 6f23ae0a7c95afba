/**
 * The words of the order confirmation e-mail. Placeholders: {firstName}, {brandName}, {orderId},
 * {slotDate} (dd/mm/yyyy), {beginTime}, {endTime}, {service} (home delivery or pickup), {address},
 * {total}, {paymentType}, {replacedOrderId} (the order an edit replaces), {preauthorised} (the amount held on the card),
 * {savings} (what the promotions saved). The brand's greeting, signature, sender and legal footer come from its tenant.
 */
export const orderConfirmationMailTexts = {
  subject: "{brandName}: abbiamo ricevuto l'ordine {orderId}",
  intro:
    "grazie per la tua spesa! Abbiamo ricevuto l'ordine {orderId}, che prepareremo per {service} del {slotDate} tra le {beginTime} e le {endTime}.",
  action: "Vedi l'ordine",
  address: 'Indirizzo: {address}',
  /** The total line: an estimate while loose products wait to be weighed (docs/decisions/0019). */
  total: 'Totale: {total} (pagamento: {paymentType})',
  estimatedTotal: 'Totale stimato: {total} (pagamento: {paymentType})',
  weightNotice:
    "I prodotti sfusi e a peso variabile sono pesati durante la preparazione della spesa: l'importo finale può essere diverso dal totale stimato.",
  /** Paid by card: what is held on it, and that only the final amount is charged. */
  preauthorisationNotice:
    "Sulla tua carta abbiamo pre-autorizzato {preauthorised}: addebiteremo solo l'importo finale, dopo la pesatura, e il resto tornerà disponibile.",
  /** Told first when the order is an edited one (order/modify) that takes the place of an earlier order. */
  replacementNotice: "L'ordine {orderId} sostituisce l'ordine {replacedOrderId}, che è stato annullato.",
  editNotice: "Puoi modificare o annullare l'ordine dalla sezione I miei ordini finché il punto vendita non lo prende in carico.",
  service: { homeDelivery: 'la consegna a domicilio', storePickup: 'il ritiro' },
  /** Told when the lines' promotions saved something ({savings}: the order's promotionDiscountCents). */
  promotionSavings: 'Con le promozioni hai risparmiato {savings}, già tolti dal totale.',
} as const;
