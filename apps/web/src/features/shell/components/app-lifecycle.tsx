import { lazy, Suspense, useState } from 'react';
import { currentPlatform } from '../../app-platform/current-platform';
import { useResumeReload } from '../hooks/use-resume-reload';
import { useVersionCheck } from '../hooks/use-version-check';

// Its code (MUI's dialog) is downloaded only once a newer version is out.
const UpdateDialog = lazy(() => import('./update-dialog'));

/**
 * What the app does over its lifetime rather than on a page: the version check with its update
 * dialog, and the resume rule. Draws nothing until a newer version is out. `runningVersion` (tests):
 * the running build's version, otherwise the one the build wrote in.
 */
export function AppLifecycle({ runningVersion }: { runningVersion?: string }) {
  useResumeReload();
  const updateUrl = useVersionCheck({ runningVersion });
  // "Più tardi" closes it for this visit: the check has stopped, as the spec has it.
  const [postponed, setPostponed] = useState(false);
  if (!updateUrl || postponed) return null;
  const platform = currentPlatform();
  return (
    <Suspense fallback={null}>
      <UpdateDialog
        isNative={platform.isNative}
        onConfirm={() => platform.openUpdate(updateUrl)}
        onLater={() => setPostponed(true)}
      />
    </Suspense>
  );
}
