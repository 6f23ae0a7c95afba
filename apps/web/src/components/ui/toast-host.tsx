import { SNACKBAR_DEFAULT_TIMEOUT_MS, SNACKBAR_MAX } from '@spesa/domain';
import * as notistack from 'notistack';
import { useEffect } from 'react';
import { toastHostReady } from './toast';

/** The toasts' provider, mounted beside the app (not around it) so it can arrive after first paint. */
export default function ToastHost() {
  useEffect(() => toastHostReady(notistack), []);
  return (
    <notistack.SnackbarProvider
      maxSnack={SNACKBAR_MAX}
      autoHideDuration={SNACKBAR_DEFAULT_TIMEOUT_MS}
      anchorOrigin={{ vertical: 'bottom', horizontal: 'center' }}
    />
  );
}
