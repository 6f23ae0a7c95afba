import { lazy, Suspense, useSyncExternalStore } from 'react';
import { withLaterTexts } from '../../../i18n';
import { installPrompt } from '../utils/install-prompt';

// Its code, day rules and texts are downloaded only once the browser offers the install.
const InstallBanner = lazy(withLaterTexts(() => import('./install-banner')));

/**
 * The app install banner of the spec's section 9, once the browser offers the install; the banner
 * itself decides by the days (7 after "Non ora", 14 after declining the browser's dialog) and never
 * shows inside the native wrapper or the installed app. `blocked` while the cookie bar waits for its
 * choice: the bar comes first and is never covered.
 */
export function InstallBannerHost({ blocked }: { blocked: boolean }) {
  const offer = useSyncExternalStore(installPrompt.subscribe, installPrompt.get, installPrompt.get);
  if (blocked || !offer) return null;
  return (
    <Suspense fallback={null}>
      <InstallBanner offer={offer} />
    </Suspense>
  );
}
