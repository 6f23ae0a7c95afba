import type { OptionsObject, SnackbarKey, SnackbarMessage } from 'notistack';

type Notistack = typeof import('notistack');

// notistack is not part of the first download: the host (see toast-host.tsx) brings it once the
// page is up, and resolves this promise when its provider is mounted and can show toasts.
let markReady: (module: Notistack) => void = () => {};
const ready = new Promise<Notistack>((resolve) => {
  markReady = resolve;
});

/** Called by the toast host once its SnackbarProvider is mounted. */
export function toastHostReady(module: Notistack) {
  markReady(module);
}

/** Shows a toast (3 s, bottom-centre, at most 5 at a time): as soon as the host is there. */
export function showToast(message: SnackbarMessage, options?: OptionsObject): Promise<SnackbarKey> {
  return ready.then(({ enqueueSnackbar }) => enqueueSnackbar(message, options));
}

/** Closes one toast, or all of them. */
export function closeToast(key?: SnackbarKey): void {
  void ready.then(({ closeSnackbar }) => closeSnackbar(key));
}
