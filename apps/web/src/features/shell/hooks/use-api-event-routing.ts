import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import { showToast } from '../../../components/ui/toast';
import { paths } from '../../../config/paths';
import { apiEvents } from '../../../lib/api/api-events';
import { storedSession } from '../../../lib/api/session-storage';

/** Where the shopper was when the service failed, so the service-down page can take them back. */
export type ServiceDownState = { from?: string };

/**
 * The app-wide reactions to API answers: server faults lead to the service-down page, a missing
 * resource to the not-found page, an expired session to the logged-out state and a toast (the login
 * dialog comes with accounts).
 */
export function useApiEventRouting() {
  const navigate = useNavigate();
  const location = useLocation();
  const { t } = useTranslation();
  const here = `${location.pathname}${location.search}`;

  useEffect(
    () =>
      apiEvents.subscribe((event) => {
        if (event.type === 'service-down') {
          if (location.pathname !== paths.serviceDown.pattern) {
            navigate(paths.serviceDown.to(), { state: { from: here } satisfies ServiceDownState });
          }
        } else if (event.type === 'not-found') {
          navigate(paths.notFound.to(), { replace: true });
        } else if (event.type === 'session-expired') {
          // The stored session is no longer valid: stop sending it (logged-out state).
          storedSession.clear();
          void showToast(t('errors.sessionExpired'), { variant: 'warning', preventDuplicate: true });
        }
      }),
    [navigate, t, here, location.pathname],
  );
}
