import enPublic from './enPublic';
import type { AppMessages, ManagerMessages, PublicMessages } from './en';

/**
 * The app's own texts per language (src/i18n), for the i18nProvider and for code outside react-admin's
 * translate (the API client's sentences, the server's messages). English of the public pages is part of
 * the app's first script, the managers' English comes with the managers' app (addManagerTexts); Dutch
 * is loaded whole when it is chosen, or at start when it was chosen before (issue 13: /login in English
 * carries neither). The i18nProvider loads a language here before it switches to it.
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

/**
 * The texts every page can use (the server's refusals, the outage sentence) in a language, English
 * while that language is not loaded yet.
 */
export const appTexts = (locale: CatalogueLocale): PublicMessages => (locale === 'nl' && dutch ? dutch.app : enPublic);

let managerEnglish: ManagerMessages | undefined;

/** The managers' app's English texts, handed over by ManagerApp.tsx when its script has loaded. */
export const addManagerTexts = (texts: ManagerMessages): void => {
  managerEnglish = texts;
};

/** Whether the managers' English texts are here (their app has loaded). */
export const hasManagerTexts = (): boolean => managerEnglish !== undefined;

/** The app's English texts: the public pages', and the managers' once their app has loaded. */
export const englishTexts = (): PublicMessages | AppMessages => (managerEnglish ? { ...enPublic, ...managerEnglish } : enPublic);
