import { CompiledQuery, Kysely, PostgresAdapter, PostgresDialect, type DatabaseConnection, type Driver, type TransactionSettings } from 'kysely';
import pg from 'pg';
import { migrateToLatest } from './database.js';
import { poolConnection } from './multiHost.js';
import type { DB } from './schema.js';

/**
 * Migrations that hold no session state, so that they run through a transaction-pooling pooler
 * (pgbouncer, pool_mode=transaction: issue 43) as well as on a direct connection.
 *
 * Kysely's migrator takes a session-level advisory lock (`pg_advisory_lock`) on a connection, then runs
 * every pending migration in one transaction, then unlocks. Through a transaction pooler each of those
 * three may reach another server connection: the lock would stay held by whichever server connection
 * took it (until the pooler closes it, an hour later by default), and the next server to start would
 * wait for it. Here the lock is the transaction's own (`pg_advisory_xact_lock`), taken as the migration
 * transaction begins and let go when it commits or rolls back: the same exclusion (one server migrates,
 * the others wait, then find nothing to do), with nothing outliving the transaction. The key is Kysely's,
 * so a server of an earlier version, which takes the session lock, excludes and is excluded alike.
 */
const KYSELY_MIGRATION_LOCK = '3853314791062309107';

/** Kysely's adapter without its session lock: the lock is taken by the transaction (below). */
class TransactionLockAdapter extends PostgresAdapter {
  override async acquireMigrationLock(): Promise<void> {}
  override async releaseMigrationLock(): Promise<void> {}
}

class TransactionLockDialect extends PostgresDialect {
  override createAdapter() {
    return new TransactionLockAdapter();
  }
  override createDriver(): Driver {
    const driver = super.createDriver();
    const begin = driver.beginTransaction.bind(driver);
    driver.beginTransaction = async (connection: DatabaseConnection, settings: TransactionSettings) => {
      await begin(connection, settings);
      await connection.executeQuery(CompiledQuery.raw(`SELECT pg_advisory_xact_lock(${KYSELY_MIGRATION_LOCK})`));
    };
    return driver;
  }
}

/**
 * Migrates the PostgreSQL database at `url` to the newest migration over one connection of its own,
 * closed afterwards. `url` is DATABASE_DIRECT_URL when set, else DATABASE_URL (a pooler or not).
 */
export async function migratePostgres(url: string, target?: string): Promise<void> {
  const pool = new pg.Pool({ ...poolConnection(url), max: 1, keepAlive: true });
  pool.on('error', () => undefined); // a lost connection fails the migration's query, which reports it
  const db = new Kysely<DB>({ dialect: new TransactionLockDialect({ pool }) });
  try {
    await migrateToLatest(db, target);
  } finally {
    await db.destroy();
  }
}
