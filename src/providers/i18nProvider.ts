import polyglotI18nProvider from 'ra-i18n-polyglot';
import englishMessages from 'ra-language-english';
import type { I18nProvider, TranslationMessages } from 'react-admin';
import en from '../i18n/en';
import nl, { raDutch } from '../i18n/nl';

/**
 * English (default) and Dutch. The choice lives in localStorage under its own key, not in
 * react-admin's store, so it survives a reload and a logout (which clears that store).
 */
export const LOCALE_KEY = 'touchline.locale';
export const LOCALES = [
  { locale: 'en', name: 'English' },
  { locale: 'nl', name: 'Nederlands' },
] as const;
export type LocaleCode = (typeof LOCALES)[number]['locale'];
export const DEFAULT_LOCALE: LocaleCode = 'en';

const isLocale = (value: unknown): value is LocaleCode => LOCALES.some((entry) => entry.locale === value);

export const storedLocale = (): LocaleCode => {
  try {
    const value = localStorage.getItem(LOCALE_KEY);
    return isLocale(value) ? value : DEFAULT_LOCALE;
  } catch {
    return DEFAULT_LOCALE;
  }
};

const storeLocale = (locale: string) => {
  try {
    localStorage.setItem(LOCALE_KEY, locale);
  } catch {
    // storage unavailable (private mode): the choice lasts until reload
  }
};

/** English messages: react-admin's and the app's. */
export const englishCatalogue = { ...englishMessages, ...en } as TranslationMessages;

/** Dutch messages, English underneath for any react-admin key the Dutch `ra` lacks. */
export const dutchCatalogue = {
  ...englishCatalogue,
  ...nl,
  ra: mergeDeep(englishMessages.ra as Record<string, unknown>, raDutch),
} as unknown as TranslationMessages;

function mergeDeep(base: Record<string, unknown>, over: Record<string, unknown>): Record<string, unknown> {
  const result: Record<string, unknown> = { ...base };
  for (const [key, value] of Object.entries(over)) {
    const under = result[key];
    result[key] =
      value && typeof value === 'object' && under && typeof under === 'object'
        ? mergeDeep(under as Record<string, unknown>, value as Record<string, unknown>)
        : value;
  }
  return result;
}

export const catalogues: Record<LocaleCode, TranslationMessages> = { en: englishCatalogue, nl: dutchCatalogue };

export const createI18nProvider = (): I18nProvider => {
  const base = polyglotI18nProvider(
    (locale) => catalogues[isLocale(locale) ? locale : DEFAULT_LOCALE],
    storedLocale(),
    [...LOCALES],
    { allowMissing: true },
  );
  return {
    ...base,
    changeLocale: async (locale: string, options?: unknown) => {
      if (!isLocale(locale)) throw new Error(`Unsupported locale: ${locale}`);
      await base.changeLocale(locale, options);
      storeLocale(locale);
    },
  };
};
