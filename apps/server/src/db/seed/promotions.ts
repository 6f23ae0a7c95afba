/** A promotion as the product tile shows it, with the discount the seed applies to the price. */
export type PromotionSpec = {
  promoId: number;
  cssClass: string;
  header: string;
  body: string;
  footer: string;
  /** How much cheaper the promoted price is than the standard one, in percent. */
  percentOff: number;
};

/**
 * The promotions running in the demo shop. Multi-buy offers (3x2, 2x1, second at half price) are
 * shown on one piece at their average saving per piece, so every promoted product has a
 * struck-through standard price above its price.
 */
export const promotionSpecs: readonly PromotionSpec[] = [
  { promoId: 1, cssClass: 'promo-percent', header: '-10%', body: 'Sconto 10%', footer: 'fino al 30/11', percentOff: 10 },
  { promoId: 2, cssClass: 'promo-percent', header: '-20%', body: 'Sconto 20%', footer: 'fino al 30/11', percentOff: 20 },
  { promoId: 3, cssClass: 'promo-percent', header: '-25%', body: 'Sconto 25%', footer: 'fino al 15/12', percentOff: 25 },
  { promoId: 4, cssClass: 'promo-percent', header: '-30%', body: 'Sconto 30%', footer: 'fino al 30/11', percentOff: 30 },
  { promoId: 5, cssClass: 'promo-percent', header: '-40%', body: 'Sconto 40%', footer: 'fino al 7/12', percentOff: 40 },
  { promoId: 6, cssClass: 'promo-percent', header: '-50%', body: 'Metà prezzo', footer: 'fino al 7/12', percentOff: 50 },
  { promoId: 7, cssClass: 'promo-3x2', header: '3x2', body: 'Prendi 3, paghi 2', footer: 'fino al 30/11', percentOff: 33 },
  { promoId: 8, cssClass: 'promo-2x1', header: '2x1', body: 'Prendi 2, paghi 1', footer: 'fino al 15/12', percentOff: 50 },
  {
    promoId: 9,
    cssClass: 'promo-second-half',
    header: '2° a -50%',
    body: 'Il secondo pezzo a metà prezzo',
    footer: 'fino al 15/12',
    percentOff: 25,
  },
  {
    promoId: 10,
    cssClass: 'promo-fidelity',
    header: 'Carta -15%',
    body: 'Sconto 15% con la carta fedeltà',
    footer: 'solo per i titolari di carta',
    percentOff: 15,
  },
  {
    promoId: 11,
    cssClass: 'promo-fidelity',
    header: 'Carta -25%',
    body: 'Sconto 25% con la carta fedeltà',
    footer: 'solo per i titolari di carta',
    percentOff: 25,
  },
  {
    promoId: 12,
    cssClass: 'promo-price-lock',
    header: 'Prezzo bloccato',
    body: 'Prezzo bloccato per 90 giorni',
    footer: 'fino al 31/12',
    percentOff: 12,
  },
  {
    promoId: 13,
    cssClass: 'promo-under-cost',
    header: 'Sottocosto',
    body: 'Prezzo sottocosto',
    footer: 'fino ad esaurimento scorte',
    percentOff: 35,
  },
  {
    promoId: 14,
    cssClass: 'promo-new',
    header: 'Novità',
    body: 'Novità in offerta lancio -15%',
    footer: 'fino al 30/11',
    percentOff: 15,
  },
  {
    promoId: 15,
    cssClass: 'promo-weekend',
    header: 'Weekend -20%',
    body: 'Sconto 20% solo nel fine settimana',
    footer: 'sabato e domenica',
    percentOff: 20,
  },
];

/** Rows for the promotions table: what the product tile shows. */
export function promotionRows() {
  return promotionSpecs.map(({ promoId, cssClass, header, body, footer }) => ({ promoId, cssClass, header, body, footer }));
}
