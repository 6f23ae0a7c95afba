import { useSyncExternalStore } from 'react';

/**
 * Why the login dialog is open: a notice shown above the form (the expired session's text, for one);
 * `shopping` when a visitor tried to add to the cart: the dialog also offers the CAP check;
 * `afterLogin`, the page a visitor asked for (the auth guard): the dialog goes there once logged in.
 */
export type LoginDialogRequest = {
  notice?: string;
  noticeSeverity?: 'info' | 'warning';
  shopping?: boolean;
  afterLogin?: string;
};
export type LoginDialogState = { open: false } | ({ open: true } & LoginDialogRequest);

let state: LoginDialogState = { open: false };
const listeners = new Set<() => void>();

function set(next: LoginDialogState) {
  state = next;
  for (const listener of listeners) listener();
}

/**
 * The one login dialog of the app, asked for from anywhere: the navbar, the cart drawer, an action
 * that needs a login, an expired session (HTTP 419). The state lives outside React, so a request
 * made before the dialog's host is mounted (a route loader's call) is shown once it is.
 */
export const loginDialog = {
  open(request: LoginDialogRequest = {}) {
    set({ open: true, ...request });
  },
  close() {
    if (state.open) set({ open: false });
  },
  state: () => state,
  subscribe(listener: () => void) {
    listeners.add(listener);
    return () => {
      listeners.delete(listener);
    };
  },
};

/** The login dialog's state, and the functions that open and close it. */
export function useLoginDialog() {
  const current = useSyncExternalStore(loginDialog.subscribe, loginDialog.state, loginDialog.state);
  return { state: current, open: loginDialog.open, close: loginDialog.close };
}

type ClickLike = Pick<MouseEvent, 'button' | 'metaKey' | 'ctrlKey' | 'shiftKey' | 'altKey' | 'preventDefault'>;

/**
 * For a link to the /login page: a plain click opens the dialog over the current page instead (and
 * answers true); a click meant for a new tab or window follows the link.
 */
export function openLoginDialogInstead(event: ClickLike, request?: LoginDialogRequest): boolean {
  if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return false;
  event.preventDefault();
  loginDialog.open(request);
  return true;
}
