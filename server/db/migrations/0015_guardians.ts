import { sql, type Kysely } from 'kysely';

/**
 * Families (issue 25): guardians, consent and the release of reports.
 *
 * - A guardian is a person of the club with role 'Guardian' (invited like anyone, one account may be a
 *   member of several clubs). `guardianships` links a guardian to a player of the same club; the slot
 *   (1 or 2) with its unique index is the rule "at most two guardians per player", held by the database
 *   even when two managers add one at the same moment.
 * - `consents`: per player and purpose (photos, sharing reports with guardians) the answer in force,
 *   with who gave it and when. No row: not given.
 * - A club releases completed reports to players and guardians on completion (the default, as before)
 *   or per round by a manager. `reports.released_at`/`released_by` record each report's release;
 *   `report_releases` logs every release a manager made. A trigger releases a report the moment it is
 *   completed when the club releases on completion, whichever path completes it.
 * - The club's privacy statement, in English and Dutch, shown with the terms at sign-in.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`ALTER TABLE people DROP CONSTRAINT people_role_check`.execute(db);
  await sql`ALTER TABLE people ADD CONSTRAINT people_role_check CHECK (role IN ('Manager', 'Trainer', 'Player', 'Guardian'))`.execute(db);

  await sql`
    CREATE TABLE guardianships (
      club_id uuid NOT NULL REFERENCES clubs (id),
      player_id uuid NOT NULL REFERENCES people (id),
      guardian_id uuid NOT NULL REFERENCES people (id),
      slot smallint NOT NULL CHECK (slot IN (1, 2)),
      added_by uuid REFERENCES people (id),
      added_at timestamptz NOT NULL DEFAULT now(),
      PRIMARY KEY (player_id, guardian_id),
      CHECK (player_id <> guardian_id)
    )`.execute(db);
  await sql`CREATE UNIQUE INDEX guardianships_two_per_player ON guardianships (player_id, slot)`.execute(db);
  await sql`CREATE INDEX guardianships_guardian ON guardianships (guardian_id)`.execute(db);

  await sql`
    CREATE TABLE consents (
      player_id uuid NOT NULL REFERENCES people (id),
      purpose text NOT NULL CHECK (purpose IN ('photos', 'sharing')),
      given boolean NOT NULL,
      given_by uuid NOT NULL REFERENCES people (id),
      given_at timestamptz NOT NULL DEFAULT now(),
      PRIMARY KEY (player_id, purpose)
    )`.execute(db);

  await sql`
    ALTER TABLE clubs
      ADD COLUMN release_mode text NOT NULL DEFAULT 'onCompletion' CHECK (release_mode IN ('onCompletion', 'perRound')),
      ADD COLUMN privacy_statement_en text NOT NULL DEFAULT '',
      ADD COLUMN privacy_statement_nl text NOT NULL DEFAULT ''`.execute(db);

  await sql`ALTER TABLE reports ADD COLUMN released_at timestamptz, ADD COLUMN released_by uuid REFERENCES people (id)`.execute(db);
  // Until now every completed report reached its player on completion.
  await sql`UPDATE reports SET released_at = completed_at WHERE status = 'Completed'`.execute(db);
  await sql`CREATE INDEX reports_unreleased ON reports (season_id) WHERE status = 'Completed' AND released_at IS NULL`.execute(db);

  await sql`
    CREATE TABLE report_releases (
      id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
      club_id uuid NOT NULL REFERENCES clubs (id),
      season_id uuid NOT NULL REFERENCES seasons (id) ON DELETE CASCADE,
      round integer NOT NULL CHECK (round >= 1),
      reports integer NOT NULL,
      released_by uuid NOT NULL REFERENCES people (id),
      released_at timestamptz NOT NULL DEFAULT now()
    )`.execute(db);

  await sql.raw(`
    CREATE FUNCTION release_on_completion() RETURNS trigger LANGUAGE plpgsql AS $$
    BEGIN
      IF NEW.status = 'Completed' AND NEW.released_at IS NULL
         AND (SELECT release_mode FROM clubs WHERE id = NEW.club_id) = 'onCompletion' THEN
        NEW.released_at := COALESCE(NEW.completed_at, now());
      END IF;
      RETURN NEW;
    END $$`).execute(db);
  await sql`
    CREATE TRIGGER reports_release_on_completion BEFORE INSERT OR UPDATE OF status ON reports
    FOR EACH ROW EXECUTE FUNCTION release_on_completion()`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`DROP TRIGGER IF EXISTS reports_release_on_completion ON reports`.execute(db);
  await sql`DROP FUNCTION IF EXISTS release_on_completion()`.execute(db);
  await sql`DROP TABLE report_releases`.execute(db);
  await sql`DROP INDEX IF EXISTS reports_unreleased`.execute(db);
  await sql`ALTER TABLE reports DROP COLUMN released_at, DROP COLUMN released_by`.execute(db);
  await sql`ALTER TABLE clubs DROP COLUMN release_mode, DROP COLUMN privacy_statement_en, DROP COLUMN privacy_statement_nl`.execute(db);
  await sql`DROP TABLE consents`.execute(db);
  await sql`DROP TABLE guardianships`.execute(db);
  // Fails, as it should, while the club has guardians: the older schema has no place for them.
  await sql`ALTER TABLE people DROP CONSTRAINT people_role_check`.execute(db);
  await sql`ALTER TABLE people ADD CONSTRAINT people_role_check CHECK (role IN ('Manager', 'Trainer', 'Player'))`.execute(db);
}
