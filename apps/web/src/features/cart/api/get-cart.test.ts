import type { Cart } from '@spesa/domain';
import { describe, expect, it, vi } from 'vitest';
import { createTestQueryClient } from '../../../testing/render-with-providers';
import { makeProduct } from '../../catalogue/testing/fixtures';
import { makeCartItem, makeFilledCart } from '../testing/cart-fixtures';
import { cartQueryKey, mapCartItems, setCart } from './get-cart';

const pasta = makeCartItem(makeProduct({ productId: 1, name: 'Spaghetti' }), 2);
const apples = makeCartItem(makeProduct({ productId: 2, name: 'Mele' }), 1);
const milk = makeCartItem(makeProduct({ productId: 3, name: 'Latte' }), 1);

const grouped = (items = [pasta, apples]): Cart =>
  makeFilledCart(items, {
    sectors: [
      { sectorId: 10, name: 'Pasta e riso', cartItems: items.filter((item) => item.itemId === pasta.itemId) },
      { sectorId: 20, name: 'Frutta e verdura', cartItems: items.filter((item) => item.itemId === apples.itemId) },
    ],
  });

describe('setCart', () => {
  it('keeps the known departments when an answer has none (choosing the address or the slot)', () => {
    const queryClient = createTestQueryClient();
    queryClient.setQueryData(cartQueryKey, grouped());
    const invalidate = vi.spyOn(queryClient, 'invalidateQueries');
    setCart(queryClient, makeFilledCart([{ ...pasta, quantity: 3 }, apples]));
    const cart = queryClient.getQueryData<Cart>(cartQueryKey);
    expect(cart?.sectors?.map((sector) => [sector.name, sector.cartItems.map((item) => item.quantity)])).toEqual([
      ['Pasta e riso', [3]],
      ['Frutta e verdura', [1]],
    ]);
    expect(invalidate).not.toHaveBeenCalled();
  });

  it('reads the cart again when a line of an unknown department arrives', () => {
    const queryClient = createTestQueryClient();
    queryClient.setQueryData(cartQueryKey, grouped());
    const invalidate = vi.spyOn(queryClient, 'invalidateQueries');
    setCart(queryClient, makeFilledCart([pasta, apples, milk]));
    expect(queryClient.getQueryData<Cart>(cartQueryKey)?.cartItems).toHaveLength(3);
    expect(invalidate).toHaveBeenCalledWith({ queryKey: cartQueryKey });
  });
});

describe('mapCartItems', () => {
  it('changes a line in the list and in its department, and drops a department left empty', () => {
    const cart = mapCartItems(grouped(), (item) => (item.itemId === apples.itemId ? null : { ...item, quantity: 5 }));
    expect(cart.cartItems.map((item) => item.quantity)).toEqual([5]);
    expect(cart.totalItems).toBe(1);
    expect(cart.sectors?.map((sector) => sector.name)).toEqual(['Pasta e riso']);
    expect(cart.sectors?.[0]?.cartItems[0]?.quantity).toBe(5);
  });
});
