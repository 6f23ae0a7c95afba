/** After "Non ora" the banner stays hidden this many days (spec section 9). */
export const INSTALL_BANNER_HIDE_DAYS = 7;
/** After the browser's own install dialog was declined, the banner comes back as a reminder this many days later (spec section 9). */
export const INSTALL_BANNER_REMINDER_DAYS = 14;

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * What the shopper last did with the banner: `not-now` (the banner's own button), `declined` (they
 * opened the browser's install dialog and cancelled it), `installed` (the app is on the device).
 */
export type InstallBannerChoice = {
  choice: 'not-now' | 'declined' | 'installed';
  /** When, in ms since the epoch. */
  at: number;
};

const CHOICES: readonly string[] = ['not-now', 'declined', 'installed'] satisfies InstallBannerChoice['choice'][];

/** The moment the banner may show again after `choice`; null when never (installed). */
export function installBannerHiddenUntil({ choice, at }: InstallBannerChoice): number | null {
  if (choice === 'installed') return null;
  const days = choice === 'not-now' ? INSTALL_BANNER_HIDE_DAYS : INSTALL_BANNER_REMINDER_DAYS;
  return at + days * DAY_MS;
}

export type InstallBannerContext = {
  /** The shopper's last choice, if any (null: never chosen, or unreadable). */
  last: InstallBannerChoice | null;
  now: number;
  /** The browser offered the install (`beforeinstallprompt` arrived). */
  canPrompt: boolean;
  /** Inside the native wrapper: the app is the app already. */
  isNative: boolean;
  /** The page runs as the installed app (display-mode standalone). */
  standalone: boolean;
};

/**
 * The install banner shows when the browser can install the app, the page is a browser tab (not the
 * native wrapper, not the installed app), and the shopper's last choice has run out: 7 days after
 * "Non ora", 14 days after declining the browser's dialog, never once installed.
 */
export function shouldShowInstallBanner({ last, now, canPrompt, isNative, standalone }: InstallBannerContext): boolean {
  if (!canPrompt || isNative || standalone) return false;
  if (!last) return true;
  const until = installBannerHiddenUntil(last);
  return until !== null && now >= until;
}

/**
 * The stored choice, or null when absent or not one this version wrote. Checked by hand, not with a
 * zod schema: the banner's watcher is in the entry, which zod is not (lib/zod-without-eval.ts).
 */
export function parseInstallBannerChoice(stored: string | null): InstallBannerChoice | null {
  if (!stored) return null;
  try {
    const value: unknown = JSON.parse(stored);
    if (typeof value !== 'object' || value === null) return null;
    const { choice, at } = value as Record<string, unknown>;
    if (typeof choice !== 'string' || !CHOICES.includes(choice)) return null;
    if (typeof at !== 'number' || !Number.isSafeInteger(at) || at < 0) return null;
    return { choice: choice as InstallBannerChoice['choice'], at };
  } catch {
    return null;
  }
}
