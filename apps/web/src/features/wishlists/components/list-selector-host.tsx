import { lazy, Suspense, useEffect, useState } from 'react';
import { loginDialog } from '../../../lib/api/login-dialog';
import { useCurrentUser } from '../../auth/api/get-current-user';
import { listSelector, useListSelector } from '../api/list-selector';

const ListSelectorDialog = lazy(() => import('./list-selector-dialog'));

/**
 * Mounted once in the shell: shows the list selector when anything asks for it (its code is
 * downloaded on the first open); a visitor gets the login dialog instead.
 */
export function ListSelectorHost() {
  const { state } = useListSelector();
  const { isLoggedIn } = useCurrentUser();
  const [wanted, setWanted] = useState(false);

  useEffect(() => {
    if (!state.open) return;
    if (!isLoggedIn) {
      listSelector.finish(null);
      loginDialog.open();
    } else setWanted(true);
  }, [state.open, isLoggedIn]);

  if (!wanted) return null;
  return (
    <Suspense fallback={null}>
      <ListSelectorDialog
        open={state.open && isLoggedIn}
        request={state.open ? state.request : {}}
        onFinish={listSelector.finish}
      />
    </Suspense>
  );
}
