import { LOYALTY_CARD_PREFIX, TENANT_COMPANY_ID } from '../constants';
import type { TenantSettings } from './tenant-settings';

/** Buonmercato: an invented green-branded chain of neighbourhood supermarkets in Lombardy. */
export const buonmercato = {
  id: 'buonmercato',
  brandName: 'Buonmercato',
  tagline: 'La spesa di quartiere, a casa tua',
  loyaltyCard: { prefix: LOYALTY_CARD_PREFIX, name: 'Carta Buonmercato' },
  companyId: TENANT_COMPANY_ID,
  preauthorisationRule: 'total_plus_20',
  deliveryTerms: {
    home: { feeCents: 490, freeThresholdCents: 8000, minimumOrderCents: 3000 },
    store: { feeCents: 0, freeThresholdCents: null, minimumOrderCents: 0 },
    locker: { feeCents: 190, freeThresholdCents: 4000, minimumOrderCents: 2000 },
  },
  bypassDialogs: { address: false, timeslot: false },
  acceptAlternativesDefault: true,
  shoppingBags: { charged: true, descr: 'Borsa compostabile', costCents: 10, unitsPerBag: 12 },
  giftOnSpend: { thresholdCents: 10000, giftCents: 500, description: 'Buono da 5 € sulla prossima spesa' },
  theme: { primaryColor: '#2e7d32' },
  registration: { requiresFiscalCode: false },
  contacts: {
    phone: '02 4000 0401',
    phoneHours: 'dal lunedì al sabato, dalle 8:30 alle 19:30',
    email: 'assistenza@buonmercato.example',
    address: 'Via dei Mercanti 12, 20121 Milano (MI)',
  },
  legalFooter:
    'Buonmercato S.p.A. · Sede legale: Via dei Mercanti 12, 20121 Milano (MI) · P.IVA e C.F. 09876543217 · ' +
    'Capitale sociale € 2.500.000 i.v. · Registro Imprese di Milano Monza Brianza Lodi',
  privacyConsents: [
    {
      legalId: 1,
      mandatory: true,
      label: 'Informativa sulla privacy',
      text:
        "Dichiaro di aver letto l'informativa sul trattamento dei dati personali e acconsento al trattamento " +
        "dei miei dati da parte di Buonmercato S.p.A. per la registrazione, la gestione degli ordini e l'assistenza.",
    },
    {
      legalId: 2,
      mandatory: false,
      label: 'Comunicazioni commerciali',
      text:
        'Acconsento a ricevere da Buonmercato S.p.A. offerte, promozioni e novità per e-mail, SMS e notifiche, ' +
        'anche personalizzate sulla base dei miei acquisti. Posso revocare il consenso in ogni momento dal mio profilo.',
    },
  ],
  pageTitles: {
    home: 'Buonmercato | La spesa online con consegna a casa',
    search: 'Risultati della ricerca | Buonmercato',
    category: 'Prodotti | Buonmercato',
    product: 'Scheda prodotto | Buonmercato',
    checkout: 'Il tuo carrello | Buonmercato',
    payment: 'Pagamento | Buonmercato',
    login: 'Accedi | Buonmercato',
    registration: 'Registrati | Buonmercato',
    resetPassword: 'Recupera la password | Buonmercato',
    profile: 'Il mio profilo | Buonmercato',
    orders: 'I miei ordini | Buonmercato',
    orderDetail: "Dettaglio dell'ordine | Buonmercato",
    lists: 'Le mie liste | Buonmercato',
    favourites: 'I miei preferiti | Buonmercato',
    addresses: 'I miei indirizzi | Buonmercato',
    flyers: 'Volantini | Buonmercato',
    faq: 'Domande frequenti | Buonmercato',
    awards: 'I vantaggi della Carta Buonmercato',
    customerService: 'Servizio Clienti | Buonmercato',
    notFound: 'Pagina non trovata | Buonmercato',
    serviceDown: 'Servizio momentaneamente non disponibile | Buonmercato',
  },
  emails: {
    from: 'Buonmercato <noreply@buonmercato.example>',
    greeting: 'Ciao {firstName},',
    linkFallback: 'Se il pulsante non funziona, copia e incolla questo indirizzo nel browser:',
    signature: 'A presto,\nlo staff di Buonmercato',
    ignoreNotice: "Se la richiesta non è partita da te, ignora questa e-mail: il tuo account resta com'è.",
    registrationConfirmation: {
      subject: 'Conferma la tua registrazione a Buonmercato',
      intro: 'grazie per la registrazione a Buonmercato. Per attivare il tuo account conferma il tuo indirizzo e-mail.',
      action: 'Conferma la registrazione',
      validity: 'Il link è valido per 7 giorni.',
    },
    passwordReset: {
      subject: 'Reimposta la password del tuo account Buonmercato',
      intro: 'abbiamo ricevuto una richiesta di reimpostare la password del tuo account Buonmercato.',
      action: 'Scegli una nuova password',
      validity: 'Il link è valido per 1 ora e si può usare una sola volta.',
    },
    emailChange: {
      subject: 'Conferma il tuo nuovo indirizzo e-mail',
      intro: 'hai chiesto di usare {newEmail} come indirizzo del tuo account Buonmercato. Confermalo per completare la modifica.',
      action: 'Conferma il nuovo indirizzo',
      validity: 'Il link è valido per 24 ore.',
    },
    welcome: {
      subject: 'Ti diamo il benvenuto in Buonmercato!',
      intro:
        'il tuo account è attivo. Ora puoi fare la spesa online e riceverla a casa oppure ritirarla nel tuo negozio ' +
        'Buonmercato, e accumulare punti con la Carta Buonmercato.',
      action: 'Inizia la spesa',
    },
    addressInUse: {
      subject: 'Qualcuno ha provato a usare il tuo indirizzo su Buonmercato',
      intro:
        'qualcuno, forse tu, ha appena provato a usare questo indirizzo e-mail per un altro account Buonmercato, ma ' +
        "l'indirizzo è già registrato. Se eri tu, non serve un altro account: accedi con la tua password.",
      action: 'Accedi',
      reset: 'Non ricordi la password, o non avevi ancora confermato la registrazione? Scegline una nuova:',
      resetAction: 'Reimposta la password',
    },
  },
} as const satisfies TenantSettings;
