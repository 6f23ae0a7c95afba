import { useSyncExternalStore } from 'react';
import type { ListItemInput } from './wishlist-items';

export type ListSelectorRequest = {
  /**
   * Products to put on the list the shopper picks (`wishlist/add_prod`), e.g. the cart's lines for
   * "save the cart to a list". Without items the dialog only answers which list was picked.
   */
  items?: readonly ListItemInput[];
};
/** The list picked (or created) and, when items were given, filled; null when the dialog was closed. */
export type ListSelectorResult = { listId: number; name: string } | null;
export type ListSelectorState = { open: false } | { open: true; request: ListSelectorRequest };

let state: ListSelectorState = { open: false };
let settle: ((result: ListSelectorResult) => void) | null = null;
const listeners = new Set<() => void>();

function set(next: ListSelectorState) {
  state = next;
  for (const listener of listeners) listener();
}

/**
 * The list selector dialog ('Seleziona una lista') of the whole app, opened from anywhere, like
 * `loginDialog`:
 *
 *     const chosen = await listSelector.open({ items: [{ productId: 12, quantity: 2 }] });
 *     if (chosen) … // the items are on list chosen.listId ('chosen.name'); a toast said so
 *
 * The shopper picks one of the lists they may change (their own and those shared with grant WRITE,
 * the last selected first) or creates one with 'CREA'. With `items`, they are added to that list
 * (quantities follow the list's rules on the server; a refusal shows its message in the dialog,
 * which stays open). A visitor gets the login dialog instead, and the promise answers null.
 * Opening it again closes the previous request with null. Mounted once by the shell
 * (ListSelectorHost); its code is downloaded on first open.
 */
export const listSelector = {
  open(request: ListSelectorRequest = {}): Promise<ListSelectorResult> {
    settle?.(null);
    set({ open: true, request });
    return new Promise<ListSelectorResult>((resolve) => {
      settle = resolve;
    });
  },
  /** Closes the dialog, answering `result` to whoever opened it. */
  finish(result: ListSelectorResult) {
    const resolve = settle;
    settle = null;
    set({ open: false });
    resolve?.(result);
  },
  state: () => state,
  subscribe(listener: () => void) {
    listeners.add(listener);
    return () => {
      listeners.delete(listener);
    };
  },
};

/** The list selector's state, and the function that opens it (`useListSelector().open({ items })`). */
export function useListSelector() {
  const current = useSyncExternalStore(listSelector.subscribe, listSelector.state, listSelector.state);
  return { state: current, open: listSelector.open };
}
