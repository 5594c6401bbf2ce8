import { sql, type Kysely } from 'kysely';
import type { DB } from '../../server/db/schema.js';
import { createSession } from '../../server/repositories/accounts/sessions.js';
import { accountFor } from '../../server/repositories/accounts/accounts.js';
import { buildHandBuiltClub } from './clubStructureClub.js';
import { buildSmallClub } from './peopleClub.js';
import type { ClubIds } from './securityCalls.js';

/**
 * The two clubs of the security suite:
 * - "ours", the hand-built club of the club-structure tests, whose manager, trainer and player call;
 * - "theirs", the small club of the people tests, whose ids ours sends. Its names and e-mail domain
 *   appear nowhere in ours, so an answer holding one of them has leaked it.
 * Our trainer T1 is in both (one account, issue 28): a player of theirs too, under names only theirs
 * knows, so no answer to our club may show that membership either.
 */
export interface SecurityClubs {
  ours: ClubIds;
  theirs: ClubIds;
  tokens: { manager: string; trainer: string; player: string };
  /** Texts of the other club that no answer to our club may contain. */
  theirMarkers: string[];
  /** Every id of the other club, to send in place of each of ours. */
  theirIds: string[];
}

export async function buildSecurityClubs(db: Kysely<DB>): Promise<SecurityClubs> {
  const ours = await buildHandBuiltClub(db, 'Hand-built FC', 'hand.club');
  const theirs = await buildSmallClub(db, { name: 'FC Elsewhere', domain: 'elsewhere.club' });
  const ourIds: ClubIds = {
    club: ours.clubId, season: ours.ids.S!, team: ours.ids.A!, manager: ours.ids.M!, trainer: ours.ids.T1!, player: ours.ids.P1!,
    report: await openReport(db, ours.clubId, ours.ids.S!, ours.ids.T1!, ours.ids.P2!, ours.ids.A!),
    skill: await firstSkill(db, ours.clubId),
  };
  const sharedPerson = await addSharedPerson(db, theirs.clubId, theirs.teams.alpha);
  const theirIds: ClubIds = {
    club: theirs.clubId, season: theirs.seasonNow, team: theirs.teams.alpha, manager: theirs.people.M1, trainer: theirs.people.T1, player: theirs.people.P1,
    report: await openReport(db, theirs.clubId, theirs.seasonNow, theirs.people.T1, theirs.people.P1, theirs.teams.alpha),
    skill: await firstSkill(db, theirs.clubId),
  };
  return {
    ours: ourIds,
    theirs: theirIds,
    tokens: { manager: ours.managerToken, trainer: ours.trainerToken, player: await createSession(db, ours.ids.P1!, 3_600_000) },
    theirMarkers: ['FC Elsewhere', 'elsewhere.club', 'Mara', 'Piet', 'Speler', 'Zoë', 'Émile', 'Tess', 'Alpha', 'Tweede klasse', 'Gedeeld'],
    theirIds: [...new Set([...Object.values(theirIds), theirs.seasonPast, theirs.teams.beta, ...Object.values(theirs.people), sharedPerson])],
  };
}

/** Our trainer T1's account (t1@hand.club) as an active player of their club, in their team Alpha. */
async function addSharedPerson(db: Kysely<DB>, clubId: string, teamId: string): Promise<string> {
  const { id } = await db.insertInto('people')
    .values({ club_id: clubId, account_id: accountFor('t1@hand.club'), role: 'Player', status: 'active', first_name: 'Gedeeld', last_name: 'Dubbelspeler', activated_at: new Date() })
    .returning('id').executeTakeFirstOrThrow();
  await db.insertInto('team_memberships').values({ team_id: teamId, person_id: id, role: 'Player' }).execute();
  return id;
}

/** An open report of the trainer on the player, for the report calls to work on (our trainer's is writable). */
async function openReport(db: Kysely<DB>, clubId: string, seasonId: string, trainerId: string, playerId: string, teamId: string): Promise<string> {
  const { id } = await db.insertInto('reports')
    .values({ club_id: clubId, season_id: seasonId, trainer_id: trainerId, player_id: playerId, team_id: teamId, status: 'Open' })
    .returning('id').executeTakeFirstOrThrow();
  return id;
}

async function firstSkill(db: Kysely<DB>, clubId: string): Promise<string> {
  const { id } = await db.selectFrom('skills').select('id').where('club_id', '=', clubId).orderBy('sort_order').executeTakeFirstOrThrow();
  return id;
}

/**
 * Every row of every table, as text: equal before and after a batch of refused requests means they
 * changed nothing. Tables are read from the catalogue, so new ones are covered too.
 */
export async function databaseDump(db: Kysely<DB>): Promise<Record<string, string[]>> {
  const { rows: tables } = await sql<{ name: string }>`
    SELECT table_name AS name FROM information_schema.tables
    WHERE table_schema = current_schema() AND table_type = 'BASE TABLE' ORDER BY table_name`.execute(db);
  const dump: Record<string, string[]> = {};
  for (const { name } of tables) {
    const { rows } = await sql<Record<string, unknown>>`SELECT * FROM ${sql.table(name)}`.execute(db);
    dump[name] = rows.map((row) => JSON.stringify(row)).sort();
  }
  return dump;
}

/** The tables whose rows differ between two dumps, with the number of rows before and after. */
export function changedTables(before: Record<string, string[]>, after: Record<string, string[]>): string[] {
  const names = new Set([...Object.keys(before), ...Object.keys(after)]);
  return [...names].filter((name) => JSON.stringify(before[name]) !== JSON.stringify(after[name]))
    .map((name) => `${name} (${before[name]?.length ?? 0} → ${after[name]?.length ?? 0} rows)`);
}

/** Only the rows that hold one of `ids` (a club's rows and everything that points at them). */
export function rowsMentioning(dump: Record<string, string[]>, ids: string[]): Record<string, string[]> {
  return Object.fromEntries(Object.entries(dump).map(([table, rows]) => [table, rows.filter((row) => ids.some((id) => row.includes(id)))]));
}
