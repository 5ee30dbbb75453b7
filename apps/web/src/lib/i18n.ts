import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import { tr } from '../locales/tr';

/** The one language of the product; resources are bundled, so initialisation is synchronous. */
export const i18n = i18next.createInstance();

void i18n.use(initReactI18next).init({
  lng: 'tr',
  fallbackLng: 'tr',
  resources: { tr: { translation: tr } },
  initAsync: false,
  interpolation: { escapeValue: false }, // React escapes already.
  returnNull: false,
});
