import { afterEach, describe, expect, it, vi } from 'vitest';
import { currentPlatform, setPlatform } from './current-platform';
import { insideNativeWrapper, loadNativePlatform } from './load-native-platform';
import type { AppPlatform } from './platform';

const nativeFake = { name: 'android', isNative: true } as AppPlatform;
vi.mock('./native-platform', () => ({ createNativePlatform: async () => nativeFake }));

const page = (capacitor?: unknown) => ({ ...window, Capacitor: capacitor }) as unknown as Window;

describe('loading the native platform', () => {
  afterEach(() => setPlatform(null));

  it('stays on the web platform in a browser, even one where Capacitor’s web runtime is present', async () => {
    expect(insideNativeWrapper(page())).toBe(false);
    await loadNativePlatform(page({ isNativePlatform: () => false }));
    expect(currentPlatform().isNative).toBe(false);
    expect(currentPlatform().name).toBe('web');
  });

  it('installs the native platform inside the wrapper', async () => {
    await loadNativePlatform(page({ isNativePlatform: () => true }));
    expect(currentPlatform()).toBe(nativeFake);
  });
});
