import { vi } from 'vitest';
import type { AppPlatform, PlatformName } from '../../app-platform/platform';

/** A platform a test drives: it pauses, resumes and opens the keyboard when told; openUpdate is a spy. */
export function createFakePlatform(name: PlatformName = 'web') {
  const listeners = { pause: new Set<() => void>(), resume: new Set<() => void>(), keyboard: new Set<(open: boolean) => void>() };
  const subscribe =
    <T>(set: Set<T>) =>
    (listener: T) => {
      set.add(listener);
      return () => set.delete(listener);
    };
  const platform = {
    name,
    isNative: name !== 'web',
    onPause: subscribe(listeners.pause),
    onResume: subscribe(listeners.resume),
    onDeepLink: () => () => {},
    onKeyboardChange: subscribe(listeners.keyboard),
    describeDevice: async () => ({ model: 'test', platform: name, platformVersion: '1', manufacturer: '', uuid: 'test-uuid' }),
    registerNativePush: async () => null,
    openUpdate: vi.fn<(url: string) => void>(),
  } satisfies AppPlatform;
  return {
    platform,
    pause: () => {
      for (const listener of listeners.pause) listener();
    },
    resume: () => {
      for (const listener of listeners.resume) listener();
    },
    keyboard: (open: boolean) => {
      for (const listener of listeners.keyboard) listener(open);
    },
  };
}
