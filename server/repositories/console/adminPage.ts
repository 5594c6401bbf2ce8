import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema.js';
import { naturallyOrdered } from '../../domain/naturalOrder.js';

/**
 * The platform operator's reads across clubs (the admin page). Everything else in the repositories
 * is confined to one club; these are not, and only the operator's calls use them.
 */

/** Every club on the platform, by name. */
export async function listAllClubs(db: Kysely<DB>) {
  return db.selectFrom('clubs').select(['id', 'name as clubName']).orderBy('name').orderBy('id').execute();
}

/** A club's seasons, oldest first. */
export async function listSeasonsOfClub(db: Kysely<DB>, clubId: string) {
  return db
    .selectFrom('seasons')
    .select(['id', 'name', 'start_date', 'end_date'])
    .where('club_id', '=', clubId)
    .orderBy('start_date')
    .execute();
}

/** The teams (not removed) of the club a season belongs to, by name. */
export async function listTeamsOfSeasonClub(db: Kysely<DB>, seasonId: string) {
  const rows = await db
    .selectFrom('teams as t')
    .innerJoin('seasons as s', 's.club_id', 't.club_id')
    .select(['t.id', 't.name as teamName'])
    .where('s.id', '=', seasonId)
    .where('t.removed_at', 'is', null)
    .orderBy('t.name')
    .execute();
  // JO8-1 before JO10-1 (issue 37).
  return naturallyOrdered(rows, (row) => row.teamName);
}

/** Whether the team (not removed) and the season both belong to the club: the target of a batch upload. */
/** The batch upload's live team of the club, when the season is the club's too: its name, else undefined. */
export async function batchTargetTeam(db: Kysely<DB>, target: { clubId: string; seasonId: string; teamId: string }): Promise<string | undefined> {
  const row = await db
    .selectFrom('teams as t')
    .innerJoin('seasons as s', 's.club_id', 't.club_id')
    .select('t.name')
    .where('t.id', '=', target.teamId)
    .where('t.removed_at', 'is', null)
    .where('s.id', '=', target.seasonId)
    .where('t.club_id', '=', target.clubId)
    .executeTakeFirst();
  return row?.name;
}
