import type { Kysely } from 'kysely';
import { executeScript } from '../script.js';

/**
 * The whole domain of spec §3 and the domain guide, written for PostgreSQL 15 (the embedded PGlite is
 * newer and accepts the same SQL). Removal of people and teams is a soft delete (removed_at) so
 * reports, averages and history survive.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await executeScript(db, `
    CREATE TABLE photos (
      id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
      club_id uuid,
      content_type text NOT NULL CHECK (content_type IN ('image/png', 'image/jpeg')),
      bytes bytea NOT NULL,
      width integer NOT NULL,
      height integer NOT NULL,
      created_at timestamptz NOT NULL DEFAULT now()
    );

    CREATE TABLE clubs (
      id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
      name text NOT NULL CHECK (length(btrim(name)) > 0),
      country text NOT NULL DEFAULT '',
      language text NOT NULL DEFAULT 'en' CHECK (language IN ('en', 'nl')),
      logo_photo_id uuid REFERENCES photos (id) ON DELETE SET NULL,
      created_at timestamptz NOT NULL DEFAULT now()
    );

    CREATE TABLE positions (
      id text PRIMARY KEY,
      name text NOT NULL,
      sort_order integer NOT NULL
    );

    CREATE TABLE people (
      id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
      club_id uuid NOT NULL REFERENCES clubs (id),
      role text NOT NULL CHECK (role IN ('Manager', 'Trainer', 'Player')),
      status text NOT NULL CHECK (status IN ('invited', 'active')),
      email text NOT NULL,
      password_hash text,
      first_name text NOT NULL,
      last_name text NOT NULL,
      birth_date date,
      birth_place text,
      nationality_id text,
      phone_number text,
      address text,
      photo_id uuid REFERENCES photos (id) ON DELETE SET NULL,
      primary_position_id text REFERENCES positions (id),
      share_data boolean NOT NULL DEFAULT false,
      invited_by uuid REFERENCES people (id),
      invited_at timestamptz,
      activated_at timestamptz,
      last_login_at timestamptz,
      removed_at timestamptz,
      created_at timestamptz NOT NULL DEFAULT now(),
      CHECK (status = 'invited' OR password_hash IS NOT NULL)
    );
    -- E-mail addresses are the login name: unique across the system, compared case-insensitively.
    CREATE UNIQUE INDEX people_email_unique ON people (lower(email)) WHERE removed_at IS NULL;
    CREATE INDEX people_club_role ON people (club_id, role) WHERE removed_at IS NULL;

    CREATE TABLE seasons (
      id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
      club_id uuid NOT NULL REFERENCES clubs (id),
      name text NOT NULL CHECK (length(btrim(name)) > 0),
      report_frequency integer NOT NULL CHECK (report_frequency >= 0),
      start_date date NOT NULL,
      end_date date NOT NULL,
      created_at timestamptz NOT NULL DEFAULT now(),
      CHECK (start_date <= end_date)
    );
    CREATE UNIQUE INDEX seasons_name_unique ON seasons (club_id, lower(name));

    CREATE TABLE teams (
      id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
      club_id uuid NOT NULL REFERENCES clubs (id),
      name text NOT NULL CHECK (length(btrim(name)) > 0),
      division text NOT NULL DEFAULT '',
      logo_photo_id uuid REFERENCES photos (id) ON DELETE SET NULL,
      removed_at timestamptz,
      created_at timestamptz NOT NULL DEFAULT now()
    );
    CREATE INDEX teams_club ON teams (club_id) WHERE removed_at IS NULL;

    -- Moving a person ends the old membership and starts a new one.
    CREATE TABLE team_memberships (
      id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
      team_id uuid NOT NULL REFERENCES teams (id),
      person_id uuid NOT NULL REFERENCES people (id),
      role text NOT NULL CHECK (role IN ('Trainer', 'Player')),
      started_at timestamptz NOT NULL DEFAULT now(),
      ended_at timestamptz
    );
    -- A player is in at most one team at a time; a trainer can train several teams, each once.
    CREATE UNIQUE INDEX memberships_one_team_per_player ON team_memberships (person_id)
      WHERE ended_at IS NULL AND role = 'Player';
    CREATE UNIQUE INDEX memberships_trainer_once_per_team ON team_memberships (team_id, person_id)
      WHERE ended_at IS NULL;
    CREATE INDEX memberships_team_current ON team_memberships (team_id) WHERE ended_at IS NULL;

    CREATE TABLE skills (
      id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
      club_id uuid NOT NULL REFERENCES clubs (id),
      name text NOT NULL,
      category text NOT NULL,
      sort_order integer NOT NULL,
      UNIQUE (club_id, name)
    );

    CREATE TABLE reports (
      id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
      club_id uuid NOT NULL REFERENCES clubs (id),
      season_id uuid NOT NULL REFERENCES seasons (id),
      trainer_id uuid NOT NULL REFERENCES people (id),
      player_id uuid NOT NULL REFERENCES people (id),
      -- The team the player was in when the report was written; kept when they move.
      team_id uuid REFERENCES teams (id),
      status text NOT NULL CHECK (status IN ('Open', 'Completed')),
      feedback text,
      created_at timestamptz NOT NULL DEFAULT now(),
      modified_at timestamptz NOT NULL DEFAULT now(),
      completed_at timestamptz,
      CHECK ((status = 'Completed') = (completed_at IS NOT NULL))
    );
    CREATE INDEX reports_season_pair ON reports (season_id, player_id, trainer_id) INCLUDE (status);
    CREATE INDEX reports_club_season ON reports (club_id, season_id);

    CREATE TABLE report_scores (
      report_id uuid NOT NULL REFERENCES reports (id) ON DELETE CASCADE,
      skill_id uuid NOT NULL REFERENCES skills (id),
      score numeric(3, 1) NOT NULL CHECK (score BETWEEN 1 AND 10 AND score * 2 = trunc(score * 2)),
      comment text,
      PRIMARY KEY (report_id, skill_id)
    );

    -- Bearer tokens: only a SHA-256 hash is kept.
    CREATE TABLE sessions (
      id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
      person_id uuid NOT NULL REFERENCES people (id),
      token_hash text NOT NULL UNIQUE,
      created_at timestamptz NOT NULL DEFAULT now(),
      expires_at timestamptz NOT NULL,
      revoked_at timestamptz
    );
    CREATE INDEX sessions_person ON sessions (person_id);

    -- Invitation (activation) and password-reset tokens: hashed, single use, expiring.
    CREATE TABLE account_tokens (
      id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
      person_id uuid NOT NULL REFERENCES people (id),
      kind text NOT NULL CHECK (kind IN ('activation', 'reset')),
      token_hash text NOT NULL UNIQUE,
      created_at timestamptz NOT NULL DEFAULT now(),
      expires_at timestamptz NOT NULL,
      used_at timestamptz,
      voided_at timestamptz
    );
    CREATE INDEX account_tokens_person ON account_tokens (person_id, kind);

    CREATE TABLE terms_versions (
      id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
      version text NOT NULL UNIQUE,
      description_en text NOT NULL,
      description_nl text NOT NULL,
      published_at timestamptz NOT NULL DEFAULT now()
    );

    CREATE TABLE terms_acceptances (
      person_id uuid NOT NULL REFERENCES people (id),
      terms_version_id uuid NOT NULL REFERENCES terms_versions (id),
      accepted_at timestamptz NOT NULL DEFAULT now(),
      PRIMARY KEY (person_id, terms_version_id)
    );

    -- Messages kept when no SMTP server is configured, readable at /dev/outbox.
    CREATE TABLE outbox (
      id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
      recipient text NOT NULL,
      subject text NOT NULL,
      html text NOT NULL,
      text text NOT NULL,
      created_at timestamptz NOT NULL DEFAULT now()
    );
  `);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await executeScript(db, `
    DROP TABLE outbox, terms_acceptances, terms_versions, account_tokens, sessions, report_scores,
      reports, skills, team_memberships, teams, seasons, people, positions, clubs, photos;
  `);
}
