import { formatEuro } from '../money/format-euro';
import { type Cents, centsToEuros, lineTotalCents } from '../money/money';
import type { Message } from '../schemas/envelope';
import { type PricedLine, piecesToNextDiscount, promotedUnitCents, ruleDiscountCents } from './promotion-rules';
import type { AppliedPromotion, Promotion, PromotionRule } from './promotion-schema';

/** The tile's promotion box (the spec's warehousePromo.view): class, header, body, footer. */
export type PromotionView = { cssClass: string; header: string; body: string; footer: string };

/** Codes (i18n keys) of the cart notices about promotions. */
export const promotionCodes = {
  gained: 'msg.cart.promotionGained',
  lost: 'msg.cart.promotionLost',
  hint: 'msg.cart.promotionHint',
} as const;

const italianDate = (iso: string) => `${iso.slice(8, 10)}/${iso.slice(5, 7)}/${iso.slice(0, 4)}`;
const pieces = (count: number) => (count === 1 ? '1 pezzo' : `${count} pezzi`);

/** The mechanic's short name: '-20%', '3x2', '2° a -50%', 'Carta -15%', or the promotion's own label. */
export function promotionHeader(promotion: Pick<Promotion, 'rule' | 'label'>): string {
  if (promotion.label) return promotion.label;
  return ruleHeader(promotion.rule);
}

function ruleHeader(rule: PromotionRule): string {
  switch (rule.kind) {
    case 'percent':
      return `-${rule.percentOff}%`;
    case 'fixedPrice':
      return 'Prezzo speciale';
    case 'multiBuy':
      return `${rule.take}x${rule.pay}`;
    case 'nthPiece':
      return rule.percentOff === 100 ? `${rule.nth}° in omaggio` : `${rule.nth}° a -${rule.percentOff}%`;
    case 'cardPrice':
      return `Carta -${rule.percentOff}%`;
  }
}

/** What the mechanic means, in a sentence a shopper reads on the tile and the product page. */
export function promotionMeaning(rule: PromotionRule, standardUnitCents: Cents): string {
  const promoted = promotedUnitCents(rule, standardUnitCents);
  switch (rule.kind) {
    case 'percent':
      return `Sconto ${rule.percentOff}%`;
    case 'fixedPrice':
      return `A ${formatEuro(promoted ?? standardUnitCents)} invece di ${formatEuro(standardUnitCents)}`;
    case 'multiBuy':
      return `Prendi ${rule.take}, paghi ${rule.pay}`;
    case 'nthPiece':
      if (rule.percentOff === 100) return `Il ${rule.nth}° pezzo è in omaggio`;
      return rule.percentOff === 50
        ? `Il ${rule.nth}° pezzo a metà prezzo`
        : `Il ${rule.nth}° pezzo con lo sconto del ${rule.percentOff}%`;
    case 'cardPrice':
      return `Con la carta ${formatEuro(promoted ?? standardUnitCents)}`;
  }
}

const cssClassOf = (rule: PromotionRule): string => {
  switch (rule.kind) {
    case 'percent':
      return 'promo-percent';
    case 'fixedPrice':
      return 'promo-price-cut';
    case 'multiBuy':
      return `promo-${rule.take}x${rule.pay}`;
    case 'nthPiece':
      return 'promo-nth-piece';
    case 'cardPrice':
      return 'promo-fidelity';
  }
};

/**
 * What a quantity mechanic means in money, for the product page: '3 pezzi a 2,38 € invece di 3,57 €'
 * (computed by the cart's own rule); null for price cuts, whose price says it already.
 */
export function promotionExample(rule: PromotionRule, standardUnitCents: Cents): string | null {
  const group = rule.kind === 'multiBuy' ? rule.take : rule.kind === 'nthPiece' ? rule.nth : null;
  if (group === null) return null;
  const line = { standardUnitCents, quantity: group, soldByWeight: false };
  const listTotal = lineTotalCents(standardUnitCents, group);
  return `${pieces(group)} a ${formatEuro(listTotal - ruleDiscountCents(rule, line))} invece di ${formatEuro(listTotal)}`;
}

/** The tile's view of a promotion on a product of `standardUnitCents`, derived from the promotion itself. */
export function promotionView(promotion: Promotion, standardUnitCents: Cents): PromotionView {
  const until = `fino al ${italianDate(promotion.validTo)}`;
  return {
    cssClass: cssClassOf(promotion.rule),
    header: promotionHeader(promotion),
    body: promotionMeaning(promotion.rule, standardUnitCents),
    footer: promotion.rule.kind === 'cardPrice' ? `Solo per i titolari di carta, ${until}` : until,
  };
}

/** The promotion a line got, as its answer carries it; null when none applied. */
export function appliedPromotionOf(priced: PricedLine): AppliedPromotion | null {
  return priced.promotion ? appliedPromotionAsBought({ promotion: priced.promotion, discountCents: priced.discountCents }) : null;
}

/** A promotion and the saving it gave, as a cart line or an order line shows them ("3x2 applicato"). */
export function appliedPromotionAsBought(bought: { promotion: Promotion; discountCents: Cents }): AppliedPromotion {
  const header = promotionHeader(bought.promotion);
  return {
    promoId: bought.promotion.promoId,
    kind: bought.promotion.rule.kind,
    header,
    label: `${header} applicato`,
    discountCents: bought.discountCents,
    discount: centsToEuros(bought.discountCents),
  };
}

/**
 * What a change of quantity did to a line's promotion, as the cart answer says it: gained ("3x2
 * applicato: −1,19 €"), lost ("Hai perso lo sconto 3x2") or almost there ("Aggiungi 1 pezzo per
 * avere il 3x2"). Nothing for price cuts (every piece has them) or when the promotion does not run.
 */
export function promotionChangeNotice(
  promotion: Promotion | null,
  before: { quantity: number; priced: PricedLine },
  after: { quantity: number; priced: PricedLine },
): { level: 'info' | 'warning'; message: Message } | null {
  if (!promotion || after.priced.refusal !== null || after.quantity === before.quantity) return null;
  const toNext = piecesToNextDiscount(promotion.rule, after.quantity);
  if (toNext === null) return null;
  const header = promotionHeader(promotion);
  if (after.priced.discountCents < before.priced.discountCents)
    return { level: 'warning', message: { code: promotionCodes.lost, description: `Hai perso lo sconto ${header}.` } };
  if (after.priced.discountCents > before.priced.discountCents)
    return {
      level: 'info',
      message: {
        code: promotionCodes.gained,
        description: `${header} applicato: −${formatEuro(after.priced.discountCents)}.`,
      },
    };
  if (after.quantity < before.quantity) return null;
  // Once a line has its discount, only the piece that completes the next group is worth a word.
  if (after.priced.discountCents === 0)
    return {
      level: 'info',
      message: { code: promotionCodes.hint, description: `Aggiungi ${pieces(toNext)} per avere il ${header}.` },
    };
  if (toNext === 1)
    return {
      level: 'info',
      message: { code: promotionCodes.hint, description: `Aggiungi 1 pezzo per avere un altro ${header}.` },
    };
  return null;
}
