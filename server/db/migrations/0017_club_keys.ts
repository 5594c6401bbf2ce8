import { sql, type Kysely } from 'kysely';

/**
 * Club keys (issue 26, docs/scaling.md): every club-owned table carries the club's id, and the indexes
 * that find a club's rows, and the unique rules that hold within one club, lead with it. Two reasons:
 * - today, on one PostgreSQL: a club's query reads its own rows first (an index scan on club id), so
 *   its cost does not grow with the other clubs' data (the team overview, the trainers list and a
 *   trainer's reports read the team memberships, which had no club id);
 * - tomorrow, on Citus: distributing these tables by club_id needs the column in every one of them.
 *
 * The new columns are filled from the row's owner (a team, a report, a season, a person) by a trigger
 * when an insert leaves them out, so the code that writes these tables stays as it is; the column is
 * NOT NULL and refers to the club. The unique rules that ON CONFLICT clauses name keep their columns
 * for now (their club-led form is the Citus step's, listed in docs/scaling.md).
 */

/** Each table without a club id, the table that owns its rows and the column that points at the owner. */
const OWNED = [
  { table: 'team_memberships', owner: 'teams', via: 'team_id' },
  { table: 'report_scores', owner: 'reports', via: 'report_id' },
  { table: 'season_rounds', owner: 'seasons', via: 'season_id' },
  { table: 'sessions', owner: 'people', via: 'person_id' },
  { table: 'account_tokens', owner: 'people', via: 'person_id' },
  { table: 'terms_acceptances', owner: 'people', via: 'person_id' },
  { table: 'mail_opt_outs', owner: 'people', via: 'person_id' },
] as const;

export async function up(db: Kysely<unknown>): Promise<void> {
  for (const { table, owner, via } of OWNED) {
    await sql.raw(`ALTER TABLE ${table} ADD COLUMN club_id uuid REFERENCES clubs (id)`).execute(db);
    await sql.raw(`UPDATE ${table} x SET club_id = o.club_id FROM ${owner} o WHERE o.id = x.${via}`).execute(db);
    await sql.raw(`ALTER TABLE ${table} ALTER COLUMN club_id SET NOT NULL`).execute(db);
    // The owner's club, for an insert that names only the owner (a static query: planned once per session).
    await sql.raw(`
      CREATE FUNCTION ${table}_club_id() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        IF NEW.club_id IS NULL THEN SELECT club_id INTO NEW.club_id FROM ${owner} WHERE id = NEW.${via}; END IF;
        RETURN NEW;
      END $$`).execute(db);
    await sql.raw(`CREATE TRIGGER ${table}_club_id BEFORE INSERT ON ${table} FOR EACH ROW EXECUTE FUNCTION ${table}_club_id()`).execute(db);
  }

  // A club's current team members, found by club first (team overview, trainers list, trainer detail).
  await sql`CREATE INDEX team_memberships_club_current ON team_memberships (club_id, team_id, role) WHERE ended_at IS NULL`.execute(db);
  await sql`CREATE INDEX team_memberships_club_person ON team_memberships (club_id, person_id) WHERE ended_at IS NULL`.execute(db);
  // The rules within a club, led by the club (the same rows are unique: a person and a team are one club's).
  await sql`CREATE UNIQUE INDEX memberships_one_team_per_player_in_club ON team_memberships (club_id, person_id) WHERE ended_at IS NULL AND role = 'Player'`.execute(db);
  await sql`DROP INDEX memberships_one_team_per_player`.execute(db);
  await sql`CREATE UNIQUE INDEX memberships_trainer_once_per_team_in_club ON team_memberships (club_id, team_id, person_id) WHERE ended_at IS NULL`.execute(db);
  await sql`DROP INDEX memberships_trainer_once_per_team`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`CREATE UNIQUE INDEX memberships_one_team_per_player ON team_memberships (person_id) WHERE ended_at IS NULL AND role = 'Player'`.execute(db);
  await sql`CREATE UNIQUE INDEX memberships_trainer_once_per_team ON team_memberships (team_id, person_id) WHERE ended_at IS NULL`.execute(db);
  for (const { table } of OWNED) {
    await sql.raw(`DROP TRIGGER ${table}_club_id ON ${table}`).execute(db);
    await sql.raw(`DROP FUNCTION ${table}_club_id()`).execute(db);
    // Its indexes go with the column.
    await sql.raw(`ALTER TABLE ${table} DROP COLUMN club_id`).execute(db);
  }
}
