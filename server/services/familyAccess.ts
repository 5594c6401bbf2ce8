import { refuse } from '../domain/refusal.js';
import type { Kysely } from 'kysely';
import type { DB } from '../db/schema.js';
import { findClubPlayer, isGuardianOf } from '../repositories/people/guardians.js';
import type { SessionUser } from '../repositories/accounts/sessions.js';


/**
 * Whether the caller may see this player's file (issue 25): a manager any live player of the club, a
 * player only themself, a guardian only their own children. Anyone else meets "does not exist" (404),
 * as for an id of another club: nothing says whether the player is there.
 */
export async function playerInReach(db: Kysely<DB>, user: SessionUser, playerId: string): Promise<void> {
  const reachable =
    user.role === 'Manager' ? (await findClubPlayer(db, user.clubId, playerId)) !== undefined
    : user.role === 'Player' ? playerId === user.id
    : user.role === 'Guardian' ? await isGuardianOf(db, user.clubId, user.id, playerId)
    : false;
  if (!reachable) throw refuse.notFound('playerMissing');
}
