import type { Cart, CartItem, Product } from '@spesa/domain';
import { cartLineAmounts, isSoldByWeight } from '@spesa/domain';
import { makeCart } from '../../delivery/testing/delivery-fixtures';

/** A cart line of `product`, its gross total computed by the domain as the server does. */
export function makeCartItem(product: Product, quantity: number, overrides: Partial<CartItem> = {}): CartItem {
  const itemId = overrides.itemId ?? product.productId * 10;
  const amounts = cartLineAmounts({ product, quantity, customWeight: '' });
  return {
    itemId,
    cartItemId: itemId,
    quantity,
    weight: amounts.weight,
    grossTotalCents: amounts.grossTotalCents,
    grossTotal: amounts.grossTotalCents / 100,
    product,
    cartItemInfo: { accept_alternatives: 'true', notes: '', customWeight: '' },
    params: {},
    ...overrides,
  };
}

/** A cart holding `items`, with the totals the server would answer (gift discounts and fee from `overrides`). */
export function makeFilledCart(items: CartItem[], overrides: Partial<Cart> = {}): Cart {
  const subTotalCents = items.reduce((sum, item) => sum + item.grossTotalCents, 0);
  const deliveryFeeCents = overrides.deliveryFeeCents ?? 0;
  const giftTotalCents = (overrides.orderAdjustmentSummary?.orderAdjustments ?? []).reduce(
    (sum, adjustment) => sum + adjustment.amountCents,
    0,
  );
  const totalPriceCents = Math.max(0, subTotalCents + deliveryFeeCents - giftTotalCents);
  return makeCart({
    cartItems: items,
    totalItems: items.length,
    subTotalCents,
    subTotal: subTotalCents / 100,
    giftTotalCents,
    giftTotal: giftTotalCents / 100,
    totalPriceCents,
    totalPrice: totalPriceCents / 100,
    totalIsEstimate: items.some((item) => isSoldByWeight(item.product)),
    ...overrides,
  });
}
