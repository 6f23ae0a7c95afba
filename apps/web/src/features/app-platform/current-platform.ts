import type { AppPlatform, Unsubscribe } from './platform';
import { createWebPlatform } from './web-platform';

let current: AppPlatform | null = null;
const changeListeners = new Set<() => void>();

/**
 * The platform the app runs on. The native wrapper's implementation replaces the web one once it has
 * loaded (setPlatform, called at start inside the wrapper); until then, and in every browser, the web one.
 */
export function currentPlatform(): AppPlatform {
  current ??= createWebPlatform();
  return current;
}

/** Installs another implementation: the native one at start, a fake in tests. */
export function setPlatform(platform: AppPlatform | null): void {
  current = platform;
  for (const listener of changeListeners) listener();
}

/**
 * Called after each setPlatform: what was read from the web platform before the native one arrived
 * (the consent that analytics reads at start) is read again.
 */
export function onPlatformChange(listener: () => void): Unsubscribe {
  changeListeners.add(listener);
  return () => {
    changeListeners.delete(listener);
  };
}
