import { useSyncExternalStore } from 'react';

export type DeliveryDialogName = 'address' | 'timeslot';
export type DeliveryDialogState = { open: DeliveryDialogName | null };

let state: DeliveryDialogState = { open: null };
let settle: ((done: boolean) => void) | null = null;
let lastClosed: DeliveryDialogName | null = null;
const listeners = new Set<() => void>();

function set(next: DeliveryDialogState) {
  state = next;
  for (const listener of listeners) listener();
}

/**
 * The address and time slot dialogs of the whole app (one open at a time), asked for from anywhere:
 * the add button, the cart drawer's edit buttons. `open` answers true once the shopper has chosen
 * (the address dialog hands over to the slot dialog, and back), false when they close it.
 */
export const deliveryDialogs = {
  open(name: DeliveryDialogName): Promise<boolean> {
    settle?.(false);
    set({ open: name });
    return new Promise<boolean>((resolve) => {
      settle = resolve;
    });
  },
  /** Hands over to the other dialog within the same request. */
  switchTo(name: DeliveryDialogName) {
    set({ open: name });
  },
  /** Closes the dialog: `done` true when the shopper completed the choice. */
  finish(done: boolean) {
    const resolve = settle;
    settle = null;
    lastClosed = state.open;
    set({ open: null });
    resolve?.(done);
  },
  /** The dialog open when the last request ended: the address dialog's request may end in the slot dialog. */
  lastClosed: () => lastClosed,
  state: () => state,
  subscribe(listener: () => void) {
    listeners.add(listener);
    return () => {
      listeners.delete(listener);
    };
  },
};

export function useDeliveryDialogs() {
  return useSyncExternalStore(deliveryDialogs.subscribe, deliveryDialogs.state, deliveryDialogs.state);
}
