import { type InstallBannerChoice, parseInstallBannerChoice, shouldShowInstallBanner } from './install-banner-rules';

/** Chromium's `beforeinstallprompt` event (not in TypeScript's DOM types). */
export type BeforeInstallPromptEvent = Event & {
  prompt(): Promise<void>;
  readonly userChoice: Promise<{ outcome: 'accepted' | 'dismissed'; platform: string }>;
};

/** localStorage key of the shopper's last choice (install-banner-rules.ts). */
export const INSTALL_BANNER_KEY = 'ebsn-install-banner';

type Snapshot = { event: BeforeInstallPromptEvent | null; last: InstallBannerChoice | null };

function readChoice(): InstallBannerChoice | null {
  try {
    return parseInstallBannerChoice(localStorage.getItem(INSTALL_BANNER_KEY));
  } catch {
    return null;
  }
}

let snapshot: Snapshot = { event: null, last: null };
const listeners = new Set<() => void>();
const set = (next: Partial<Snapshot>) => {
  snapshot = { ...snapshot, ...next };
  for (const listener of listeners) listener();
};

/**
 * The browser's offer to install the app, kept from the moment it comes (early in the page's life,
 * before the shell is drawn: started by main.tsx) until the banner uses it, and the shopper's last
 * choice about the banner.
 */
export const installPrompt = {
  subscribe(listener: () => void): () => void {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
  get: (): Snapshot => snapshot,
  /** Starts listening; the browser's own mini-infobar is replaced by the shop's banner. */
  start(target: Window = window): void {
    snapshot = { event: null, last: readChoice() };
    target.addEventListener('beforeinstallprompt', (event) => {
      event.preventDefault();
      set({ event: event as BeforeInstallPromptEvent });
    });
    target.addEventListener('appinstalled', () => installPrompt.choose('installed'));
  },
  /** Records the shopper's choice (and its day), which hides the banner for as long as the rule says. */
  choose(choice: InstallBannerChoice['choice'], now = Date.now()): void {
    const last = { choice, at: now };
    try {
      localStorage.setItem(INSTALL_BANNER_KEY, JSON.stringify(last));
    } catch {
      // Not kept: the banner is hidden for this page only.
    }
    set({ last, event: choice === 'not-now' ? snapshot.event : null });
  },
  /** Opens the browser's install dialog; its answer is the shopper's choice. */
  async install(): Promise<void> {
    const { event } = snapshot;
    if (!event) return;
    await event.prompt();
    const { outcome } = await event.userChoice;
    installPrompt.choose(outcome === 'accepted' ? 'installed' : 'declined');
  },
};

/** True when the banner is to be shown now (the rules of install-banner-rules.ts). */
export function installBannerWanted({ event, last }: Snapshot, isNative: boolean, now = Date.now()): boolean {
  const standalone = typeof matchMedia === 'function' && matchMedia('(display-mode: standalone)').matches;
  return shouldShowInstallBanner({ last, now, canPrompt: event !== null, isNative, standalone });
}
