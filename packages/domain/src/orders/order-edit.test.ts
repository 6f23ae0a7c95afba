import { describe, expect, it } from 'vitest';
import { editedOrderOf, ORDER_EDIT_CART_STATUS } from './order-edit';

describe('editedOrderOf: the order a cart edits', () => {
  it('is the order of a cart in status 7 (order/modify)', () => {
    expect(ORDER_EDIT_CART_STATUS).toBe(7);
    expect(editedOrderOf({ cartStatusId: 7, editsOrderId: 41 })).toBe(41);
  });

  it('is still the order while its edit is being paid (status 2, after checkout/prepare)', () => {
    expect(editedOrderOf({ cartStatusId: 2, editsOrderId: 41 })).toBe(41);
    expect(editedOrderOf({ cartStatusId: 2, editsOrderId: null })).toBeNull();
  });

  it('is none for an ordinary cart, or an answer without the order', () => {
    expect(editedOrderOf({ cartStatusId: 0, editsOrderId: null })).toBeNull();
    expect(editedOrderOf({ cartStatusId: 0, editsOrderId: 41 })).toBeNull();
    expect(editedOrderOf({ cartStatusId: 7 })).toBeNull();
  });
});
