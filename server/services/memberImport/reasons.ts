import { fillIn, keyOf, type ServerMessageKey } from '../../../contract/serverMessages.js';
import type { Language } from '../../domain/language.js';

/**
 * The reasons a row cannot be imported, in Dutch, for the file of rows in error (issue 37: the manager
 * downloads it from a Dutch preview and it said every reason in English). The web app says the same
 * keys from src/i18n/nl.ts `serverErrors`, which the server cannot import (architecture: the server
 * imports only contract/); test/server/memberImport.test.ts holds these equal to that catalogue's.
 * A row's reasons are stored as the English sentences of their keys (say(), messages.ts), so a
 * sentence is recognised by its key here when the file is written, whatever run wrote it.
 */
export const DUTCH_REASONS = {
  importShielded: 'Dit lid is afgeschermd (AFGESCHERMD) in de ledenadministratie, dus de naam kan niet worden geïmporteerd. Hef de afscherming daar op of nodig de persoon met de hand uit.',
  importRoleUnknown: "De rol '%{value}' is geen speler, trainer of manager.",
  importBirthDateNotDate: "De geboortedatum '%{value}' is geen datum: schrijf hem als dd-mm-jjjj.",
  importTeamRequired: 'Een speler heeft een team nodig: de teamkolom is leeg.',
  importEmailTwice: 'Het e-mailadres %{email} staat al op regel %{line} van dit bestand.',
  importMemberNumberTwice: 'Het lidnummer %{number} staat al op regel %{line} van dit bestand.',
  importEmailOfOther: 'Het e-mailadres %{email} hoort bij een ander lid van je club (met een ander lidnummer).',
  importGuardianIncomplete: 'Ouder/verzorger %{number} heeft een voor- en achternaam en een geldig e-mailadres nodig om te worden toegevoegd.',
  importTeamNotCreated: "Het team '%{team}' bestaat niet in je club, en nieuwe teams zouden niet worden aangemaakt.",
  firstNameRequired: 'De voornaam is verplicht.',
  lastNameRequired: 'De achternaam is verplicht.',
  emailRequired: 'Het e-mailadres is verplicht.',
  firstNameTooLong: 'De voornaam mag hoogstens %{limit} tekens hebben.',
  lastNameTooLong: 'De achternaam mag hoogstens %{limit} tekens hebben.',
  emailTooLong: 'Het e-mailadres mag hoogstens %{limit} tekens hebben.',
  phoneTooLong: 'Het telefoonnummer mag hoogstens %{limit} tekens hebben.',
  emailNotValid: "'%{email}' is geen geldig e-mailadres.",
} satisfies Partial<Record<ServerMessageKey, string>>;

/** A row's reason (its English sentence) in a language; a sentence of no known key stays as it is. */
export function reasonIn(language: Language, sentence: string): string {
  if (language === 'en') return sentence;
  const known = keyOf(sentence);
  const template = known && (DUTCH_REASONS as Partial<Record<ServerMessageKey, string>>)[known.messageKey];
  return template ? fillIn(template, known.messageValues ?? {}) : sentence;
}
