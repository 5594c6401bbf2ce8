import { sql, type Kysely } from 'kysely';

/**
 * The audit log stays append-only (migration 0014) with one controlled exception, for erasure (art.
 * 17, repositories/erasureTraces.ts): while the transaction-local setting `touchline.erasure` is 'on',
 * an UPDATE may change an entry's actor_email, details and ip, and nothing else. Every DELETE, and
 * every other UPDATE, is refused as before. docs/privacy.md says why.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    CREATE OR REPLACE FUNCTION audit_is_append_only() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        IF TG_OP = 'UPDATE' AND current_setting('touchline.erasure', true) = 'on'
          AND NEW.id = OLD.id AND NEW.at = OLD.at AND NEW.actor_kind = OLD.actor_kind
          AND NEW.actor_id IS NOT DISTINCT FROM OLD.actor_id AND NEW.club_id IS NOT DISTINCT FROM OLD.club_id
          AND NEW.action = OLD.action AND NEW.target_kind IS NOT DISTINCT FROM OLD.target_kind
          AND NEW.target_id IS NOT DISTINCT FROM OLD.target_id THEN
          RETURN NEW;
        END IF;
        RAISE EXCEPTION 'the audit log is append-only';
      END $$`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`
    CREATE OR REPLACE FUNCTION audit_is_append_only() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN RAISE EXCEPTION 'the audit log is append-only'; END $$`.execute(db);
}
