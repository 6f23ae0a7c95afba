import {
  type Cart,
  type Cents,
  centsToEuros,
  isSoldByWeight,
  lineTotalCents,
  type Order,
  type Product,
  sumCents,
} from '@spesa/domain';

/**
 * The GA4 e-commerce events as the tag manager's data layer takes them (`{ event, ecommerce }`), built
 * from the shop's own data. Money is summed in integer cents and turned into euros once, at the end
 * (centsToEuros reads decimal text: 1999 → 19.99, never a sum of floats).
 */

export const CURRENCY = 'EUR';

/** The department, subcategory and leaf names of a category id, top first; [] when unknown. */
export type CategoryNames = (categoryId: number) => readonly string[];

export type AnalyticsItem = {
  item_id: string;
  item_name: string;
  item_brand?: string;
  item_category?: string;
  item_category2?: string;
  item_category3?: string;
  /** The amount of a product sold by weight ("0.5 kg"), whose quantity counts as 1. */
  item_variant?: string;
  item_list_id?: string;
  item_list_name?: string;
  index?: number;
  price: number;
  quantity: number;
};

export type EcommerceEvent = { event: string; ecommerce: Record<string, unknown> };
export type SearchEvent = { event: 'search'; search_term: string };
export type AnalyticsEvent = EcommerceEvent | SearchEvent;

/** A list of products the shopper saw: a category, a search's results, a block of the home page. */
export type ItemList = { id: string; name: string };

/** How the order reaches the shopper (`shipping_tier`): stable codes, not the shopper's Italian texts. */
export const SHIPPING_TIERS = { home: 'home_delivery', store: 'store_pickup', locker: 'locker_pickup' } as const;

/** Quantities keep at most 3 decimals: a difference of two (0.3 − 0.1) must not carry a float's tail. */
export function quantityDifference(next: number, previous: number): number {
  return Math.round((next - previous) * 1000) / 1000;
}

type PricedItem = { item: AnalyticsItem; totalCents: Cents };

/**
 * One product in a quantity: pieces and packs keep their count and unit price; a product sold by
 * weight counts as 1 at the price of the amount (0.5 kg at 3,98 €/kg → 1 × 1,99 €), since GA4
 * quantities are whole numbers.
 */
function pricedItem(product: Product, quantity: number, categoryNames: CategoryNames): PricedItem {
  const byWeight = isSoldByWeight(product);
  const totalCents = lineTotalCents(product.priceCents, byWeight ? quantity : Math.round(quantity));
  const [category, category2, category3] = categoryNames(product.categoryId);
  const item: AnalyticsItem = {
    item_id: String(product.productId),
    item_name: product.name,
    ...(product.brand ? { item_brand: product.brand } : {}),
    ...(category ? { item_category: category } : {}),
    ...(category2 ? { item_category2: category2 } : {}),
    ...(category3 ? { item_category3: category3 } : {}),
    ...(byWeight ? { item_variant: `${quantity} ${product.weightUnitDisplay}` } : {}),
    price: centsToEuros(byWeight ? totalCents : product.priceCents),
    quantity: byWeight ? 1 : Math.round(quantity),
  };
  return { item, totalCents };
}

/** An event whose value is what its items cost together. */
function itemsEvent(event: string, priced: PricedItem[], extra: Record<string, unknown> = {}): EcommerceEvent {
  return {
    event,
    ecommerce: {
      currency: CURRENCY,
      value: centsToEuros(sumCents(priced.map((entry) => entry.totalCents))),
      ...extra,
      items: priced.map((entry) => entry.item),
    },
  };
}

/** The lines of a cart or an order as items. */
function lineItems(lines: readonly { product: Product; quantity: number }[], categoryNames: CategoryNames): AnalyticsItem[] {
  return lines.map((line) => pricedItem(line.product, line.quantity, categoryNames).item);
}

/** `view_item_list`: the products a list showed, with their place in it. */
export function viewItemListEvent(list: ItemList, products: readonly Product[], categoryNames: CategoryNames): EcommerceEvent {
  return {
    event: 'view_item_list',
    ecommerce: {
      item_list_id: list.id,
      item_list_name: list.name,
      items: products.map((product, index) => ({
        ...pricedItem(product, 1, categoryNames).item,
        item_list_id: list.id,
        item_list_name: list.name,
        index,
      })),
    },
  };
}

/** `view_item`: the product page. */
export function viewItemEvent(product: Product, categoryNames: CategoryNames): EcommerceEvent {
  return itemsEvent('view_item', [pricedItem(product, 1, categoryNames)]);
}

/** `search`: the words the shopper searched for. */
export function searchEvent(searchTerm: string): SearchEvent {
  return { event: 'search', search_term: searchTerm.trim() };
}

/**
 * `add_to_cart` or `remove_from_cart` for a change of a product's quantity in the cart (from 0 when
 * added, to 0 when removed): the difference, null when nothing changed.
 */
export function cartChangeEvent(
  product: Product,
  previousQuantity: number,
  nextQuantity: number,
  categoryNames: CategoryNames,
): EcommerceEvent | null {
  const difference = quantityDifference(nextQuantity, previousQuantity);
  if (difference === 0) return null;
  return itemsEvent(difference > 0 ? 'add_to_cart' : 'remove_from_cart', [
    pricedItem(product, Math.abs(difference), categoryNames),
  ]);
}

/** `remove_from_cart` for every line of a cart emptied at once. */
export function emptyCartEvent(cart: Cart, categoryNames: CategoryNames): EcommerceEvent | null {
  if (cart.cartItems.length === 0) return null;
  return itemsEvent(
    'remove_from_cart',
    cart.cartItems.map((line) => pricedItem(line.product, line.quantity, categoryNames)),
  );
}

/** `add_to_wishlist`: one product into the favourites or a list. */
export function addToWishlistEvent(product: Product, categoryNames: CategoryNames): EcommerceEvent {
  return itemsEvent('add_to_wishlist', [pricedItem(product, 1, categoryNames)]);
}

/** `add_to_wishlist` for the cart's lines saved to a list ("Salva in una lista"). */
export function cartToWishlistEvent(cart: Cart, categoryNames: CategoryNames): EcommerceEvent | null {
  if (cart.cartItems.length === 0) return null;
  return itemsEvent(
    'add_to_wishlist',
    cart.cartItems.map((line) => pricedItem(line.product, line.quantity, categoryNames)),
  );
}

/** The checkout steps' common part: what the cart costs the shopper (its total) and its lines. */
function cartEvent(event: string, cart: Cart, categoryNames: CategoryNames, extra: Record<string, unknown> = {}): EcommerceEvent {
  return {
    event,
    ecommerce: {
      currency: CURRENCY,
      value: centsToEuros(cart.totalPriceCents),
      ...extra,
      items: lineItems(cart.cartItems, categoryNames),
    },
  };
}

/** `begin_checkout`: the shopper opened the checkout with this cart. */
export function beginCheckoutEvent(cart: Cart, categoryNames: CategoryNames): EcommerceEvent {
  return cartEvent('begin_checkout', cart, categoryNames);
}

/** `add_shipping_info`: the cart's address and slot confirmed (on to the payment), with how it is received. */
export function addShippingInfoEvent(cart: Cart, categoryNames: CategoryNames): EcommerceEvent {
  const tier = SHIPPING_TIERS[cart.shippingAddress?.addressType ?? 'home'];
  return cartEvent('add_shipping_info', cart, categoryNames, { shipping_tier: tier });
}

/** `add_payment_info`: the payment type the shopper confirmed the order with. */
export function addPaymentInfoEvent(cart: Cart, paymentType: string, categoryNames: CategoryNames): EcommerceEvent {
  return cartEvent('add_payment_info', cart, categoryNames, { payment_type: paymentType });
}

/**
 * `purchase`: the order placed, its id the transaction's. The value is what the shopper pays as
 * ordered (items, bags and delivery, less gift certificates); shipping the delivery fee. No tax: the
 * order carries no VAT breakdown.
 */
export function purchaseEvent(order: Order, categoryNames: CategoryNames): EcommerceEvent {
  return {
    event: 'purchase',
    ecommerce: {
      transaction_id: String(order.orderId),
      currency: CURRENCY,
      value: centsToEuros(order.orderedTotalCents),
      shipping: centsToEuros(order.deliveryFeeCents),
      items: lineItems(order.orderItems, categoryNames),
    },
  };
}
