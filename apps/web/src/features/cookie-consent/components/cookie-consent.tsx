import { useCookieConsent } from '../utils/consent-store';
import CookieConsentBar from './cookie-consent-bar';

/**
 * The cookie bar, when the shopper has to choose (or asked to change the choice). Part of the
 * shell's first download: on a first visit it is the largest text on a phone's screen, so waiting
 * for its own download would hold back the page's largest paint.
 */
export function CookieConsent() {
  const { needed, editing } = useCookieConsent();
  if (!needed && !editing) return null;
  return <CookieConsentBar startWithOptions={editing} />;
}
