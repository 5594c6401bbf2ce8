/**
 * Reading the values of a member file's cells: a full name split into its Dutch parts, birth dates
 * as Dutch exports write them, and the roles of English, Dutch and Sportlink files.
 */

/** Name parts written in lower case between a first and last name (Dutch, and the common foreign ones). */
const INFIX_WORDS = new Set([
  'van', 'der', 'den', 'de', 'het', "'t", 't', 'te', 'ter', 'ten', 'in', 'op', 'onder', 'over', 'voor', 'uit', 'uijt', 'aan', 'bij',
  'la', 'le', 'les', 'du', 'des', 'da', 'di', 'del', 'della', 'dos', 'das', 'von', 'vom', 'zu', 'zum', 'el', 'al', "d'", "l'",
]);

export interface NameParts {
  firstName: string;
  infix: string | null;
  lastName: string;
}

/**
 * 'Bram van der Berg' → Bram / van der / Berg; 'Berg, Bram van der' (last name first, as some exports
 * write it) → the same. The infix is the run of known lower-case name parts before the last name.
 */
export function splitName(full: string): NameParts {
  const comma = full.indexOf(',');
  if (comma > 0) {
    const lastName = full.slice(0, comma).trim();
    const [firstName = '', ...rest] = full.slice(comma + 1).trim().split(/\s+/).filter(Boolean);
    return { firstName, infix: rest.join(' ') || null, lastName };
  }
  const words = full.trim().split(/\s+/).filter(Boolean);
  if (words.length < 2) return { firstName: words[0] ?? '', infix: null, lastName: '' };
  const firstName = words[0]!;
  let end = 1;
  while (end < words.length - 1 && INFIX_WORDS.has(words[end]!.toLowerCase())) end++;
  const infix = words.slice(1, end).join(' ') || null;
  return { firstName, infix, lastName: words.slice(end).join(' ') };
}

const DUTCH_DATE = /^(\d{1,2})[-/.](\d{1,2})[-/.](\d{4})$/;
const ISO_DATE = /^(\d{4})-(\d{1,2})-(\d{1,2})$/;

/**
 * A birth date as yyyy-mm-dd, or null when the text is no date. Dutch exports write dd-mm-yyyy (also
 * with / or .), .xlsx date cells arrive as yyyy-mm-dd.
 */
export function parseBirthDate(text: string): string | null {
  const dutch = DUTCH_DATE.exec(text);
  const iso = dutch ? null : ISO_DATE.exec(text);
  const [year, month, day] = dutch ? [dutch[3], dutch[2], dutch[1]] : iso ? [iso[1], iso[2], iso[3]] : [];
  if (!year) return null;
  const date = new Date(Date.UTC(Number(year), Number(month) - 1, Number(day)));
  if (date.getUTCFullYear() !== Number(year) || date.getUTCMonth() !== Number(month) - 1 || date.getUTCDate() !== Number(day)) return null;
  if (Number(year) < 1900) return null;
  return date.toISOString().slice(0, 10);
}

export type ImportRole = 'Player' | 'Trainer' | 'Manager';

/**
 * A role cell: Player/Trainer/Manager in English or Dutch, and Sportlink's team roles (Teamspeler →
 * Player; trainer, coach and leader roles → Trainer). Undefined: not a role Touchline knows.
 */
export function parseRole(text: string): ImportRole | undefined {
  const key = text.toLowerCase().replace(/[^a-z]/g, '');
  if (PLAYER_ROLES.has(key)) return 'Player';
  if (MANAGER_ROLES.has(key)) return 'Manager';
  if (/(trainer|coach|leider|begeleider)/.test(key)) return 'Trainer';
  return undefined;
}

// Made once, not per cell: a file of 5,000 rows asks for a role 5,000 times.
const PLAYER_ROLES = new Set(['player', 'speler', 'teamspeler', 'spelerteam', 'keeper', 'doelman', 'aanvoerder']);
const MANAGER_ROLES = new Set(['manager', 'clubmanager', 'beheerder', 'bestuurder', 'bestuurslid', 'administrator']);

/** Sportlink shows a member with privacy shielding under this name instead of their own. */
export const SHIELDED = 'afgeschermd';
export const isShielded = (text: string | null | undefined): boolean =>
  // Most names are not the marker: compare only when the length can match (no copy of every name).
  !!text && text.length >= SHIELDED.length && text.trim().toLowerCase() === SHIELDED;
