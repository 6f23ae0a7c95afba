/**
 * The words of the order confirmation e-mail. Placeholders: {firstName}, {brandName}, {orderId},
 * {slotDate} (dd/mm/yyyy), {beginTime}, {endTime}, {service} (home delivery or pickup), {address},
 * {total}, {paymentType}, {replacedOrderId} (the order an edit replaces). The brand's greeting, signature, sender and legal footer come from its tenant.
 */
export const orderConfirmationMailTexts = {
  subject: "{brandName}: abbiamo ricevuto l'ordine {orderId}",
  intro:
    "grazie per la tua spesa! Abbiamo ricevuto l'ordine {orderId}, che prepareremo per {service} del {slotDate} tra le {beginTime} e le {endTime}.",
  action: "Vedi l'ordine",
  summary: ['Indirizzo: {address}', 'Totale stimato: {total} (pagamento: {paymentType})'],
  weightNotice:
    "I prodotti a peso variabile sono pesati al momento della preparazione: l'importo finale può variare leggermente.",
  /** Told first when the order is an edited one (order/modify) that takes the place of an earlier order. */
  replacementNotice: "L'ordine {orderId} sostituisce l'ordine {replacedOrderId}, che è stato annullato.",
  editNotice: "Puoi modificare o annullare l'ordine dalla sezione I miei ordini finché il punto vendita non lo prende in carico.",
  service: { homeDelivery: 'la consegna a domicilio', storePickup: 'il ritiro' },
  /** Told when the lines' promotions saved something ({savings}: the order's promotionDiscountCents). */
  promotionSavings: 'Con le promozioni hai risparmiato {savings}, già tolti dal totale.',
} as const;
