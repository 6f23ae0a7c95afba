import { SNACKBAR_DEFAULT_TIMEOUT_MS, TOAST_DURATION_MS } from '@spesa/domain';
import type { OptionsObject, SnackbarKey, SnackbarMessage, VariantType } from 'notistack';

type Notistack = typeof import('notistack');

// notistack is not part of the first download: the host (see toast-host.tsx) is mounted by the
// first toast asked for, and resolves this promise when its provider can show toasts.
let markReady: (module: Notistack) => void = () => {};
const ready = new Promise<Notistack>((resolve) => {
  markReady = resolve;
});

/** Called by the toast host once its SnackbarProvider is mounted. */
export function toastHostReady(module: Notistack) {
  markReady(module);
}

let hostWanted = false;
const hostListeners = new Set<() => void>();

/** Whether a toast was asked for yet, i.e. whether the shell should mount (and download) the host. */
export const toastHostWanted = {
  get: () => hostWanted,
  subscribe(listener: () => void) {
    hostListeners.add(listener);
    return () => hostListeners.delete(listener);
  },
};

function wantHost() {
  if (hostWanted) return;
  hostWanted = true;
  for (const listener of hostListeners) listener();
}

/**
 * How long a toast stays (both files, section 9): a confirmation is a toast of 3 s; an error or a
 * warning, which the shopper must read to act on, keeps the snackbar's default of 5000 ms.
 */
export function toastDuration(variant: VariantType = 'default'): number {
  return variant === 'error' || variant === 'warning' ? SNACKBAR_DEFAULT_TIMEOUT_MS : TOAST_DURATION_MS;
}

/** Shows a toast (bottom-centre, at most 5 at a time, for toastDuration): as soon as the host is there. */
export function showToast(message: SnackbarMessage, options?: OptionsObject): Promise<SnackbarKey> {
  wantHost();
  const autoHideDuration = options?.autoHideDuration ?? toastDuration(options?.variant);
  return ready.then(({ enqueueSnackbar }) => enqueueSnackbar(message, { ...options, autoHideDuration }));
}

/** Closes one toast, or all of them. */
export function closeToast(key?: SnackbarKey): void {
  void ready.then(({ closeSnackbar }) => closeSnackbar(key));
}
