import { ZxcvbnFactory } from '@zxcvbn-ts/core';
import * as common from '@zxcvbn-ts/language-common';
import * as dutch from '@zxcvbn-ts/language-nl-be';
import type { PasswordOwner } from '../repositories/accounts/passwords.js';
import { CLUB_PASSWORD_WORDS } from './clubPasswordWords.js';

/**
 * Which passwords are refused beyond the checklist's length: the most common ones ("password",
 * "12345678"), those built from the person's own name, e-mail address or club, which anyone who knows
 * the person tries first, and those built from the words anyone at a football club tries first
 * ("Voetbal123", "Ajax2026!", "Welkom2026": issue 41). zxcvbn (the kept strength estimator) scores a
 * password 0–4 by the guesses an attacker needs, using the most used passwords, Dutch words and names
 * (@zxcvbn-ts/language-nl-be), the club words and the person's own words.
 *
 * The server checks; the web app only shows the spec's checklist (length, a digit or sign) and says the
 * server's refusal by its key, so the dictionaries never reach the browser.
 */
const estimator = new ZxcvbnFactory({
  dictionary: { ...common.dictionary, ...dutch.dictionary, clubWords: [...CLUB_PASSWORD_WORDS] },
  graphs: common.adjacencyGraphs,
});

/** The club words as whole words in a password (three letters or more: "az" would be found everywhere). */
const CLUB_WORDS_FOUND = CLUB_PASSWORD_WORDS.filter((word) => word.length >= 3);

/** Below this score a password is refused (1: "too guessable", under 10^6 guesses). */
const MIN_SCORE = 2;
/** A password built from the person's own words, or from club words, must be stronger than that (3: "safely unguessable" offline would be 4). */
const MIN_SCORE_WITH_OWN_WORDS = 3;

/** The words of the owner an attacker would try: names with and without spaces, the e-mail's parts, the club's name. */
function ownWords({ firstName, lastName, email, clubName }: PasswordOwner): string[] {
  const [local = '', domain = ''] = email.toLowerCase().split('@');
  const phrases = [firstName, lastName, clubName, local, domain.split('.')[0] ?? ''];
  const words = phrases.flatMap((phrase) => [phrase, phrase.replace(/[\s._-]+/g, ''), ...phrase.split(/[\s._-]+/)]);
  return [...new Set(words.map((word) => word.trim().toLowerCase()).filter((word) => word.length >= 3))];
}

/** Letters a password must have besides the owner's own words ("SanneDeBoer1" has none). */
const MIN_OTHER_LETTERS = 5;

/** Whether the password is these words with little more than digits and signs around them. */
function isMostlyWords(password: string, words: readonly string[]): boolean {
  let rest = password.toLowerCase();
  let found = false;
  for (const word of [...words].sort((a, b) => b.length - a.length)) {
    if (!rest.includes(word)) continue;
    found = true;
    rest = rest.split(word).join(' ');
  }
  return found && (rest.match(/\p{L}/gu)?.length ?? 0) < MIN_OTHER_LETTERS;
}

/** Why a password is refused: a key of contract/serverMessages.ts, which the web app says in the person's language. */
export type PasswordWeakness = 'passwordPersonal' | 'passwordClubWords' | 'passwordTooCommon';

/**
 * The reason a password is refused; undefined when it may be used. `owner` is the person choosing it
 * (their names, e-mail address and club: at activation and at a reset, and an operator's address at
 * the console's set-up); without it only the common, Dutch and club words count.
 */
export function passwordWeakness(password: string, owner?: PasswordOwner): PasswordWeakness | undefined {
  const words = owner ? ownWords(owner) : [];
  const result = estimator.check(password, words);
  const uses = (dictionary: string) => result.sequence.some((match) => 'dictionaryName' in match && match.dictionaryName === dictionary);
  const weakWith = (dictionary: string) => uses(dictionary) && result.score < MIN_SCORE_WITH_OWN_WORDS;
  if (weakWith('userInputs') || isMostlyWords(password, words)) return 'passwordPersonal';
  if (weakWith('clubWords') || isMostlyWords(password, [...CLUB_WORDS_FOUND, ...words])) return 'passwordClubWords';
  if (result.score < MIN_SCORE) return 'passwordTooCommon';
  return undefined;
}
