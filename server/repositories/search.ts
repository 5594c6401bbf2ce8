import { sql, type Kysely, type RawBuilder } from 'kysely';
import { Type } from 'typebox';
import { Nullable, selectRows } from './rawRows.js';
import type { DB } from '../db/schema.js';
import type { SearchResult } from '../../contract/people.js';
import { photoUrl } from './photos.js';
import { infixField } from '../../contract/personName.js';

/**
 * Case- and accent-insensitive form of a text, in SQL: the database's fold_text() (migration 0007), the
 * one definition the stored search names are generated with. Apply it to both sides of a match.
 */
export function folded(text: RawBuilder<unknown> | string): RawBuilder<string> {
  return sql<string>`fold_text((${text})::text)`;
}

/** LIKE pattern matching the text anywhere, with the user's % and _ taken literally. */
const containsPattern = (key: string) => `%${key.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

export const SEARCH_LIMIT = 25;

/**
 * The header search of one club: people (not removed) whose first, last or full name contains the
 * key, and teams whose name contains it (role 'Team', userId = the team id). At most SEARCH_LIMIT
 * of each, people first. The names are matched on their stored folded form (search_name: the shown
 * name "first infix last", and "first last" too when there is an infix, migration 0025; it contains
 * the first and the last name), which a trigram index serves. A person answers their infix.
 */
export async function searchClub(db: Kysely<DB>, clubId: string, key: string): Promise<SearchResult[]> {
  const words = key.trim().replace(/\s+/g, ' ');
  if (!words) return [];
  const pattern = folded(containsPattern(words));
  // One statement for people and teams: the search runs on every key typed in the header.
  const found = await selectRows(db, Type.Object({
    id: Type.String(),
    role: Type.Union([Type.Literal('Manager'), Type.Literal('Trainer'), Type.Literal('Player'), Type.Literal('Team')]),
    first_name: Type.String(),
    infix: Nullable(Type.String()),
    last_name: Type.String(),
    photo_id: Nullable(Type.String()),
  }), sql`
      SELECT id, role, first_name, infix, last_name, photo_id FROM (
      (SELECT 0 AS part, lower(p.first_name) AS first_key, lower(p.last_name) AS second_key,
              p.id, p.role, p.first_name, p.infix, p.last_name, p.photo_id
       FROM people p
       WHERE p.club_id = ${clubId} AND p.removed_at IS NULL AND p.search_name LIKE ${pattern}
       -- people_name_order (migration 0011) serves this order: a common key stops after 25 matches.
       ORDER BY lower(p.first_name), lower(p.last_name), p.id
       LIMIT ${SEARCH_LIMIT})
      UNION ALL
      (SELECT 1, lower(t.name), '', t.id, 'Team', t.name, NULL, t.division, t.logo_photo_id
       FROM teams t
       WHERE t.club_id = ${clubId} AND t.removed_at IS NULL AND t.search_name LIKE ${pattern}
       ORDER BY lower(t.name), t.id
       LIMIT ${SEARCH_LIMIT})
      ) found
      -- People first, each part in its own order (at most twice 25 rows to sort).
      ORDER BY part, first_key, second_key, id`);
  return found.map((f) => ({
    userId: f.id,
    role: f.role,
    firstName: f.first_name,
    ...infixField(f.infix),
    lastName: f.last_name,
    userPicture: photoUrl(f.photo_id),
  }));
}
