import { useEffect, useRef } from 'react';
import { type BuildEvent, track } from '../track';

/**
 * Sends an event once per `key` while the component is shown (a page's view, a list's products):
 * again only when the key changes (another product, another page of results). A null key waits
 * (the data is not there yet). The latest `build` is used, so it need not be memoised.
 */
export function useTrackOnce(key: string | null, build: BuildEvent): void {
  const sentKey = useRef<string | null>(null);
  const latestBuild = useRef(build);
  latestBuild.current = build;
  useEffect(() => {
    if (key === null || sentKey.current === key) return;
    sentKey.current = key;
    track(latestBuild.current);
  }, [key]);
}
