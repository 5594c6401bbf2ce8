import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema.js';
import { claimExpiredMembers, erasePerson } from '../../repositories/privacy/erasure.js';

/** Members erased per transaction: a short lock, and a failure redoes little. */
const ERASE_BATCH = 20;

/**
 * Erases the removed members whose club's retention period (clubs.retention_months) has passed, for the
 * job runner (services/scheduler). Each batch is claimed with FOR UPDATE SKIP LOCKED and erased in the
 * same transaction: several servers run this side by side and each member is erased once; a server
 * that dies mid-batch leaves it whole for the next run. Answers how many were erased.
 */
export async function eraseExpiredMembers(db: Kysely<DB>, now: Date): Promise<number> {
  let erased = 0;
  for (;;) {
    const batch = await db.transaction().execute(async (trx) => {
      const due = await claimExpiredMembers(trx, now, ERASE_BATCH);
      for (const member of due) await erasePerson(trx, member.clubId, member.id, null, now);
      return due.length;
    });
    erased += batch;
    if (batch < ERASE_BATCH) return erased;
  }
}
