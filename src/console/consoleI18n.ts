import polyglotI18nProvider from 'ra-i18n-polyglot';
import englishMessages from 'ra-language-english';
import en from './en';

/**
 * The console's texts: react-admin's own and the console's, English at once, Dutch loaded when chosen
 * (react-admin's Dutch is the app's, src/i18n/nl.ts).
 */
export const consoleI18nProvider = polyglotI18nProvider(
  (locale) => {
    if (locale === 'nl') {
      return Promise.all([import('./nl'), import('../i18n/nl')]).then(([own, app]) => ({ ra: app.raDutch, ...own.default }));
    }
    return { ...englishMessages, ...en };
  },
  'en',
  [{ locale: 'en', name: 'English' }, { locale: 'nl', name: 'Nederlands' }],
);
