import { setPlatform } from './current-platform';

type WithCapacitor = Window & { Capacitor?: { isNativePlatform?: () => boolean } };

/** True inside the native wrapper: its bridge defines `window.Capacitor` before the page's scripts run. */
export function insideNativeWrapper(win: Window = window): boolean {
  return (win as WithCapacitor).Capacitor?.isNativePlatform?.() === true;
}

/**
 * Inside the wrapper, installs the native platform before the first render (the cookie bar, the
 * deep links and the resume rule read it from the start); in a browser does nothing. The Capacitor
 * plugins come in their own chunk, asked for only here, so a browser never downloads them. A chunk
 * that fails leaves the web platform: the shop still works, without the native extras.
 */
export async function loadNativePlatform(win: Window = window): Promise<void> {
  if (!insideNativeWrapper(win)) return;
  try {
    const { createNativePlatform } = await import('./native-platform');
    setPlatform(await createNativePlatform(win));
  } catch (error) {
    console.error('native platform not loaded', error);
  }
}
