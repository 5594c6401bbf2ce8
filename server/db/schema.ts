/**
 * Kysely's view of the tables created by the migrations in ./migrations.
 * Column names are snake_case in SQL; the API's field names are mapped in the repositories.
 */
import type { ColumnType, Generated } from 'kysely';

/** Filled in by the database unless given (seeding back-dates rows). */
type CreatedAt = ColumnType<Date, Date | string | undefined, never>;
type DefaultedTimestamp = ColumnType<Date, Date | string | undefined, Date | string>;
type Timestamp = ColumnType<Date, Date | string, Date | string>;
/** `date` columns are read as 'YYYY-MM-DD' text (see database.ts), never as a local-time Date. */
type DateOnly = ColumnType<string, string, string>;

export type RoleName = 'Manager' | 'Trainer' | 'Player';
export type PersonStatus = 'invited' | 'active';
export type ReportStatus = 'Open' | 'Completed';
export type AccountTokenKind = 'activation' | 'reset';

export interface ClubsTable {
  id: Generated<string>;
  name: string;
  country: string;
  language: Generated<string>;
  logo_photo_id: string | null;
  created_at: CreatedAt;
}

export interface PeopleTable {
  id: Generated<string>;
  club_id: string;
  role: RoleName;
  status: PersonStatus;
  email: string;
  password_hash: string | null;
  first_name: string;
  last_name: string;
  birth_date: DateOnly | null;
  birth_place: string | null;
  nationality_id: string | null;
  phone_number: string | null;
  address: string | null;
  photo_id: string | null;
  primary_position_id: string | null;
  share_data: Generated<boolean>;
  invited_by: string | null;
  invited_at: Timestamp | null;
  activated_at: Timestamp | null;
  last_login_at: Timestamp | null;
  removed_at: Timestamp | null;
  created_at: CreatedAt;
}

export interface SeasonsTable {
  id: Generated<string>;
  club_id: string;
  name: string;
  report_frequency: number;
  start_date: DateOnly;
  end_date: DateOnly;
  created_at: CreatedAt;
}

export interface TeamsTable {
  id: Generated<string>;
  club_id: string;
  name: string;
  division: string;
  logo_photo_id: string | null;
  removed_at: Timestamp | null;
  created_at: CreatedAt;
}

export interface TeamMembershipsTable {
  id: Generated<string>;
  team_id: string;
  person_id: string;
  role: 'Trainer' | 'Player';
  started_at: DefaultedTimestamp;
  ended_at: Timestamp | null;
}

export interface PositionsTable {
  id: string;
  name: string;
  sort_order: number;
}

export interface SkillsTable {
  id: Generated<string>;
  club_id: string;
  name: string;
  category: string;
  sort_order: number;
  /** A deactivated skill is no longer asked in new or open reports; its scores stay. */
  is_active: ColumnType<boolean, boolean | undefined, boolean>;
}

export interface ReportsTable {
  id: Generated<string>;
  club_id: string;
  season_id: string;
  trainer_id: string;
  player_id: string;
  team_id: string | null;
  status: ReportStatus;
  feedback: string | null;
  created_at: DefaultedTimestamp;
  modified_at: DefaultedTimestamp;
  completed_at: Timestamp | null;
  /** Mean of the report's skill scores, null without any: kept by the database (migration 0007). */
  average: ColumnType<number | null, never, never>;
}

export interface SeasonRoundsTable {
  season_id: string;
  round: number;
  due_date: DateOnly;
}

export interface ReportScoresTable {
  report_id: string;
  skill_id: string;
  score: ColumnType<number, number, number>;
  comment: string | null;
}

export interface SessionsTable {
  id: Generated<string>;
  person_id: string;
  token_hash: string;
  created_at: CreatedAt;
  expires_at: Timestamp;
  revoked_at: Timestamp | null;
}

export interface AccountTokensTable {
  id: Generated<string>;
  person_id: string;
  kind: AccountTokenKind;
  token_hash: string;
  created_at: CreatedAt;
  expires_at: Timestamp;
  used_at: Timestamp | null;
  voided_at: Timestamp | null;
}

export interface PhotosTable {
  id: Generated<string>;
  club_id: string | null;
  content_type: string;
  bytes: Uint8Array;
  width: number;
  height: number;
  created_at: CreatedAt;
}

export interface TermsVersionsTable {
  id: Generated<string>;
  version: string;
  description_en: string;
  description_nl: string;
  published_at: CreatedAt;
}

export interface TermsAcceptancesTable {
  person_id: string;
  terms_version_id: string;
  accepted_at: CreatedAt;
}

export interface OutboxTable {
  id: Generated<string>;
  recipient: string;
  subject: string;
  html: string;
  text: string;
  created_at: CreatedAt;
}

export interface RateLimitsTable {
  key: string;
  hits: number;
  window_ends_at: Timestamp;
}

/**
 * Stored progress (migration 0007): kept by the database in the transaction of every change that moves
 * it; the application only reads these tables.
 */
export interface PairProgressTable {
  season_id: string;
  player_id: string;
  trainer_id: string;
  club_id: string;
  /** The live team through which the trainer trains the player now; null: not a pair now. */
  team_id: string | null;
  completed: number;
  done: number;
  open: number;
  last_activity: Date | null;
}

export interface PlayerProgressTable {
  season_id: string;
  player_id: string;
  club_id: string;
  team_id: string | null;
  trainers: number;
  done: number;
  completed: number;
  scored: number;
  average: number | null;
  overall_diff: number;
}

export interface TeamProgressTable {
  season_id: string;
  team_id: string;
  club_id: string;
  pairs: number;
  done: number;
  players: number;
  trainers: number;
  reported_players: number;
  open: number;
}

export interface DB {
  clubs: ClubsTable;
  people: PeopleTable;
  seasons: SeasonsTable;
  teams: TeamsTable;
  team_memberships: TeamMembershipsTable;
  positions: PositionsTable;
  skills: SkillsTable;
  reports: ReportsTable;
  report_scores: ReportScoresTable;
  season_rounds: SeasonRoundsTable;
  sessions: SessionsTable;
  account_tokens: AccountTokensTable;
  photos: PhotosTable;
  terms_versions: TermsVersionsTable;
  terms_acceptances: TermsAcceptancesTable;
  outbox: OutboxTable;
  rate_limits: RateLimitsTable;
  pair_progress: PairProgressTable;
  player_progress: PlayerProgressTable;
  team_progress: TeamProgressTable;
}
