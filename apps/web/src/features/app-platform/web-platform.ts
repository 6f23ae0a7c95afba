import { clientUuid } from '../../lib/api/client-uuid';
import type { AppPlatform, DeviceDescription, Unsubscribe } from './platform';

/** A browser tab: the page's visibility stands for pause and resume; no native push, no deep links. */
export function createWebPlatform(win: Window = window): AppPlatform {
  const onVisibility = (visible: boolean, listener: () => void): Unsubscribe => {
    const handler = () => {
      if ((win.document.visibilityState === 'visible') === visible) listener();
    };
    win.document.addEventListener('visibilitychange', handler);
    return () => win.document.removeEventListener('visibilitychange', handler);
  };

  return {
    name: 'web',
    isNative: false,
    onPause: (listener) => onVisibility(false, listener),
    onResume: (listener) => onVisibility(true, listener),
    onDeepLink: () => () => {},
    onKeyboardChange: (listener) => watchVirtualKeyboard(win, listener),
    describeDevice: async () => describeBrowser(win),
    registerNativePush: async () => null,
    openUpdate: (url) => {
      const target = new URL(url, win.location.href);
      // The shop's own address: a reload brings the new build (index.html is never cached).
      if (target.origin === win.location.origin) win.location.reload();
      else win.location.assign(target.href);
    },
  };
}

/**
 * A phone browser shrinks the visual viewport, not the layout one, when its keyboard opens: a
 * viewport a quarter shorter than the window is taken for the keyboard. Its height is in CSS pixels
 * of the zoomed page, so a pinch zoom (scale 2: half the height) is counted back out.
 */
function watchVirtualKeyboard(win: Window, listener: (open: boolean) => void): Unsubscribe {
  const viewport = win.visualViewport;
  if (!viewport) return () => {};
  let open = false;
  const handler = () => {
    const nowOpen = viewport.height * (viewport.scale || 1) < win.innerHeight * 0.75;
    if (nowOpen !== open) {
      open = nowOpen;
      listener(open);
    }
  };
  viewport.addEventListener('resize', handler);
  return () => viewport.removeEventListener('resize', handler);
}

function describeBrowser(win: Window): DeviceDescription {
  const agent = win.navigator.userAgent;
  return {
    model: /Mobi|Android/i.test(agent) ? 'mobile browser' : 'browser',
    platform: 'web',
    platformVersion: agent.slice(0, 200),
    manufacturer: '',
    // The browser's own stable id, the one every API call already sends (X-Ebsn-Client-UUID).
    uuid: clientUuid(),
  };
}
