import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema.js';
import type { SessionUser } from '../../repositories/sessions.js';
import { isGuardianOf } from '../../repositories/guardians.js';
import { clubPersonOnRecord } from '../../repositories/people.js';
import { refuse } from '../../domain/refusal.js';

/**
 * The one rule of who may read a person's file: its access log and its export (issue 25). A club's
 * managers read any of the club's people (removed ones too: the club still holds their file); a
 * person reads their own; a guardian reads their own children's (while both memberships are live,
 * isGuardianOf's rule).
 *
 * A person of another club, or no person, is answered like an id that does not exist (404); so is any
 * other person for a guardian, as everywhere a guardian asks for a player (services/familyAccess.ts):
 * nothing tells a guardian who else is in the club. Someone else of the club gets 403.
 */
export async function mayReadPersonFile(db: Kysely<DB>, user: SessionUser, personId: string): Promise<boolean | 'missing'> {
  if (!(await clubPersonOnRecord(db, user.clubId, personId))) return 'missing';
  if (user.role === 'Manager' || user.id === personId) return true;
  if (user.role === 'Guardian') return (await isGuardianOf(db, user.clubId, user.id, personId)) || 'missing';
  return false;
}

/** mayReadPersonFile as a route's refusal: throws 404 or 403, else returns. */
export async function assertMayReadPersonFile(db: Kysely<DB>, user: SessionUser, personId: string): Promise<void> {
  const allowed = await mayReadPersonFile(db, user, personId);
  if (allowed === 'missing') throw refuse.notFound('personMissing');
  if (!allowed) throw refuse.forbidden('personFileForbidden');
}
