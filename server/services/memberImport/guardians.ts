import { randomUUID } from 'node:crypto';
import type { Kysely } from 'kysely';
import { MAX_GUARDIANS } from '../../../contract/guardians.js';
import { hashToken, newToken } from '../../domain/tokens.js';
import type { DB } from '../../db/schema.js';
import { linkGuardians, lockClubPlayers, membersByEmail, takenSlotsOf } from '../../repositories/guardians.js';
import { insertActivationTokens, insertImportedPeople, type ImportedPerson } from '../../repositories/memberImports.js';
import type { Guardians } from './plan.js';
import { splitName } from './values.js';

/**
 * The guardians named in an import's rows (issue 23 x 25), added for all the players of a chunk at once
 * inside the chunk's transaction (so a guardian is added exactly once with the row): four reads and three
 * writes whatever the number of players, where adding them one by one took about ten statements each.
 * The rules are addGuardian's (services/guardians.ts): the address's guardian membership of the club when it
 * has one (a guardian of a brother or sister, also one named twice in the chunk), else a new guardian
 * invited like anyone else. Importing again adds nobody twice: a guardian already linked to the player,
 * an address of a member who is not a guardian, or a player with both slots taken leaves things as they
 * are. The players are locked while their slots are counted; the unique index on (player, slot) holds
 * the rule even so.
 */
export async function addImportedGuardians(
  trx: Kysely<DB>,
  invitation: { clubId: string; invitedBy: string | null; now: Date; lifetimeMs: number },
  wanted: readonly { playerId: string; guardians: Guardians }[],
): Promise<{ personId: string; token: string }[]> {
  const { clubId, invitedBy, now } = invitation;
  if (wanted.length === 0) return [];
  const playerIds = wanted.map((entry) => entry.playerId);
  const players = await lockClubPlayers(trx, clubId, playerIds);
  const named = wanted.flatMap((entry) => entry.guardians.map((guardian) => ({ playerId: entry.playerId, ...guardian, key: (guardian.email ?? '').trim().toLowerCase() })));
  const [members, slots] = await Promise.all([membersByEmail(trx, clubId, [...new Set(named.map((g) => g.key))]), takenSlotsOf(trx, playerIds)]);

  const invitees = new Map<string, ImportedPerson & { id: string }>();
  const links: { clubId: string; playerId: string; guardianId: string; slot: number; addedBy: string | null }[] = [];
  for (const guardian of named) {
    if (!players.has(guardian.playerId) || !guardian.key) continue;
    const member = members.get(guardian.key);
    if (member && member.role !== 'Guardian') continue;
    const taken = slots.get(guardian.playerId) ?? [];
    const known = member?.id ?? invitees.get(guardian.key)?.id;
    if (known && taken.some((slot) => slot.guardianId === known)) continue;
    const free = [1, 2].find((slot) => !taken.some((t) => t.slot === slot));
    if (taken.length >= MAX_GUARDIANS || free === undefined) continue;
    let guardianId = known;
    if (!guardianId) {
      const { firstName, lastName } = splitName(guardian.name ?? '');
      guardianId = randomUUID();
      invitees.set(guardian.key, {
        id: guardianId, clubId, role: 'Guardian', email: guardian.email!.trim(), firstName, infix: null, lastName,
        birthDate: null, phoneNumber: null, memberNumber: null, primaryPositionId: null, invitedBy,
      });
    }
    slots.set(guardian.playerId, [...taken, { slot: free, guardianId }]);
    links.push({ clubId, playerId: guardian.playerId, guardianId, slot: free, addedBy: invitedBy });
  }

  const invitations = [...invitees.values()].map((person) => ({ personId: person.id, token: newToken() }));
  await insertImportedPeople(trx, [...invitees.values()], now);
  await insertActivationTokens(trx, invitations.map((i) => ({ personId: i.personId, tokenHash: hashToken(i.token) })), now, invitation.lifetimeMs);
  await linkGuardians(trx, links);
  return invitations;
}
