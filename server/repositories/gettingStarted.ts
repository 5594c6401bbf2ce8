import type { Kysely } from 'kysely';
import type { DB } from '../db/schema.js';
import type { GettingStarted } from '../../contract/dashboard.js';
import { DEFAULT_SKILLS, listSkills } from './skills.js';

/** How many of a role the club has invited or activated (not removed): inviting is the checklist's step. */
async function peopleCount(db: Kysely<DB>, clubId: string, role: 'Trainer' | 'Player'): Promise<number> {
  const { count } = await db
    .selectFrom('people')
    .select((eb) => eb.fn.countAll<string>().as('count'))
    .where('club_id', '=', clubId)
    .where('role', '=', role)
    .where('removed_at', 'is', null)
    .executeTakeFirstOrThrow();
  return Number(count);
}

/**
 * The skills were looked at: they are no longer the default set the club started with (in its
 * language, all active, in that order), or a report already uses them (the club evaluates with them).
 */
async function skillsReviewed(db: Kysely<DB>, clubId: string, language: string): Promise<boolean> {
  const used = await db.selectFrom('reports').select('id').where('club_id', '=', clubId).limit(1).executeTakeFirst();
  if (used) return true;
  const defaults = DEFAULT_SKILLS[language === 'nl' ? 'nl' : 'en'];
  const skills = await listSkills(db, clubId);
  const unchanged =
    skills.length === defaults.length &&
    skills.every((skill, index) => skill.isActive && skill.skillName === defaults[index]![0] && skill.category === defaults[index]![1]);
  return !unchanged;
}

/** What a club has set up so far, for the overview's getting-started checklist. */
export async function gettingStarted(db: Kysely<DB>, clubId: string): Promise<GettingStarted> {
  const club = await db.selectFrom('clubs').select('language').where('id', '=', clubId).executeTakeFirstOrThrow();
  const [seasons, teams, trainers, players, reviewed] = await Promise.all([
    db.selectFrom('seasons').select((eb) => eb.fn.countAll<string>().as('count')).where('club_id', '=', clubId).executeTakeFirstOrThrow(),
    db.selectFrom('teams').select((eb) => eb.fn.countAll<string>().as('count')).where('club_id', '=', clubId).where('removed_at', 'is', null).executeTakeFirstOrThrow(),
    peopleCount(db, clubId, 'Trainer'),
    peopleCount(db, clubId, 'Player'),
    skillsReviewed(db, clubId, club.language),
  ]);
  return { clubId, seasons: Number(seasons.count), teams: Number(teams.count), trainers, players, skillsReviewed: reviewed };
}
