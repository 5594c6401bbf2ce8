import { sql, type Kysely } from 'kysely';

/**
 * The club's skill set becomes editable, and trainers write reports through the API:
 * - skills get `is_active`: a deactivated skill is no longer asked in new or open reports, but its
 *   scores stay in the history and the averages;
 * - skill names are unique in a club compared case-insensitively and without surrounding spaces
 *   (the old constraint compared them exactly). Existing clashes are renamed first, the oldest skill
 *   (lowest order) keeping its name and the others getting the first free ' (2)', ' (3)', …;
 * - a trainer has at most one open report per player and season, so StartReport can answer the
 *   open one instead of starting a second. Nothing could write two before (only the demo seed wrote
 *   reports, one open per pair); should a database hold some anyway, the newest draft is kept and
 *   each older one (a draft never counts in any score) is named in the log and removed.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`ALTER TABLE skills ADD COLUMN is_active boolean NOT NULL DEFAULT true`.execute(db);

  const { rows: skills } = await sql<{ id: string; club_id: string; name: string }>`
    SELECT id, club_id, name FROM skills ORDER BY club_id, sort_order, id
  `.execute(db);
  const key = (name: string) => name.trim().toLowerCase();
  const takenByClub = new Map<string, Set<string>>();
  for (const skill of skills) {
    const taken = takenByClub.get(skill.club_id) ?? new Set<string>();
    takenByClub.set(skill.club_id, taken);
    taken.add(key(skill.name));
  }
  const seenByClub = new Map<string, Set<string>>();
  for (const skill of skills) {
    const seen = seenByClub.get(skill.club_id) ?? new Set<string>();
    seenByClub.set(skill.club_id, seen);
    if (!seen.has(key(skill.name))) {
      seen.add(key(skill.name));
      continue;
    }
    const taken = takenByClub.get(skill.club_id)!;
    let suffix = 2;
    while (taken.has(key(`${skill.name.trim()} (${suffix})`))) suffix++;
    const newName = `${skill.name.trim()} (${suffix})`;
    taken.add(key(newName));
    seen.add(key(newName));
    await sql`UPDATE skills SET name = ${newName} WHERE id = ${skill.id}`.execute(db);
    console.warn(`Skill names must be unique within a club: skill ${skill.id} of club ${skill.club_id} was renamed from '${skill.name}' to '${newName}'.`);
  }
  await sql`ALTER TABLE skills DROP CONSTRAINT IF EXISTS skills_club_id_name_key`.execute(db);
  await sql`CREATE UNIQUE INDEX skills_name_unique ON skills (club_id, lower(btrim(name)))`.execute(db);

  const { rows: extraDrafts } = await sql<{ id: string; trainer_id: string; player_id: string; season_id: string }>`
    SELECT id, trainer_id, player_id, season_id FROM (
      SELECT id, trainer_id, player_id, season_id,
             row_number() OVER (PARTITION BY trainer_id, player_id, season_id ORDER BY modified_at DESC, id) AS rank
      FROM reports WHERE status = 'Open') drafts
    WHERE rank > 1
  `.execute(db);
  for (const draft of extraDrafts) {
    console.warn(`A trainer has one open report per player and season: the older open report ${draft.id} (trainer ${draft.trainer_id}, player ${draft.player_id}, season ${draft.season_id}) was removed.`);
    await sql`DELETE FROM reports WHERE id = ${draft.id}`.execute(db);
  }
  await sql`
    CREATE UNIQUE INDEX reports_one_open_per_pair ON reports (trainer_id, player_id, season_id) WHERE status = 'Open'
  `.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`DROP INDEX reports_one_open_per_pair`.execute(db);
  await sql`DROP INDEX skills_name_unique`.execute(db);
  await sql`ALTER TABLE skills ADD CONSTRAINT skills_club_id_name_key UNIQUE (club_id, name)`.execute(db);
  await sql`ALTER TABLE skills DROP COLUMN is_active`.execute(db);
}
