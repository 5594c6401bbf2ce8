import en, { type AppMessages } from './en';

/**
 * The app's own texts per language (src/i18n), for code outside react-admin's translate (the API
 * client's sentences, the server's messages). English is part of the app's first script; Dutch is
 * loaded when it is chosen, or at start when it was chosen before (issue 13: /login in English does
 * not carry the Dutch texts). The i18nProvider loads a language here before it switches to it.
 */
export type CatalogueLocale = 'en' | 'nl';

export interface DutchTexts {
  app: AppMessages;
  /** react-admin's own texts in Dutch (its `ra` namespace). */
  ra: Record<string, unknown>;
}

let dutch: DutchTexts | undefined;

/** Loads a language's texts (once); English is always there. */
export async function loadLanguage(locale: CatalogueLocale): Promise<void> {
  if (locale === 'nl' && !dutch) {
    const module = await import('./nl');
    dutch = { app: module.default, ra: module.raDutch };
  }
}

/** Whether a language's texts are loaded. */
export const isLanguageLoaded = (locale: CatalogueLocale): boolean => locale === 'en' || dutch !== undefined;

/** The Dutch texts, once loaded. */
export const dutchTexts = (): DutchTexts | undefined => dutch;

/** The app's texts in a language, English while that language is not loaded yet. */
export const appTexts = (locale: CatalogueLocale): AppMessages => (locale === 'nl' && dutch ? dutch.app : en);
