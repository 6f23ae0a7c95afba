import { describe, expect, it } from 'vitest';
import { canChangeCartAddress, canChangeCartTimeslot } from './cart-delivery-editing';

describe('changing the cart delivery', () => {
  it.each([
    { cartStatusId: 0, editable: true, address: true, timeslot: true },
    { cartStatusId: 7, editable: true, address: false, timeslot: true },
    { cartStatusId: 7, editable: false, address: false, timeslot: false },
    { cartStatusId: 1, editable: false, address: false, timeslot: false },
  ])('status $cartStatusId, editable $editable: address $address, slot $timeslot', ({ address, timeslot, ...cart }) => {
    expect(canChangeCartAddress(cart)).toBe(address);
    expect(canChangeCartTimeslot(cart)).toBe(timeslot);
  });
});
