import { sql, type Kysely } from 'kysely';

/**
 * Each team's line-up kept, not aggregated on every read (issue 26; docs/decisions.md, "Team line-ups
 * kept"). The team overview (GetTeamOverviewByClubId) shows per team its trainers and players and its
 * head trainer; built from the rows, it aggregated all of a club's open memberships and joined every
 * one of the club's people on each call: 7.6 ms at 10,000 players on PostgreSQL, 18.8× the baseline.
 * Now `team_line_ups` holds per team:
 *
 * - `trainers`, `players`: its open memberships of people not removed, by the membership's role;
 * - `head_trainer_id`: the longest-serving of those trainers (earliest membership, then by first name,
 *   last name and id), the one a club calls its head trainer; null without one. With the name and
 *   photo the overview shows of them, so it reads no person either: joining the head trainers to the
 *   people hashed all of a large club's people (11,000) for 526 teams.
 *
 * As the stored progress (migration 0007), the database keeps it in the transaction of every change
 * that can move it, so no writer can forget it: statement triggers map the change to the teams it
 * touches and `refresh_team_line_ups(teams)` recounts those teams from their rows (a team's own
 * memberships, a few dozen). The mapping:
 *   team_memberships (any change)                → the old and the new row's team
 *   people (removal, restore, name or photo)     → the teams of the person's open memberships
 * A removed team keeps its row (its memberships are ended, so it counts nobody); the overview reads
 * live teams only. A team without a row has no members yet.
 *
 * Recounting, rather than adding differences, needs the club's lock: under it each recount sees what
 * every earlier transaction of the club committed (plpgsql takes a fresh snapshot per statement), so
 * two writers in one team never both write a count that misses the other's member. It is the advisory
 * lock refresh_progress and the data version take, taken first, in club order.
 *
 * The table leads with the club (primary key club_id, team_id), as docs/scaling.md asks of every
 * club-owned table for distribution by club.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    CREATE TABLE team_line_ups (
      club_id uuid NOT NULL REFERENCES clubs (id),
      team_id uuid NOT NULL REFERENCES teams (id),
      trainers integer NOT NULL,
      players integer NOT NULL,
      head_trainer_id uuid REFERENCES people (id),
      head_trainer_name text,
      head_trainer_photo_id uuid REFERENCES photos (id) ON DELETE SET NULL,
      PRIMARY KEY (club_id, team_id)
    )`.execute(db);
  for (const statement of [REFRESH_TEAM_LINE_UPS, ...TRIGGERS]) await sql.raw(statement).execute(db);
  await sql`SELECT refresh_team_line_ups(ARRAY(SELECT id FROM teams))`.execute(db);
}

/** The teams' rows recounted from their memberships (the triggers, the migration, a bulk load made with triggers off). */
const REFRESH_TEAM_LINE_UPS = `
CREATE FUNCTION refresh_team_line_ups(changed uuid[]) RETURNS void LANGUAGE plpgsql AS $fn$
BEGIN
  IF changed IS NULL OR cardinality(changed) = 0 THEN RETURN; END IF;
  PERFORM pg_advisory_xact_lock(7013, hashtext(club_id::text))
  FROM (SELECT DISTINCT club_id FROM teams WHERE id = ANY(changed)) clubs ORDER BY club_id;

  INSERT INTO team_line_ups AS l (club_id, team_id, trainers, players, head_trainer_id, head_trainer_name, head_trainer_photo_id)
  SELECT t.club_id, t.id, coalesce(counts.trainers, 0), coalesce(counts.players, 0), head.person_id, head.name, head.photo_id
  FROM teams t
  LEFT JOIN LATERAL (
    SELECT count(*) FILTER (WHERE m.role = 'Trainer')::int AS trainers,
           count(*) FILTER (WHERE m.role = 'Player')::int AS players
    FROM team_memberships m JOIN people p ON p.id = m.person_id AND p.removed_at IS NULL
    WHERE m.team_id = t.id AND m.ended_at IS NULL
  ) counts ON true
  LEFT JOIN LATERAL (
    SELECT m.person_id, btrim(p.first_name || ' ' || p.last_name) AS name, p.photo_id
    FROM team_memberships m JOIN people p ON p.id = m.person_id AND p.removed_at IS NULL
    WHERE m.team_id = t.id AND m.ended_at IS NULL AND m.role = 'Trainer'
    ORDER BY m.started_at, p.first_name, p.last_name, p.id
    LIMIT 1
  ) head ON true
  WHERE t.id = ANY(changed)
  ORDER BY t.club_id, t.id
  ON CONFLICT (club_id, team_id) DO UPDATE
    SET trainers = excluded.trainers, players = excluded.players, head_trainer_id = excluded.head_trainer_id,
        head_trainer_name = excluded.head_trainer_name, head_trainer_photo_id = excluded.head_trainer_photo_id
    WHERE (l.trainers, l.players, l.head_trainer_id, l.head_trainer_name, l.head_trainer_photo_id)
          IS DISTINCT FROM (excluded.trainers, excluded.players, excluded.head_trainer_id, excluded.head_trainer_name, excluded.head_trainer_photo_id);
END
$fn$`;

const TRIGGERS = [
  `CREATE FUNCTION memberships_moved_line_ups() RETURNS trigger LANGUAGE plpgsql AS $fn$
  BEGIN
    IF TG_OP = 'INSERT' THEN
      PERFORM refresh_team_line_ups(ARRAY(SELECT DISTINCT team_id FROM new_rows));
    ELSIF TG_OP = 'DELETE' THEN
      PERFORM refresh_team_line_ups(ARRAY(SELECT DISTINCT team_id FROM old_rows));
    ELSE
      PERFORM refresh_team_line_ups(ARRAY(SELECT team_id FROM new_rows UNION SELECT team_id FROM old_rows));
    END IF;
    RETURN NULL;
  END
  $fn$`,
  `CREATE TRIGGER memberships_inserted_line_ups AFTER INSERT ON team_memberships REFERENCING NEW TABLE AS new_rows
     FOR EACH STATEMENT EXECUTE FUNCTION memberships_moved_line_ups()`,
  `CREATE TRIGGER memberships_updated_line_ups AFTER UPDATE ON team_memberships REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
     FOR EACH STATEMENT EXECUTE FUNCTION memberships_moved_line_ups()`,
  `CREATE TRIGGER memberships_deleted_line_ups AFTER DELETE ON team_memberships REFERENCING OLD TABLE AS old_rows
     FOR EACH STATEMENT EXECUTE FUNCTION memberships_moved_line_ups()`,

  // Only a removal, a restore, a new name (shown, and it orders trainers who started together) or a new
  // photo moves a line-up.
  `CREATE FUNCTION people_moved_line_ups() RETURNS trigger LANGUAGE plpgsql AS $fn$
  BEGIN
    PERFORM refresh_team_line_ups(ARRAY(
      SELECT DISTINCT m.team_id
      FROM new_rows n JOIN old_rows o ON o.id = n.id
      JOIN team_memberships m ON m.club_id = n.club_id AND m.person_id = n.id AND m.ended_at IS NULL
      WHERE n.removed_at IS DISTINCT FROM o.removed_at
         OR n.first_name IS DISTINCT FROM o.first_name OR n.last_name IS DISTINCT FROM o.last_name
         OR n.photo_id IS DISTINCT FROM o.photo_id));
    RETURN NULL;
  END
  $fn$`,
  `CREATE TRIGGER people_updated_line_ups AFTER UPDATE ON people REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
     FOR EACH STATEMENT EXECUTE FUNCTION people_moved_line_ups()`,
];

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const statement of [
    'DROP TRIGGER people_updated_line_ups ON people',
    'DROP FUNCTION people_moved_line_ups()',
    'DROP TRIGGER memberships_deleted_line_ups ON team_memberships',
    'DROP TRIGGER memberships_updated_line_ups ON team_memberships',
    'DROP TRIGGER memberships_inserted_line_ups ON team_memberships',
    'DROP FUNCTION memberships_moved_line_ups()',
    'DROP FUNCTION refresh_team_line_ups(uuid[])',
    'DROP TABLE team_line_ups',
  ]) {
    await sql.raw(statement).execute(db);
  }
}
