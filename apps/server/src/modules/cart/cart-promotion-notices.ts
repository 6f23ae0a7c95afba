import { type Cart, type Message, type PromotionShopper, pricedCartLine, promotionChangeNotice } from '@spesa/domain';

/** A line whose quantity a call changed, with its quantity before (0 for a new line). */
export type QuantityChange = { itemId: number; before: number };

/**
 * What the call's changes of quantity did to the lines' promotions, as the answer says it: infos
 * ("3x2 applicato: −1,19 €", "Aggiungi 1 pezzo per avere il 3x2") and warnings ("Hai perso lo sconto
 * 3x2"). Each line before is priced by the same domain function as the answer's lines.
 */
export function promotionNotices(
  cart: Cart,
  changes: readonly QuantityChange[],
  shopper: PromotionShopper,
): { infos: Message[]; warnings: Message[] } {
  const infos: Message[] = [];
  const warnings: Message[] = [];
  for (const change of changes) {
    const item = cart.cartItems.find((line) => line.itemId === change.itemId);
    const promotion = item?.product.warehousePromo?.promotion;
    if (!item || !promotion) continue;
    const line = { product: item.product, customWeight: item.cartItemInfo.customWeight };
    const notice = promotionChangeNotice(
      promotion,
      { quantity: change.before, priced: pricedCartLine({ ...line, quantity: change.before }, shopper).priced },
      { quantity: item.quantity, priced: pricedCartLine({ ...line, quantity: item.quantity }, shopper).priced },
    );
    if (notice) (notice.level === 'info' ? infos : warnings).push(notice.message);
  }
  return { infos, warnings };
}
