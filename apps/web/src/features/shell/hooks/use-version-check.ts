import { isDottedNumericVersion, isNewerVersion, updateUrlFor, VERSION_CHECK_INTERVAL_MS } from '@spesa/domain';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { currentPlatform } from '../../app-platform/current-platform';
import { getVersionQueryOptions } from '../api/get-version';

/**
 * The running build's version, written in by the build (apps/web/build/build-version.ts); `dev` under
 * `vite serve` and in the component tests, which the check ignores (not dotted numerics).
 */
export const RUNNING_VERSION: string = import.meta.env.APP_BUILD_VERSION ?? 'dev';

type Options = { runningVersion?: string; intervalMs?: number };

/**
 * The version check (second spec file, section 4): every 10 minutes reads /version.json; once its
 * `lastVersion.version` is newer than the running build, it stops and answers the update's url for
 * this platform (`{platform}` replaced); null until then. A failed read or a version that is not
 * dotted numerics is ignored: the next round asks again.
 */
export function useVersionCheck({ runningVersion = RUNNING_VERSION, intervalMs = VERSION_CHECK_INTERVAL_MS }: Options = {}) {
  const queryClient = useQueryClient();
  const [updateUrl, setUpdateUrl] = useState<string | null>(null);
  useEffect(() => {
    if (!isDottedNumericVersion(runningVersion)) return;
    let stopped = false;
    const timer = setInterval(() => {
      // Through the query cache, so the footer shows what was read; staleTime 0: always asked.
      queryClient.fetchQuery({ ...getVersionQueryOptions(), staleTime: 0 }).then(
        ({ lastVersion }) => {
          if (stopped || !lastVersion || !isNewerVersion(lastVersion.version, runningVersion)) return;
          stopped = true;
          clearInterval(timer);
          setUpdateUrl(updateUrlFor(lastVersion.url, currentPlatform().name));
        },
        () => {
          // Offline, or the server restarting: nothing to tell the shopper, the next round asks again.
        },
      );
    }, intervalMs);
    return () => {
      stopped = true;
      clearInterval(timer);
    };
  }, [queryClient, runningVersion, intervalMs]);
  return updateUrl;
}
