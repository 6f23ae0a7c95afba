import type { Category } from '@spesa/domain';
import { describe, expect, it } from 'vitest';
import { makeCartItem, makeFilledCart } from '../../cart/testing/cart-fixtures';
import { makeCategory, makeLooseProduct, makeProduct } from '../../catalogue/testing/fixtures';
import { makeOrder, makeOrderItem } from '../../orders/testing/order-fixtures';
import { categoryNamesIn } from './category-names';
import {
  addPaymentInfoEvent,
  addShippingInfoEvent,
  addToWishlistEvent,
  beginCheckoutEvent,
  cartChangeEvent,
  cartToWishlistEvent,
  emptyCartEvent,
  purchaseEvent,
  quantityDifference,
  searchEvent,
  viewItemEvent,
  viewItemListEvent,
} from './ecommerce-events';

const tree: Category[] = [
  makeCategory({
    categoryId: 10,
    name: 'Dispensa',
    categories: [
      makeCategory({ categoryId: 20, name: 'Conserve', categories: [makeCategory({ categoryId: 30, name: 'Passate' })] }),
    ],
  }),
];
const names = (categoryId: number) => categoryNamesIn(tree, categoryId);
const passata = makeProduct({ productId: 101, name: 'Passata di pomodoro', brand: 'Orto Sole', priceCents: 199, categoryId: 30 });
const oil = makeProduct({ productId: 102, name: 'Olio extravergine', brand: 'Colli', priceCents: 10, categoryId: 99 });
const apples = makeLooseProduct({ productId: 202, priceCents: 249, categoryId: 30 });

describe('GA4 e-commerce events', () => {
  it('describes a product as GA4 items do: id, name, brand, its category path, price in euros, quantity', () => {
    expect(viewItemEvent(passata, names)).toEqual({
      event: 'view_item',
      ecommerce: {
        currency: 'EUR',
        value: 1.99,
        items: [
          {
            item_id: '101',
            item_name: 'Passata di pomodoro',
            item_brand: 'Orto Sole',
            item_category: 'Dispensa',
            item_category2: 'Conserve',
            item_category3: 'Passate',
            price: 1.99,
            quantity: 1,
          },
        ],
      },
    });
    // A category outside the menus' tree: no category rather than a wrong one.
    expect(viewItemEvent(oil, names).ecommerce.items).toEqual([
      { item_id: '102', item_name: 'Olio extravergine', item_brand: 'Colli', price: 0.1, quantity: 1 },
    ]);
  });

  it('sums the value in cents: 3 × 0,10 € is 0.3, not 0.30000000000000004', () => {
    const event = cartChangeEvent(oil, 0, 3, names);
    expect(event?.event).toBe('add_to_cart');
    expect(event?.ecommerce.value).toBe(0.3);
    expect(event?.ecommerce.items).toMatchObject([{ price: 0.1, quantity: 3 }]);
  });

  it('a quantity change sends the difference: more is add_to_cart, less or none left is remove_from_cart, nothing else none', () => {
    expect(cartChangeEvent(passata, 2, 5, names)).toMatchObject({
      event: 'add_to_cart',
      ecommerce: { value: 5.97, items: [{ item_id: '101', quantity: 3 }] },
    });
    expect(cartChangeEvent(passata, 5, 1, names)).toMatchObject({
      event: 'remove_from_cart',
      ecommerce: { value: 7.96, items: [{ quantity: 4 }] },
    });
    expect(cartChangeEvent(passata, 2, 0, names)).toMatchObject({ event: 'remove_from_cart', ecommerce: { value: 3.98 } });
    expect(cartChangeEvent(passata, 2, 2, names)).toBeNull();
  });

  it('a product sold by weight counts as 1 at the price of the amount, the amount as its variant', () => {
    // 0.3 − 0.1 in floats is 0.19999999999999998: the difference keeps 3 decimals.
    expect(quantityDifference(0.3, 0.1)).toBe(0.2);
    // 2,49 €/kg × 0.2 kg = 49.8 cents → 50 cents, rounded once as the cart does.
    expect(cartChangeEvent(apples, 0.1, 0.3, names)).toMatchObject({
      event: 'add_to_cart',
      ecommerce: { value: 0.5, items: [{ item_id: '202', price: 0.5, quantity: 1, item_variant: '0.2 kg' }] },
    });
  });

  it('view_item_list names the list and places each product in it', () => {
    const event = viewItemListEvent({ id: 'category_30', name: 'Passate' }, [passata, oil], names);
    expect(event.event).toBe('view_item_list');
    expect(event.ecommerce).toMatchObject({ item_list_id: 'category_30', item_list_name: 'Passate' });
    expect(event.ecommerce.items).toMatchObject([
      { item_id: '101', index: 0, item_list_id: 'category_30', item_list_name: 'Passate' },
      { item_id: '102', index: 1, item_list_id: 'category_30', item_list_name: 'Passate' },
    ]);
  });

  it('search carries the words searched', () => {
    expect(searchEvent('  passata bio ')).toEqual({ event: 'search', search_term: 'passata bio' });
  });

  it('lists: one heart, or the cart saved to a list', () => {
    expect(addToWishlistEvent(passata, names)).toMatchObject({ event: 'add_to_wishlist', ecommerce: { value: 1.99 } });
    const cart = makeFilledCart([makeCartItem(passata, 2), makeCartItem(oil, 1)]);
    expect(cartToWishlistEvent(cart, names)).toMatchObject({
      event: 'add_to_wishlist',
      ecommerce: {
        value: 4.08,
        items: [
          { item_id: '101', quantity: 2 },
          { item_id: '102', quantity: 1 },
        ],
      },
    });
    expect(emptyCartEvent(cart, names)).toMatchObject({ event: 'remove_from_cart', ecommerce: { value: 4.08 } });
    expect(emptyCartEvent(makeFilledCart([]), names)).toBeNull();
  });

  it('the checkout steps carry what the shopper pays, how the order is received and how it is paid', () => {
    const cart = makeFilledCart([makeCartItem(passata, 2), makeCartItem(apples, 0.5)], { deliveryFeeCents: 390 });
    // 3.98 + 1.25 (0.5 kg at 2.49, rounded half up) + 3.90 delivery
    expect(cart.totalPriceCents).toBe(913);
    expect(beginCheckoutEvent(cart, names)).toMatchObject({
      event: 'begin_checkout',
      ecommerce: {
        currency: 'EUR',
        value: 9.13,
        items: [
          { item_id: '101', price: 1.99, quantity: 2 },
          { item_id: '202', price: 1.25, quantity: 1, item_variant: '0.5 kg' },
        ],
      },
    });
    const home = { ...cart, shippingAddress: cart.shippingAddress && { ...cart.shippingAddress, addressType: 'home' as const } };
    const store = {
      ...cart,
      shippingAddress: cart.shippingAddress && { ...cart.shippingAddress, addressType: 'store' as const },
    };
    const locker = {
      ...cart,
      shippingAddress: cart.shippingAddress && { ...cart.shippingAddress, addressType: 'locker' as const },
    };
    expect(addShippingInfoEvent(home, names).ecommerce.shipping_tier).toBe('home_delivery');
    expect(addShippingInfoEvent(store, names).ecommerce.shipping_tier).toBe('store_pickup');
    expect(addShippingInfoEvent(locker, names).ecommerce.shipping_tier).toBe('locker_pickup');
    expect(addPaymentInfoEvent(cart, 'Pagamento alla consegna', names)).toMatchObject({
      event: 'add_payment_info',
      ecommerce: { value: 9.13, payment_type: 'Pagamento alla consegna' },
    });
  });

  it('purchase: the order id as transaction, what the shopper pays as ordered, the delivery fee as shipping', () => {
    const order = makeOrder({ orderId: 4711, orderItems: [makeOrderItem(passata, 3)], deliveryFeeCents: 390 });
    expect(purchaseEvent(order, names)).toEqual({
      event: 'purchase',
      ecommerce: {
        transaction_id: '4711',
        currency: 'EUR',
        value: 9.87,
        shipping: 3.9,
        items: [expect.objectContaining({ item_id: '101', item_category: 'Dispensa', price: 1.99, quantity: 3 })],
      },
    });
  });
});
