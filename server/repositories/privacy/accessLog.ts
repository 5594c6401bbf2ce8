import type { Kysely } from 'kysely';
import type { AccessAction, DB } from '../../db/schema.js';
import type { AccessLogEntry } from '../../../contract/privacy.js';
import { personName } from '../../../contract/personName.js';

/** Who acted on a person's file: a signed-in person (their role then), or the job runner (null). */
export interface Actor {
  id: string;
  role: string;
  clubId: string;
}

/**
 * One entry of a person's access log: a single insert, in the caller's transaction when it records a
 * change (so the change and its entry are kept or lost together).
 */
export async function recordAccess(db: Kysely<DB>, actor: Actor | null, clubId: string, personId: string, action: AccessAction): Promise<void> {
  await db
    .insertInto('access_log')
    .values({ club_id: clubId, person_id: personId, by_person_id: actor?.id ?? null, role: actor?.role ?? 'System', action })
    .execute();
}

/** A person's log, newest first; the actor's name as the club holds it now. */
export async function accessLogOf(db: Kysely<DB>, clubId: string, personId: string): Promise<AccessLogEntry[]> {
  const rows = await db
    .selectFrom('access_log as l')
    .leftJoin('people as by', 'by.id', 'l.by_person_id')
    .select(['l.by_person_id', 'l.role', 'l.action', 'l.at', 'by.first_name', 'by.infix', 'by.last_name'])
    .where('l.club_id', '=', clubId)
    .where('l.person_id', '=', personId)
    .orderBy('l.at', 'desc')
    .orderBy('l.id')
    .execute();
  return rows.map((row) => ({
    byUserId: row.by_person_id,
    byName: personName({ firstName: row.first_name, infix: row.infix, lastName: row.last_name }),
    role: row.role,
    action: row.action,
    at: row.at.toISOString(),
  }));
}
