import { sql, type Kysely } from 'kysely';

/**
 * Versions per kind of kept answer (issue 42; docs/decisions.md, "Answers kept per data version"):
 * a trainer's save no longer throws away every kept answer of the club.
 *
 * Migration 0010's one version per club (`club_data_versions.version`) moves with every change, as
 * before (the read replica's check, readReplica.ts, compares it). Beside it:
 * - `club_data_versions.lists`: what the players list and the team overview show, and the club's part
 *   of a player's page. It moves with every change 0010's triggers see, except a change that moves no
 *   figure: of open reports only (started, saved, moved or deleted while open: their scores, comments,
 *   feedback, average and time), and the stored progress rewritten for it. Progress and averages
 *   count completed reports only (migration 0007), the lists read no open report, no score and no
 *   report's time, and read a missing row of stored progress as zeros (progressRatio, coalesce); the
 *   stored progress (player_progress, team_progress, pair_progress) is only ever written by
 *   refresh_progress(), from the triggers of the tables below, each of which moves `lists` whenever
 *   what it changed can move a figure.
 * - `player_data_versions`: per player, what a player's page reads of that player's reports and
 *   scores. It moves with every change of the player's reports and scores (open or not).
 * A player's page is kept under (lists, the player's version); the lists under `lists` alone.
 *
 * All three move in the transaction of the change, under the club's advisory lock (7013) that
 * refresh_progress and 0010 take first, and only grow. A player's row has no foreign key to the
 * person: it goes only with its club, so a player's version never starts again at a number a kept
 * page was kept under.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`ALTER TABLE club_data_versions ADD COLUMN lists bigint NOT NULL DEFAULT 1`.execute(db);
  await sql`UPDATE club_data_versions SET lists = version`.execute(db);
  await sql`
    CREATE TABLE player_data_versions (
      club_id uuid NOT NULL REFERENCES clubs (id) ON DELETE CASCADE,
      player_id uuid NOT NULL,
      version bigint NOT NULL,
      PRIMARY KEY (club_id, player_id)
    )`.execute(db);

  // 0010's bump with one argument goes: its callers are the trigger functions replaced below.
  await sql`DROP FUNCTION bump_club_versions(uuid[])`.execute(db);
  await sql`
    CREATE FUNCTION bump_club_versions(changed uuid[], lists_moved boolean) RETURNS void LANGUAGE plpgsql AS $fn$
    BEGIN
      IF changed IS NULL OR cardinality(changed) = 0 THEN RETURN; END IF;
      PERFORM pg_advisory_xact_lock(7013, hashtext(id::text))
      FROM (SELECT DISTINCT c.id FROM clubs c WHERE c.id = ANY(changed)) clubs ORDER BY id;
      INSERT INTO club_data_versions AS v (club_id, version, lists)
      SELECT c.id, 1, 1 FROM clubs c WHERE c.id = ANY(changed)
      ORDER BY c.id
      ON CONFLICT (club_id) DO UPDATE SET version = v.version + 1, lists = v.lists + CASE WHEN lists_moved THEN 1 ELSE 0 END;
    END
    $fn$`.execute(db);

  // After the club's version (so after the club's lock): the players' rows in one order.
  await sql`
    CREATE FUNCTION bump_player_versions(club uuid[], player uuid[]) RETURNS void LANGUAGE plpgsql AS $fn$
    BEGIN
      IF player IS NULL OR cardinality(player) = 0 THEN RETURN; END IF;
      INSERT INTO player_data_versions AS v (club_id, player_id, version)
      SELECT DISTINCT x.club_id, x.player_id, 1::bigint FROM unnest(club, player) AS x(club_id, player_id)
      JOIN clubs c ON c.id = x.club_id
      ORDER BY 1, 2
      ON CONFLICT (club_id, player_id) DO UPDATE SET version = v.version + 1;
    END
    $fn$`.execute(db);

  await sql`
    CREATE OR REPLACE FUNCTION club_data_changed() RETURNS trigger LANGUAGE plpgsql AS $fn$
    BEGIN
      IF TG_TABLE_NAME = 'clubs' THEN
        PERFORM bump_club_versions(ARRAY(SELECT id FROM changed_rows), true);
      ELSIF TG_TABLE_NAME = 'team_memberships' THEN
        PERFORM bump_club_versions(ARRAY(SELECT DISTINCT t.club_id FROM changed_rows m JOIN teams t ON t.id = m.team_id), true);
      ELSIF TG_TABLE_NAME = 'player_progress' THEN
        -- Written by refresh_progress only, for a change whose own trigger moved the lists if a figure moved.
        PERFORM bump_club_versions(ARRAY(SELECT DISTINCT club_id FROM changed_rows), false);
      ELSE
        PERFORM bump_club_versions(ARRAY(SELECT DISTINCT club_id FROM changed_rows), true);
      END IF;
      RETURN NULL;
    END
    $fn$`.execute(db);

  // Reports: the old rows too, to tell an open report's save from a change that moves a figure.
  await sql`
    CREATE FUNCTION reports_data_changed() RETURNS trigger LANGUAGE plpgsql AS $fn$
    DECLARE
      lists_moved boolean;
      clubs uuid[];
      players uuid[];
    BEGIN
      -- Open reports count in no figure of the lists (only completed ones do, and a missing row of
      -- stored progress reads as zeros): the lists move when a changed row is completed before or after.
      IF TG_OP = 'UPDATE' THEN
        lists_moved := EXISTS (SELECT 1 FROM old_rows WHERE status <> 'Open') OR EXISTS (SELECT 1 FROM new_rows WHERE status <> 'Open');
        SELECT array_agg(club_id), array_agg(player_id) INTO clubs, players
        FROM (SELECT club_id, player_id FROM new_rows UNION SELECT club_id, player_id FROM old_rows) x;
      ELSIF TG_OP = 'INSERT' THEN
        lists_moved := EXISTS (SELECT 1 FROM new_rows WHERE status <> 'Open');
        SELECT array_agg(club_id), array_agg(player_id) INTO clubs, players FROM new_rows;
      ELSE
        lists_moved := EXISTS (SELECT 1 FROM old_rows WHERE status <> 'Open');
        SELECT array_agg(club_id), array_agg(player_id) INTO clubs, players FROM old_rows;
      END IF;
      PERFORM bump_club_versions(clubs, lists_moved);
      PERFORM bump_player_versions(clubs, players);
      RETURN NULL;
    END
    $fn$`.execute(db);

  // A score moves its report's player's page only; a completed report's average it moves is an
  // update of the report (0007's trigger), which moves the lists by the rule above.
  await sql`
    CREATE FUNCTION report_scores_data_changed() RETURNS trigger LANGUAGE plpgsql AS $fn$
    DECLARE
      clubs uuid[];
      players uuid[];
    BEGIN
      -- Scores deleted with their report (ON DELETE CASCADE) find no report: its own trigger moved them.
      SELECT array_agg(r.club_id), array_agg(r.player_id) INTO clubs, players
      FROM (SELECT DISTINCT report_id FROM changed_rows) rs JOIN reports r ON r.id = rs.report_id;
      PERFORM bump_club_versions(clubs, false);
      PERFORM bump_player_versions(clubs, players);
      RETURN NULL;
    END
    $fn$`.execute(db);

  for (const event of ['inserted', 'updated', 'deleted']) {
    await sql.raw(`DROP TRIGGER reports_${event}_version ON reports`).execute(db);
    await sql.raw(`DROP TRIGGER report_scores_${event}_version ON report_scores`).execute(db);
  }
  await sql.raw(`CREATE TRIGGER reports_inserted_version AFTER INSERT ON reports REFERENCING NEW TABLE AS new_rows
    FOR EACH STATEMENT EXECUTE FUNCTION reports_data_changed()`).execute(db);
  await sql.raw(`CREATE TRIGGER reports_updated_version AFTER UPDATE ON reports REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
    FOR EACH STATEMENT EXECUTE FUNCTION reports_data_changed()`).execute(db);
  await sql.raw(`CREATE TRIGGER reports_deleted_version AFTER DELETE ON reports REFERENCING OLD TABLE AS old_rows
    FOR EACH STATEMENT EXECUTE FUNCTION reports_data_changed()`).execute(db);
  for (const [event, table] of [['inserted', 'NEW'], ['updated', 'NEW'], ['deleted', 'OLD']] as const) {
    await sql.raw(`CREATE TRIGGER report_scores_${event}_version AFTER ${event === 'inserted' ? 'INSERT' : event === 'updated' ? 'UPDATE' : 'DELETE'}
      ON report_scores REFERENCING ${table} TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION report_scores_data_changed()`).execute(db);
  }
}

export async function down(db: Kysely<unknown>): Promise<void> {
  // Back to 0010's shape exactly (a later up must find what 0010 left): one version moved by every
  // change, its one-argument bump, reports and scores through club_data_changed().
  for (const event of ['inserted', 'updated', 'deleted']) {
    await sql.raw(`DROP TRIGGER IF EXISTS reports_${event}_version ON reports`).execute(db);
    await sql.raw(`DROP TRIGGER IF EXISTS report_scores_${event}_version ON report_scores`).execute(db);
  }
  await sql`DROP FUNCTION IF EXISTS report_scores_data_changed()`.execute(db);
  await sql`DROP FUNCTION IF EXISTS reports_data_changed()`.execute(db);
  await sql`DROP FUNCTION IF EXISTS bump_player_versions(uuid[], uuid[])`.execute(db);
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
  await sql`
    CREATE OR REPLACE FUNCTION club_data_changed() RETURNS trigger LANGUAGE plpgsql AS $fn$
    BEGIN
      IF TG_TABLE_NAME = 'clubs' THEN
        PERFORM bump_club_versions(ARRAY(SELECT id FROM changed_rows));
      ELSIF TG_TABLE_NAME = 'team_memberships' THEN
        PERFORM bump_club_versions(ARRAY(SELECT DISTINCT t.club_id FROM changed_rows m JOIN teams t ON t.id = m.team_id));
      ELSIF TG_TABLE_NAME = 'report_scores' THEN
        PERFORM bump_club_versions(ARRAY(SELECT DISTINCT r.club_id FROM changed_rows rs JOIN reports r ON r.id = rs.report_id));
      ELSE
        PERFORM bump_club_versions(ARRAY(SELECT DISTINCT club_id FROM changed_rows));
      END IF;
      RETURN NULL;
    END
    $fn$`.execute(db);
  await sql`DROP FUNCTION bump_club_versions(uuid[], boolean)`.execute(db);
  for (const table of ['reports', 'report_scores']) {
    for (const [event, when, rows] of [['inserted', 'INSERT', 'NEW'], ['updated', 'UPDATE', 'NEW'], ['deleted', 'DELETE', 'OLD']] as const) {
      await sql.raw(`CREATE TRIGGER ${table}_${event}_version AFTER ${when} ON ${table} REFERENCING ${rows} TABLE AS changed_rows
        FOR EACH STATEMENT EXECUTE FUNCTION club_data_changed()`).execute(db);
    }
  }
  await sql`DROP TABLE IF EXISTS player_data_versions`.execute(db);
  await sql`ALTER TABLE club_data_versions DROP COLUMN IF EXISTS lists`.execute(db);
}
