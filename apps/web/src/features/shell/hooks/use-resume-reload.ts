import { RELOAD_AFTER_MS, resumeAction } from '@spesa/domain';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router';
import { getCache } from '../../../lib/api/client';
import { currentPlatform } from '../../app-platform/current-platform';
import { cartQueryKey } from '../../cart/api/get-cart';

/**
 * The resume rule (first spec file, section 4; decision 0033): coming back after more than 30 minutes
 * in the background reloads the app's state — every query on screen is asked again (who is logged
 * in, the cart, the slots, the prices), the page and what the shopper typed stay — except under
 * /cart/ and on /payment; a shorter absence, or those pages, reload the cart only.
 */
export function useResumeReload({ reloadAfterMs = RELOAD_AFTER_MS }: { reloadAfterMs?: number } = {}) {
  const queryClient = useQueryClient();
  const { pathname } = useLocation();
  const path = useRef(pathname);
  path.current = pathname;

  useEffect(() => {
    const platform = currentPlatform();
    let pausedAt: number | null = null;
    const stopPause = platform.onPause(() => {
      pausedAt = Date.now();
    });
    const stopResume = platform.onResume(() => {
      const awayMs = pausedAt === null ? 0 : Date.now() - pausedAt;
      pausedAt = null;
      if (resumeAction({ awayMs, path: path.current, reloadAfterMs }) === 'reload-app') {
        // The 15-minute answer cache too, so nothing asked again is answered from before the absence.
        getCache.clear();
        void queryClient.invalidateQueries();
      } else {
        void queryClient.invalidateQueries({ queryKey: cartQueryKey });
      }
    });
    return () => {
      stopPause();
      stopResume();
    };
  }, [queryClient, reloadAfterMs]);
}
