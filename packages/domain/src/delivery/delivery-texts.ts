import { errorTexts } from '../errors';

/** Italian texts of the delivery calls (ours where the specification gives none). */
export const deliveryTexts = {
  timeslotFull: "La fascia oraria scelta è al completo: scegline un'altra.",
  timeslotClosed: "Non è più possibile prenotare questa fascia oraria: scegline un'altra.",
  timeslotNotFound: 'La fascia oraria scelta non esiste o non è disponibile per il punto di consegna selezionato.',
  noAddressSelected: 'Scegli prima un indirizzo di consegna o un punto di ritiro.',
  addressNotCovered: 'Il servizio di consegna a domicilio non è disponibile per questo indirizzo.',
  invalidAddress1: 'Indirizzo non valido: indicare via, numero civico, CAP e città.',
  addressNotFound: "L'indirizzo richiesto non esiste.",
  addressInUse: errorTexts.addressDelete,
  onlyHomeAddresses: 'Si possono salvare solo indirizzi di consegna a domicilio.',
  storeNotFound: 'Il punto vendita richiesto non esiste.',
  subscriptionCodeUnknown: 'Il codice aziendale inserito non è valido: controlla di averlo scritto correttamente.',
  subscribed: 'Il punto di ritiro aziendale è stato aggiunto ai tuoi indirizzi: ora puoi sceglierlo per il ritiro della spesa.',
  addressSaved: "L'indirizzo è stato salvato.",
  addressDeleted: "L'indirizzo è stato eliminato.",
  geolocationRefused: 'è necessario abilitare la localizzazione per utilizzare questa funzione',
  outsideItaly: 'Le coordinate indicate non sono in Italia.',
} as const;

/** Stable codes (i18n keys) of the delivery failures and notices. */
export const deliveryCodes = {
  timeslotFull: 'errors.timeslotFull',
  timeslotClosed: 'errors.timeslotClosed',
  timeslotNotFound: 'errors.timeslotNotFound',
  noAddressSelected: 'errors.noAddressSelected',
  addressNotCovered: 'errors.addressNotCovered',
  /** The specification's own key for a saved address missing street, number, postal code or city. */
  invalidAddress1: 'message.invalidAddress1',
  incompleteAddress: 'errors.incompleteAddress',
  addressNotFound: 'errors.addressNotFound',
  addressInUse: 'errors.addressInUse',
  onlyHomeAddresses: 'errors.onlyHomeAddresses',
  storeNotFound: 'errors.storeNotFound',
  subscriptionCodeUnknown: 'errors.subscriptionCodeUnknown',
  subscribed: 'msg.subscribed',
  addressSaved: 'msg.addressSaved',
  addressDeleted: 'msg.addressDeleted',
  outsideItaly: 'errors.outsideItaly',
} as const;
