import { Kysely, Migrator, PostgresDialect, sql, type Migration } from 'kysely';
import pg from 'pg';
import { copyEmbeddedData } from './embeddedCopy.js';
import { startEmbeddedEngine } from './embeddedEngine.js';
import { FairPool } from './fairPool.js';
import { keepMarkedStatementsPrepared } from './keptPrepared.js';
import { hostCount, poolConnection } from './multiHost.js';
import type { DB } from './schema.js';
import * as domain from './migrations/0001_domain.js';
import * as masterData from './migrations/0002_master_data.js';
import * as rateLimits from './migrations/0003_rate_limits.js';
import * as teamNamesUnique from './migrations/0004_team_names_unique.js';
import * as skillSetAndOpenReports from './migrations/0005_skill_set_and_open_reports.js';
import * as seasonRounds from './migrations/0006_season_rounds.js';
import * as storedProgress from './migrations/0007_stored_progress.js';
import * as schedulerAndMail from './migrations/0008_scheduler_and_mail.js';
import * as progressRollUp from './migrations/0009_progress_roll_up.js';
import * as clubDataVersions from './migrations/0010_club_data_versions.js';
import * as peopleNameOrder from './migrations/0011_people_name_order.js';
import * as accounts from './migrations/0012_accounts.js';
import * as memberImport from './migrations/0013_member_import.js';
import * as operators from './migrations/0014_operators.js';
import * as privacy from './migrations/0016_privacy.js';
import * as clubKeys from './migrations/0017_club_keys.js';
import * as guardians from './migrations/0015_guardians.js';
import * as auditErasure from './migrations/0018_audit_erasure.js';
import * as removedPeopleByClub from './migrations/0019_removed_people_by_club.js';
import * as peopleByClub from './migrations/0020_people_by_club.js';
import * as teamLineUps from './migrations/0021_team_line_ups.js';
import * as invitedPlayersEvaluated from './migrations/0022_invited_players_evaluated.js';
import * as membersWithoutLogin from './migrations/0023_members_without_login.js';
import * as importWithoutInvitations from './migrations/0024_import_without_invitations.js';
import * as namesWithInfix from './migrations/0025_names_with_infix.js';
import * as searchByClub from './migrations/0026_search_by_club.js';
import * as seasonPlans from './migrations/0027_season_plans.js';
import * as rolesOfOnePerson from './migrations/0028_roles_of_one_person.js';
import * as scheduledBackups from './migrations/0029_scheduled_backups.js';
import * as answerVersions from './migrations/0030_answer_versions.js';

export type Engine = 'postgresql' | 'embedded';

export interface Database {
  db: Kysely<DB>;
  engine: Engine;
  /** Whether the database answers a trivial query now (within about a second); never throws. */
  isReachable(): Promise<boolean>;
  /**
   * False once the database is gone for good: the embedded engine's thread ended (only a restart of
   * the server brings it back). PostgreSQL: always true; the database gate probes it instead.
   */
  running(): boolean;
  close(): Promise<void>;
  /** Embedded engine only: a dump of its data folder, to open another database from (`openDatabase`'s `image`). */
  image?(): Promise<Uint8Array>;
  /**
   * Embedded engine only: a copy of the database as it is now, opened in a thread of its own (closing it
   * removes it), for reading at length while the calls go on here (embeddedCopy.ts).
   */
  snapshot?(): Promise<Database>;
}

/** One set of migrations for both engines, in order. */
const migrations: Record<string, Migration> = {
  '0001_domain': domain,
  '0002_master_data': masterData,
  '0003_rate_limits': rateLimits,
  '0004_team_names_unique': teamNamesUnique,
  '0005_skill_set_and_open_reports': skillSetAndOpenReports,
  '0006_season_rounds': seasonRounds,
  '0007_stored_progress': storedProgress,
  '0008_scheduler_and_mail': schedulerAndMail,
  '0009_progress_roll_up': progressRollUp,
  '0010_club_data_versions': clubDataVersions,
  '0011_people_name_order': peopleNameOrder,
  '0012_accounts': accounts,
  '0013_member_import': memberImport,
  '0014_operators': operators,
  '0016_privacy': privacy,
  '0017_club_keys': clubKeys,
  '0015_guardians': guardians,
  '0018_audit_erasure': auditErasure,
  '0019_removed_people_by_club': removedPeopleByClub,
  '0020_people_by_club': peopleByClub,
  '0021_team_line_ups': teamLineUps,
  '0022_invited_players_evaluated': invitedPlayersEvaluated,
  '0023_members_without_login': membersWithoutLogin,
  '0024_import_without_invitations': importWithoutInvitations,
  '0025_names_with_infix': namesWithInfix,
  '0026_search_by_club': searchByClub,
  '0027_season_plans': seasonPlans,
  '0028_roles_of_one_person': rolesOfOnePerson,
  '0029_scheduled_backups': scheduledBackups,
  '0030_answer_versions': answerVersions,
};

const DATE_OID = 1082;
/** `date` columns stay 'YYYY-MM-DD' text: a Date at local midnight would shift the day. */
const types = {
  getTypeParser: (oid: number, format?: 'text' | 'binary') =>
    oid === DATE_OID ? (value: string) => value : pg.types.getTypeParser(oid, format as 'text'),
};

/**
 * How long making a PostgreSQL connection may take before the call fails, and so answers 503: while
 * the server cannot be reached, no call hangs longer than this. (Waiting for a free connection of the
 * pool is bounded apart, by fairPool.ts: a busy pool is not an unreachable database.)
 */
const CONNECT_TIMEOUT_MS = 1000;
/** The reachability probe gives up after this long: a database that hangs counts as down. */
const PROBE_TIMEOUT_MS = 1000;
/**
 * The embedded engine's pool has one connection. PGlite runs one statement at a time whatever the
 * number of connections, and pglite-socket's multiplexer would interleave the extended-protocol
 * messages of several connections (mixing up their statements and results); one connection also
 * keeps a transaction's statements apart from every other call's, as on PostgreSQL.
 */
const EMBEDDED_POOL_SIZE = 1;
/** Every call of the embedded engine queues for its one connection: its wait is bounded more loosely. */
const EMBEDDED_WAIT_MS = 30_000;

/** Connections of a server to PostgreSQL; one club's calls use at most half of them at once (fairPool.ts). */
const POSTGRES_POOL_SIZE = 10;

/**
 * Opens PostgreSQL when a URL is given, otherwise the embedded PostgreSQL (PGlite) in dataDir
 * (or in memory when dataDir is undefined, for tests; started from `image`, a dump of a data folder,
 * when given: see embeddedWorker.ts).
 */
export async function openDatabase(options: { url?: string; dataDir?: string; image?: Uint8Array }): Promise<Database> {
  return options.url ? openPostgres(options.url) : openEmbedded(options.dataDir, options.image);
}

/**
 * The embedded engine runs in a thread of its own (embeddedEngine.ts) and is reached with the same
 * driver as PostgreSQL, so a long query never stalls the server and both engines parse the same way.
 */
async function openEmbedded(dataDir: string | undefined, image?: Uint8Array): Promise<Database> {
  const engine = await startEmbeddedEngine(dataDir, image);
  const pool = new pg.Pool({
    host: engine.socketDir,
    port: engine.port,
    user: 'postgres',
    database: 'postgres',
    max: EMBEDDED_POOL_SIZE,
    // Kept open for the server's life: a call waits for its turn (as PGlite queues), never for a new connection.
    idleTimeoutMillis: 0,
    types,
  });
  // The connection breaks only if the engine's thread ends: the calls then fail, and the health call says so.
  pool.on('error', (error) => console.warn(`The embedded database connection was lost (${describeError(error)}).`));
  pool.on('connect', (client) => {
    client.on('error', () => undefined);
    keepMarkedStatementsPrepared(client);
  });
  const db = new Kysely<DB>({ dialect: new PostgresDialect({ pool: new FairPool(pool, EMBEDDED_POOL_SIZE, 1, EMBEDDED_WAIT_MS) }) });
  return {
    db,
    engine: 'embedded',
    // Its thread cannot be lost to the network; this says whether it runs and answers.
    isReachable: async () => engine.running() && sql`select 1`.execute(db).then(() => true, () => false),
    running: () => engine.running(),
    image: () => engine.image(),
    snapshot: async () => {
      const copy = await copyEmbeddedData(db, dataDir, () => engine.image());
      try {
        const opened = await openEmbedded(copy.dataDir, copy.image);
        return { ...opened, close: () => opened.close().finally(() => copy.remove()) };
      } catch (error) {
        copy.remove();
        throw error;
      }
    },
    close: async () => {
      try {
        await db.destroy();
      } finally {
        await engine.stop();
      }
    },
  };
}

/**
 * A pool that survives the loss of its server: a connection that breaks (the server restarts, fails
 * over, or is stopped: 57P01 "terminating connection due to administrator command") is dropped and
 * replaced by a new one when a call needs it, and the calls using it fail with an error that the
 * error handler answers with 503 (server/plugins/databaseOutage.ts). A URL of several hosts
 * (pg_auto_failover's, `target_session_attrs=read-write`) is followed to whichever takes writes
 * (multiHost.ts); the probe tries each host once, so the gate opens within a second of a promotion.
 */
function openPostgres(url: string): Database {
  const pool = new pg.Pool({
    ...poolConnection(url),
    max: POSTGRES_POOL_SIZE,
    types,
    connectionTimeoutMillis: CONNECT_TIMEOUT_MS,
    // Notice a server that vanished without closing the connection (a host or network failure).
    keepAlive: true,
  });
  // An idle connection that breaks is reported here (pg-pool has already removed it). Without a
  // listener, this 'error' event would end the process.
  pool.on('error', (error) => {
    console.warn(`A database connection was lost (${describeError(error)}); a new one is opened when needed.`);
  });
  // A connection in use (e.g. inside a transaction, between two queries) has no pool listener: its
  // 'error' would end the process too. The query using it fails, and the pool drops it on release.
  pool.on('connect', (client) => client.on('error', () => undefined));

  // The probe has its own connection, so that a busy pool never reads as an unreachable database.
  const probe = new pg.Pool({
    ...poolConnection(url),
    max: 1,
    connectionTimeoutMillis: PROBE_TIMEOUT_MS,
    query_timeout: PROBE_TIMEOUT_MS,
    keepAlive: true,
  });
  probe.on('error', () => undefined); // a failed probe answers false; that is its report
  probe.on('connect', (client) => client.on('error', () => undefined));

  const db = new Kysely<DB>({ dialect: new PostgresDialect({ pool: new FairPool(pool, POSTGRES_POOL_SIZE) }) });
  const hosts = hostCount(url);
  return {
    db,
    engine: 'postgresql',
    isReachable: async () => {
      for (let attempt = 0; attempt < hosts; attempt++) {
        if (await probe.query('select 1').then(() => true, () => false)) return true;
      }
      return false;
    },
    running: () => true,
    close: async () => {
      await Promise.all([db.destroy(), probe.end()]);
    },
  };
}

function describeError(error: Error & { code?: string }): string {
  return error.code ? `${error.code} ${error.message}` : error.message;
}

/** Migrates to the newest migration, or up to `target` (tests of a migration's data changes). */
export async function migrateToLatest(db: Kysely<DB>, target?: string): Promise<void> {
  const migrator = new Migrator({
    db,
    provider: { getMigrations: async () => migrations },
  });
  const { error, results } = target ? await migrator.migrateTo(target) : await migrator.migrateToLatest();
  const failed = results?.find((result) => result.status === 'Error');
  if (error || failed) {
    throw new Error(`Database migration ${failed?.migrationName ?? ''} failed: ${String(error)}`);
  }
}
