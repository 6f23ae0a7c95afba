import { useQueryClient } from '@tanstack/react-query';
import { lazy, Suspense, useEffect, useState } from 'react';
import { withLaterTexts } from '../../../i18n';
import { switchAccount } from '../../../lib/api/account-queries';
import { apiEvents } from '../../../lib/api/api-events';
import { useLoginDialog } from '../../../lib/api/login-dialog';

// With the later texts, which hold the login's (i18n/text-sections.ts).
const loadLoginDialog = withLaterTexts(() => import('./login-dialog'));
const LoginDialog = lazy(loadLoginDialog);

/** Fetches the dialog's code ahead of a likely open (the pointer over 'Accedi'). */
export const prefetchLoginDialog = () => void loadLoginDialog();

/**
 * Mounted once in the shell: shows the login dialog when anything asks for it (its code, with the
 * form and its validation, is downloaded on the first open), and turns an expired session into
 * the logged-out state (user id -1, the shopper's data dropped).
 */
export function LoginDialogHost() {
  const { state, close } = useLoginDialog();
  const queryClient = useQueryClient();
  const [wanted, setWanted] = useState(state.open);

  useEffect(
    () =>
      apiEvents.subscribe((event) => {
        if (event.type === 'session-expired') switchAccount(queryClient, null);
      }),
    [queryClient],
  );

  useEffect(() => {
    if (state.open) setWanted(true);
  }, [state.open]);

  if (!wanted) return null;
  return (
    <Suspense fallback={null}>
      <LoginDialog state={state} onClose={close} />
    </Suspense>
  );
}
