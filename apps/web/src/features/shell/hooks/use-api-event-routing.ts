import { useEffect } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { paths } from '../../../config/paths';
import { apiEvents } from '../../../lib/api/api-events';

/** Where the shopper was when the service failed, so the service-down page can take them back. */
export type ServiceDownState = { from?: string };

/**
 * The app-wide reactions to API answers: server faults lead to the service-down page, a missing
 * resource to the not-found page. (An expired session is the API client's and the login dialog's:
 * see lib/api/client.ts and features/auth.)
 */
export function useApiEventRouting() {
  const navigate = useNavigate();
  const location = useLocation();
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
        }
      }),
    [navigate, here, location.pathname],
  );
}
