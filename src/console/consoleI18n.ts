import polyglotI18nProvider from 'ra-i18n-polyglot';
import englishMessages from 'ra-language-english';
import en from './en';
import enPublic from '../i18n/enPublic';

/**
 * The console's texts: react-admin's own and the console's, English at once, Dutch loaded when chosen
 * (react-admin's Dutch is the app's, src/i18n/nl.ts). The server's messages by key (`serverErrors`,
 * e.g. what an action did) are the app's, so the console says them as the club screens do.
 */
export const consoleI18nProvider = polyglotI18nProvider(
  (locale) => {
    if (locale === 'nl') {
      return Promise.all([import('./nl'), import('../i18n/nl')]).then(([own, app]) => ({
        ra: app.raDutch, serverErrors: app.default.serverErrors, ...own.default,
      }));
    }
    return { ...englishMessages, serverErrors: enPublic.serverErrors, ...en };
  },
  'en',
  [{ locale: 'en', name: 'English' }, { locale: 'nl', name: 'Nederlands' }],
);
