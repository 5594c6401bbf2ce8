/**
 * The server's refusals a person can meet on a screen, and the few sentences saying what was done
 * (the console's actions), by key: the English sentence every client reads
 * in `message`, with `%{name}` where a value of the case goes (the same placeholders the web app's
 * translations use). The server answers `messageKey` (and `messageValues`) beside `message`, so a
 * client can say the same in its own language (the web app: `serverErrors` in src/i18n) and fall back
 * to the English sentence for a key it does not know.
 *
 * Routes and services refuse by key (`throw refuse.notFound('teamMissing')`, server/domain/refusal.ts);
 * schemas name a key in their `x-refusal`. Only the web app still recognises a sentence (`keyOf`), for
 * the spec's `errorMessage` of a refused save, an answer shape that carries no key.
 */
export const SERVER_MESSAGES = {
  // Schema validation (server/plugins/errors.ts writes these itself).
  fieldRequired: '%{field} is required.',
  fieldTooLong: '%{field} must be at most %{limit} characters.',
  fieldNotId: '%{field} must be a valid uuid.',
  fieldFormat: '%{field} must be a valid %{format}.',
  fieldPattern: '%{field} is not a value this call accepts (see /documentation).',
  fieldNotDate: '%{field} is not a valid date.',

  // Text the database cannot keep (server/services/storableText.ts): a NUL, an unpaired UTF-16 surrogate, in any input.
  textCharacterNotAllowed: '%{field} contains a character that is not allowed (%{what}). Remove it and try again.',

  // Session.
  sessionEnded: 'Your session has ended. Please sign in again.',
  notClubMember: 'You are not a member of this club.',

  // Every database connection stayed in use by other calls (server/db/fairPool.ts): 503 with Retry-After.
  serviceBusy: 'Touchline is busy with other requests. Please try again in a moment.',

  // Something an address or a selection names that is not (or no longer) there.
  teamMissing: 'This team does not exist.',
  seasonMissing: 'This season does not exist.',
  personMissing: 'This person does not exist.',
  managerMissing: 'This manager does not exist.',
  trainerMissing: 'This trainer does not exist.',
  playerMissing: 'This player does not exist.',
  playerOrSeasonMissing: 'This player or season does not exist.',
  reportMissing: 'This report does not exist.',
  skillMissing: 'This skill does not exist.',
  clubMissing: 'This club does not exist.',
  pictureMissing: 'This picture does not exist.',
  selectedTeamMissing: 'One of the selected teams does not exist.',
  selectedSeasonMissing: 'One of the selected seasons does not exist.',
  selectedPlayerMissing: 'One of the selected players does not exist.',
  selectedTrainerMissing: 'One of the selected trainers does not exist.',
  selectedPlayerNotInTeam: 'One of the selected players is not in this team.',
  selectedTrainerNotInTeam: 'One of the selected trainers is not in this team.',
  someManagersMissing: 'Some of the selected managers do not exist.',
  someTrainersMissing: 'Some of the selected trainers do not exist.',
  somePlayersMissing: 'Some of the selected players do not exist.',
  chosenTeamMissing: 'The chosen team does not exist in your club.',
  chosenPositionMissing: 'The chosen position does not exist.',
  positionMissing: 'This position does not exist.',

  // Names and addresses that must be unique.
  teamExists: 'A team with this name already exists in the club.',
  seasonExists: 'A season with this name already exists in the club.',
  skillExists: "A skill named '%{name}' already exists in the club.",
  skillNameTwice: "The name '%{name}' is given to two skills: skill names must differ.",
  skillListedTwice: "The skill '%{name}' is listed more than once.",
  emailInUse:
    'The e-mail address %{email} is already used by someone in your club. Use another address, or re-invite that person if they have not activated their account yet.',
  emailTaken: 'This e-mail address is already in use.',

  // Fields to fill in, lengths, formats.
  teamNameRequired: 'Fill in the team name.',
  seasonNameRequired: 'Fill in the season name.',
  clubNameRequired: 'Fill in the club name.',
  countryRequired: 'Choose the country from the list.',
  timeZoneUnknown: "'%{timeZone}' is not a time zone: choose one from the list, e.g. Europe/Amsterdam.",
  firstNameRequired: 'The first name is required.',
  lastNameRequired: 'The last name is required.',
  emailRequired: 'The e-mail address is required.',
  firstNameTooLong: 'The first name can have at most %{limit} characters.',
  lastNameTooLong: 'The last name can have at most %{limit} characters.',
  emailTooLong: 'The e-mail address can have at most %{limit} characters.',
  phoneTooLong: 'The phone number can have at most %{limit} characters.',
  fieldAtMost: '%{field} can be at most %{limit} characters.',
  emailNotValid: "'%{email}' is not a valid e-mail address.",

  // Importing members from a file (issue 23): the file, and each row's problems in the preview.
  importNotATable: 'This file is not a table Touchline can read. Choose a .csv file (comma or semicolon separated, with a header row) or an .xlsx file.',
  importNoRows: 'The file has no members in it: it needs a header row and one row per person.',
  importTooManyRows: 'The file has %{rows} rows; at most %{limit} can be imported at once. Split it into smaller files.',
  importTooLarge: 'The file is too large: it can be at most 10 MB.',
  personWithoutAddress: 'This member has no e-mail address of their own: they are reached through their guardians. Give them an address on their page first, then invite them.',
  importTooLargeUnpacked: 'This workbook is too large once unpacked (at most 64 MB): it holds more than a members export. Save the sheet as a .csv file, or split it into smaller files.',
  importNoFile: 'Choose a .csv or .xlsx file to import (field file).',
  importMappingNotValid: 'The mapping must be an object of column headers and fields (%{fields}).',
  importMissing: 'This import does not exist.',
  importAlreadyRun: 'This import has already been run. Upload the file again to import it once more.',
  importNoNameColumn: 'No column holds the names: map a column to the first and last name, or to the full name.',
  importNoEmailColumn: 'No column holds the e-mail addresses: map one to e-mail.',
  importShielded: 'This member is shielded (AFGESCHERMD) in the membership administration, so their name cannot be imported. Lift the shielding there or invite the person by hand.',
  importRoleUnknown: "The role '%{value}' is not Player, Trainer or Manager.",
  importBirthDateNotDate: "The birth date '%{value}' is not a date: write it as dd-mm-yyyy.",
  importTeamRequired: 'A player needs a team: the team column is empty.',
  importEmailTwice: 'The e-mail address %{email} is already on line %{line} of this file.',
  importMemberNumberTwice: 'The member number %{number} is already on line %{line} of this file.',
  importEmailOfOther: 'The e-mail address %{email} belongs to another member of your club (with another member number).',
  importGuardianIncomplete: 'Guardian %{number} needs a first and last name and a valid e-mail address to be added.',
  importTeamNotCreated: "The team '%{team}' does not exist in your club, and new teams were not to be created.",
  emailFormat: 'invalid email format',
  emailAddressNotValid: 'The email-address is not valid',
  accountEmailRequired: 'Enter the e-mail address of your account.',
  playerNeedsTeam: 'Choose the team the player joins.',
  birthDateNotValid: 'The birth date is not a valid date (it must be a past day).',
  skillNameRequired: 'Fill in the name of skill %{number} of the list.',
  skillCategoryRequired: "Fill in the category of skill '%{name}'.",
  noSkillsToSave: 'No skills to save: send the skills to add or change.',
  oneSkillActive: 'At least one skill must stay active: reports need something to score.',
  passwordTooShort: 'The password must have at least %{min} characters.',
  passwordTooCommon: 'This password is one of the most common or is too easy to guess. Choose a longer one, for example a few words that do not belong together.',
  passwordPersonal: "This password is built from your name, your e-mail address or your club's name. Choose one that others cannot guess from them.",
  passwordClubWords:
    "This password is built from words anyone at a football club tries first: a club's name, a football word (voetbal, trainer, keeper), a season or a month, 'welkom' or 'wachtwoord'. Choose one that others cannot guess, for example a few words that do not belong together.",

  // Dates.
  startAfterEnd: 'The start date cannot be after the end date.',
  reportsPerPlayerTooLow:
    "Reports per player of season '%{name}' cannot be lower than %{count}: a trainer has already completed %{count} report(s) for one player in it.",
  roundDateOutsideSeason: 'The due date of round %{round} must lie within the season (%{start} to %{end}).',
  roundDateOrder: 'The due date of round %{round} must come after that of round %{previous}.',
  roundDateNotDate: 'The due date of round %{round} is not a date.',

  // Selections.
  noTeamSelected: 'No selected team(s)',
  noPlayerSelected: 'No selected players',
  noSeasonSelected: 'No selected season(s): select the seasons to save.',
  seasonListedTwice: 'A season is listed more than once.',
  noTrainerSelected: 'No selected trainers',
  noPersonSelected: 'Select at least one person to remove.',
  ownManagerAccount: 'Selected manager(s), can not contains your account',
  ownAccount: 'You cannot remove your own account.',
  ownAccountErase: 'You cannot erase your own account.',
  trainerNotInTeam: 'This trainer is not in the team they would leave.',
  selectedTrainerNotLeaving: 'One of the selected trainers is not in the team they would leave.',

  // Pictures.
  pictureNotImage: 'This file is not a png, jpeg or jpg picture. Only png, jpeg and jpg are allowed.',
  pictureTooLarge: 'The picture is too large: it can be at most 6,000,000 bytes (about 5 MB).',
  pictureTooManyPixels: 'The picture has too many pixels: it can have at most 64 megapixels (8,000 × 8,000). Choose a smaller picture.',
  pictureEmpty: 'The picture is empty. Choose a png, jpeg or jpg picture.',
  pictureReferenceInvalid: 'The picture reference is not valid. Upload the picture again.',
  pictureGone: 'The picture does not exist (any more). Upload it again.',
  pictureUnreadable: 'The picture could not be read; the file may be damaged. Choose another picture.',
  pictureNotFound: 'The picture was not found. Please upload it again.',
  photoUnknown: 'The photo is not known. Upload it again.',
  noFileSent: 'No file was sent. Choose a png, jpeg or jpg picture.',

  // Accounts, terms and reports.
  alreadyActivated: 'This person has already activated the account: there is nothing to send again.',
  activationLinkInvalid: 'This activation link is not valid or has expired. Ask your club manager for a new invitation.',
  resetLinkInvalid: 'This password reset link is not valid or has expired. Ask for a new one with "Forgot your password?".',
  termsChanged: 'The terms and privacy have changed to version %{version}. Please read them again.',
  termsNotPublished: 'No terms and privacy have been published yet.',
  reportCompleted: 'This report is completed and can no longer be changed; a club manager can reopen it for a correction.',
  completedNotDeletable: 'A completed report cannot be deleted.',
  retentionOutOfRange: 'The retention period is a whole number of months from 1 to 120.',
  clubLanguageUnknown: "The club's e-mail language is 'en' (English) or 'nl' (Dutch).",
  personFileForbidden: "Only the club's managers and the person themselves may see this person's file.",
  reopenBlocked:
    'The trainer has an open report on this player in this season: it must be completed or deleted before this one is reopened.',

  // Guardians, consent and release (issue 25).
  guardianLimit: 'A player can have at most two guardians. Remove one before adding another.',
  guardianTwice: 'This person is already a guardian of this player.',
  guardianOtherRole: "The e-mail address %{email} is the player's own. A guardian needs an address of their own.",
  guardianMissing: 'This guardian does not exist.',
  consentByGuardian: 'Until the player is 16, a guardian gives this consent.',
  consentByPlayer: 'This player is 16 or older and gives this consent themself.',
  consentNotClub: 'Consent is given by the player (16 or older) or a guardian, not by the club.',
  roundMissing: 'Round %{round} does not exist in this season.',
  playerNotTrained: 'This player is not in a team you train.',
  saveSkillMissing: 'A skill of this save does not exist in the club.',
  scoreOutOfRange: "The score of '%{name}' must be from 1 to 10 in steps of 0.5 (it was %{score}).",
  commentTooLong: "The comment on '%{name}' is %{length} characters long; keep it to %{limit} at most.",
  commentNeedsScore: "Give '%{name}' a score to keep its comment.",
  feedbackTooLong: 'The feedback must be at most %{limit} characters.',
  skillNoLongerInSet: "The skill '%{name}' is no longer in the club's skill set.",
  reportUnscored: 'Score every skill before completing the report; still without a score: %{skills}.',
  reportFilterUnknown: "The filter '%{filter}' is not known: use 'completed' or 'open'.",
  termsOwnAccountOnly: 'You can only accept the terms and privacy for your own account.',
  unsubscribeLinkInvalid: 'This unsubscribe link is not valid. Open the link of the e-mail itself, or change your e-mails after signing in.',
  loginFailed: 'login or password incorrect',
  noPersonWithRole: 'There is no %{role} with this id in your club.',
  photoOwnOnly: 'You can only upload your own profile photo.',
  pictureNotMultipart: 'Send the picture as multipart/form-data with one file.',
  teamIdInvalid: "'%{value}' is not a team id. Send team ids separated by commas, or nothing for every team.",
  teamFilterInvalid: 'The team filter holds something that is not a team id. Send team ids separated by commas, or nothing for every team.',
  teamIdsInvalid: "'%{teamIds}' is not a team id or a list of them. Send team ids separated by commas, or nothing for every team.",

  // Skills.
  skillIdListedTwice: 'A skill is listed more than once.',

  // Seasons' rounds.
  roundsPerSeasonOne: 'The season asks for 1 report per player: give a due date for rounds 1 to 1.',
  roundsPerSeason: 'The season asks for %{count} reports per player: give a due date for rounds 1 to %{count}.',

  // Next season planned (issue 37): a season that has started is not planned, its players are moved.
  seasonStartedMovePlayers: 'This season has started: move the players instead of planning them.',

  // The club itself, and the development outbox.
  theClubMissing: 'The club does not exist.',
  noSuchCall: 'There is no %{method} %{path}.',
  outboxMailMissing: 'This e-mail is not in the outbox.',

  // The operator's batch import (admin calls).
  batchNotMultipart: 'Send the batch as multipart/form-data with the file in the field batchData.',
  batchUnexpectedField: "Unexpected file field '%{field}': use batchData.",
  batchFileMissing: 'Choose a batch data file (field batchData).',
  batchTargetRequired: 'Choose a club, a season and a team.',
  batchTargetMissing: 'That team does not exist in that club and season.',
  batchTooLarge: 'The batch data file is too large: it can be at most %{limit} bytes.',
  batchUnreadable: 'The form could not be read. Send the batch as multipart/form-data with the fields clubId, seasonId, teamId and the file batchData.',
  uploadUnreadable: 'The upload could not be read. Send the picture as multipart/form-data with one file.',
  mailNotDelivered: 'The e-mail could not be delivered (%{reason}). Please try again later.',

  // Too many attempts (services/rateLimits.ts): 429 until the window ends.
  signInBlockedOneMinute: 'Too many failed sign-in attempts. Please wait 1 minute and try again, or reset your password.',
  signInBlocked: 'Too many failed sign-in attempts. Please wait %{minutes} minutes and try again, or reset your password.',
  resetBlockedOneMinute: 'Too many password reset requests. Please wait 1 minute and try again.',
  resetBlocked: 'Too many password reset requests. Please wait %{minutes} minutes and try again.',
  invitationNotDelivered: "The invitation was saved, but the e-mail could not be delivered (%{reason}). Use 'Invite again' to send it once more.",

  // The operators' console (issue 24): its set-up link and the simple-REST query of /admin/rest.
  operatorSetupLinkInvalid: 'This set-up link is not valid any more. Ask another operator for a new one (npm run operator:create).',
  operatorEmailInvalid: "'%{email}' is not an e-mail address.",
  operatorExists: 'There is already an operator with the address %{email}.',
  operatorCodeWrong: 'That code is not right. Enter the 6-digit code your authenticator app shows now.',
  operatorCodeUsed: 'That code has been used already. Wait for the next one.',
  operatorLoginFailed: 'The e-mail address, password or code is not right.',
  consolePersonMissing: 'There is no such person.',
  consoleMailMissing: 'There is no such e-mail.',
  consoleClubMissing: 'There is no such club.',
  consoleAlreadyActivated: 'This person has already activated the account: there is no invitation to send again.',
  consoleInvitationNotDelivered: 'The invitation e-mail could not be delivered (%{reason}). It is in the mail list to send again.',
  consoleMailNotDelivered: 'The e-mail could not be delivered (%{reason}). Try again later.',
  // What a console action did (its answer, ActionDone in contract/operators.ts).
  consoleInvitationResent: 'The invitation was sent again to %{email}.',
  consoleSessionsEnded: 'Every session of %{email} has ended.',
  consoleUnblocked: '%{email} may sign in again.',
  consoleMailResent: 'The e-mail was sent again to %{recipient}.',
  // An e-mail with an activation or reset link is resent as a new link for its person (issue 41).
  consolePasswordResetResent: 'A new password reset link was sent to %{email}.',
  consoleMailLinkGone: 'The person this link was for is no longer in a club: there is no link to send again.',
  consoleResetNotPossible: '%{email} has no active account (any more): there is no password to reset.',
  countryCodeInvalid: 'The country must be a two-letter country code, e.g. NL.',
  restParameterNotJson: 'The %{parameter} parameter must be JSON, e.g. %{shape}.',
  restSortInvalid: 'The sort parameter must be a field and ASC or DESC, e.g. %{shape}.',
  restSortUnknown: "%{resource} cannot be sorted by '%{field}'. Sort by one of: %{fields}.",
  restRangeInvalid: 'The range parameter must be two row numbers, the first not after the last, e.g. [0,24].',
  restPageTooLarge: 'A page can have at most %{limit} rows.',
  restFilterNotObject: 'The filter parameter must be a JSON object, e.g. {"q":"anna"}.',
  restFilterQNotText: 'The full-text filter q must be text.',
  restFilterUnknown: "%{resource} cannot be filtered by '%{field}'. Filter by q or one of: %{fields}.",
  restFilterTooManyValues: 'A filter can list at most %{limit} values.',
  restFilterNotText: 'The filter %{name} must be text.',
  restRecordMissing: 'There is no such %{resource} record.',
} as const;

export type ServerMessageKey = keyof typeof SERVER_MESSAGES;

/** The values a keyed message carries, by placeholder name. */
export type ServerMessageValues = Record<string, string>;

/** The placeholder names of a template: 'Fill in %{a} and %{b}.' gives 'a' | 'b'. */
type PlaceholdersOf<Template extends string> = Template extends `${string}%{${infer Name}}${infer Rest}` ? Name | PlaceholdersOf<Rest> : never;

/** The values a key's sentence needs, one per placeholder (none for a sentence without any). */
export type ServerMessageValuesOf<Key extends ServerMessageKey> = { [Name in PlaceholdersOf<(typeof SERVER_MESSAGES)[Key]>]: string };

/** The English sentence of a key with its values filled in. */
export function englishMessage(key: ServerMessageKey, values: ServerMessageValues = {}): string {
  return fillIn(SERVER_MESSAGES[key], values);
}

/** A template with its `%{name}` placeholders replaced; a value not given leaves the placeholder. */
export function fillIn(template: string, values: ServerMessageValues): string {
  return template.replace(/%\{(\w+)\}/g, (whole, name: string) => values[name] ?? whole);
}

/** A sentence recognised: its key, and the values of its placeholders. */
export interface KeyedMessage {
  messageKey: ServerMessageKey;
  messageValues?: ServerMessageValues;
}

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** Each template as a whole-sentence pattern; a placeholder met again must repeat its first value. */
function patternOf(template: string): RegExp {
  const seen = new Set<string>();
  const source = template
    .split(/(%\{\w+\})/)
    .map((part) => {
      const name = /^%\{(\w+)\}$/.exec(part)?.[1];
      if (!name) return escape(part);
      if (seen.has(name)) return `\\k<${name}>`;
      seen.add(name);
      return `(?<${name}>.+?)`;
    })
    .join('');
  return new RegExp(`^${source}$`, 's');
}

// The most fixed templates first (fewest placeholders): a template with more placeholders must not claim
// a sentence a more particular one describes ('%{field} must be at most %{limit} characters.' and
// 'The feedback must be at most %{limit} characters.').
const placeholders = (template: string) => template.split('%{').length - 1;
const MATCHERS = (Object.entries(SERVER_MESSAGES) as [ServerMessageKey, string][])
  .map(([key, template]) => ({ key, pattern: patternOf(template), fixed: !template.includes('%{'), rank: placeholders(template) }))
  .sort((a, b) => a.rank - b.rank);

/**
 * The key of a refusal's English sentence (contract/serverMessages.ts), with the values it carries;
 * undefined for a sentence that has no key (it still reaches the person, in English).
 */
export function keyOf(message: string): KeyedMessage | undefined {
  for (const { key, pattern, fixed } of MATCHERS) {
    const match = pattern.exec(message);
    if (!match) continue;
    return fixed ? { messageKey: key } : { messageKey: key, messageValues: { ...match.groups } };
  }
  return undefined;
}
