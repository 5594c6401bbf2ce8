import { sql, type Kysely } from 'kysely';
import { Type } from 'typebox';
import type { DB } from '../../db/schema.js';
import { selectRows } from '../rawRows.js';
import { clubScope, scopeCounts } from '../clubs/clubScope.js';

const Totals = Type.Object({ team: Type.Number(), trainer: Type.Number(), player: Type.Number() });

/**
 * The club's team, trainer and player counts: the same scope as the club overview panel with every
 * team (clubScope.ts), so the totals and that panel show one number, and the people lists as many rows
 * (players: the active and the invited view together).
 */
export async function dashboardTotals(db: Kysely<DB>, clubId: string) {
  const rows = await selectRows(db, Totals, sql`WITH ${clubScope(clubId, [])} SELECT ${scopeCounts}`);
  return rows[0]!;
}
