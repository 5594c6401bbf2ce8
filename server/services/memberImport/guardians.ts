import { randomUUID } from 'node:crypto';
import type { Kysely } from 'kysely';
import { MAX_GUARDIANS } from '../../../contract/guardians.js';
import type { DB } from '../../db/schema.js';
import { lockClubPlayers, takenSlotsOf } from '../../repositories/people/guardians.js';
import type { ImportedPerson } from '../../repositories/import/memberImports.js';
import type { Guardians } from './plan.js';
import { splitName } from './values.js';

/** A guardian link a chunk writes: the player, the guardian (known or invited with the chunk) and the slot. */
export interface GuardianLink {
  clubId: string;
  playerId: string;
  guardianId: string;
  slot: number;
  addedBy: string | null;
}

/**
 * The guardians named in an import's rows (issue 23 x 25), planned for all the players of a chunk at once
 * inside the chunk's transaction; the chunk then writes them with its own people, tokens and links (one
 * insert each for the whole chunk), so a guardian is added exactly once with the row.
 * The rules are addGuardian's (services/guardians.ts): the address's guardian membership of the club when it
 * has one (a guardian of a brother or sister, also one named twice in the chunk), else a new guardian
 * invited like anyone else; an address of a member in another role (a parent who trains, issue 37) becomes
 * that person's guardian membership too, a second role of the same account, not e-mailed apart
 * (`secondRoles`). Importing again adds nobody twice: a guardian already linked to the player, the
 * player's own address, or a player with both slots taken leaves things as they are. Players the club already has are locked while their slots are counted (players invited by this
 * chunk are seen by no one else yet and have no slots); the unique index on (player, slot) holds the
 * rule even so.
 *
 * `members` are the club's members by lower-case address, as the chunk read them (with the guardians'
 * addresses) plus the people the chunk itself invites, so an address of a player of the same chunk is
 * not invited a second time as a guardian.
 */
export async function planImportedGuardians(
  trx: Kysely<DB>,
  context: { clubId: string; invitedBy: string | null },
  wanted: readonly { playerId: string; isNew: boolean; guardians: Guardians }[],
  members: ReadonlyMap<string, readonly { id: string; role: string }[]>,
): Promise<{ invitees: (ImportedPerson & { id: string })[]; links: GuardianLink[]; secondRoles: string[] }> {
  const { clubId, invitedBy } = context;
  if (wanted.length === 0) return { invitees: [], links: [], secondRoles: [] };
  const knownPlayerIds = wanted.filter((entry) => !entry.isNew).map((entry) => entry.playerId);
  const locked = await lockClubPlayers(trx, clubId, knownPlayerIds);
  const slots = await takenSlotsOf(trx, knownPlayerIds);
  const mayHaveGuardians = (entry: (typeof wanted)[number]) => entry.isNew || locked.has(entry.playerId);

  const invitees = new Map<string, ImportedPerson & { id: string }>();
  const links: GuardianLink[] = [];
  const secondRoles: string[] = [];
  for (const entry of wanted) {
    if (!mayHaveGuardians(entry)) continue;
    for (const guardian of entry.guardians) {
      const key = (guardian.email ?? '').trim().toLowerCase();
      if (!key) continue;
      const roles = members.get(key) ?? [];
      // The player's own address is not their guardian.
      if (roles.some((role) => role.id === entry.playerId)) continue;
      const member = roles.find((role) => role.role === 'Guardian');
      const taken = slots.get(entry.playerId) ?? [];
      const known = member?.id ?? invitees.get(key)?.id;
      if (known && taken.some((slot) => slot.guardianId === known)) continue;
      const free = [1, 2].find((slot) => !taken.some((t) => t.slot === slot));
      if (taken.length >= MAX_GUARDIANS || free === undefined) continue;
      let guardianId = known;
      if (!guardianId) {
        const { firstName, infix, lastName } = splitName(guardian.name ?? '');
        guardianId = randomUUID();
        invitees.set(key, {
          id: guardianId, clubId, role: 'Guardian', email: guardian.email!.trim(), firstName, infix, lastName,
          birthDate: null, phoneNumber: null, memberNumber: null, primaryPositionId: null, invitedBy,
        });
        if (roles.length > 0) secondRoles.push(guardianId);
      }
      slots.set(entry.playerId, [...taken, { slot: free, guardianId }]);
      links.push({ clubId, playerId: entry.playerId, guardianId, slot: free, addedBy: invitedBy });
    }
  }
  return { invitees: [...invitees.values()], links, secondRoles };
}
