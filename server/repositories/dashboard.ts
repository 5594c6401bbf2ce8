import { sql, type Kysely } from 'kysely';
import type { DB } from '../db/schema.js';

/** The club's team, trainer and player counts (active people and teams not removed). */
export async function dashboardTotals(db: Kysely<DB>, clubId: string) {
  const row = await db
    .selectNoFrom((eb) => [
      eb
        .selectFrom('teams')
        .select(sql<number>`count(*)::int`.as('n'))
        .where('club_id', '=', clubId)
        .where('removed_at', 'is', null)
        .as('team'),
      ...(['Trainer', 'Player'] as const).map((role) =>
        eb
          .selectFrom('people')
          .select(sql<number>`count(*)::int`.as('n'))
          .where('club_id', '=', clubId)
          .where('role', '=', role)
          .where('status', '=', 'active')
          .where('removed_at', 'is', null)
          .as(role === 'Trainer' ? 'trainer' : 'player'),
      ),
    ])
    .executeTakeFirstOrThrow();
  return { team: row.team ?? 0, trainer: row.trainer ?? 0, player: row.player ?? 0 };
}
