import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema.js';
import type { GettingStarted } from '../../../contract/dashboard.js';
import { DEFAULT_SKILLS, listSkills } from '../clubs/skills.js';

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
 * The skills were looked at: they are no longer a default set a club starts with (English or Dutch,
 * all active, in that order), or a report already uses them (the club evaluates with them). Either
 * language's set counts, not only the club's: a manager who changes the club's e-mail language
 * (issue 37) has not reviewed the skills by that.
 */
async function skillsReviewed(db: Kysely<DB>, clubId: string): Promise<boolean> {
  const used = await db.selectFrom('reports').select('id').where('club_id', '=', clubId).limit(1).executeTakeFirst();
  if (used) return true;
  const skills = await listSkills(db, clubId);
  const unchanged = (['en', 'nl'] as const).some((language) => {
    const defaults = DEFAULT_SKILLS[language];
    return skills.length === defaults.length &&
      skills.every((skill, index) => skill.isActive && skill.skillName === defaults[index]![0] && skill.category === defaults[index]![1]);
  });
  return !unchanged;
}

/** What a club has set up so far, for the overview's getting-started checklist. */
export async function gettingStarted(db: Kysely<DB>, clubId: string): Promise<GettingStarted> {
  const [seasons, teams, trainers, players, reviewed] = await Promise.all([
    db.selectFrom('seasons').select((eb) => eb.fn.countAll<string>().as('count')).where('club_id', '=', clubId).executeTakeFirstOrThrow(),
    db.selectFrom('teams').select((eb) => eb.fn.countAll<string>().as('count')).where('club_id', '=', clubId).where('removed_at', 'is', null).executeTakeFirstOrThrow(),
    peopleCount(db, clubId, 'Trainer'),
    peopleCount(db, clubId, 'Player'),
    skillsReviewed(db, clubId),
  ]);
  return { clubId, seasons: Number(seasons.count), teams: Number(teams.count), trainers, players, skillsReviewed: reviewed };
}
