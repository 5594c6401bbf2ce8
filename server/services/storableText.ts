import { refuse } from '../domain/refusal.js';

/**
 * Text the database cannot keep as sent, refused for every string of every call in one place:
 * - NUL (U+0000): PostgreSQL refuses it in text and jsonb, so it would fail the call with a 500;
 * - an unpaired UTF-16 surrogate (JSON allows "\ud800"): it has no UTF-8 form, so the database
 *   driver would silently store U+FFFD instead, and a name would change without anyone knowing.
 * In a `u` regular expression a well-formed surrogate pair is one code point, so \p{Cs} matches
 * only the unpaired halves.
 */
const FORBIDDEN = /(\u0000)|(\p{Cs})/u;

/** What is wrong with `text`, in words, or undefined when it can be stored as sent. */
export function forbiddenCharacter(text: string): string | undefined {
  const match = FORBIDDEN.exec(text);
  if (!match) return undefined;
  return match[1] !== undefined ? 'NUL' : 'an unpaired UTF-16 surrogate';
}

/**
 * Refuses (400, by key: textCharacterNotAllowed) `value` when a string in it, or a key, holds text the
 * database cannot keep, naming where (`root`, then the path). The one refusal of every input: the input
 * guards (parameters, query string, JSON body of every call) and the inputs read after them (the JSON
 * of the console's filter, sort and range parameters).
 */
export function refuseForbiddenText(value: unknown, root: string): void {
  const found = findForbiddenText(value, root);
  if (found) throw refuse.badRequest('textCharacterNotAllowed', { field: found.field, what: found.what });
}

/**
 * The first string (value or key) in `value` that the database cannot keep, with its path
 * (`players[2].firstName`). Walks with an explicit stack: a deeply nested JSON body must not
 * exhaust the call stack.
 */
export function findForbiddenText(value: unknown, root: string): { field: string; what: string } | undefined {
  const stack: Array<{ value: unknown; path: string }> = [{ value, path: root }];
  while (stack.length > 0) {
    const { value: current, path } = stack.pop()!;
    if (typeof current === 'string') {
      const what = forbiddenCharacter(current);
      if (what) return { field: path, what };
    } else if (Array.isArray(current)) {
      for (let i = current.length - 1; i >= 0; i--) stack.push({ value: current[i], path: `${path}[${i}]` });
    } else if (current !== null && typeof current === 'object') {
      for (const [key, item] of Object.entries(current).reverse()) {
        const keyProblem = forbiddenCharacter(key);
        if (keyProblem) return { field: `A field name in ${path || 'the request'}`, what: keyProblem };
        stack.push({ value: item, path: path ? `${path}.${key}` : key });
      }
    }
  }
  return undefined;
}
