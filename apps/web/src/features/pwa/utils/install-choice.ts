import { type InstallBannerChoice, parseInstallBannerChoice, shouldShowInstallBanner } from './install-banner-rules';

/** localStorage key of the shopper's last choice about the install banner (install-banner-rules.ts). */
export const INSTALL_BANNER_KEY = 'ebsn-install-banner';

/** The shopper's last choice, if one was kept. */
export function readInstallChoice(): InstallBannerChoice | null {
  try {
    return parseInstallBannerChoice(localStorage.getItem(INSTALL_BANNER_KEY));
  } catch {
    return null;
  }
}

/** Keeps the shopper's choice and its moment: the rule hides the banner from it for 7 or 14 days, or for good. */
export function saveInstallChoice(choice: InstallBannerChoice['choice'], now = Date.now()): void {
  try {
    localStorage.setItem(INSTALL_BANNER_KEY, JSON.stringify({ choice, at: now }));
  } catch {
    // Not kept: the banner is gone for this page only.
  }
}

/** Whether the banner is to be shown now, the browser having offered the install. */
export function installBannerWanted(isNative: boolean, now = Date.now()): boolean {
  const standalone = typeof matchMedia === 'function' && matchMedia('(display-mode: standalone)').matches;
  return shouldShowInstallBanner({ last: readInstallChoice(), now, canPrompt: true, isNative, standalone });
}
