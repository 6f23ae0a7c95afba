import type { TenantSettings } from './tenant-settings';

/** Spesa Chiara: an invented blue-branded chain of supermarkets in Emilia-Romagna. */
export const spesachiara = {
  id: 'spesachiara',
  brandName: 'Spesa Chiara',
  tagline: 'Prezzi chiari, spesa facile',
  loyaltyCard: { prefix: '0402', name: 'Carta Chiara' },
  companyId: 26,
  preauthorisationRule: 'variable_plus_30',
  deliveryTerms: {
    home: { feeCents: 390, freeThresholdCents: 6000, minimumOrderCents: 2500 },
    store: { feeCents: 0, freeThresholdCents: null, minimumOrderCents: 0 },
    locker: { feeCents: 150, freeThresholdCents: 3500, minimumOrderCents: 1500 },
  },
  bypassDialogs: { address: false, timeslot: true },
  acceptAlternativesDefault: false,
  shoppingBags: { charged: false, descr: 'Borsa riutilizzabile', costCents: 0, unitsPerBag: 12 },
  giftOnSpend: null,
  theme: { primaryColor: '#1565c0' },
  registration: { requiresFiscalCode: true },
  contacts: {
    phone: '051 000 4020',
    phoneHours: 'dal lunedì al venerdì, dalle 9:00 alle 18:00',
    email: 'clienti@spesachiara.example',
    address: 'Viale della Stazione 48, 40121 Bologna (BO)',
  },
  legalFooter:
    'Spesa Chiara S.r.l. · Sede legale: Viale della Stazione 48, 40121 Bologna (BO) · P.IVA e C.F. 02468135799 · ' +
    'Capitale sociale € 800.000 i.v. · REA BO-123456',
  privacyConsents: [
    {
      legalId: 1,
      mandatory: true,
      label: 'Trattamento dei dati personali',
      text:
        "Ho letto l'informativa privacy e acconsento al trattamento dei miei dati personali da parte di " +
        'Spesa Chiara S.r.l. per creare il mio account e gestire i miei ordini, le consegne e i ritiri.',
    },
    {
      legalId: 2,
      mandatory: false,
      label: 'Offerte e novità',
      text:
        'Desidero ricevere da Spesa Chiara S.r.l. la newsletter, le offerte dedicate ai titolari della Carta Chiara ' +
        'e gli inviti alle iniziative nei punti vendita. Il consenso è facoltativo e revocabile in qualsiasi momento.',
    },
  ],
  pageTitles: {
    home: 'Spesa Chiara | Spesa online e ritiro in negozio',
    search: 'Cerca tra i prodotti | Spesa Chiara',
    category: 'Reparti | Spesa Chiara',
    product: 'Prodotto | Spesa Chiara',
    checkout: 'Carrello | Spesa Chiara',
    payment: 'Pagamento | Spesa Chiara',
    login: 'Accedi al tuo account | Spesa Chiara',
    registration: 'Crea il tuo account | Spesa Chiara',
    resetPassword: 'Reimposta la password | Spesa Chiara',
    profile: 'Il mio profilo | Spesa Chiara',
    orders: 'I miei ordini | Spesa Chiara',
    orderDetail: "Dettaglio dell'ordine | Spesa Chiara",
    lists: 'Le mie liste della spesa | Spesa Chiara',
    favourites: 'Preferiti | Spesa Chiara',
    addresses: 'Indirizzi di consegna | Spesa Chiara',
    flyers: 'Volantini e offerte | Spesa Chiara',
    faq: 'Domande frequenti | Spesa Chiara',
    awards: 'I vantaggi della Carta Chiara | Spesa Chiara',
    customerService: 'Servizio Clienti | Spesa Chiara',
    notFound: 'Pagina non trovata | Spesa Chiara',
    serviceDown: 'Servizio non disponibile | Spesa Chiara',
  },
  emails: {
    from: 'Spesa Chiara <noreply@spesachiara.example>',
    greeting: 'Ciao {firstName},',
    linkFallback: 'Se il pulsante non funziona, copia e incolla questo indirizzo nel browser:',
    signature: 'Buona spesa,\nil team di Spesa Chiara',
    ignoreNotice: 'Non hai fatto tu questa richiesta? Ignora pure questa e-mail: non cambierà nulla.',
    registrationConfirmation: {
      subject: 'Spesa Chiara: conferma il tuo indirizzo e-mail',
      intro:
        "ti diamo il benvenuto in Spesa Chiara! Manca solo un passaggio: conferma il tuo indirizzo e-mail per attivare l'account.",
      action: 'Attiva il mio account',
      validity: 'Il link scade tra 7 giorni.',
    },
    passwordReset: {
      subject: 'Spesa Chiara: nuova password',
      intro: 'per scegliere una nuova password per il tuo account Spesa Chiara usa il pulsante qui sotto.',
      action: 'Imposta la nuova password',
      validity: 'Il link scade tra 1 ora e funziona una sola volta.',
    },
    emailChange: {
      subject: 'Spesa Chiara: conferma il nuovo indirizzo e-mail',
      intro: 'per usare {newEmail} come nuovo indirizzo del tuo account Spesa Chiara conferma con il pulsante qui sotto.',
      action: "Conferma l'indirizzo",
      validity: 'Il link scade tra 24 ore.',
    },
    welcome: {
      subject: 'Il tuo account Spesa Chiara è attivo',
      intro: 'da oggi puoi fare la spesa online con Spesa Chiara: prezzi chiari, consegna a casa o ritiro in negozio.',
      action: 'Vai al negozio',
    },
    addressInUse: {
      subject: 'Spesa Chiara: il tuo indirizzo è già registrato',
      intro:
        'qualcuno, forse tu, ha provato a usare questo indirizzo e-mail per un altro account Spesa Chiara, ma ' +
        "l'indirizzo è già registrato. Se eri tu, accedi pure con la tua password.",
      action: 'Accedi',
      reset: 'Password dimenticata, o registrazione mai confermata? Scegline una nuova:',
      resetAction: 'Imposta una nuova password',
    },
  },
} as const satisfies TenantSettings;
