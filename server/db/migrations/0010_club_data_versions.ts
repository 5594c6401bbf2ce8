import { sql, type Kysely } from 'kysely';

/**
 * A version number per club that moves with every change of what the club's lists and a player's page
 * show (issue 13; docs/decisions.md, "Answers kept per data version"). The heaviest answers (the players
 * list: every player of the club on each visit of /players; a player's page) are kept by each server, already serialised and
 * compressed, under the club's version; a request costs one read of the version until something
 * changes. Kept by the database, as the stored progress is (migration 0007): statement triggers on
 * every table those answers read bump the version in the transaction of the change, so no writer can
 * forget it.
 *
 * The version row is a hot spot per club, so its row lock is taken after the club's progress lock
 * (the advisory lock refresh_progress takes): every writer takes the two in one order, and two
 * transactions of one club never wait for each other crosswise. The version only grows, and changes
 * commit in version order, so a server that read version V sees at least the data of V.
 *
 * The tables and what maps a changed row to its club:
 *   clubs (id); people, teams, seasons, player_progress, reports, skills (club_id);
 *   team_memberships (its team's club); report_scores (its report's club).
 * A row never moves to another club, so an update bumps the club the row has after it. Positions are
 * master data that only a migration changes, and a migration runs before a server keeps anything.
 */
const TRACKED = ['clubs', 'people', 'teams', 'seasons', 'player_progress', 'team_memberships', 'reports', 'report_scores', 'skills'] as const;

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    CREATE TABLE club_data_versions (
      club_id uuid PRIMARY KEY REFERENCES clubs (id) ON DELETE CASCADE,
      version bigint NOT NULL
    )`.execute(db);
  await sql`INSERT INTO club_data_versions (club_id, version) SELECT id, 1 FROM clubs`.execute(db);

  await sql`
    CREATE FUNCTION bump_club_versions(changed uuid[]) RETURNS void LANGUAGE plpgsql AS $fn$
    BEGIN
      IF changed IS NULL OR cardinality(changed) = 0 THEN RETURN; END IF;
      PERFORM pg_advisory_xact_lock(7013, hashtext(id::text))
      FROM (SELECT DISTINCT c.id FROM clubs c WHERE c.id = ANY(changed)) clubs ORDER BY id;
      INSERT INTO club_data_versions AS v (club_id, version)
      SELECT c.id, 1 FROM clubs c WHERE c.id = ANY(changed)
      ORDER BY c.id
      ON CONFLICT (club_id) DO UPDATE SET version = v.version + 1;
    END
    $fn$`.execute(db);

  // One function for every tracked table: plpgsql plans a trigger function per table, so each
  // branch is only ever planned on the table whose columns it names.
  await sql`
    CREATE FUNCTION club_data_changed() RETURNS trigger LANGUAGE plpgsql AS $fn$
    BEGIN
      IF TG_TABLE_NAME = 'clubs' THEN
        PERFORM bump_club_versions(ARRAY(SELECT id FROM changed_rows));
      ELSIF TG_TABLE_NAME = 'team_memberships' THEN
        PERFORM bump_club_versions(ARRAY(SELECT DISTINCT t.club_id FROM changed_rows m JOIN teams t ON t.id = m.team_id));
      ELSIF TG_TABLE_NAME = 'report_scores' THEN
        -- Scores deleted with their report (ON DELETE CASCADE) find no report: its own trigger bumped.
        PERFORM bump_club_versions(ARRAY(SELECT DISTINCT r.club_id FROM changed_rows rs JOIN reports r ON r.id = rs.report_id));
      ELSE
        PERFORM bump_club_versions(ARRAY(SELECT DISTINCT club_id FROM changed_rows));
      END IF;
      RETURN NULL;
    END
    $fn$`.execute(db);

  for (const table of TRACKED) {
    // A club's own removal takes its version with it (ON DELETE CASCADE): nothing to bump.
    const events = table === 'clubs' ? ['inserted', 'updated'] : ['inserted', 'updated', 'deleted'];
    if (events.includes('inserted')) await sql.raw(`CREATE TRIGGER ${table}_inserted_version AFTER INSERT ON ${table} REFERENCING NEW TABLE AS changed_rows
      FOR EACH STATEMENT EXECUTE FUNCTION club_data_changed()`).execute(db);
    await sql.raw(`CREATE TRIGGER ${table}_updated_version AFTER UPDATE ON ${table} REFERENCING NEW TABLE AS changed_rows
      FOR EACH STATEMENT EXECUTE FUNCTION club_data_changed()`).execute(db);
    if (events.includes('deleted')) await sql.raw(`CREATE TRIGGER ${table}_deleted_version AFTER DELETE ON ${table} REFERENCING OLD TABLE AS changed_rows
      FOR EACH STATEMENT EXECUTE FUNCTION club_data_changed()`).execute(db);
  }
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of TRACKED) {
    for (const event of ['inserted', 'updated', 'deleted']) {
      await sql.raw(`DROP TRIGGER IF EXISTS ${table}_${event}_version ON ${table}`).execute(db);
    }
  }
  await sql`DROP FUNCTION IF EXISTS club_data_changed()`.execute(db);
  await sql`DROP FUNCTION IF EXISTS bump_club_versions(uuid[])`.execute(db);
  await sql`DROP TABLE IF EXISTS club_data_versions`.execute(db);
}
