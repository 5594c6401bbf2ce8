import { ZxcvbnFactory } from '@zxcvbn-ts/core';
import * as common from '@zxcvbn-ts/language-common';
import type { PasswordOwner } from '../repositories/people.js';

/**
 * Which passwords are refused beyond the checklist's length: the most common ones ("password",
 * "12345678", "Welkom01") and those built from the person's own name, e-mail address or club, which
 * anyone who knows the person tries first. zxcvbn (the kept strength estimator) scores a password 0–4
 * by the guesses an attacker needs, using a list of the most used passwords and the person's own words.
 */
const estimator = new ZxcvbnFactory({ dictionary: { ...common.dictionary }, graphs: common.adjacencyGraphs });

/** Below this score a password is refused (1: "too guessable", under 10^6 guesses). */
const MIN_SCORE = 2;
/** A password built from the person's own words must be stronger than that (3: "safely unguessable" offline would be 4). */
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

/** Whether the password is the owner's words with little more than digits and signs around them. */
function isMostlyOwnWords(password: string, words: string[]): boolean {
  let rest = password.toLowerCase();
  let found = false;
  for (const word of [...words].sort((a, b) => b.length - a.length)) {
    if (!rest.includes(word)) continue;
    found = true;
    rest = rest.split(word).join(' ');
  }
  return found && (rest.match(/\p{L}/gu)?.length ?? 0) < MIN_OTHER_LETTERS;
}

/** The reason a password is refused, as a key of contract/serverMessages.ts; undefined when it may be used. */
export function passwordWeakness(password: string, owner?: PasswordOwner): 'passwordPersonal' | 'passwordTooCommon' | undefined {
  const words = owner ? ownWords(owner) : [];
  const result = estimator.check(password, words);
  const usesOwnWords = result.sequence.some((match) => 'dictionaryName' in match && match.dictionaryName === 'userInputs');
  if ((usesOwnWords && result.score < MIN_SCORE_WITH_OWN_WORDS) || isMostlyOwnWords(password, words)) return 'passwordPersonal';
  if (result.score < MIN_SCORE) return 'passwordTooCommon';
  return undefined;
}
