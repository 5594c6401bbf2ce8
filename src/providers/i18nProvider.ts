import polyglotI18nProvider from 'ra-i18n-polyglot';
import englishMessages from 'ra-language-english';
import { mergeTranslations, type I18nProvider, type TranslationMessages } from 'react-admin';
import { LOCALE_KEY } from '../../contract/prerenderedPages';
import { rememberLocaleForPages } from './localeCookie';
import { dutchTexts, englishTexts, hasManagerTexts, isLanguageLoaded, loadLanguage } from '../i18n/catalogues';

/**
 * English (default) and Dutch. The choice lives in localStorage under its own key, not in
 * react-admin's store, so it survives a reload and a logout (which clears that store).
 */
export { LOCALE_KEY };
export const LOCALES = [
  { locale: 'en', name: 'English' },
  { locale: 'nl', name: 'Nederlands' },
] as const;
export type LocaleCode = (typeof LOCALES)[number]['locale'];
export const DEFAULT_LOCALE: LocaleCode = 'en';

const isLocale = (value: unknown): value is LocaleCode => LOCALES.some((entry) => entry.locale === value);

/**
 * The browser's language, when it is one of ours (navigator.languages in the person's order: 'nl-NL'
 * is Dutch); English otherwise, and in the build's prerender, which has no browser.
 */
export const browserLocale = (): LocaleCode => {
  if (typeof document === 'undefined' || typeof navigator === 'undefined') return DEFAULT_LOCALE;
  const asked = navigator.languages?.length ? navigator.languages : [navigator.language];
  for (const tag of asked) {
    const language = tag?.toLowerCase().split('-')[0];
    if (isLocale(language)) return language;
  }
  return DEFAULT_LOCALE;
};

/**
 * The app's language: the person's choice once made (issue 37: the choice wins), until then the
 * browser's, so a browser set to Dutch gets Dutch pages on the first visit.
 */
export const storedLocale = (): LocaleCode => {
  try {
    const value = localStorage.getItem(LOCALE_KEY);
    return isLocale(value) ? value : browserLocale();
  } catch {
    return browserLocale();
  }
};

const storeLocale = (locale: string) => {
  rememberLocaleForPages(locale);
  try {
    localStorage.setItem(LOCALE_KEY, locale);
  } catch {
    // storage unavailable (private mode): the choice lasts until reload
  }
};

/** English messages: react-admin's and the app's (the managers' once their app has loaded). */
const englishCatalogue = (): TranslationMessages => ({ ...englishMessages, ...englishTexts() }) as TranslationMessages;

let dutchCatalogue: TranslationMessages | undefined;

/** Dutch messages (loaded before use), English underneath for any react-admin key the Dutch `ra` lacks. */
function dutchMessages(): TranslationMessages {
  const texts = dutchTexts();
  if (!texts) throw new Error('The Dutch texts are not loaded');
  dutchCatalogue ??= {
    ...englishCatalogue(),
    ...texts.app,
    // react-admin's own texts key by key: any the Dutch `ra` lacks stays English.
    ra: mergeTranslations({ ra: englishMessages.ra }, { ra: texts.ra }).ra,
  } as unknown as TranslationMessages;
  return dutchCatalogue;
}

const messagesOf = (locale: LocaleCode): TranslationMessages => (locale === 'nl' ? dutchMessages() : englishCatalogue());

/**
 * The i18nProvider, with `ready` when the stored language's texts are still loading (Dutch is its own
 * script, issue 13): until it settles the provider speaks English, and App.tsx shows nothing yet.
 */
export type AppI18nProvider = I18nProvider & {
  ready?: Promise<void>;
  /**
   * Once the managers' app has handed over its English texts (src/i18n/catalogues.ts), a provider made
   * before that builds its phrases again: the promise of that, or undefined when they are in already.
   */
  withManagerTexts?: () => Promise<void> | undefined;
};

export interface I18nProviderOptions {
  /** The language to start in instead of the person's (a page of its own language, e.g. the privacy export). */
  locale?: LocaleCode;
  /**
   * Whether a change of language is the app's (remembered in localStorage and the pages' cookie; the
   * default) or only this provider's: a page that speaks another language than the app's leaves it as it was.
   */
  remember?: boolean;
}

export const createI18nProvider = ({ locale, remember = true }: I18nProviderOptions = {}): AppI18nProvider => {
  const wanted = locale ?? storedLocale();
  if (remember) rememberLocaleForPages(wanted);
  const start = isLanguageLoaded(wanted) ? wanted : DEFAULT_LOCALE;
  // Whether the phrases in use were built with the managers' texts there.
  let builtWithManagerTexts = false;
  let managerTextsIncluded: Promise<void> | undefined;
  const phrases = (code: LocaleCode) => {
    builtWithManagerTexts = hasManagerTexts();
    return messagesOf(code);
  };
  const base = polyglotI18nProvider(
    (locale) => {
      const code = isLocale(locale) ? locale : DEFAULT_LOCALE;
      return isLanguageLoaded(code) ? phrases(code) : loadLanguage(code).then(() => phrases(code));
    },
    start,
    [...LOCALES],
    { allowMissing: true },
  );
  return {
    ...base,
    // A language that cannot load (no connection) leaves the app in English.
    ready: start === wanted ? undefined : base.changeLocale(wanted).catch(() => undefined),
    withManagerTexts: () => {
      if (managerTextsIncluded || builtWithManagerTexts) return managerTextsIncluded;
      managerTextsIncluded = base
        .changeLocale(base.getLocale())
        .catch(() => undefined)
        .finally(() => {
          managerTextsIncluded = undefined;
        });
      return managerTextsIncluded;
    },
    changeLocale: async (locale: string, options?: unknown) => {
      if (!isLocale(locale)) throw new Error(`Unsupported locale: ${locale}`);
      await base.changeLocale(locale, options);
      if (remember) storeLocale(locale);
    },
  };
};
