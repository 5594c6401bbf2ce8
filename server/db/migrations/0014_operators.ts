import type { Kysely } from 'kysely';
import { executeScript } from '../script.js';

/**
 * The operators' console (issue 24).
 * - `operators`: the people who run the installation, each with a password and a TOTP secret
 *   (RFC 6238). An operator created by `operator:create` has a one-time set-up token until they chose
 *   a password and proved the second factor; `totp_last_step` is the last time step whose code was
 *   accepted, so a code cannot be used twice (the update that accepts it only succeeds for a later step).
 * - `operator_sessions`: their bearer tokens, apart from the clubs' `sessions`: a token of one kind
 *   is never found in the other table, so neither opens the other's calls.
 * - `audit`: append-only (a trigger refuses every UPDATE and DELETE): who did what, when, from where.
 * - `outbox` also keeps the e-mails an SMTP server refused (`delivery` = 'failed'), for the console's
 *   resend; /dev/outbox lists only the kept ones.
 * - `people_last_name_order`: the console's people list across clubs, sorted by last name, reads a
 *   page from this index instead of sorting every person of every club.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await executeScript(db, `
    CREATE TABLE operators (
      id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
      email text NOT NULL CHECK (length(btrim(email)) > 0),
      password_hash text,
      totp_secret text NOT NULL,
      totp_last_step bigint,
      setup_token_hash text,
      setup_expires_at timestamptz,
      created_at timestamptz NOT NULL DEFAULT now(),
      CHECK (password_hash IS NOT NULL OR setup_token_hash IS NOT NULL)
    );
    CREATE UNIQUE INDEX operators_email_unique ON operators (lower(email));
    CREATE UNIQUE INDEX operators_setup_token_unique ON operators (setup_token_hash) WHERE setup_token_hash IS NOT NULL;

    CREATE TABLE operator_sessions (
      id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
      operator_id uuid NOT NULL REFERENCES operators (id),
      token_hash text NOT NULL UNIQUE,
      created_at timestamptz NOT NULL DEFAULT now(),
      expires_at timestamptz NOT NULL,
      revoked_at timestamptz
    );

    CREATE TABLE audit (
      id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
      at timestamptz NOT NULL DEFAULT now(),
      actor_kind text NOT NULL CHECK (actor_kind IN ('operator', 'person', 'anonymous')),
      actor_id uuid,
      actor_email text,
      club_id uuid REFERENCES clubs (id),
      action text NOT NULL,
      target_kind text,
      target_id text,
      details text,
      ip text
    );
    CREATE INDEX audit_newest ON audit (at DESC, id DESC);
    CREATE INDEX audit_club ON audit (club_id, at DESC);
    CREATE FUNCTION audit_is_append_only() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN RAISE EXCEPTION 'the audit log is append-only'; END $$;
    CREATE TRIGGER audit_append_only BEFORE UPDATE OR DELETE ON audit
      FOR EACH ROW EXECUTE FUNCTION audit_is_append_only();

    ALTER TABLE outbox
      ADD COLUMN delivery text NOT NULL DEFAULT 'kept' CHECK (delivery IN ('kept', 'failed')),
      ADD COLUMN error text,
      ADD COLUMN resent_at timestamptz;

    CREATE INDEX people_last_name_order ON people (last_name, id) WHERE removed_at IS NULL;
  `);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await executeScript(db, `
    DROP INDEX people_last_name_order;
    ALTER TABLE outbox DROP COLUMN delivery, DROP COLUMN error, DROP COLUMN resent_at;
    DROP TABLE audit;
    DROP FUNCTION audit_is_append_only();
    DROP TABLE operator_sessions;
    DROP TABLE operators;
  `);
}
