import { sql, type Kysely } from 'kysely';
import type { DB } from '../../db/schema.js';
import { type Team, TeamOverviewRow } from '../../../contract/clubStructure.js';
import { selectRows } from '../rawRows.js';
import { photoUrl } from '../photos.js';
import { keptPrepared } from '../../db/keptPrepared.js';
import { naturallyOrdered } from '../../domain/naturalOrder.js';

/**
 * The club's teams: listing, finding, naming, removing, and the overview with each team's members
 * counted (memberships.ts holds who is in which team; the database keeps the counts, migration
 * 0021). Progress counts every player not removed and the active trainers (see reports/progress.ts).
 */

export async function listTeams(db: Kysely<DB>, clubId: string): Promise<Team[]> {
  const rows = await db
    .selectFrom('teams')
    .select(['id', 'name', 'division', 'logo_photo_id'])
    .where('club_id', '=', clubId)
    .where('removed_at', 'is', null)
    .orderBy('name')
    .execute();
  // JO8-1 before JO10-1 (issue 37).
  return naturallyOrdered(rows, (t) => t.name).map((t) => ({ id: t.id, teamName: t.name, division: t.division, logoClub: photoUrl(t.logo_photo_id) }));
}

/** The team id when it is one of the club's teams (removed ones too), else null: what an audit entry may name. */
export async function ownTeamOrNull(db: Kysely<DB>, clubId: string, teamId: string | null | undefined): Promise<string | null> {
  if (!teamId) return null;
  const team = await db.selectFrom('teams').select('id').where('id', '=', teamId).where('club_id', '=', clubId).executeTakeFirst();
  return team?.id ?? null;
}

/** The club's team (not removed); another club's id behaves as a missing one. */
export async function findTeam(db: Kysely<DB>, clubId: string, teamId: string) {
  return db
    .selectFrom('teams')
    .select(['id', 'name', 'division', 'logo_photo_id'])
    .where('id', '=', teamId)
    .where('club_id', '=', clubId)
    .where('removed_at', 'is', null)
    .executeTakeFirst();
}

export async function teamNameTaken(db: Kysely<DB>, clubId: string, name: string, exceptId?: string): Promise<boolean> {
  let query = db
    .selectFrom('teams')
    .select('id')
    .where('club_id', '=', clubId)
    .where('removed_at', 'is', null)
    // The same comparison as the unique index teams_name_unique (migration 0004).
    .where(sql`lower(btrim(name))`, '=', name.trim().toLowerCase());
  if (exceptId) query = query.where('id', '!=', exceptId);
  return (await query.executeTakeFirst()) !== undefined;
}

export async function insertTeam(
  db: Kysely<DB>,
  clubId: string,
  team: { name: string; division: string; logoPhotoId: string | null },
): Promise<string> {
  const row = await db
    .insertInto('teams')
    .values({ club_id: clubId, name: team.name, division: team.division, logo_photo_id: team.logoPhotoId })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

export async function updateTeam(
  db: Kysely<DB>,
  clubId: string,
  teamId: string,
  team: { name: string; division: string; logoPhotoId?: string | null },
): Promise<void> {
  await db
    .updateTable('teams')
    .set({
      name: team.name,
      division: team.division,
      ...(team.logoPhotoId !== undefined ? { logo_photo_id: team.logoPhotoId } : {}),
    })
    .where('id', '=', teamId)
    .where('club_id', '=', clubId)
    .execute();
}

/**
 * Soft-deletes the teams and ends their open memberships (trainers and players become team-less);
 * reports keep their team. Call inside a transaction. Answers how many of `ids` were the club's.
 */
export async function removeTeams(db: Kysely<DB>, clubId: string, ids: readonly string[]): Promise<number> {
  const removed = await db
    .updateTable('teams')
    .set({ removed_at: new Date() })
    .where('club_id', '=', clubId)
    .where('removed_at', 'is', null)
    .where('id', 'in', [...ids])
    .returning('id')
    .execute();
  if (removed.length > 0) {
    await db
      .updateTable('team_memberships')
      .set({ ended_at: new Date() })
      .where('ended_at', 'is', null)
      .where(
        'team_id',
        'in',
        removed.map((r) => r.id),
      )
      .execute();
  }
  return removed.length;
}

/** How many of `ids` are teams of the club (not removed). */
export async function countClubTeams(db: Kysely<DB>, clubId: string, ids: readonly string[]): Promise<number> {
  if (ids.length === 0) return 0;
  const row = await db
    .selectFrom('teams')
    .select(sql<number>`count(*)::int`.as('n'))
    .where('club_id', '=', clubId)
    .where('removed_at', 'is', null)
    .where('id', 'in', [...ids])
    .executeTakeFirstOrThrow();
  return row.n;
}

/**
 * GetTeamOverviewByClubId: every live team of the club with its members and its progress in the
 * season, in one statement that reads the club's live teams and, per team by key, its kept line-up
 * (member counts, head trainer with name and photo: migration 0021) and the season's team_progress
 * row. The rows come out as the answer's rows (photo addresses made), ready for the route's schema.
 *
 * It reads no membership and no person: aggregating the club's open memberships and joining its
 * people on each build cost most of the call's 7.6 ms at 10,000 players on PostgreSQL
 * (docs/benchmarks.md, "The team overview at 10,000 players").
 */
export async function teamOverview(db: Kysely<DB>, clubId: string, seasonId: string | undefined): Promise<TeamOverviewRow[]> {
  const rows = await selectRows(db, TeamOverviewRow, sql`${keptPrepared}
    SELECT t.id, t.name AS "teamName", t.division,
           CASE WHEN t.logo_photo_id IS NULL THEN NULL ELSE '/photos/' || t.logo_photo_id::text END AS "logoClub",
           coalesce(l.trainers, 0) AS "totalTrainer",
           l.head_trainer_id AS "topTrainerId",
           l.head_trainer_name AS "topTrainerName",
           CASE WHEN l.head_trainer_photo_id IS NULL THEN NULL ELSE '/photos/' || l.head_trainer_photo_id::text END AS "topTrainerPicture",
           ${seasonId ? sql`coalesce(tp.percent, 0)` : sql`0`} AS "overallProgress",
           coalesce(l.players, 0) AS "totalPlayer"
    FROM teams t
    LEFT JOIN team_line_ups l ON l.club_id = ${clubId} AND l.team_id = t.id
    ${seasonId ? sql`LEFT JOIN team_progress tp ON tp.season_id = ${seasonId} AND tp.team_id = t.id` : sql``}
    WHERE t.club_id = ${clubId} AND t.removed_at IS NULL
    ORDER BY t.name`);
  // JO8-1 before JO10-1 (issue 37).
  return naturallyOrdered(rows, (row) => row.teamName);
}

