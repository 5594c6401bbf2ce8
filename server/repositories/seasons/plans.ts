import { sql, type Kysely } from 'kysely';
import { Type } from 'typebox';
import type { DB } from '../../db/schema.js';
import { PlannedPlayer, PlannedTeamSize, type SeasonPlanState } from '../../../contract/clubStructure.js';
import { currentSeasonId } from '../../domain/seasons.js';
import { selectRows } from '../rawRows.js';
import { findClubSeason } from './seasons.js';
import { lockClubPlayers } from '../teams/placement.js';
import { movePlayersToTeam } from '../teams/memberships.js';

/**
 * Next season planned, not applied (issue 37; migration 0027, docs/decisions.md "Next season is
 * planned"). A season's plan is rows of `season_plans` (player → team); it changes no membership until
 * it takes effect (`applySeasonPlan`), when the season becomes the current one (the scheduler) or a
 * manager applies it now. Every read leaves out removed players and removed teams; applying skips them.
 */

export interface PlanSeason {
  id: string;
  name: string;
  startDate: string;
  state: SeasonPlanState;
}

/**
 * The club's season `seasonId` with where it stands on `today`: 'planning' when it is not the current
 * season and has not started (a board's move is planned), 'current', or 'past'. Undefined for a season
 * that is not the club's. With `lock`, the season's row is locked (FOR NO KEY UPDATE: reports written
 * in the season still go on) so planning, clearing and applying the season's plan run one after another.
 */
export async function planSeason(db: Kysely<DB>, clubId: string, seasonId: string, today: string, lock = false): Promise<PlanSeason | undefined> {
  if (!(await findClubSeason(db, clubId, seasonId, { lock }))) return undefined;
  const seasons = await db.selectFrom('seasons').select(['id', 'name', 'start_date', 'end_date']).where('club_id', '=', clubId).execute();
  const season = seasons.find((s) => s.id === seasonId.toLowerCase())!;
  const current = currentSeasonId(seasons.map((s) => ({ id: s.id, startDate: s.start_date, endDate: s.end_date })), today);
  const state: SeasonPlanState = season.id === current ? 'current' : season.start_date > today ? 'planning' : 'past';
  return { id: season.id, name: season.name, startDate: season.start_date, state };
}

/** The season's planned players (live players in live teams), by name. */
export async function plannedPlayers(db: Kysely<DB>, clubId: string, seasonId: string): Promise<PlannedPlayer[]> {
  return selectRows(db, PlannedPlayer, sql`
    SELECT sp.player_id AS "userId", t.id AS "teamId", t.name AS "teamName"
    FROM season_plans sp
    JOIN people p ON p.id = sp.player_id AND p.removed_at IS NULL
    JOIN teams t ON t.id = sp.team_id AND t.removed_at IS NULL
    WHERE sp.club_id = ${clubId} AND sp.season_id = ${seasonId}
    ORDER BY p.first_name, p.last_name, p.id`);
}

/**
 * Every live team of the club with its players now and as planned: its players now who are not
 * planned into another team, plus the players planned into it. A plan row of a removed player or team
 * counts for nothing (the player stays where they are).
 */
export async function plannedTeamSizes(db: Kysely<DB>, clubId: string, seasonId: string): Promise<PlannedTeamSize[]> {
  return selectRows(db, PlannedTeamSize, sql`
    WITH plan AS (
      SELECT sp.player_id, sp.team_id
      FROM season_plans sp
      JOIN people p ON p.id = sp.player_id AND p.removed_at IS NULL
      JOIN teams t ON t.id = sp.team_id AND t.removed_at IS NULL
      WHERE sp.club_id = ${clubId} AND sp.season_id = ${seasonId}
    ),
    now AS (
      SELECT m.person_id, m.team_id
      FROM team_memberships m JOIN people p ON p.id = m.person_id AND p.removed_at IS NULL
      WHERE m.club_id = ${clubId} AND m.role = 'Player' AND m.ended_at IS NULL
    ),
    planned AS (
      SELECT coalesce(plan.team_id, now.team_id) AS team_id
      FROM now FULL JOIN plan ON plan.player_id = now.person_id
    )
    SELECT t.id AS "teamId", t.name AS "teamName",
           (SELECT count(*) FROM now WHERE now.team_id = t.id)::int AS now,
           (SELECT count(*) FROM planned WHERE planned.team_id = t.id)::int AS planned
    FROM teams t
    WHERE t.club_id = ${clubId} AND t.removed_at IS NULL
    ORDER BY t.name, t.id`);
}

/** How many players the season's plan holds (removed players and teams left out). */
export async function plannedCount(db: Kysely<DB>, clubId: string, seasonId: string): Promise<number> {
  return (await plannedPlayers(db, clubId, seasonId)).length;
}

/**
 * Plans the players into the team for the season; a player planned before gets the new team (the
 * unique index on season and player holds "one planned team per player per season" when two managers
 * plan at once). The caller has checked team and players are the club's. Call in a transaction.
 */
export async function planPlayers(db: Kysely<DB>, clubId: string, seasonId: string, teamId: string, playerIds: readonly string[], now: Date): Promise<void> {
  if (playerIds.length === 0) return;
  await db
    .insertInto('season_plans')
    .values(playerIds.map((player_id) => ({ club_id: clubId, season_id: seasonId, player_id, team_id: teamId, planned_at: now })))
    .onConflict((conflict) => conflict.columns(['season_id', 'player_id']).doUpdateSet((eb) => ({ team_id: eb.ref('excluded.team_id'), planned_at: eb.ref('excluded.planned_at') })))
    .execute();
}

/** Takes the players (all, without `playerIds`) out of the season's plan; answers how many rows went. */
export async function unplanPlayers(db: Kysely<DB>, clubId: string, seasonId: string, playerIds?: readonly string[]): Promise<number> {
  if (playerIds && playerIds.length === 0) return 0;
  let query = db.deleteFrom('season_plans').where('club_id', '=', clubId).where('season_id', '=', seasonId);
  if (playerIds) query = query.where('player_id', 'in', [...playerIds]);
  const result = await query.executeTakeFirst();
  return Number(result.numDeletedRows);
}

/**
 * The plan takes effect: each planned player (live, in a live team) moves to their planned team with
 * the move of Team/MovePlayers (migration 0007's and 0021's triggers keep stored progress and line-ups
 * right in this transaction), and every plan row of the season is deleted, those of removed players or
 * teams too. Idempotent: the rows are locked first, so a second run (another server's scheduler, the
 * manager's call) waits and then finds none. Answers how many players moved and how many were skipped.
 * Call in a transaction, with the season's row locked (planSeason's `lock`).
 */
export async function applySeasonPlan(db: Kysely<DB>, clubId: string, seasonId: string): Promise<{ moved: number; skipped: number }> {
  const rows = await selectRows(db, Type.Object({ player_id: Type.String(), team_id: Type.String(), live: Type.Boolean() }), sql`
    SELECT sp.player_id, sp.team_id,
           (t.removed_at IS NULL AND t.club_id = sp.club_id) AS live
    FROM season_plans sp JOIN teams t ON t.id = sp.team_id
    WHERE sp.club_id = ${clubId} AND sp.season_id = ${seasonId}
    ORDER BY sp.player_id
    FOR UPDATE OF sp`);
  if (rows.length === 0) return { moved: 0, skipped: 0 };
  // Removed players are left out by the lock (it takes live players of the club only), in id order.
  const livePlayers = new Set(await lockClubPlayers(db, clubId, rows.map((row) => row.player_id)));
  const byTeam = new Map<string, string[]>();
  for (const row of rows) {
    if (!row.live || !livePlayers.has(row.player_id)) continue;
    byTeam.set(row.team_id, [...(byTeam.get(row.team_id) ?? []), row.player_id]);
  }
  let moved = 0;
  for (const [teamId, playerIds] of [...byTeam].sort(([a], [b]) => a.localeCompare(b))) {
    await movePlayersToTeam(db, teamId, playerIds);
    moved += playerIds.length;
  }
  await unplanPlayers(db, clubId, seasonId);
  return { moved, skipped: rows.length - moved };
}

/**
 * The plans due on `today`: seasons with plan rows that are the club's current season or have started
 * (a scheduler that was off for a while applies older plans too, oldest season first). `version` is the
 * plan's newest change, so a job's key names one version of the plan: rows planned after a job ran (the
 * season's dates moved back into the future) make a new job.
 */
export async function duePlans(db: Kysely<DB>, today: string): Promise<Array<{ clubId: string; seasonId: string; startDate: string; version: string }>> {
  const rows = await selectRows(db, Type.Object({ club_id: Type.String(), season_id: Type.String(), start_date: Type.String(), version: Type.String() }), sql`
    SELECT sp.club_id, sp.season_id, s.start_date::text AS start_date,
           (extract(epoch FROM max(sp.planned_at)) * 1000)::bigint::text AS version
    FROM season_plans sp JOIN seasons s ON s.id = sp.season_id
    GROUP BY sp.club_id, sp.season_id, s.start_date
    ORDER BY s.start_date, sp.season_id`);
  if (rows.length === 0) return [];
  const clubIds = [...new Set(rows.map((row) => row.club_id))];
  const seasons = await db.selectFrom('seasons').select(['id', 'club_id', 'start_date', 'end_date']).where('club_id', 'in', clubIds).execute();
  const currentOf = new Map(clubIds.map((clubId) => [clubId, currentSeasonId(
    seasons.filter((s) => s.club_id === clubId).map((s) => ({ id: s.id, startDate: s.start_date, endDate: s.end_date })), today)]));
  return rows
    .filter((row) => row.start_date <= today || currentOf.get(row.club_id) === row.season_id)
    .map((row) => ({ clubId: row.club_id, seasonId: row.season_id, startDate: row.start_date, version: row.version }));
}
