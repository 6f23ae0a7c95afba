import type { Cart } from '@spesa/domain';
import { QueryClientProvider } from '@tanstack/react-query';
import { act, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { accountQueryKeys } from '../../../lib/api/account-queries';
import { loginDialog } from '../../../lib/api/login-dialog';
import { pendingAdd } from '../../../lib/pending-add';
import { createTestQueryClient } from '../../../testing/render-with-providers';
import { makeUser } from '../../auth/testing/account-fixtures';
import { makeProduct } from '../../catalogue/testing/fixtures';
import { deliveryDialogs } from '../../delivery/api/delivery-dialogs';
import { makeCart } from '../../delivery/testing/delivery-fixtures';
import { cartQueryKey } from '../api/get-cart';
import { useCartQuantity } from './use-cart-quantity';

const toasts = vi.hoisted(() => [] as string[]);
vi.mock('../../../components/ui/toast', () => ({
  showToast: (message: string) => {
    toasts.push(message);
    return Promise.resolve(1);
  },
}));
vi.mock('../../../config/tenant-settings', () => ({
  tenantSettings: () => ({ bypassDialogs: { address: false, timeslot: false } }),
}));

const passata = makeProduct({ productId: 101, name: 'Passata di pomodoro' });

function setup(user: ReturnType<typeof makeUser> | null, cart?: Cart) {
  const queryClient = createTestQueryClient();
  queryClient.setQueryData(accountQueryKeys.currentUser, user);
  if (cart) queryClient.setQueryData(cartQueryKey, cart);
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
  );
  return renderHook(() => useCartQuantity(), { wrapper }).result;
}

describe("the cart's add, when something stops it", () => {
  beforeEach(() => {
    toasts.length = 0;
    pendingAdd.clear();
  });
  afterEach(() => {
    loginDialog.close();
    deliveryDialogs.finish(false);
    pendingAdd.clear();
  });

  it("a visitor's Aggiungi says why to log in, offers the CAP check, and keeps the product for after the login", async () => {
    const flow = setup(null);
    await expect(flow.current.addProduct(passata, 2)).resolves.toBe(false);
    expect(loginDialog.state()).toMatchObject({
      open: true,
      shopping: true,
      notice: "Accedi per fare la spesa: dopo l'accesso aggiungiamo Passata di pomodoro al carrello.",
    });
    expect(pendingAdd.peek()).toEqual({ product: passata, quantity: 2 });
  });

  it('says the product was not added when the slot dialog is closed without a slot', async () => {
    const cart = makeCart();
    const flow = setup(makeUser(), { ...cart, timeslot: cart.timeslot && { ...cart.timeslot, autoAssigned: true } });
    const adding = flow.current.addProduct(passata, 1);
    await vi.waitFor(() => expect(deliveryDialogs.state().open).toBe('timeslot'));
    act(() => deliveryDialogs.finish(false));
    await expect(adding).resolves.toBe(false);
    expect(toasts).toEqual(['Passata di pomodoro non è nel carrello: per aggiungerlo scegli una fascia oraria.']);
    expect(pendingAdd.peek()).toBeNull();
  });

  it('names the slot dialog too when the address dialog handed over to it and it was closed', async () => {
    const cart = makeCart();
    const flow = setup(makeUser(), {
      ...cart,
      shippingAddress: cart.shippingAddress && { ...cart.shippingAddress, autoAssigned: true },
      timeslot: cart.timeslot && { ...cart.timeslot, autoAssigned: true },
    });
    const adding = flow.current.addProduct(passata, 1);
    await vi.waitFor(() => expect(deliveryDialogs.state().open).toBe('address'));
    act(() => deliveryDialogs.switchTo('timeslot'));
    act(() => deliveryDialogs.finish(false));
    await expect(adding).resolves.toBe(false);
    expect(toasts).toEqual(['Passata di pomodoro non è nel carrello: per aggiungerlo scegli una fascia oraria.']);
  });
});
