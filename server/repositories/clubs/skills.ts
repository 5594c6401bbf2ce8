import { sql, type Kysely } from 'kysely';
import type { DB } from '../../db/schema.js';
import type { Skill } from '../../../contract/reportWriting.js';

/**
 * The football evaluation criteria every new club starts with, in the club's language:
 * [name, category]. Managers extend, rename, reorder and deactivate them (SaveSkills).
 */
export const DEFAULT_SKILLS: Record<'en' | 'nl', ReadonlyArray<readonly [string, string]>> = {
  en: [
    ['Ball control', 'Technique'],
    ['Passing', 'Technique'],
    ['Shooting', 'Technique'],
    ['Positioning', 'Tactics'],
    ['Game insight', 'Tactics'],
    ['Speed', 'Physical'],
    ['Stamina', 'Physical'],
    ['Attitude', 'Mental'],
    ['Teamwork', 'Mental'],
  ],
  nl: [
    ['Balcontrole', 'Techniek'],
    ['Passen', 'Techniek'],
    ['Schieten', 'Techniek'],
    ['Positiespel', 'Tactiek'],
    ['Spelinzicht', 'Tactiek'],
    ['Snelheid', 'Fysiek'],
    ['Uithoudingsvermogen', 'Fysiek'],
    ['Instelling', 'Mentaal'],
    ['Samenwerking', 'Mentaal'],
  ],
};

/** Gives a new club the default skill set of its language. */
export async function insertDefaultSkills(db: Kysely<DB>, clubId: string, language: 'en' | 'nl'): Promise<void> {
  await db
    .insertInto('skills')
    .values(DEFAULT_SKILLS[language].map(([name, category], index) => ({ club_id: clubId, name, category, sort_order: index + 1 })))
    .execute();
}

/** The club's skills in order (active and inactive). */
export async function listSkills(db: Kysely<DB>, clubId: string): Promise<Skill[]> {
  return db
    .selectFrom('skills')
    .select(['id', 'name as skillName', 'category', 'sort_order as order', 'is_active as isActive'])
    .where('club_id', '=', clubId)
    .orderBy('sort_order')
    .orderBy(sql`lower(name)`)
    .orderBy('id')
    .execute();
}

export interface SkillChange {
  /** undefined for a new skill. */
  id: string | undefined;
  name: string;
  category: string;
  order: number;
  isActive: boolean;
}

/**
 * Writes the changes in the transaction `trx`: changed skills first take a placeholder name (their
 * id), so names may be swapped within one save without tripping the unique index on the way.
 * Answers the ids among `changes` that are not skills of the club (nothing is written then).
 */
export async function writeSkills(trx: Kysely<DB>, clubId: string, changes: SkillChange[]): Promise<string[]> {
  // Every skill of the club is locked, not only the changed ones: two saves deactivating different
  // skills at once must not both see "one still active" and leave none.
  const found = await trx.selectFrom('skills').select('id').where('club_id', '=', clubId).forUpdate().execute();
  const existingIds = changes.flatMap((change) => (change.id ? [change.id] : []));
  if (existingIds.length > 0) {
    const known = new Set(found.map((row) => row.id));
    const missing = existingIds.filter((id) => !known.has(id));
    if (missing.length > 0) return missing;
    await trx
      .updateTable('skills')
      .set({ name: sql<string>`id::text` })
      .where('club_id', '=', clubId)
      .where('id', 'in', existingIds)
      .execute();
  }
  for (const change of changes) {
    const values = { name: change.name, category: change.category, sort_order: change.order, is_active: change.isActive };
    if (change.id) {
      await trx.updateTable('skills').set(values).where('club_id', '=', clubId).where('id', '=', change.id).execute();
    } else {
      await trx.insertInto('skills').values({ ...values, club_id: clubId }).execute();
    }
  }
  return [];
}

/** How many active skills the club has (read inside the save's transaction). */
export async function activeSkillCount(db: Kysely<DB>, clubId: string): Promise<number> {
  const row = await db
    .selectFrom('skills')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('club_id', '=', clubId)
    .where('is_active', '=', true)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}
