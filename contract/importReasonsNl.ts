import type { ServerMessageKey } from './serverMessages.js';

/**
 * The reasons a row of the members' import cannot be imported, in Dutch (issue 37): the web app's
 * Dutch catalogue (src/i18n/nl.ts, `serverErrors`) says them in the preview, and the server writes
 * them into the file of rows in error (server/services/memberImport/reasons.ts), which the manager
 * downloads from a Dutch preview. One place for both, since the server imports only contract/.
 */
export const IMPORT_REASONS_NL = {
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
