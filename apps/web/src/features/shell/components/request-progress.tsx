import { keyframes } from '@emotion/react';
import Box from '@mui/material/Box';
import { useQueryClient } from '@tanstack/react-query';
import { lazy, Suspense, useCallback, useEffect, useState, useSyncExternalStore } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigation } from 'react-router';
import { usePendingRequestCount } from '../../../lib/api/pending-requests';

const PROGRESS_DELAY_MS = 150;
const BACKDROP_DELAY_MS = 300;

const SavingBackdrop = lazy(() => import('./saving-backdrop'));

const slide = keyframes`
  from { transform: translateX(-100%) scaleX(0.3); }
  50% { transform: translateX(10%) scaleX(0.6); }
  to { transform: translateX(100%) scaleX(0.3); }
`;

/** True once `active` has stayed true for `delayMs`: quick requests show nothing at all. */
function useDelayedFlag(active: boolean, delayMs: number): boolean {
  const [shown, setShown] = useState(false);
  useEffect(() => {
    if (!active) {
      setShown(false);
      return;
    }
    const timer = setTimeout(() => setShown(true), delayMs);
    return () => clearTimeout(timer);
  }, [active, delayMs]);
  return shown;
}

/** Whether a change (a mutation, i.e. a POST) is under way; lighter than useIsMutating's filters. */
function useSaving(): boolean {
  const client = useQueryClient();
  const subscribe = useCallback((listener: () => void) => client.getMutationCache().subscribe(listener), [client]);
  const saving = useCallback(() => client.isMutating() > 0, [client]);
  return useSyncExternalStore(subscribe, saving, saving);
}

/**
 * The overlay driven by the pending requests: a thin bar at the top while anything loads, and a
 * light backdrop only when a change takes longer than a moment. A change of page shows the bar at
 * once (the tap must show something within 100 ms, issue 19), while the new page's code and data
 * come; a request of the page itself only after a moment, so quick ones show nothing.
 */
export function RequestProgress() {
  const { t } = useTranslation();
  const navigating = useNavigation().state !== 'idle';
  const requesting = useDelayedFlag(usePendingRequestCount() > 0, PROGRESS_DELAY_MS);
  const loading = navigating || requesting;
  const saving = useDelayedFlag(useSaving(), BACKDROP_DELAY_MS);
  return (
    <>
      {loading && (
        <Box
          role="progressbar"
          aria-label={t('shell.loadingPage')}
          data-navigating={navigating || undefined}
          sx={{
            position: 'fixed',
            top: 0,
            insetInline: 0,
            height: 3,
            overflow: 'hidden',
            zIndex: (theme) => theme.zIndex.tooltip + 1,
            bgcolor: 'rgba(255,255,255,0.5)',
          }}
        >
          <Box sx={{ height: '100%', bgcolor: 'secondary.main', animation: `${slide} 1.2s ease-in-out infinite` }} />
        </Box>
      )}
      {saving && (
        <Suspense fallback={null}>
          <SavingBackdrop />
        </Suspense>
      )}
    </>
  );
}
