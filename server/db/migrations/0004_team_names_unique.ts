import { sql, type Kysely } from 'kysely';

/**
 * A club's live teams have different names, compared case-insensitively and without surrounding
 * spaces. Until now only the save call checked it (check-then-insert), so parallel saves could
 * create the same team twice. Existing duplicates are renamed first, oldest team keeping its name
 * and the others getting the first free ' (2)', ' (3)', …, and every rename is written to the log
 * so the club can be told.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  const { rows: teams } = await sql<{ id: string; club_id: string; name: string }>`
    SELECT id, club_id, name FROM teams WHERE removed_at IS NULL ORDER BY club_id, created_at, id
  `.execute(db);
  const key = (name: string) => name.trim().toLowerCase();
  const takenByClub = new Map<string, Set<string>>();
  for (const team of teams) {
    const taken = takenByClub.get(team.club_id) ?? new Set<string>();
    takenByClub.set(team.club_id, taken);
    taken.add(key(team.name));
  }
  const seenByClub = new Map<string, Set<string>>();
  for (const team of teams) {
    const seen = seenByClub.get(team.club_id) ?? new Set<string>();
    seenByClub.set(team.club_id, seen);
    if (!seen.has(key(team.name))) {
      seen.add(key(team.name));
      continue;
    }
    const taken = takenByClub.get(team.club_id)!;
    let suffix = 2;
    while (taken.has(key(`${team.name.trim()} (${suffix})`))) suffix++;
    const newName = `${team.name.trim()} (${suffix})`;
    taken.add(key(newName));
    seen.add(key(newName));
    await sql`UPDATE teams SET name = ${newName} WHERE id = ${team.id}`.execute(db);
    console.warn(`Team names must be unique within a club: team ${team.id} of club ${team.club_id} was renamed from '${team.name}' to '${newName}'.`);
  }
  await sql`
    CREATE UNIQUE INDEX teams_name_unique ON teams (club_id, lower(btrim(name))) WHERE removed_at IS NULL
  `.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`DROP INDEX teams_name_unique`.execute(db);
}
