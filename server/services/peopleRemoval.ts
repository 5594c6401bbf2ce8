import type { Kysely } from 'kysely';
import type { DB, PersonStatus, RoleName } from '../db/schema.js';
import type { RemovePeopleRequest } from '../../contract/people.js';
import type { SessionUser } from '../repositories/accounts/sessions.js';
import { removePeople } from '../repositories/people/lists.js';
import { Refusal, refuse } from '../domain/refusal.js';
import type { ServerMessageKey } from '../../contract/serverMessages.js';
import { recordAudit } from '../repositories/audit.js';

/**
 * The removal calls' shared work: one transaction, nothing changed on any refusal. The caller's own
 * account is refused with 400; an id that is not such a person of the club gives 404.
 */
export async function removeOrFail(
  db: Kysely<DB>,
  user: SessionUser,
  role: RoleName,
  body: RemovePeopleRequest,
  status: PersonStatus | undefined,
  messages: { ownAccount?: ServerMessageKey; missing: 'someManagersMissing' | 'someTrainersMissing' | 'somePlayersMissing' },
  ip?: string,
): Promise<number> {
  if (body.length === 0) throw refuse.badRequest('noPersonSelected');
  const ids = body.map((entry) => entry.Id.toLowerCase());
  const outcome = await db.transaction().execute(async (trx) => {
    const result = await removePeople(trx, { clubId: user.clubId, role, ids, callerId: user.id, status });
    if ('removed' in result) {
      await recordAudit(trx, { actor: { kind: 'person', id: user.id }, action: 'person.remove', clubId: user.clubId, details: { role, ids }, ip });
    }
    return result;
  });
  if ('ownAccount' in outcome) throw new Refusal(400, [{ messageKey: messages.ownAccount ?? 'ownAccount' }]);
  if ('missing' in outcome) throw refuse.notFound(messages.missing);
  return outcome.removed;
}
