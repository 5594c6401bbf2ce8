import { sql, type Kysely } from 'kysely';
import type { DB } from '../db/schema.js';
import type { Season } from '../../contract/schemas.js';
import { currentSeasonId, dateToApi, todayUtc } from '../services/seasons.js';

/** The club's seasons, oldest first, with the derived isCurrent flag and amountOfCompleted. */
export async function listSeasons(db: Kysely<DB>, clubId: string, today = todayUtc()): Promise<Season[]> {
  const rows = await db
    .selectFrom('seasons as s')
    .select((eb) => [
      's.id',
      's.name',
      's.report_frequency',
      's.start_date',
      's.end_date',
      // The highest number of completed reports of any (player, trainer) pair in the season:
      // the lowest value the season's report frequency can be set to.
      eb.fn
        .coalesce(
          eb
            .selectFrom(
              eb
                .selectFrom('reports as r')
                .select(sql<number>`count(*)::int`.as('completed'))
                .whereRef('r.season_id', '=', 's.id')
                .where('r.status', '=', 'Completed')
                .groupBy(['r.player_id', 'r.trainer_id'])
                .as('pair'),
            )
            .select(sql<number>`max(pair.completed)::int`.as('most')),
          sql<number>`0`,
        )
        .as('amount_of_completed'),
    ])
    .where('s.club_id', '=', clubId)
    .orderBy('s.start_date')
    .orderBy('s.name')
    .execute();
  const current = currentSeasonId(
    rows.map((r) => ({ id: r.id, startDate: r.start_date, endDate: r.end_date })),
    today,
  );
  return rows.map((r) => ({
    id: r.id,
    seasonName: r.name,
    isCurrent: r.id === current,
    reportFrequency: r.report_frequency,
    startDate: dateToApi(r.start_date),
    endDate: dateToApi(r.end_date),
    amountOfCompleted: r.amount_of_completed,
  }));
}

/** Whether the season exists in the club: another club's season behaves as one that does not exist. */
export async function seasonBelongsToClub(db: Kysely<DB>, clubId: string, seasonId: string): Promise<boolean> {
  const row = await db
    .selectFrom('seasons')
    .select('id')
    .where('id', '=', seasonId)
    .where('club_id', '=', clubId)
    .executeTakeFirst();
  return row !== undefined;
}
