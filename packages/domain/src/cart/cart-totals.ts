import { type Cents, lineTotalCents, sumCents } from '../money/money';
import { isSoldByWeight, type QuantityProduct } from '../quantity/quantity-product';

/** A cart line as the totals read it: the product's price and rules, the quantity and the shopper's custom weight. */
export type CartLineInput = {
  product: QuantityProduct & { priceCents: Cents };
  quantity: number;
  /** kg or l as decimal text, '' when not set. */
  customWeight: string;
};

/**
 * The weight billed (kg or l; null for pieces) and the gross total in cents of one line: price ×
 * quantity for pieces and packs, price per kg × weight for products sold by weight, where the weight
 * is the shopper's custom weight when set, else the quantity. Rounded half-up once.
 */
export function cartLineAmounts(line: CartLineInput): { weight: number | null; grossTotalCents: Cents } {
  if (!isSoldByWeight(line.product)) {
    return { weight: null, grossTotalCents: lineTotalCents(line.product.priceCents, line.quantity) };
  }
  const custom = line.customWeight === '' ? Number.NaN : Number(line.customWeight);
  const weight = Number.isFinite(custom) && custom > 0 ? custom : line.quantity;
  return { weight, grossTotalCents: lineTotalCents(line.product.priceCents, weight) };
}

/** Bags charged by the tenant: each holds `unitsPerBag` units (a piece or pack each; a line sold by weight counts one). */
export type ShoppingBagRule = { charged: boolean; descr: string; costCents: Cents; unitsPerBag: number };

/** How many bags a cart needs: 0 when the tenant does not charge them or the cart is empty. */
export function shoppingBagsNeeded(rule: ShoppingBagRule, lines: readonly Pick<CartLineInput, 'product' | 'quantity'>[]): number {
  if (!rule.charged || lines.length === 0) return 0;
  const units = lines.reduce((sum, line) => sum + (isSoldByWeight(line.product) ? 1 : Math.ceil(line.quantity)), 0);
  return Math.ceil(units / Math.max(1, rule.unitsPerBag));
}

/** A gift certificate the order earns: `giftCents` for the next order once the items reach `thresholdCents`. */
export type GiftOnSpendRule = { thresholdCents: Cents; giftCents: Cents; description: string };

/** The certificates an order earns under the tenant's rule (none without one, or below the threshold). */
export function giftCertificatesEarned(
  rule: GiftOnSpendRule | null,
  subTotalCents: Cents,
): { description: string; giftTotalCents: Cents }[] {
  if (!rule || subTotalCents < rule.thresholdCents || subTotalCents === 0) return [];
  return [{ description: rule.description, giftTotalCents: rule.giftCents }];
}

/** What the shopper pays: items + bags + delivery − gift discounts, never below 0. */
export function cartTotalCents(parts: {
  subTotalCents: Cents;
  packageTotalCents: Cents;
  deliveryFeeCents: Cents;
  giftTotalCents: Cents;
}): Cents {
  return Math.max(0, sumCents([parts.subTotalCents, parts.packageTotalCents, parts.deliveryFeeCents]) - parts.giftTotalCents);
}
