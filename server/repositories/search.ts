import { sql, type Kysely, type RawBuilder } from 'kysely';
import { Type } from 'typebox';
import { Nullable, selectRows } from './rawRows.js';
import type { DB } from '../db/schema.js';
import type { SearchResult } from '../../contract/people.js';
import { photoUrl } from './photos.js';

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
 * of each, people first. The names are matched on their stored folded form (search_name, "first
 * last" for people: it contains the first and the last name too), which a trigram index serves.
 */
export async function searchClub(db: Kysely<DB>, clubId: string, key: string): Promise<SearchResult[]> {
  const words = key.trim().replace(/\s+/g, ' ');
  if (!words) return [];
  const pattern = folded(containsPattern(words));
  const people = await selectRows(db, Type.Object({
    id: Type.String(),
    role: Type.Union([Type.Literal('Manager'), Type.Literal('Trainer'), Type.Literal('Player')]),
    first_name: Type.String(),
    last_name: Type.String(),
    photo_id: Nullable(Type.String()),
  }), sql`
      SELECT p.id, p.role, p.first_name, p.last_name, p.photo_id
      FROM people p
      WHERE p.club_id = ${clubId} AND p.removed_at IS NULL
        AND p.search_name LIKE ${pattern}
      ORDER BY lower(p.first_name), lower(p.last_name), p.id
      LIMIT ${SEARCH_LIMIT}`);
  const teams = await selectRows(db, Type.Object({
    id: Type.String(),
    name: Type.String(),
    division: Type.String(),
    logo_photo_id: Nullable(Type.String()),
  }), sql`
      SELECT t.id, t.name, t.division, t.logo_photo_id
      FROM teams t
      WHERE t.club_id = ${clubId} AND t.removed_at IS NULL AND t.search_name LIKE ${pattern}
      ORDER BY lower(t.name), t.id
      LIMIT ${SEARCH_LIMIT}`);
  return [
    ...people.map((p) => ({
      userId: p.id,
      role: p.role,
      firstName: p.first_name,
      lastName: p.last_name,
      userPicture: photoUrl(p.photo_id),
    })),
    ...teams.map((t) => ({
      userId: t.id,
      role: 'Team' as const,
      firstName: t.name,
      lastName: t.division,
      userPicture: photoUrl(t.logo_photo_id),
    })),
  ];
}
