import type { OptionsObject, SnackbarKey, SnackbarMessage } from 'notistack';

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

/** Shows a toast (3 s, bottom-centre, at most 5 at a time): as soon as the host is there. */
export function showToast(message: SnackbarMessage, options?: OptionsObject): Promise<SnackbarKey> {
  wantHost();
  return ready.then(({ enqueueSnackbar }) => enqueueSnackbar(message, options));
}

/** Closes one toast, or all of them. */
export function closeToast(key?: SnackbarKey): void {
  void ready.then(({ closeSnackbar }) => closeSnackbar(key));
}
