import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { type OrderAction, useOrderAction } from '../api/orders';

/** Where a change's outcome is written: under the status buttons, or under one line (its order line id). */
export type NoticePlace = 'status' | number;

/** The outcome of the last change: the text, success or refusal, and where it is written. */
export type ActionNotice = { place: NoticePlace; severity: 'success' | 'error'; text: string };

/**
 * Runs a change of the order and writes how it went in the page, beside what was changed: `done` on
 * success, the server's Italian refusal (409: wrong status, weight, substitution…) on failure. Never a
 * floating toast: on a tablet at the scale one would cover the next line's weighing field (issue 19).
 * Resolves with whether it worked.
 */
export function useOrderActions(orderId: number) {
  const { t } = useTranslation();
  const action = useOrderAction(orderId);
  const [notice, setNotice] = useState<ActionNotice | null>(null);
  const run = (change: OrderAction, done: string, place: NoticePlace = 'status') => {
    setNotice(null);
    return action
      .mutateAsync(change)
      .then(() => {
        setNotice({ place, severity: 'success', text: done });
        return true;
      })
      .catch((failure: Error) => {
        setNotice({ place, severity: 'error', text: failure.message || t('backOffice.genericError') });
        return false;
      });
  };
  /** The notice written at this place, if the last change was made there. */
  const noticeAt = (place: NoticePlace) => (notice?.place === place ? notice : null);
  return { run, noticeAt, isPending: action.isPending };
}
