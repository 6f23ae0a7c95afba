import i18n from 'i18next';
import { initReactI18next } from 'react-i18next';
// The texts the first pages show (the build leaves the later sections out: text-sections.ts);
// tests get the whole file.
import it from './locales/it.json?sections=first';

// Italian is the language and the fallback; texts are bundled, so initialisation is synchronous.
void i18n.use(initReactI18next).init({
  lng: 'it',
  fallbackLng: 'it',
  resources: { it: { translation: it } },
  interpolation: { escapeValue: false },
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
