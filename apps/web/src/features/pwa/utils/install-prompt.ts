/** Chromium's `beforeinstallprompt` event (not in TypeScript's DOM types). */
export type BeforeInstallPromptEvent = Event & {
  prompt(): Promise<void>;
  readonly userChoice: Promise<{ outcome: 'accepted' | 'dismissed'; platform: string }>;
};

let offer: BeforeInstallPromptEvent | null = null;
const listeners = new Set<() => void>();
const set = (next: BeforeInstallPromptEvent | null) => {
  offer = next;
  for (const listener of listeners) listener();
};

/**
 * The browser's offer to install the app, kept from the moment it comes (early in the page's life,
 * before the shell is drawn: started by main.tsx) until the banner has used it. Only this is in the
 * first download; the banner, its day rules and its texts come with the banner (install-banner.tsx).
 */
export const installPrompt = {
  subscribe(listener: () => void): () => void {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
  get: (): BeforeInstallPromptEvent | null => offer,
  /** Starts listening; the browser's own mini-infobar is replaced by the shop's banner. */
  start(target: Window = window): void {
    target.addEventListener('beforeinstallprompt', (event) => {
      event.preventDefault();
      set(event as BeforeInstallPromptEvent);
    });
  },
  /** The banner is done with the offer (installed, declined, "Non ora"): it goes. */
  drop(): void {
    set(null);
  },
};
