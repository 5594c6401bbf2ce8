import { sql, type Kysely } from 'kysely';

/**
 * Next season planned, not applied (issue 37): applying the 2027/2028 proposals moved players at once,
 * so the running season's overview, team pages and trainers' workspaces changed mid-season. Teams and
 * memberships are not per season (a membership is open or ended), so a line-up for a season that has not
 * started is kept apart: `season_plans` holds, per season, the team each planned player goes to. Nothing
 * reads it but the placement board; it takes effect (becomes memberships, through the usual move and so
 * migration 0007's and 0021's triggers) when the season becomes the current one, by the scheduler, or
 * when a manager applies it now, and its rows are deleted in that same transaction.
 *
 * - One planned team per player per season: the unique index `season_plans_one_team`, which planning
 *   upserts against, so two managers planning the same player at once leave one row (the later team).
 * - Led by the club (docs/scaling.md): the primary key is (club_id, season_id, player_id).
 * - A season, player or team deleted outright takes its plan rows with it (ON DELETE CASCADE); a removed
 *   player or team (removed_at) keeps its rows, which every read leaves out and applying skips and deletes.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    CREATE TABLE season_plans (
      club_id uuid NOT NULL REFERENCES clubs (id) ON DELETE CASCADE,
      season_id uuid NOT NULL REFERENCES seasons (id) ON DELETE CASCADE,
      player_id uuid NOT NULL REFERENCES people (id) ON DELETE CASCADE,
      team_id uuid NOT NULL REFERENCES teams (id) ON DELETE CASCADE,
      planned_at timestamptz NOT NULL DEFAULT now(),
      PRIMARY KEY (club_id, season_id, player_id)
    )`.execute(db);
  await sql`CREATE UNIQUE INDEX season_plans_one_team ON season_plans (season_id, player_id)`.execute(db);
  // Teams' planned sizes and a removed team's rows are found by team.
  await sql`CREATE INDEX season_plans_team ON season_plans (team_id)`.execute(db);
  // The scheduler's job that makes a plan take effect (kind 'seasonPlan').
  await sql`ALTER TABLE scheduled_jobs DROP CONSTRAINT scheduled_jobs_kind_check`.execute(db);
  await sql`ALTER TABLE scheduled_jobs ADD CONSTRAINT scheduled_jobs_kind_check CHECK (kind IN ('reminder', 'digest', 'import', 'seasonPlan'))`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`DELETE FROM scheduled_jobs WHERE kind = 'seasonPlan'`.execute(db);
  await sql`ALTER TABLE scheduled_jobs DROP CONSTRAINT scheduled_jobs_kind_check`.execute(db);
  await sql`ALTER TABLE scheduled_jobs ADD CONSTRAINT scheduled_jobs_kind_check CHECK (kind IN ('reminder', 'digest', 'import'))`.execute(db);
  await sql`DROP TABLE season_plans`.execute(db);
}
