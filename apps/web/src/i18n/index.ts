import { formatItalianInteger } from '@spesa/domain';
import i18n, { type FormatFunction } from 'i18next';
import { initReactI18next } from 'react-i18next';
// The texts the first pages show (the build leaves the later sections out: text-sections.ts);
// tests get the whole file.
import it from './locales/it.json?sections=first';

/** The texts' values that are counts or points: written with the thousands grouped ('1.250 punti'); ids, years and codes never. */
const countKeys = new Set(['count', 'points', 'used', 'max', 'capacity', 'booked', 'total']);

/** Every interpolated count goes through the one Italian integer formatter (issue 19: thousands separators everywhere). */
export const formatTextValue: FormatFunction = (value, _format, _lng, options) =>
  typeof value === 'number' && Number.isSafeInteger(value) && countKeys.has(String(options?.interpolationkey))
    ? formatItalianInteger(value)
    : value;

// Italian is the language and the fallback; texts are bundled, so initialisation is synchronous.
void i18n.use(initReactI18next).init({
  lng: 'it',
  fallbackLng: 'it',
  resources: { it: { translation: it } },
  interpolation: { escapeValue: false, alwaysFormat: true, format: formatTextValue },
  initAsync: false,
  // i18next otherwise writes an advertisement in every shopper's browser console.
  showSupportNotice: false,
});

let later: Promise<void> | null = null;

/**
 * The texts of the screens no first page shows (registration, profile, orders, checkout, back
 * office), fetched once: the routes of those screens and the shell's drawers wait for them.
 */
export function loadLaterTexts(): Promise<void> {
  later ??= import('./locales/it.json?sections=later').then(
    ({ default: texts }) => void i18n.addResourceBundle('it', 'translation', texts, true, true),
    (error: unknown) => {
      // A failed download (offline a moment) is tried again by the next screen that asks.
      later = null;
      throw error;
    },
  );
  return later;
}

/** `load()`'s module once the later texts are there too: for the `lazy` of a route or a component. */
export function withLaterTexts<T>(load: () => Promise<T>): () => Promise<T> {
  return () => Promise.all([load(), loadLaterTexts()]).then(([module]) => module);
}

export { i18n };
