import { sql, type Kysely } from 'kysely';

/**
 * Progress and averages stored, not recomputed on every read (issue 13; docs/decisions.md, "Stored
 * progress"). What the domain guide defines is kept in tables that the database itself updates, in the
 * transaction of every change that moves a figure, so no writer (a call, the demo seed, the batch
 * import, a script) can forget it:
 *
 * - `reports.average`: the mean of the report's skill scores (null without any), set whenever its
 *   scores change.
 * - `pair_progress`: per season, trainer and player, the trainer's completed and open reports on the
 *   player, their latest activity, and (for a current pair: both active and not removed, in one live
 *   team now) that team and done = min(completed, n). A row exists for a current pair or a pair with
 *   reports; `team_id` null means "not a pair now" (its reports still count for amountOfCompleted).
 * - `player_progress`: per season and player, Σ done and the number of current pairs, all completed
 *   reports, and the scores: the mean of the completed reports' averages and overallDiff.
 * - `team_progress`: per season and team, Σ done, pairs, players, trainers, players with a completed
 *   report from a team trainer, and open reports of the team's pairs.
 *
 * Every change is mapped to the players whose figures it can move, and `refresh_progress(players)`
 * recomputes those players' rows (and their teams' rows) from the source tables: exact whatever the
 * change, and as cheap as the player's own reports. The mapping, by table:
 *   reports (insert, update, delete)        → the report's player
 *   report_scores (insert, update, delete)  → reports.average of the report (which moves its player)
 *   team_memberships (any change)           → a player's own row; for a trainer, the team's players
 *   people (status or removal changes)      → the person as a player; as a trainer, their teams' players
 *   teams (removal)                         → the team's players
 *   seasons (new, n changed)                → every player in a team of the club
 *
 * Search (the header's SearchByKeyword) reads a stored folded name: `fold_text()` is the one
 * case- and accent-insensitive form of a text (lower(), then accented letters to plain ones, upper
 * case included since lower() only folds ASCII under the C collation), `people.search_name` and
 * `teams.search_name` are generated from it, so every name change keeps them, and a pg_trgm GIN index
 * serves `LIKE '%…%'` on them (the embedded engine loads pg_trgm, server/db/pgliteExtensions.ts).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`ALTER TABLE reports ADD COLUMN average float8`.execute(db);
  await sql`
    UPDATE reports r SET average = s.average
    FROM (SELECT report_id, avg(score)::float8 AS average FROM report_scores GROUP BY report_id) s
    WHERE s.report_id = r.id`.execute(db);
  // A trainer's reports (their page, their lists) and a team's reports (the team's trainers' last activity).
  await sql`CREATE INDEX reports_trainer_season ON reports (trainer_id, season_id)`.execute(db);
  await sql`CREATE INDEX reports_team_season ON reports (team_id, season_id)`.execute(db);
  // A player's reports: what refresh_progress reads.
  await sql`CREATE INDEX reports_player ON reports (player_id)`.execute(db);

  await sql`
    CREATE TABLE pair_progress (
      season_id uuid NOT NULL REFERENCES seasons (id) ON DELETE CASCADE,
      player_id uuid NOT NULL REFERENCES people (id),
      trainer_id uuid NOT NULL REFERENCES people (id),
      club_id uuid NOT NULL REFERENCES clubs (id),
      team_id uuid REFERENCES teams (id),
      completed integer NOT NULL,
      done integer NOT NULL,
      open integer NOT NULL,
      last_activity timestamptz,
      PRIMARY KEY (season_id, player_id, trainer_id)
    )`.execute(db);
  await sql`CREATE INDEX pair_progress_player ON pair_progress (player_id)`.execute(db);
  await sql`CREATE INDEX pair_progress_trainer ON pair_progress (season_id, trainer_id)`.execute(db);
  await sql`CREATE INDEX pair_progress_team ON pair_progress (team_id, season_id) WHERE team_id IS NOT NULL`.execute(db);
  await sql`CREATE INDEX pair_progress_most_completed ON pair_progress (season_id, completed)`.execute(db);

  await sql`
    CREATE TABLE player_progress (
      season_id uuid NOT NULL REFERENCES seasons (id) ON DELETE CASCADE,
      player_id uuid NOT NULL REFERENCES people (id),
      club_id uuid NOT NULL REFERENCES clubs (id),
      team_id uuid REFERENCES teams (id),
      trainers integer NOT NULL,
      done integer NOT NULL,
      -- progress as the API's whole percent (progressPercent in progress.ts), for the dashboard's sums
      percent integer NOT NULL,
      completed integer NOT NULL,
      scored integer NOT NULL,
      average float8,
      overall_diff float8 NOT NULL,
      PRIMARY KEY (season_id, player_id)
    )`.execute(db);
  await sql`CREATE INDEX player_progress_player ON player_progress (player_id)`.execute(db);
  await sql`CREATE INDEX player_progress_club ON player_progress (club_id, season_id)`.execute(db);
  // The overview's top players (best average, then progress): read from the top of the index.
  await sql`CREATE INDEX player_progress_top ON player_progress (season_id, (coalesce(average, 0)) DESC, percent DESC) WHERE trainers > 0`.execute(db);

  await sql`
    CREATE TABLE team_progress (
      season_id uuid NOT NULL REFERENCES seasons (id) ON DELETE CASCADE,
      team_id uuid NOT NULL REFERENCES teams (id),
      club_id uuid NOT NULL REFERENCES clubs (id),
      pairs integer NOT NULL,
      done integer NOT NULL,
      percent integer NOT NULL,
      players integer NOT NULL,
      trainers integer NOT NULL,
      reported_players integer NOT NULL,
      open integer NOT NULL,
      PRIMARY KEY (season_id, team_id)
    )`.execute(db);
  await sql`CREATE INDEX team_progress_team ON team_progress (team_id)`.execute(db);

  await sql.raw(PROGRESS_PERCENT).execute(db);
  await sql.raw(REFRESH_PROGRESS).execute(db);
  for (const trigger of TRIGGERS) await sql.raw(trigger).execute(db);
  await sql`SELECT refresh_progress(ARRAY(SELECT id FROM people WHERE role = 'Player'))`.execute(db);

  await sql`CREATE EXTENSION IF NOT EXISTS pg_trgm`.execute(db);
  await sql.raw(`
    CREATE FUNCTION fold_text(text) RETURNS text LANGUAGE sql IMMUTABLE PARALLEL SAFE
    AS $fn$ SELECT translate(lower($1), '${ACCENTED}', '${PLAIN}') $fn$`).execute(db);
  await sql`ALTER TABLE people ADD COLUMN search_name text GENERATED ALWAYS AS (fold_text(first_name || ' ' || last_name)) STORED`.execute(db);
  await sql`ALTER TABLE teams ADD COLUMN search_name text GENERATED ALWAYS AS (fold_text(name)) STORED`.execute(db);
  await sql`CREATE INDEX people_search_name ON people USING gin (search_name gin_trgm_ops)`.execute(db);
  await sql`CREATE INDEX teams_search_name ON teams USING gin (search_name gin_trgm_ops)`.execute(db);
}

/** Accented letters and their plain ones (fold_text). */
const FOLDS: [string, string][] = [
  ['áàâäãåāÁÀÂÄÃÅĀ', 'a'], ['éèêëēėęÉÈÊËĒĖĘ', 'e'], ['íìîïīıÍÌÎÏĪİ', 'i'], ['óòôöõøōÓÒÔÖÕØŌ', 'o'],
  ['úùûüūÚÙÛÜŪ', 'u'], ['ýÿÝŸ', 'y'], ['çćčÇĆČ', 'c'], ['ñńÑŃ', 'n'], ['šśşŠŚŞ', 's'], ['žźŽŹ', 'z'], ['ğĞ', 'g'],
];
const ACCENTED = FOLDS.map(([from]) => from).join('');
const PLAIN = FOLDS.map(([from, to]) => to.repeat([...from].length)).join('');

/**
 * Recomputes the stored figures of the given players, in every season of their club, and of the
 * teams their pairs were or are in. One lock per club (transaction-scoped) queues up two transactions
 * moving the same club's figures, so the second recomputes from what the first committed (each
 * statement of this volatile function reads the data committed before it starts).
 */
const PROGRESS_PERCENT = `
CREATE FUNCTION progress_percent(done integer, pairs integer, n integer) RETURNS integer LANGUAGE sql IMMUTABLE PARALLEL SAFE
AS $fn$
  SELECT CASE WHEN coalesce(pairs, 0) = 0 OR coalesce(n, 0) = 0 THEN 0
              ELSE round((least(1, coalesce(done, 0)::float8 / (n * pairs)) * 100)::numeric)::int END
$fn$`;

export const REFRESH_PROGRESS = `
CREATE FUNCTION refresh_progress(affected uuid[]) RETURNS void LANGUAGE plpgsql AS $fn$
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

  DELETE FROM player_progress WHERE player_id = ANY(affected);
  INSERT INTO player_progress (season_id, player_id, club_id, team_id, trainers, done, percent, completed, scored, average, overall_diff)
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
  )
  SELECT pair.season_id, pair.player_id, pair.club_id, pair.team_id, pair.trainers, pair.done,
         progress_percent(pair.done, pair.trainers, s.report_frequency), pair.completed,
         coalesce(score.scored, 0), score.average, coalesce(score.overall_diff, 0)
  FROM pair JOIN seasons s ON s.id = pair.season_id
  LEFT JOIN score ON score.season_id = pair.season_id AND score.player_id = pair.player_id;

  IF cardinality(touched) > 0 THEN
    DELETE FROM team_progress WHERE team_id = ANY(touched);
    INSERT INTO team_progress (season_id, team_id, club_id, pairs, done, percent, players, trainers, reported_players, open)
    SELECT pp.season_id, pp.team_id, min(pp.club_id::text)::uuid, count(*)::int, sum(pp.done)::int,
           progress_percent(sum(pp.done)::int, count(*)::int, s.report_frequency), count(DISTINCT pp.player_id)::int,
           count(DISTINCT pp.trainer_id)::int, count(DISTINCT pp.player_id) FILTER (WHERE pp.completed > 0)::int, sum(pp.open)::int
    FROM pair_progress pp JOIN seasons s ON s.id = pp.season_id
    WHERE pp.team_id = ANY(touched)
    GROUP BY pp.season_id, pp.team_id, s.report_frequency;
  END IF;
END
$fn$`;

/** The players whose figures a change of each table can move (see the mapping above). */
const TRIGGERS = [
  `CREATE FUNCTION reports_moved_progress() RETURNS trigger LANGUAGE plpgsql AS $fn$
  BEGIN
    IF TG_OP = 'INSERT' THEN
      PERFORM refresh_progress(ARRAY(SELECT DISTINCT player_id FROM new_rows));
    ELSIF TG_OP = 'DELETE' THEN
      PERFORM refresh_progress(ARRAY(SELECT DISTINCT player_id FROM old_rows));
    ELSE
      PERFORM refresh_progress(ARRAY(SELECT player_id FROM new_rows UNION SELECT player_id FROM old_rows));
    END IF;
    RETURN NULL;
  END
  $fn$`,
  `CREATE TRIGGER reports_inserted_progress AFTER INSERT ON reports REFERENCING NEW TABLE AS new_rows
     FOR EACH STATEMENT EXECUTE FUNCTION reports_moved_progress()`,
  `CREATE TRIGGER reports_updated_progress AFTER UPDATE ON reports REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
     FOR EACH STATEMENT EXECUTE FUNCTION reports_moved_progress()`,
  `CREATE TRIGGER reports_deleted_progress AFTER DELETE ON reports REFERENCING OLD TABLE AS old_rows
     FOR EACH STATEMENT EXECUTE FUNCTION reports_moved_progress()`,

  `CREATE FUNCTION report_scores_moved_average() RETURNS trigger LANGUAGE plpgsql AS $fn$
  DECLARE
    changed uuid[];
  BEGIN
    IF TG_OP = 'INSERT' THEN
      changed := ARRAY(SELECT DISTINCT report_id FROM new_rows);
    ELSIF TG_OP = 'DELETE' THEN
      changed := ARRAY(SELECT DISTINCT report_id FROM old_rows);
    ELSE
      changed := ARRAY(SELECT report_id FROM new_rows UNION SELECT report_id FROM old_rows);
    END IF;
    UPDATE reports r SET average = s.average
    FROM (SELECT c.report, (SELECT avg(rs.score)::float8 FROM report_scores rs WHERE rs.report_id = c.report) AS average
          FROM unnest(changed) AS c(report)) s
    WHERE r.id = s.report AND r.average IS DISTINCT FROM s.average;
    RETURN NULL;
  END
  $fn$`,
  `CREATE TRIGGER report_scores_inserted_average AFTER INSERT ON report_scores REFERENCING NEW TABLE AS new_rows
     FOR EACH STATEMENT EXECUTE FUNCTION report_scores_moved_average()`,
  `CREATE TRIGGER report_scores_updated_average AFTER UPDATE ON report_scores REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
     FOR EACH STATEMENT EXECUTE FUNCTION report_scores_moved_average()`,
  `CREATE TRIGGER report_scores_deleted_average AFTER DELETE ON report_scores REFERENCING OLD TABLE AS old_rows
     FOR EACH STATEMENT EXECUTE FUNCTION report_scores_moved_average()`,

  // A player's membership moves the player; a trainer's moves every pair of the team: its players now
  // and the players whose stored pairs are in it.
  `CREATE FUNCTION memberships_moved_progress() RETURNS trigger LANGUAGE plpgsql AS $fn$
  DECLARE
    changed_players uuid[];
    changed_teams uuid[];
  BEGIN
    IF TG_OP = 'INSERT' THEN
      changed_players := ARRAY(SELECT person_id FROM new_rows WHERE role = 'Player');
      changed_teams := ARRAY(SELECT DISTINCT team_id FROM new_rows WHERE role = 'Trainer');
    ELSIF TG_OP = 'DELETE' THEN
      changed_players := ARRAY(SELECT person_id FROM old_rows WHERE role = 'Player');
      changed_teams := ARRAY(SELECT DISTINCT team_id FROM old_rows WHERE role = 'Trainer');
    ELSE
      changed_players := ARRAY(SELECT person_id FROM new_rows WHERE role = 'Player' UNION SELECT person_id FROM old_rows WHERE role = 'Player');
      changed_teams := ARRAY(SELECT team_id FROM new_rows WHERE role = 'Trainer' UNION SELECT team_id FROM old_rows WHERE role = 'Trainer');
    END IF;
    PERFORM refresh_progress(ARRAY(
      SELECT unnest(changed_players)
      UNION SELECT person_id FROM team_memberships
            WHERE team_id = ANY(changed_teams) AND role = 'Player' AND ended_at IS NULL
      UNION SELECT player_id FROM pair_progress WHERE team_id = ANY(changed_teams)));
    RETURN NULL;
  END
  $fn$`,
  `CREATE TRIGGER memberships_inserted_progress AFTER INSERT ON team_memberships REFERENCING NEW TABLE AS new_rows
     FOR EACH STATEMENT EXECUTE FUNCTION memberships_moved_progress()`,
  `CREATE TRIGGER memberships_updated_progress AFTER UPDATE ON team_memberships REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
     FOR EACH STATEMENT EXECUTE FUNCTION memberships_moved_progress()`,
  `CREATE TRIGGER memberships_deleted_progress AFTER DELETE ON team_memberships REFERENCING OLD TABLE AS old_rows
     FOR EACH STATEMENT EXECUTE FUNCTION memberships_moved_progress()`,

  // Only a change of status, removal or role moves progress (not a sign-in or a new name).
  `CREATE FUNCTION people_moved_progress() RETURNS trigger LANGUAGE plpgsql AS $fn$
  DECLARE
    changed uuid[];
  BEGIN
    changed := ARRAY(
      SELECT n.id FROM new_rows n JOIN old_rows o ON o.id = n.id
      WHERE n.status IS DISTINCT FROM o.status OR n.removed_at IS DISTINCT FROM o.removed_at OR n.role IS DISTINCT FROM o.role);
    IF cardinality(changed) = 0 THEN RETURN NULL; END IF;
    PERFORM refresh_progress(ARRAY(
      SELECT unnest(changed)
      UNION SELECT pm.person_id FROM team_memberships tm
            JOIN team_memberships pm ON pm.team_id = tm.team_id AND pm.role = 'Player' AND pm.ended_at IS NULL
            WHERE tm.person_id = ANY(changed) AND tm.role = 'Trainer' AND tm.ended_at IS NULL
      UNION SELECT player_id FROM pair_progress WHERE trainer_id = ANY(changed) AND team_id IS NOT NULL));
    RETURN NULL;
  END
  $fn$`,
  `CREATE TRIGGER people_updated_progress AFTER UPDATE ON people REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
     FOR EACH STATEMENT EXECUTE FUNCTION people_moved_progress()`,

  `CREATE FUNCTION teams_moved_progress() RETURNS trigger LANGUAGE plpgsql AS $fn$
  DECLARE
    changed uuid[];
  BEGIN
    changed := ARRAY(
      SELECT n.id FROM new_rows n JOIN old_rows o ON o.id = n.id
      WHERE n.removed_at IS DISTINCT FROM o.removed_at OR n.club_id IS DISTINCT FROM o.club_id);
    IF cardinality(changed) = 0 THEN RETURN NULL; END IF;
    PERFORM refresh_progress(ARRAY(
      SELECT person_id FROM team_memberships WHERE team_id = ANY(changed) AND role = 'Player' AND ended_at IS NULL
      UNION SELECT player_id FROM pair_progress WHERE team_id = ANY(changed)));
    RETURN NULL;
  END
  $fn$`,
  `CREATE TRIGGER teams_updated_progress AFTER UPDATE ON teams REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
     FOR EACH STATEMENT EXECUTE FUNCTION teams_moved_progress()`,

  // A new season gives every current pair of the club a row; a new n moves every pair's done.
  `CREATE FUNCTION seasons_moved_progress() RETURNS trigger LANGUAGE plpgsql AS $fn$
  DECLARE
    clubs uuid[];
  BEGIN
    IF TG_OP = 'INSERT' THEN
      clubs := ARRAY(SELECT DISTINCT club_id FROM new_rows);
    ELSE
      clubs := ARRAY(
        SELECT n.club_id FROM new_rows n JOIN old_rows o ON o.id = n.id
        WHERE n.report_frequency IS DISTINCT FROM o.report_frequency OR n.club_id IS DISTINCT FROM o.club_id);
    END IF;
    IF cardinality(clubs) = 0 THEN RETURN NULL; END IF;
    PERFORM refresh_progress(ARRAY(
      SELECT DISTINCT m.person_id FROM team_memberships m JOIN teams t ON t.id = m.team_id
      WHERE t.club_id = ANY(clubs) AND m.role = 'Player' AND m.ended_at IS NULL));
    RETURN NULL;
  END
  $fn$`,
  `CREATE TRIGGER seasons_inserted_progress AFTER INSERT ON seasons REFERENCING NEW TABLE AS new_rows
     FOR EACH STATEMENT EXECUTE FUNCTION seasons_moved_progress()`,
  `CREATE TRIGGER seasons_updated_progress AFTER UPDATE ON seasons REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
     FOR EACH STATEMENT EXECUTE FUNCTION seasons_moved_progress()`,
];

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const statement of [
    'DROP INDEX teams_search_name', 'DROP INDEX people_search_name',
    'ALTER TABLE teams DROP COLUMN search_name', 'ALTER TABLE people DROP COLUMN search_name',
    'DROP FUNCTION fold_text(text)',
    'DROP TRIGGER seasons_updated_progress ON seasons', 'DROP TRIGGER seasons_inserted_progress ON seasons',
    'DROP TRIGGER teams_updated_progress ON teams', 'DROP TRIGGER people_updated_progress ON people',
    'DROP TRIGGER memberships_deleted_progress ON team_memberships', 'DROP TRIGGER memberships_updated_progress ON team_memberships',
    'DROP TRIGGER memberships_inserted_progress ON team_memberships',
    'DROP TRIGGER report_scores_deleted_average ON report_scores', 'DROP TRIGGER report_scores_updated_average ON report_scores',
    'DROP TRIGGER report_scores_inserted_average ON report_scores',
    'DROP TRIGGER reports_deleted_progress ON reports', 'DROP TRIGGER reports_updated_progress ON reports',
    'DROP TRIGGER reports_inserted_progress ON reports',
    'DROP FUNCTION seasons_moved_progress()', 'DROP FUNCTION teams_moved_progress()', 'DROP FUNCTION people_moved_progress()',
    'DROP FUNCTION memberships_moved_progress()', 'DROP FUNCTION report_scores_moved_average()',
    'DROP FUNCTION reports_moved_progress()', 'DROP FUNCTION refresh_progress(uuid[])', 'DROP FUNCTION progress_percent(integer, integer, integer)',
    'DROP TABLE team_progress, player_progress, pair_progress',
    'DROP INDEX reports_player', 'DROP INDEX reports_team_season', 'DROP INDEX reports_trainer_season',
    'ALTER TABLE reports DROP COLUMN average',
  ]) {
    await sql.raw(statement).execute(db);
  }
}
