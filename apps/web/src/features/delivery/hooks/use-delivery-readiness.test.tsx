import type { Cart } from '@spesa/domain';
import { QueryClientProvider } from '@tanstack/react-query';
import { act, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { accountQueryKeys } from '../../../lib/api/account-queries';
import { loginDialog } from '../../../lib/api/login-dialog';
import { createTestQueryClient } from '../../../testing/render-with-providers';
import { makeUser } from '../../auth/testing/account-fixtures';
import { cartQueryKey } from '../../cart/api/get-cart';
import { deliveryDialogs } from '../api/delivery-dialogs';
import { makeCart } from '../testing/delivery-fixtures';
import { useDeliveryReadiness } from './use-delivery-readiness';

const bypass = { address: false, timeslot: false };
vi.mock('../../../config/tenant-settings', () => ({ tenantSettings: () => ({ bypassDialogs: bypass }) }));

const auto = (cart: Cart, address: boolean, slot: boolean): Cart => ({
  ...cart,
  shippingAddress: cart.shippingAddress && { ...cart.shippingAddress, autoAssigned: address },
  timeslot: cart.timeslot && { ...cart.timeslot, autoAssigned: slot },
});

function setup(cart: Cart | null, user = makeUser() as ReturnType<typeof makeUser> | null) {
  const queryClient = createTestQueryClient();
  queryClient.setQueryData(accountQueryKeys.currentUser, user);
  if (cart) queryClient.setQueryData(cartQueryKey, cart);
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
  );
  const { result } = renderHook(() => useDeliveryReadiness(), { wrapper });
  return { queryClient, ensureReady: result.current.ensureReady };
}

const opened: string[] = [];
let unsubscribe = () => {};

describe('the address and time slot need', () => {
  beforeEach(() => {
    opened.length = 0;
    bypass.address = false;
    bypass.timeslot = false;
    unsubscribe = deliveryDialogs.subscribe(() => {
      const { open } = deliveryDialogs.state();
      if (open) opened.push(open);
    });
  });
  afterEach(() => {
    unsubscribe();
    loginDialog.close();
    deliveryDialogs.finish(false);
  });

  it('asks a visitor to log in, and nothing else', async () => {
    const { ensureReady } = setup(null, null);
    expect(await ensureReady()).toBe(false);
    expect(loginDialog.state().open).toBe(true);
    expect(opened).toEqual([]);
  });

  it('opens the address dialog, then the slot dialog, when both are only auto-assigned', async () => {
    const { ensureReady, queryClient } = setup(auto(makeCart(), true, true));
    const ready = ensureReady();
    await vi.waitFor(() => expect(opened).toEqual(['address']));
    // The shopper chooses an address (the cart now has it), and the dialog closes as completed.
    queryClient.setQueryData(cartQueryKey, auto(makeCart(), false, true));
    act(() => deliveryDialogs.finish(true));
    await vi.waitFor(() => expect(opened).toEqual(['address', 'timeslot']));
    act(() => deliveryDialogs.finish(true));
    expect(await ready).toBe(true);
  });

  it('does not go on when the shopper closes the address dialog', async () => {
    const { ensureReady } = setup(auto(makeCart(), true, true));
    const ready = ensureReady();
    await vi.waitFor(() => expect(opened).toEqual(['address']));
    act(() => deliveryDialogs.finish(false));
    expect(await ready).toBe(false);
    expect(opened).toEqual(['address']);
  });

  it('opens only the slot dialog when the address is the shopper’s own', async () => {
    const { ensureReady } = setup(auto(makeCart(), false, true));
    const ready = ensureReady();
    await vi.waitFor(() => expect(opened).toEqual(['timeslot']));
    act(() => deliveryDialogs.finish(true));
    expect(await ready).toBe(true);
  });

  it('never asks for the address of a cart in status 7 (it is fixed), only for its slot', async () => {
    const { ensureReady } = setup(auto(makeCart({ cartStatusId: 7 }), true, true));
    const ready = ensureReady();
    await vi.waitFor(() => expect(opened).toEqual(['timeslot']));
    act(() => deliveryDialogs.finish(true));
    expect(await ready).toBe(true);
  });

  it('opens nothing when both were chosen, or when the brand bypasses the dialogs', async () => {
    expect(await setup(makeCart()).ensureReady()).toBe(true);
    bypass.address = true;
    bypass.timeslot = true;
    expect(await setup(auto(makeCart(), true, true)).ensureReady()).toBe(true);
    expect(opened).toEqual([]);
  });
});
