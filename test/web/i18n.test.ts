import { describe, expect, it, vi } from 'vitest';
import englishMessages from 'ra-language-english';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import en from '../../src/i18n/en';
import nl, { raDutch } from '../../src/i18n/nl';
import { createI18nProvider, LOCALE_KEY } from '../../src/providers/i18nProvider';

/** Every leaf of a nested catalogue as 'a.b.c' → text. */
const leaves = (catalogue: object, prefix = ''): Map<string, unknown> => {
  const result = new Map<string, unknown>();
  for (const [key, value] of Object.entries(catalogue)) {
    const path = prefix ? `${prefix}.${key}` : key;
    if (value && typeof value === 'object') for (const [k, v] of leaves(value, path)) result.set(k, v);
    else result.set(path, value);
  }
  return result;
};

// The spec's messages.json (the texts the spec fixes word for word), from shared/ beside the project.
const spec = JSON.parse(readFileSync(path.resolve(process.cwd(), '../shared/spec/messages.json'), 'utf8')) as {
  messages: Record<string, string>;
  keysToTranslate: { keys: string[] };
  sidebar: string[];
};

const english = leaves(en);
const dutch = leaves(nl);
const specMessages = Object.entries(spec.messages);

describe('catalogues', () => {
  it.each(specMessages)('English has the spec text of %s word for word', (key, text) => {
    expect(english.get(key)).toBe(text);
    expect([...english.values()]).toContain(text);
  });

  it.each(specMessages)('Dutch has a real translation of %s', (key, text) => {
    const value = dutch.get(key);
    expect(typeof value).toBe('string');
    expect((value as string).trim()).not.toBe('');
    if (key !== 'header.roleLabel') expect(value).not.toBe(text); // 'Manager' is Dutch too
  });

  it.each(spec.keysToTranslate.keys)('%s is a sentence in both languages', (key) => {
    for (const catalogue of [english, dutch]) {
      const value = catalogue.get(key);
      expect(typeof value).toBe('string');
      expect(value).not.toBe(key);
      expect((value as string).split(' ').length).toBeGreaterThan(2);
    }
    expect(dutch.get(key)).not.toBe(english.get(key));
  });

  it("the season page's rules speak as the settings page's spec messages, in both languages", () => {
    for (const catalogue of [english, dutch]) {
      expect(catalogue.get('validationerror.mandatoryfield')).toBe(catalogue.get('season.settings.mandatory'));
      expect(catalogue.get('validationerror.overlapdate')).toBe(catalogue.get('season.settings.dateOrder'));
    }
    expect(english.get('validationerror.mandatoryfield')).toBe('Please filled all the input');
    expect(english.get('validationerror.overlapdate')).toBe('Start date can not more than end date');
  });

  it("Dutch speaks in one register: je/jij, never the formal u, and 'Geen … geselecteerd' for every empty selection", () => {
    for (const [key, value] of dutch) {
      expect(`${key}: ${value}`).not.toMatch(/(^|[\s'"(])(u|uw|U|Uw)([\s,.?!)]|$)/);
    }
    const emptySelections = ['remove.noManager', 'remove.noTeam', 'seasonPage.noSelection', 'teamDetail.noSelectedPlayers',
      'teamDetail.noSelectedTrainers', 'people.trainers.noneSelected', 'people.players.noneSelected'];
    for (const key of emptySelections) expect(dutch.get(key), key).toMatch(/^Geen .+ geselecteerd$/);
  });

  it('Dutch has exactly the keys of English, none empty', () => {
    expect([...dutch.keys()].sort()).toEqual([...english.keys()].sort());
    for (const [key, value] of dutch) expect(`${key}: ${String(value).trim()}`).not.toBe(`${key}: `);
  });

  it("Dutch covers every react-admin key of ra-language-english", () => {
    const ra = leaves(englishMessages.ra);
    const raNl = leaves(raDutch);
    expect([...raNl.keys()].sort()).toEqual([...ra.keys()].sort());
    expect(raNl.get('auth.logout')).toBe('Uitloggen');
  });

  it('has the sidebar names in both languages', () => {
    const names = ['overview', 'managers', 'seasons', 'teams', 'trainers', 'players', 'settings'];
    expect(names.map((name) => english.get(`menu.${name}`))).toEqual(spec.sidebar);
    expect(names.map((name) => dutch.get(`menu.${name}`))).toEqual([
      'Overzicht', 'Managers', 'Seizoenen', 'Teams', 'Trainers', 'Spelers', 'Instellingen',
    ]);
  });
});

describe('i18nProvider', () => {
  it('starts in English, translates app and react-admin keys', () => {
    const i18n = createI18nProvider();
    expect(i18n.getLocale()).toBe('en');
    expect(i18n.translate('notFound')).toBe('This page does not exist.');
    expect(i18n.translate('ra.auth.logout')).toBe('Logout');
    expect(i18n.getLocales?.()).toEqual([
      { locale: 'en', name: 'English' },
      { locale: 'nl', name: 'Nederlands' },
    ]);
  });

  it('switches to Dutch, keeps the choice in localStorage and a new provider starts in Dutch', async () => {
    const i18n = createI18nProvider();
    await i18n.changeLocale('nl');
    expect(i18n.translate('notFound')).toBe('Deze pagina bestaat niet.');
    expect(localStorage.getItem(LOCALE_KEY)).toBe('nl');

    const afterReload = createI18nProvider();
    expect(afterReload.getLocale()).toBe('nl');
    expect(afterReload.translate('footer.poweredBy')).toBe('Mogelijk gemaakt door');
  });

  it('ignores an unknown stored locale', () => {
    localStorage.setItem(LOCALE_KEY, 'fr');
    expect(createI18nProvider().getLocale()).toBe('en');
  });
});

describe("the managers' English texts, loaded with the managers' app", () => {
  it('are their own namespaces: no part of the public texts is hidden under them', async () => {
    const [{ default: enPublic }, { default: enManagers }] = await Promise.all([import('../../src/i18n/enPublic'), import('../../src/i18n/enManagers')]);
    expect(Object.keys(enPublic).filter((key) => key in enManagers)).toEqual([]);
  });

  it('reach a provider made before the managers’ app loaded, once it builds its phrases again', async () => {
    // Fresh modules: the app as /login starts it, before ManagerApp.tsx ran.
    vi.resetModules();
    const catalogues = await import('../../src/i18n/catalogues');
    const { createI18nProvider: freshProvider } = await import('../../src/providers/i18nProvider');
    const provider = freshProvider();
    expect(provider.translate('login.signIn')).toBe('Sign in');
    expect(provider.translate('menu.overview')).toBe('menu.overview');

    catalogues.addManagerTexts((await import('../../src/i18n/enManagers')).default);
    const rebuilt = provider.withManagerTexts!();
    expect(rebuilt).toBeInstanceOf(Promise);
    await rebuilt;
    expect(provider.translate('menu.overview')).toBe('Overview');
    expect(provider.translate('login.signIn')).toBe('Sign in');
    // Built with them: nothing more to wait for, and a provider made now has them from the start.
    expect(provider.withManagerTexts!()).toBeUndefined();
    expect(freshProvider().translate('menu.overview')).toBe('Overview');
  });
});
