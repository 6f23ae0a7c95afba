import { describe, expect, it } from 'vitest';
import { testProduct } from '../quantity/quantity-test-products';
import {
  canEditWishlist,
  canManageWishlist,
  wishlistAddProductsRequestSchema,
  wishlistDeleteProductsRequestSchema,
  wishlistInsertRequestSchema,
  wishlistQuantity,
} from './wishlists';

const pieces = testProduct({ TIPOLOGIA: 'Pezzo' });
const locked = testProduct({ TIPOLOGIA: 'Pezzo', QTY_MULT: '6', QTY_LOCKED: 'true' });
const loose = testProduct({ TIPOLOGIA: 'Sfuso', WEIGHT_SELLING: '0.5', STEP_SELLING: '0.1' });
const capped = testProduct({ TIPOLOGIA: 'Pezzo', MAXACQ: '10' }, { maxAcq: 10 });
const sharing = (grant: 'READ' | 'WRITE' | null) => ({ grant, owner: null, shares: [] });

describe('wishlist quantities', () => {
  it('follow the cart rules: steps, locked multiples, loose grid, minimum and caps', () => {
    expect(wishlistQuantity(pieces, 3)).toEqual({ ok: true, quantity: 3 });
    expect(wishlistQuantity(locked, 4)).toEqual({ ok: true, quantity: 6 });
    expect(wishlistQuantity(loose, 0.72)).toEqual({ ok: true, quantity: 0.7 });
    expect(wishlistQuantity(loose, 0.3)).toMatchObject({ ok: false, code: 'errors.minAcq', limit: 0.5 });
    expect(wishlistQuantity(capped, 11)).toMatchObject({ ok: false, code: 'errors.maxAcq', limit: 10 });
    expect(wishlistQuantity(pieces, 1.5)).toMatchObject({ ok: false, code: 'errors.invalidQuantity' });
    expect(wishlistQuantity(pieces, 0)).toEqual({ ok: true, quantity: 0 });
  });

  it('leave stock aside: a product out of stock may stay on a list', () => {
    expect(wishlistQuantity({ ...pieces, available: 0 }, 2)).toEqual({ ok: true, quantity: 2 });
    expect(wishlistQuantity({ ...capped, available: 0 }, 11)).toMatchObject({ ok: false, code: 'errors.maxAcq' });
  });
});

describe('wishlist permissions', () => {
  it('READ only looks; WRITE changes items; only the owner manages, never the favourites', () => {
    expect(canEditWishlist({ sharingData: sharing('READ') })).toBe(false);
    expect(canEditWishlist({ sharingData: sharing('WRITE') })).toBe(true);
    expect(canEditWishlist({ sharingData: sharing(null) })).toBe(true);
    expect(canManageWishlist({ sharingData: sharing('WRITE'), isFavourites: false })).toBe(false);
    expect(canManageWishlist({ sharingData: sharing(null), isFavourites: true })).toBe(false);
    expect(canManageWishlist({ sharingData: sharing(null), isFavourites: false })).toBe(true);
  });
});

describe('wishlist payloads', () => {
  it("trim names and say 'Campo obbligatorio' for a blank one", () => {
    expect(wishlistInsertRequestSchema.parse({ name: '  Sabato ' })).toEqual({ name: 'Sabato' });
    expect(wishlistInsertRequestSchema.safeParse({ name: ' ' }).error?.issues[0]?.message).toBe('Campo obbligatorio');
    expect(wishlistInsertRequestSchema.safeParse({ name: 'x'.repeat(61) }).success).toBe(false);
  });

  it('take ids and quantities as numbers or text, and items by itemId or productId', () => {
    expect(wishlistAddProductsRequestSchema.parse({ wishlistId: '4', items: [{ productId: '7', quantity: '0.5' }] })).toEqual({
      wishlistId: 4,
      items: [{ productId: 7, quantity: 0.5 }],
    });
    expect(
      wishlistAddProductsRequestSchema.parse({ wishlistId: 4, items: [{ productId: 7, quantity: '1,5' }] }).items[0]?.quantity,
    ).toBe(1.5);
    expect(
      wishlistAddProductsRequestSchema.safeParse({ wishlistId: 4, items: [{ productId: 7 }] }).error?.issues[0],
    ).toMatchObject({
      path: ['items', 0, 'quantity'],
      message: 'Campo obbligatorio',
    });
    expect(wishlistDeleteProductsRequestSchema.safeParse({ wishlistId: 4, items: [{ productId: 7 }] }).success).toBe(true);
    expect(wishlistDeleteProductsRequestSchema.safeParse({ wishlistId: 4, items: [{ quantity: 1 }] }).success).toBe(false);
  });
});
