import { sql, type Kysely } from 'kysely';
import type { Child, Consent, ConsentPurpose, Consents, GuardianRow } from '../../../contract/guardians.js';
import { OWN_CONSENT_AGE } from '../../../contract/guardians.js';
import type { DB } from '../../db/schema.js';
import { photoUrl } from '../photos.js';
import { infixField } from '../../../contract/personName.js';

/*
 * Who is the guardian of whom (issue 25). Every question of that kind, in the server and in the
 * privacy work (access log, export, erasure), goes through isGuardianOf and guardiansOf: a link counts
 * only while both the guardian's and the player's memberships of the club are live.
 */

/** Whether `guardianId` is a live guardian of the club's live player `playerId`. */
export async function isGuardianOf(db: Kysely<DB>, clubId: string, guardianId: string, playerId: string): Promise<boolean> {
  const row = await db
    .selectFrom('guardianships as g')
    .innerJoin('people as gp', 'gp.id', 'g.guardian_id')
    .innerJoin('people as pl', 'pl.id', 'g.player_id')
    .select('g.slot')
    .where('g.club_id', '=', clubId)
    .where('g.guardian_id', '=', guardianId)
    .where('g.player_id', '=', playerId)
    .where('gp.removed_at', 'is', null)
    .where('pl.removed_at', 'is', null)
    .where('gp.club_id', '=', clubId)
    .where('pl.club_id', '=', clubId)
    .executeTakeFirst();
  return row !== undefined;
}

/** The live guardians of a club's player (at most two), the first added first. */
export async function guardiansOf(db: Kysely<DB>, clubId: string, playerId: string): Promise<GuardianRow[]> {
  const rows = await db
    .selectFrom('guardianships as g')
    .innerJoin('people as gp', 'gp.id', 'g.guardian_id')
    .innerJoin('accounts as a', 'a.id', 'gp.account_id')
    .select(['gp.id', 'gp.first_name', 'gp.infix', 'gp.last_name', 'a.email', 'a.password_hash', 'gp.status', 'g.added_at'])
    .where('g.club_id', '=', clubId)
    .where('g.player_id', '=', playerId)
    .where('gp.removed_at', 'is', null)
    .orderBy('g.slot')
    .execute();
  return rows.map((row) => ({
    guardianId: row.id,
    firstName: row.first_name,
    ...infixField(row.infix),
    lastName: row.last_name,
    // A guardian is always invited by an address; '' only if the account lost it (never on the wire in practice).
    email: row.email ?? '',
    // An account that has a password (from another club) accepts the membership when signing in.
    status: row.status === 'active' || row.password_hash !== null ? 'Active' : 'Invited',
    addedAt: row.added_at.toISOString(),
  }));
}

/** The club's live player (locked for the change of their guardians when `lock`); undefined for anyone else. */
export async function findClubPlayer(trx: Kysely<DB>, clubId: string, playerId: string, lock = false) {
  const query = trx
    .selectFrom('people')
    .select(['id', 'first_name', 'last_name'])
    .where('id', '=', playerId)
    .where('club_id', '=', clubId)
    .where('role', '=', 'Player')
    .where('removed_at', 'is', null);
  return (lock ? query.forUpdate() : query).executeTakeFirst();
}

/**
 * The club's live memberships of the account with this address (each role its own, issue 37: a trainer
 * may be a guardian too), with the account they share.
 */
export async function membershipsByEmail(db: Kysely<DB>, clubId: string, email: string) {
  return db
    .selectFrom('people as p')
    .innerJoin('accounts as a', 'a.id', 'p.account_id')
    .select(['p.id', 'p.role', 'p.account_id', 'p.status'])
    .where((eb) => eb(eb.fn('lower', ['a.email']), '=', email.trim().toLowerCase()))
    .where('p.club_id', '=', clubId)
    .where('p.removed_at', 'is', null)
    .execute();
}

/** The slots of a player's links (live guardian or not: a removed guardian's link is gone with them). */
export async function takenSlots(trx: Kysely<DB>, playerId: string): Promise<Array<{ slot: number; guardianId: string }>> {
  const rows = await trx.selectFrom('guardianships').select(['slot', 'guardian_id']).where('player_id', '=', playerId).execute();
  return rows.map((row) => ({ slot: row.slot, guardianId: row.guardian_id }));
}

export async function linkGuardian(
  trx: Kysely<DB>,
  link: { clubId: string; playerId: string; guardianId: string; slot: number; addedBy: string | null },
): Promise<void> {
  await trx
    .insertInto('guardianships')
    .values({ club_id: link.clubId, player_id: link.playerId, guardian_id: link.guardianId, slot: link.slot, added_by: link.addedBy })
    .execute();
}

/** Ends a link; true when there was one. */
export async function unlinkGuardian(trx: Kysely<DB>, clubId: string, playerId: string, guardianId: string): Promise<boolean> {
  const result = await trx
    .deleteFrom('guardianships')
    .where('club_id', '=', clubId)
    .where('player_id', '=', playerId)
    .where('guardian_id', '=', guardianId)
    .executeTakeFirst();
  return Number(result.numDeletedRows) > 0;
}

/** Whether the guardian still has a child in the club. */
export async function hasChildren(trx: Kysely<DB>, guardianId: string): Promise<boolean> {
  const row = await trx.selectFrom('guardianships').select('slot').where('guardian_id', '=', guardianId).executeTakeFirst();
  return row !== undefined;
}

/** Ends a guardian's membership of the club (their last child was unlinked). */
export async function removeGuardianMembership(trx: Kysely<DB>, clubId: string, guardianId: string): Promise<void> {
  await trx
    .updateTable('people')
    .set({ removed_at: new Date() })
    .where('id', '=', guardianId)
    .where('club_id', '=', clubId)
    .where('role', '=', 'Guardian')
    .execute();
}

// ---- Consent ---------------------------------------------------------------------------------------

/** Age in whole years on `today` ('YYYY-MM-DD'), or null without a birth date. */
export function ageOn(birthDate: string | null, today: string): number | null {
  if (!birthDate) return null;
  const [by, bm, bd] = birthDate.split('-').map(Number) as [number, number, number];
  const [ty, tm, td] = today.split('-').map(Number) as [number, number, number];
  return ty - by - (tm < bm || (tm === bm && td < bd) ? 1 : 0);
}

/** Who answers a player's consents: the player from 16, a guardian before (and while the age is unknown). */
export function consentGiver(birthDate: string | null, today: string): Consents['givenBy'] {
  const age = ageOn(birthDate, today);
  return age !== null && age >= OWN_CONSENT_AGE ? 'player' : 'guardian';
}

/** The consents of club players, per player (none answered: not given). */
export async function consentsOf(db: Kysely<DB>, clubId: string, playerIds: string[], today: string): Promise<Map<string, Consents>> {
  if (playerIds.length === 0) return new Map();
  const [players, rows] = await Promise.all([
    db.selectFrom('people').select(['id', 'birth_date']).where('club_id', '=', clubId).where('id', 'in', playerIds).execute(),
    db
      .selectFrom('consents as c')
      .innerJoin('people as by', 'by.id', 'c.given_by')
      .select(['c.player_id', 'c.purpose', 'c.given', 'c.given_at', sql<string>`person_name(by.first_name, by.infix, by.last_name)`.as('by_name')])
      .where('c.player_id', 'in', playerIds)
      .execute(),
  ]);
  const answers = new Map(rows.map((row) => [`${row.player_id} ${row.purpose}`, row]));
  const consent = (playerId: string, purpose: ConsentPurpose): Consent => {
    const row = answers.get(`${playerId} ${purpose}`);
    return row
      ? { purpose, given: row.given, givenByName: row.by_name, givenAt: row.given_at.toISOString() }
      : { purpose, given: false, givenByName: null, givenAt: null };
  };
  return new Map(
    players.map((player) => [
      player.id,
      { userId: player.id, photos: consent(player.id, 'photos'), sharing: consent(player.id, 'sharing'), givenBy: consentGiver(player.birth_date, today) },
    ]),
  );
}

/** Records the answer in force for a purpose, with who gave it and when. */
export async function recordConsent(db: Kysely<DB>, playerId: string, purpose: ConsentPurpose, given: boolean, givenBy: string): Promise<void> {
  const now = new Date();
  await db
    .insertInto('consents')
    .values({ player_id: playerId, purpose, given, given_by: givenBy, given_at: now })
    .onConflict((oc) => oc.columns(['player_id', 'purpose']).doUpdateSet({ given, given_by: givenBy, given_at: now }))
    .execute();
}

/** Whether a purpose is consented to now. */
export async function hasConsent(db: Kysely<DB>, playerId: string, purpose: ConsentPurpose): Promise<boolean> {
  const row = await db.selectFrom('consents').select('given').where('player_id', '=', playerId).where('purpose', '=', purpose).executeTakeFirst();
  return row?.given === true;
}

/** The live players of a club among these ids whose photos may be shown to others than managers. */
export async function photoConsented(db: Kysely<DB>, playerIds: string[]): Promise<Set<string>> {
  if (playerIds.length === 0) return new Set();
  const rows = await db
    .selectFrom('consents')
    .select('player_id')
    .where('player_id', 'in', playerIds)
    .where('purpose', '=', 'photos')
    .where('given', '=', true)
    .execute();
  return new Set(rows.map((row) => row.player_id));
}

// ---- The guardian's children -----------------------------------------------------------------------

/** The signed-in guardian's children in the club, by name, with their team and consents. */
export async function childrenOf(db: Kysely<DB>, clubId: string, guardianId: string, today: string): Promise<Child[]> {
  const rows = await db
    .selectFrom('guardianships as g')
    .innerJoin('people as pl', 'pl.id', 'g.player_id')
    .select((eb) => [
      'pl.id', 'pl.first_name', 'pl.infix', 'pl.last_name', 'pl.photo_id',
      eb
        .selectFrom('team_memberships as tm')
        .innerJoin('teams as t', 't.id', 'tm.team_id')
        .select('t.name')
        .whereRef('tm.person_id', '=', 'pl.id')
        .where('tm.ended_at', 'is', null)
        .where('tm.role', '=', 'Player')
        .where('t.removed_at', 'is', null)
        .orderBy('tm.started_at', 'desc')
        .limit(1)
        .as('team_name'),
    ])
    .where('g.club_id', '=', clubId)
    .where('g.guardian_id', '=', guardianId)
    .where('pl.club_id', '=', clubId)
    .where('pl.removed_at', 'is', null)
    .orderBy('pl.first_name')
    .orderBy('pl.last_name')
    .execute();
  const consents = await consentsOf(db, clubId, rows.map((row) => row.id), today);
  return rows.map((row) => {
    const consent = consents.get(row.id)!;
    return {
      userId: row.id,
      firstName: row.first_name,
      ...infixField(row.infix),
      lastName: row.last_name,
      teamName: row.team_name ?? null,
      userPicture: consent.photos.given ? photoUrl(row.photo_id) : null,
      consents: consent,
    };
  });
}

/*
 * The set-based forms of the above for an import's chunk (services/memberImport/guardians.ts): one
 * statement each for all the chunk's players, so a chunk's transaction stays short.
 */

/** Locks the club's live players among `playerIds` for the change of their guardians; answers their ids. */
export async function lockClubPlayers(trx: Kysely<DB>, clubId: string, playerIds: readonly string[]): Promise<Set<string>> {
  if (playerIds.length === 0) return new Set();
  const rows = await trx
    .selectFrom('people')
    .select('id')
    .where('id', 'in', [...playerIds])
    .where('club_id', '=', clubId)
    .where('role', '=', 'Player')
    .where('removed_at', 'is', null)
    .orderBy('id') // the same order in every transaction: two chunks locking players cannot deadlock
    .forUpdate()
    .execute();
  return new Set(rows.map((row) => row.id));
}

/** The club's live members with one of these (lower-case) addresses: lower-case address → member. */
export async function membersByEmail(db: Kysely<DB>, clubId: string, emails: readonly string[]): Promise<Map<string, { id: string; role: string }>> {
  if (emails.length === 0) return new Map();
  const rows = await db
    .selectFrom('people as p')
    .innerJoin('accounts as a', 'a.id', 'p.account_id')
    .select(['p.id', 'p.role', 'a.email'])
    .where((eb) => eb(eb.fn('lower', ['a.email']), 'in', [...emails]))
    .where('p.club_id', '=', clubId)
    .where('p.removed_at', 'is', null)
    .execute();
  // Found by their address, so every row has one.
  return new Map(rows.map((row) => [(row.email ?? '').toLowerCase(), { id: row.id, role: row.role }]));
}

/** The taken slots of these players' links: player id → slots. */
export async function takenSlotsOf(trx: Kysely<DB>, playerIds: readonly string[]): Promise<Map<string, Array<{ slot: number; guardianId: string }>>> {
  const slots = new Map<string, Array<{ slot: number; guardianId: string }>>();
  if (playerIds.length === 0) return slots;
  const rows = await trx.selectFrom('guardianships').select(['player_id', 'slot', 'guardian_id']).where('player_id', 'in', [...playerIds]).execute();
  for (const row of rows) slots.set(row.player_id, [...(slots.get(row.player_id) ?? []), { slot: row.slot, guardianId: row.guardian_id }]);
  return slots;
}

export async function linkGuardians(
  trx: Kysely<DB>,
  links: readonly { clubId: string; playerId: string; guardianId: string; slot: number; addedBy: string | null }[],
): Promise<void> {
  if (links.length === 0) return;
  await trx
    .insertInto('guardianships')
    .values(links.map((link) => ({ club_id: link.clubId, player_id: link.playerId, guardian_id: link.guardianId, slot: link.slot, added_by: link.addedBy })))
    .execute();
}
