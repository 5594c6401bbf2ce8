import { sql, type Kysely } from 'kysely';

/**
 * Dutch names everywhere (issue 37): a person's shown name is first name, infix, last name ("Adam de
 * Wit"), the infix (`people.infix`, the tussenvoegsel, migration 0013) never glued to either.
 *
 * `person_name(first, infix, last)` is that rule in the database: the parts trimmed, the empty ones left
 * out, one space between. `personName()` (contract/personName.ts, the web app's and the server's) is the same rule for
 * names read as parts; the queries that answer a name whole use this function.
 *
 * `people.search_name` (migration 0007, "first last") is generated again from the shown name, so the
 * header search and the console find "Adam de Wit" and "de wit". It keeps "first last" after it too,
 * apart by ' | ' (a key never spans both), so "Adam Wit" still finds him as it did. Only expressions
 * PostgreSQL calls immutable (no concat_ws, which is stable), as a generated column needs, on
 * PostgreSQL 15 and PGlite alike. The trigram index goes with the old column and is made again;
 * `people_name_order` (migration 0011) is on the name parts and stays as it is.
 *
 * The team overview's stored head trainer name (`team_line_ups.head_trainer_name`, migration 0021) is
 * the shown name too: `refresh_team_line_ups` writes person_name(), a new infix refreshes it as a new
 * first or last name does, and every team's row is recounted once. The order stays first name, then
 * last name without the infix (docs/decisions.md, "Infix").
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    CREATE FUNCTION person_name(first_name text, infix text, last_name text) RETURNS text
    LANGUAGE sql IMMUTABLE PARALLEL SAFE
    AS $fn$ SELECT btrim(coalesce(btrim(first_name), '')
                         || coalesce(' ' || nullif(btrim(infix), ''), '')
                         || coalesce(' ' || nullif(btrim(last_name), ''), '')) $fn$`.execute(db);
  await sql`DROP INDEX IF EXISTS people_search_name`.execute(db);
  await sql`ALTER TABLE people DROP COLUMN search_name`.execute(db);
  await sql`
    ALTER TABLE people ADD COLUMN search_name text GENERATED ALWAYS AS (
      fold_text(person_name(first_name, infix, last_name)
                || CASE WHEN nullif(btrim(infix), '') IS NULL THEN '' ELSE ' | ' || first_name || ' ' || last_name END)
    ) STORED`.execute(db);
  await sql`CREATE INDEX people_search_name ON people USING gin (search_name gin_trgm_ops)`.execute(db);

  await sql.raw(refreshTeamLineUps('person_name(p.first_name, p.infix, p.last_name)')).execute(db);
  await sql.raw(peopleMovedLineUps('OR n.infix IS DISTINCT FROM o.infix')).execute(db);
  await sql`SELECT refresh_team_line_ups(ARRAY(SELECT id FROM teams))`.execute(db);
}

/** Migration 0021's refresh_team_line_ups, with the head trainer's name made by `name`. */
const refreshTeamLineUps = (name: string) => `
CREATE OR REPLACE FUNCTION refresh_team_line_ups(changed uuid[]) RETURNS void LANGUAGE plpgsql AS $fn$
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
    SELECT m.person_id, ${name} AS name, p.photo_id
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

/** Migration 0021's people_moved_line_ups, with `infix` among the changes that move a line-up. */
const peopleMovedLineUps = (infix: string) => `
CREATE OR REPLACE FUNCTION people_moved_line_ups() RETURNS trigger LANGUAGE plpgsql AS $fn$
BEGIN
  PERFORM refresh_team_line_ups(ARRAY(
    SELECT DISTINCT m.team_id
    FROM new_rows n JOIN old_rows o ON o.id = n.id
    JOIN team_memberships m ON m.club_id = n.club_id AND m.person_id = n.id AND m.ended_at IS NULL
    WHERE n.removed_at IS DISTINCT FROM o.removed_at
       OR n.first_name IS DISTINCT FROM o.first_name OR n.last_name IS DISTINCT FROM o.last_name ${infix}
       OR n.photo_id IS DISTINCT FROM o.photo_id));
  RETURN NULL;
END
$fn$`;

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`DROP INDEX IF EXISTS people_search_name`.execute(db);
  await sql`ALTER TABLE people DROP COLUMN search_name`.execute(db);
  await sql`ALTER TABLE people ADD COLUMN search_name text GENERATED ALWAYS AS (fold_text(first_name || ' ' || last_name)) STORED`.execute(db);
  await sql`CREATE INDEX people_search_name ON people USING gin (search_name gin_trgm_ops)`.execute(db);
  await sql.raw(refreshTeamLineUps(`btrim(p.first_name || ' ' || p.last_name)`)).execute(db);
  await sql.raw(peopleMovedLineUps('')).execute(db);
  await sql`SELECT refresh_team_line_ups(ARRAY(SELECT id FROM teams))`.execute(db);
  await sql`DROP FUNCTION person_name(text, text, text)`.execute(db);
}
