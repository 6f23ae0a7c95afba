import { lazy, Suspense, useSyncExternalStore } from 'react';
import { currentPlatform } from '../../app-platform/current-platform';
import { installBannerWanted, installPrompt } from '../utils/install-prompt';

// Its code is downloaded only when the browser offers the install and the days allow it.
const InstallBanner = lazy(() => import('./install-banner'));

/**
 * The app install banner of the spec's section 9, when the browser offers the install (never inside
 * the native wrapper or the installed app) and the shopper's last "Non ora" is 7 days old (14 after
 * declining the browser's dialog). `blocked` while the cookie bar waits for its choice: the bar
 * comes first and is never covered.
 */
export function InstallBannerHost({ blocked }: { blocked: boolean }) {
  const state = useSyncExternalStore(installPrompt.subscribe, installPrompt.get, installPrompt.get);
  if (blocked || !installBannerWanted(state, currentPlatform().isNative)) return null;
  return (
    <Suspense fallback={null}>
      <InstallBanner />
    </Suspense>
  );
}
