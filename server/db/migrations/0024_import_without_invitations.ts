import { sql, type Kysely } from 'kysely';

/**
 * Import now, invite later (issue 37): a run of the members' import may leave the invitations unsent
 * (`POST /api/Import/Run` with `invite: false`). The people are added as invited, without an activation
 * link and with no invitation date (`people.invited_at` null: not invited yet), until the manager sends
 * the invitations (`POST /api/Import/SendInvitations`, per role, team or selection). Runs started before
 * this migration invited, as every run still does by default.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`ALTER TABLE member_imports ADD COLUMN send_invitations boolean NOT NULL DEFAULT true`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`ALTER TABLE member_imports DROP COLUMN send_invitations`.execute(db);
}
