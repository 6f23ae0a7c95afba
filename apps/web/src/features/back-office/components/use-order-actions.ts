import { useTranslation } from 'react-i18next';
import { showToast } from '../../../components/ui/toast';
import { type OrderAction, useOrderAction } from '../api/orders';

/**
 * Runs a change of the order and tells staff how it went in a toast: `done` on success, the server's
 * Italian refusal (409: wrong status, weight, substitution…) on failure. Resolves with whether it worked.
 */
export function useOrderActions(orderId: number) {
  const { t } = useTranslation();
  const action = useOrderAction(orderId);
  const run = (change: OrderAction, done: string) =>
    action
      .mutateAsync(change)
      .then(() => {
        void showToast(done, { variant: 'success' });
        return true;
      })
      .catch((failure: Error) => {
        void showToast(failure.message || t('backOffice.genericError'), { variant: 'error' });
        return false;
      });
  return { run, isPending: action.isPending };
}
