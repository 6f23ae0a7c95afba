import type { Product } from '@spesa/domain';
import { useSyncExternalStore } from 'react';

/** The option each select of a product got: parameterName → the chosen key. */
export type ChosenOptions = Record<string, string>;

/** What the cart asks the shopper, one question at a time. */
export type CartDialogRequest =
  | { kind: 'confirm'; text: string }
  | { kind: 'options'; product: Product }
  | { kind: 'message'; title: string; lines: string[] };

type Answer<Request extends CartDialogRequest['kind']> = Request extends 'confirm'
  ? boolean
  : Request extends 'options'
    ? ChosenOptions | null
    : undefined;

export type CartDialogState = { request: CartDialogRequest | null };

let state: CartDialogState = { request: null };
let settle: ((answer: unknown) => void) | null = null;
const listeners = new Set<() => void>();

function set(next: CartDialogState) {
  state = next;
  for (const listener of listeners) listener();
}

/** The answer a dialog closed without choosing gives. */
const noAnswer = (request: CartDialogRequest): unknown =>
  request.kind === 'confirm' ? false : request.kind === 'options' ? null : undefined;

function ask<Kind extends CartDialogRequest['kind']>(request: Extract<CartDialogRequest, { kind: Kind }>): Promise<Answer<Kind>> {
  if (state.request) settle?.(noAnswer(state.request));
  set({ request });
  return new Promise((resolve) => {
    settle = resolve as (answer: unknown) => void;
  });
}

/**
 * The cart's dialogs of the whole app (one open at a time), asked for from anywhere: the removal
 * confirmation (Si/No), the product option selector, and a server message whose code is shown as
 * a dialog instead of a toast. Each answers a promise, as the delivery dialogs do.
 */
export const cartDialogs = {
  /** Answers true for 'Sì'. */
  confirm: (text: string) => ask<'confirm'>({ kind: 'confirm', text }),
  /** Answers every option chosen, or null when the shopper closes the dialog. */
  chooseOptions: (product: Product) => ask<'options'>({ kind: 'options', product }),
  /** Resolves when the shopper closes the message. */
  showMessage: (title: string, lines: string[]) => ask<'message'>({ kind: 'message', title, lines }),
  /** Closes the open dialog with the shopper's answer (or none: the dialog was dismissed). */
  answer(answer?: unknown) {
    const { request } = state;
    const resolve = settle;
    settle = null;
    set({ request: null });
    if (request) resolve?.(answer === undefined ? noAnswer(request) : answer);
  },
  state: () => state,
  subscribe(listener: () => void) {
    listeners.add(listener);
    return () => {
      listeners.delete(listener);
    };
  },
};

export function useCartDialogs() {
  return useSyncExternalStore(cartDialogs.subscribe, cartDialogs.state, cartDialogs.state);
}
