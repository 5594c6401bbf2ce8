import type { Kysely } from 'kysely';
import type { DB, RoleName } from '../../server/db/schema.js';
import { createClub } from '../../server/repositories/clubs/clubs.js';
import { createSession } from '../../server/repositories/accounts/sessions.js';
import { accountFor } from '../../server/repositories/accounts/accounts.js';

/**
 * A club for the reminders and the digest (issue 15), on fixed dates (the tests move a clock):
 *   season 2026/27: 1 August 2026 … 30 June 2027, 2 reports per player; round 1 due Sunday
 *   1 November 2026, round 2 due 30 June 2027.
 *   team Red: trainer Tom, players Ann and Bob; team Blue: trainer Tia, player Cas; manager Mia.
 *   Tom has completed round 1 on Ann.
 */
export interface RoundMailClub {
  id: Record<string, string>;
  token: Record<string, string>;
  email: (key: string) => string;
}

export async function buildRoundMailClub(db: Kysely<DB>, options: { language?: 'en' | 'nl'; name?: string } = {}): Promise<RoundMailClub> {
  const id: Record<string, string> = {};
  const token: Record<string, string> = {};
  const name = options.name ?? 'Reminder FC';
  const domain = `${name.toLowerCase().replace(/\W+/g, '')}.club`;
  const email = (key: string) => `${key.toLowerCase()}@${domain}`;
  id.club = await createClub(db, { name, country: 'NL', language: options.language ?? 'en' });
  id.season = (await db.insertInto('seasons')
    .values({ club_id: id.club, name: '2026/27', report_frequency: 2, start_date: '2026-08-01', end_date: '2027-06-30' })
    .returning('id').executeTakeFirstOrThrow()).id;
  await db.insertInto('season_rounds').values([
    { season_id: id.season, round: 1, due_date: '2026-11-01' },
    { season_id: id.season, round: 2, due_date: '2027-06-30' },
  ]).execute();
  const people: Array<[string, RoleName]> = [['Mia', 'Manager'], ['Tom', 'Trainer'], ['Tia', 'Trainer'], ['Ann', 'Player'], ['Bob', 'Player'], ['Cas', 'Player']];
  for (const [key, role] of people) {
    id[key] = (await db.insertInto('people')
      .values({ club_id: id.club, role, status: 'active', account_id: accountFor(email(key), 'x'), first_name: key, last_name: 'Round', activated_at: '2026-08-01T10:00:00Z' })
      .returning('id').executeTakeFirstOrThrow()).id;
    token[key] = await createSession(db, id[key]!, 365 * 24 * 3_600_000);
  }
  for (const team of ['Red', 'Blue']) id[team] = (await db.insertInto('teams').values({ club_id: id.club, name: team, division: '' }).returning('id').executeTakeFirstOrThrow()).id;
  for (const [team, person, role] of [['Red', 'Tom', 'Trainer'], ['Red', 'Ann', 'Player'], ['Red', 'Bob', 'Player'], ['Blue', 'Tia', 'Trainer'], ['Blue', 'Cas', 'Player']] as const) {
    await db.insertInto('team_memberships').values({ team_id: id[team]!, person_id: id[person]!, role }).execute();
  }
  await completeReport(db, { id, token, email }, 'Tom', 'Ann', 'Red', '2026-10-01T10:00:00Z');
  return { id, token, email };
}

/** A completed report of `trainer` on `player`, completed at `at`. */
export async function completeReport(db: Kysely<DB>, club: RoundMailClub, trainer: string, player: string, team: string, at: string): Promise<void> {
  await db.insertInto('reports')
    .values({ club_id: club.id.club!, season_id: club.id.season!, trainer_id: club.id[trainer]!, player_id: club.id[player]!, team_id: club.id[team]!, status: 'Completed', completed_at: at })
    .execute();
}

/** The outbox's e-mails to an address, oldest first. */
export async function mailsTo(db: Kysely<DB>, recipient: string) {
  return db.selectFrom('outbox').select(['subject', 'html', 'text']).where('recipient', '=', recipient).orderBy('created_at').orderBy('id').execute();
}
