import { sql, type Kysely } from 'kysely';
import { REFRESH_PROGRESS as REFRESH_PROGRESS_0007 } from './0007_stored_progress.js';

/**
 * The overview's club-wide figures stored as one row per season, not summed over every player on each
 * read (issue 13; docs/decisions.md, "Progress"). Migration 0007 stores a row per player and per team;
 * the overview dashboard of the whole club summed the 10,000 player rows of a large club on every call.
 * Now the database also keeps, in the transaction of every change:
 *
 * - `season_progress`: per season, the sums the dashboard shows, over the club's counted players (an
 *   active, not removed player: `player_progress.counted`) and over the team rows: completed players,
 *   Σ player percent, players with an average and Σ of those averages (numeric, so adding and taking
 *   away a player's average leaves no rounding behind), completed teams, Σ team percent, Σ done and
 *   Σ pairs. refresh_progress keeps it by difference: the rows it deletes are taken off, the rows it
 *   inserts added, under the club's advisory lock it already holds.
 * - `club_counts`: per club, its live teams and its active, not removed trainers and players (the
 *   counts of clubScope.ts with every team), kept by statement triggers on people and teams.
 *
 * Also an index of a person's current team memberships, for the player detail (issue 13).
 *
 * The dashboard with chosen teams still reads the chosen teams' players (its cost is theirs, not the
 * club's). `refresh_club_counts(club)` recounts a club from its rows, for a bulk load that ran with the
 * triggers off (server/scripts/benchClub.ts).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`ALTER TABLE player_progress ADD COLUMN counted boolean NOT NULL DEFAULT false`.execute(db);
  await sql`
    UPDATE player_progress pp SET counted = true FROM people p
    WHERE p.id = pp.player_id AND p.role = 'Player' AND p.status = 'active' AND p.removed_at IS NULL`.execute(db);

  await sql`
    CREATE TABLE season_progress (
      season_id uuid PRIMARY KEY REFERENCES seasons (id) ON DELETE CASCADE,
      club_id uuid NOT NULL REFERENCES clubs (id) ON DELETE CASCADE,
      completed_players integer NOT NULL DEFAULT 0,
      player_percent_sum bigint NOT NULL DEFAULT 0,
      scored_players integer NOT NULL DEFAULT 0,
      average_sum numeric NOT NULL DEFAULT 0,
      completed_teams integer NOT NULL DEFAULT 0,
      team_percent_sum bigint NOT NULL DEFAULT 0,
      done_sum bigint NOT NULL DEFAULT 0,
      pairs_sum bigint NOT NULL DEFAULT 0
    )`.execute(db);
  await sql`
    CREATE TABLE club_counts (
      club_id uuid PRIMARY KEY REFERENCES clubs (id) ON DELETE CASCADE,
      teams integer NOT NULL DEFAULT 0,
      trainers integer NOT NULL DEFAULT 0,
      players integer NOT NULL DEFAULT 0
    )`.execute(db);

  // A person's current memberships (the player detail's team, whether a trainer trains the player):
  // the one index on person_id is a player's, partial on role, so a trainer's or an unqualified
  // lookup read every membership of every club.
  await sql`CREATE INDEX memberships_person_current ON team_memberships (person_id) WHERE ended_at IS NULL`.execute(db);

  for (const statement of FUNCTIONS) await sql.raw(statement).execute(db);

  // Fill both from the stored rows of 0007.
  await sql.raw(`
    INSERT INTO season_progress (season_id, club_id, completed_players, player_percent_sum, scored_players, average_sum)
    ${PLAYER_SUMS('player_progress', 1)}`).execute(db);
  await sql.raw(`${TEAM_SUMS('team_progress', 1)}`).execute(db);
  await sql`SELECT refresh_club_counts(id) FROM clubs`.execute(db);
}

/**
 * A float8 as a numeric that sums without loss: its 15-digit numeric and two corrections (each the
 * exact float8 difference), within 1e-45 of the float8's value. A plain ::numeric keeps 15 digits only.
 */
const FLOAT8_EXACT = `
CREATE FUNCTION float8_exact(x float8) RETURNS numeric LANGUAGE sql IMMUTABLE PARALLEL SAFE
AS $fn$
  SELECT hi + mid + (r - mid::float8)::numeric
  FROM (SELECT x::numeric AS hi, x - (x::numeric)::float8 AS r) a, LATERAL (SELECT r::numeric AS mid) b
$fn$`;

/** Adds the selected deltas to season_progress (a row is made for a season that has none). */
const ADD_TO_SEASON = (columns: string[]) => `
  ON CONFLICT (season_id) DO UPDATE SET ${columns.map((c) => `${c} = sp.${c} + excluded.${c}`).join(', ')}`;
const PLAYER_COLUMNS = ['completed_players', 'player_percent_sum', 'scored_players', 'average_sum'];
const TEAM_COLUMNS = ['completed_teams', 'team_percent_sum', 'done_sum', 'pairs_sum'];

/** The counted player rows of `source`, summed per season, times `sign` (1 to add them, -1 to take them off). */
const PLAYER_SUMS = (source: string, sign: 1 | -1) => `
    SELECT season_id, min(club_id::text)::uuid,
           ${sign} * count(*) FILTER (WHERE percent = 100), ${sign} * sum(percent), ${sign} * count(average),
           ${sign} * coalesce(sum(float8_exact(average)), 0)
    FROM ${source} WHERE counted GROUP BY season_id`;

/** The team rows of `source` summed per season into season_progress, times `sign`. */
const TEAM_SUMS = (source: string, sign: 1 | -1) => `
    INSERT INTO season_progress AS sp (season_id, club_id, ${TEAM_COLUMNS.join(', ')})
    SELECT season_id, min(club_id::text)::uuid,
           ${sign} * count(*) FILTER (WHERE percent = 100), ${sign} * sum(percent), ${sign} * sum(done), ${sign} * sum(pairs)
    FROM ${source} GROUP BY season_id
    ${ADD_TO_SEASON(TEAM_COLUMNS)}`;

const INSERT_PLAYER_SUMS = (source: string, sign: 1 | -1) => `
    INSERT INTO season_progress AS sp (season_id, club_id, ${PLAYER_COLUMNS.join(', ')})
    ${PLAYER_SUMS(source, sign)}
    ${ADD_TO_SEASON(PLAYER_COLUMNS)}`;

/** 0007's refresh_progress, which now also keeps player_progress.counted and season_progress (0022 redefines who counts). */
export const REFRESH_PROGRESS = `
CREATE OR REPLACE FUNCTION refresh_progress(affected uuid[]) RETURNS void LANGUAGE plpgsql AS $fn$
DECLARE
  touched uuid[];
BEGIN
  IF affected IS NULL OR cardinality(affected) = 0 THEN RETURN; END IF;
  PERFORM pg_advisory_xact_lock(7013, hashtext(club_id::text))
  FROM (SELECT DISTINCT club_id FROM people WHERE id = ANY(affected)) clubs ORDER BY club_id;

  WITH gone AS (DELETE FROM pair_progress WHERE player_id = ANY(affected) RETURNING team_id)
  SELECT coalesce(array_agg(DISTINCT team_id) FILTER (WHERE team_id IS NOT NULL), '{}') INTO touched FROM gone;

  INSERT INTO pair_progress (season_id, player_id, trainer_id, club_id, team_id, completed, done, open, last_activity)
  WITH current_pair AS (
    SELECT t.club_id, pm.team_id, pm.person_id AS player_id, tm.person_id AS trainer_id
    FROM team_memberships pm
    JOIN teams t ON t.id = pm.team_id AND t.removed_at IS NULL
    JOIN people p ON p.id = pm.person_id AND p.status = 'active' AND p.removed_at IS NULL
    JOIN team_memberships tm ON tm.team_id = pm.team_id AND tm.role = 'Trainer' AND tm.ended_at IS NULL
    JOIN people tr ON tr.id = tm.person_id AND tr.status = 'active' AND tr.removed_at IS NULL
    WHERE pm.person_id = ANY(affected) AND pm.role = 'Player' AND pm.ended_at IS NULL
  ),
  season_pair AS (
    SELECT s.id AS season_id, s.report_frequency AS n, cp.club_id, cp.team_id, cp.player_id, cp.trainer_id
    FROM current_pair cp JOIN seasons s ON s.club_id = cp.club_id
  ),
  report_pair AS (
    SELECT season_id, player_id, trainer_id, min(club_id::text)::uuid AS club_id,
           count(*) FILTER (WHERE status = 'Completed')::int AS completed,
           count(*) FILTER (WHERE status = 'Open')::int AS open,
           max(modified_at) AS last_activity
    FROM reports WHERE player_id = ANY(affected)
    GROUP BY season_id, player_id, trainer_id
  )
  SELECT coalesce(sp.season_id, rp.season_id), coalesce(sp.player_id, rp.player_id), coalesce(sp.trainer_id, rp.trainer_id),
         coalesce(sp.club_id, rp.club_id), sp.team_id, coalesce(rp.completed, 0),
         CASE WHEN sp.team_id IS NULL THEN 0 ELSE least(coalesce(rp.completed, 0), sp.n) END,
         coalesce(rp.open, 0), rp.last_activity
  FROM season_pair sp
  FULL JOIN report_pair rp ON rp.season_id = sp.season_id AND rp.player_id = sp.player_id AND rp.trainer_id = sp.trainer_id;

  touched := touched || ARRAY(SELECT DISTINCT team_id FROM pair_progress WHERE player_id = ANY(affected) AND team_id IS NOT NULL);

  WITH gone AS (DELETE FROM player_progress WHERE player_id = ANY(affected) RETURNING *)
  ${INSERT_PLAYER_SUMS('gone', -1)};

  WITH pair AS (
    SELECT season_id, player_id, min(club_id::text)::uuid AS club_id, min(team_id::text)::uuid AS team_id,
           count(team_id)::int AS trainers, sum(done)::int AS done, sum(completed)::int AS completed
    FROM pair_progress WHERE player_id = ANY(affected) GROUP BY season_id, player_id
  ),
  ranked AS (
    SELECT season_id, player_id, average,
           row_number() OVER (PARTITION BY season_id, player_id ORDER BY completed_at DESC, id DESC) AS recency
    FROM reports WHERE player_id = ANY(affected) AND status = 'Completed' AND average IS NOT NULL
  ),
  score AS (
    SELECT season_id, player_id, count(*)::int AS scored, avg(average)::float8 AS average,
           coalesce(max(average) FILTER (WHERE recency = 1) - max(average) FILTER (WHERE recency = 2), 0)::float8 AS overall_diff
    FROM ranked GROUP BY season_id, player_id
  ),
  added AS (
    INSERT INTO player_progress (season_id, player_id, club_id, team_id, trainers, done, percent, completed, scored, average, overall_diff, counted)
    SELECT pair.season_id, pair.player_id, pair.club_id, pair.team_id, pair.trainers, pair.done,
           progress_percent(pair.done, pair.trainers, s.report_frequency), pair.completed,
           coalesce(score.scored, 0), score.average, coalesce(score.overall_diff, 0),
           (p.role = 'Player' AND p.status = 'active' AND p.removed_at IS NULL)
    FROM pair JOIN seasons s ON s.id = pair.season_id
    JOIN people p ON p.id = pair.player_id
    LEFT JOIN score ON score.season_id = pair.season_id AND score.player_id = pair.player_id
    RETURNING *
  )
  ${INSERT_PLAYER_SUMS('added', 1)};

  IF cardinality(touched) > 0 THEN
    WITH gone AS (DELETE FROM team_progress WHERE team_id = ANY(touched) RETURNING *)
    ${TEAM_SUMS('gone', -1)};
    WITH added AS (
      INSERT INTO team_progress (season_id, team_id, club_id, pairs, done, percent, players, trainers, reported_players, open)
      SELECT pp.season_id, pp.team_id, min(pp.club_id::text)::uuid, count(*)::int, sum(pp.done)::int,
             progress_percent(sum(pp.done)::int, count(*)::int, s.report_frequency), count(DISTINCT pp.player_id)::int,
             count(DISTINCT pp.trainer_id)::int, count(DISTINCT pp.player_id) FILTER (WHERE pp.completed > 0)::int, sum(pp.open)::int
      FROM pair_progress pp JOIN seasons s ON s.id = pp.season_id
      WHERE pp.team_id = ANY(touched)
      GROUP BY pp.season_id, pp.team_id, s.report_frequency
      RETURNING *
    )
    ${TEAM_SUMS('added', 1)};
  END IF;
END
$fn$`;

/** A club's counts recounted from its rows (the migration, and a bulk load made with the triggers off). */
export const REFRESH_CLUB_COUNTS = `
CREATE FUNCTION refresh_club_counts(club uuid) RETURNS void LANGUAGE sql AS $fn$
  INSERT INTO club_counts AS cc (club_id, teams, trainers, players)
  SELECT club,
         (SELECT count(*) FROM teams WHERE club_id = club AND removed_at IS NULL),
         (SELECT count(*) FROM people WHERE club_id = club AND role = 'Trainer' AND status = 'active' AND removed_at IS NULL),
         (SELECT count(*) FROM people WHERE club_id = club AND role = 'Player' AND status = 'active' AND removed_at IS NULL)
  ON CONFLICT (club_id) DO UPDATE SET teams = excluded.teams, trainers = excluded.trainers, players = excluded.players
$fn$`;

/**
 * The counts moved by a statement on people or teams: +1 per counted new row, -1 per counted old row.
 * Under the club's advisory lock (as refresh_progress), so the two never wait for each other crosswise.
 */
export const countsTrigger = (table: 'people' | 'teams', columns: string, counted: string) => {
  const delta = (rows: string, sign: 1 | -1) => `SELECT club_id, ${columns}, ${sign} AS d FROM ${rows} WHERE ${counted}`;
  const apply = (deltas: string) => `
      PERFORM pg_advisory_xact_lock(7013, hashtext(club_id::text)) FROM (SELECT DISTINCT club_id FROM (${deltas}) d) c ORDER BY club_id;
      INSERT INTO club_counts AS cc (club_id, teams, trainers, players)
      SELECT club_id, ${table === 'teams' ? 'sum(d)' : '0'},
             ${table === 'people' ? `coalesce(sum(d) FILTER (WHERE role = 'Trainer'), 0)` : '0'},
             ${table === 'people' ? `coalesce(sum(d) FILTER (WHERE role = 'Player'), 0)` : '0'}
      FROM (${deltas}) d GROUP BY club_id
      ON CONFLICT (club_id) DO UPDATE SET teams = cc.teams + excluded.teams, trainers = cc.trainers + excluded.trainers,
                                          players = cc.players + excluded.players;`;
  return [
    `CREATE FUNCTION ${table}_moved_counts() RETURNS trigger LANGUAGE plpgsql AS $fn$
    BEGIN
      IF TG_OP = 'INSERT' THEN ${apply(delta('new_rows', 1))}
      ELSIF TG_OP = 'DELETE' THEN ${apply(delta('old_rows', -1))}
      ELSE ${apply(`${delta('new_rows', 1)} UNION ALL ${delta('old_rows', -1)}`)}
      END IF;
      RETURN NULL;
    END
    $fn$`,
    // Named to fire after people_updated_progress (triggers of an event fire by name).
    `CREATE TRIGGER ${table}_inserted_roll_up AFTER INSERT ON ${table} REFERENCING NEW TABLE AS new_rows
       FOR EACH STATEMENT EXECUTE FUNCTION ${table}_moved_counts()`,
    `CREATE TRIGGER ${table}_updated_roll_up AFTER UPDATE ON ${table} REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
       FOR EACH STATEMENT EXECUTE FUNCTION ${table}_moved_counts()`,
    `CREATE TRIGGER ${table}_deleted_roll_up AFTER DELETE ON ${table} REFERENCING OLD TABLE AS old_rows
       FOR EACH STATEMENT EXECUTE FUNCTION ${table}_moved_counts()`,
  ];
};

const FUNCTIONS = [
  FLOAT8_EXACT,
  REFRESH_PROGRESS,
  REFRESH_CLUB_COUNTS,
  ...countsTrigger('people', 'role', `role IN ('Trainer', 'Player') AND status = 'active' AND removed_at IS NULL`),
  ...countsTrigger('teams', 'NULL::text AS role', 'removed_at IS NULL'),
];

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const statement of [
    ...['people', 'teams'].flatMap((table) => [
      `DROP TRIGGER ${table}_deleted_roll_up ON ${table}`, `DROP TRIGGER ${table}_updated_roll_up ON ${table}`,
      `DROP TRIGGER ${table}_inserted_roll_up ON ${table}`, `DROP FUNCTION ${table}_moved_counts()`,
    ]),
    'DROP FUNCTION refresh_club_counts(uuid)',
    // refresh_progress as 0007 made it, before what it writes here goes.
    REFRESH_PROGRESS_0007.replace('CREATE FUNCTION', 'CREATE OR REPLACE FUNCTION'),
    'DROP FUNCTION float8_exact(float8)',
    'DROP TABLE club_counts, season_progress',
    'ALTER TABLE player_progress DROP COLUMN counted',
    'DROP INDEX memberships_person_current',
  ]) {
    await sql.raw(statement).execute(db);
  }
}
