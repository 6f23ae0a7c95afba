import type { Cents } from '../money/money';
import { type PricedLine, type PromotionShopper, priceLine } from '../promotions/promotion-rules';
import type { AppliedPromotion, Promotion } from '../promotions/promotion-schema';
import { appliedPromotionOf } from '../promotions/promotion-texts';
import { type CartLineInput, cartLineAmounts } from './cart-totals';

/** A cart line whose product may carry its promotion and its price before it (a catalogue `Product` fits). */
export type PromotedCartLineInput = CartLineInput & {
  product: CartLineInput['product'] & {
    priceStandardCents?: Cents | null;
    warehousePromo?: { promotion?: Promotion } | null;
  };
};

/**
 * A cart line's amounts with its product's promotion, for this shopper: the weight billed, what the
 * line costs (`grossTotalCents`, after the promotion), the promotion applied with its discount, and
 * the domain's whole computation (`priced`, for notices). Computed from the price before the
 * promotion (a price cut's own price is the promoted one), by `priceLine`: the cart, the order and
 * its recomputations all come here.
 */
export function pricedCartLine(
  line: PromotedCartLineInput,
  shopper: PromotionShopper,
): { weight: number | null; grossTotalCents: Cents; promotion: AppliedPromotion | null; priced: PricedLine } {
  const { weight } = cartLineAmounts(line);
  const promotion = line.product.warehousePromo?.promotion ?? null;
  const standardUnitCents = line.product.priceStandardCents ?? line.product.priceCents;
  const priced = priceLine(
    { standardUnitCents, quantity: weight ?? line.quantity, soldByWeight: weight !== null },
    promotion,
    shopper,
  );
  return { weight, grossTotalCents: priced.totalCents, promotion: appliedPromotionOf(priced), priced };
}
