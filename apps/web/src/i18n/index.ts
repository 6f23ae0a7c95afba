import i18n from 'i18next';
import { initReactI18next } from 'react-i18next';
import it from './locales/it.json';

// Italian is the language and the fallback; texts are bundled, so initialisation is synchronous.
void i18n.use(initReactI18next).init({
  lng: 'it',
  fallbackLng: 'it',
  resources: { it: { translation: it } },
  interpolation: { escapeValue: false },
  initAsync: false,
});

export { i18n };
