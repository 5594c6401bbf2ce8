import { sql, type Kysely } from 'kysely';
import type { AuditActorKind, DB } from '../db/schema.js';

/** Who did it: an operator of the console, a person of a club, or nobody signed in (a sign-in lock-out). */
export interface AuditActor {
  kind: AuditActorKind;
  id?: string | null;
  email?: string | null;
}

/** One line of the audit log: who, what (action and target), in which club, from which address. */
export interface AuditEntry {
  actor: AuditActor;
  action: string;
  clubId?: string | null;
  target?: { kind: string; id: string } | null;
  details?: Record<string, unknown> | null;
  ip?: string | null;
}

/**
 * Records an entry in the append-only audit table (migration 0014: a trigger refuses any change).
 * Called where the action happens, with the caller's transaction when there is one, so the entry
 * and the action are kept together or not at all. The list of audited actions: docs/decisions.md.
 */
export async function recordAudit(db: Kysely<DB>, entry: AuditEntry): Promise<void> {
  const { kind, id, email } = entry.actor;
  await db.insertInto('audit').values({
    actor_kind: kind,
    actor_id: id ?? null,
    // A club member's address is their account's at the time (issue 37: an entry says who, also after a
    // change of address); the calls pass only the signed-in person's id.
    actor_email: email ?? (kind === 'person' && id
      ? sql<string | null>`(SELECT a.email FROM people p JOIN accounts a ON a.id = p.account_id WHERE p.id = ${id})`
      : null),
    club_id: entry.clubId ?? null,
    action: entry.action,
    target_kind: entry.target?.kind ?? null,
    target_id: entry.target?.id ?? null,
    details: entry.details ? JSON.stringify(entry.details) : null,
    ip: entry.ip ?? null,
  }).execute();
}

/** A club person's sensitive action (a move, a guardian, a consent, a release, an erasure, an import) in the audit log. */
export async function recordClubAction(
  db: Kysely<DB>,
  by: { user: { id: string; clubId: string }; ip: string },
  action: string,
  target: { kind: string; id: string } | null,
  details?: Record<string, unknown>,
): Promise<void> {
  await recordAudit(db, { actor: { kind: 'person', id: by.user.id }, action, clubId: by.user.clubId, target, details: details ?? null, ip: by.ip });
}
