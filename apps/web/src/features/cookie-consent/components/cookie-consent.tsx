import { lazy, Suspense } from 'react';
import { useCookieConsent } from '../utils/consent-store';

const CookieConsentBar = lazy(() => import('./cookie-consent-bar'));

/** The cookie bar, downloaded only when the shopper has to choose (or asked to change the choice). */
export function CookieConsent() {
  const { needed, editing } = useCookieConsent();
  if (!needed && !editing) return null;
  return (
    <Suspense fallback={null}>
      <CookieConsentBar startWithOptions={editing} />
    </Suspense>
  );
}
