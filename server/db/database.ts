import { Kysely, PGliteDialect, PostgresDialect } from 'kysely';
import { Migrator, type Migration } from 'kysely/migration';
import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import type { DB } from './schema.js';
import * as domain from './migrations/0001_domain.js';
import * as masterData from './migrations/0002_master_data.js';
import * as rateLimits from './migrations/0003_rate_limits.js';
import * as teamNamesUnique from './migrations/0004_team_names_unique.js';

export type Engine = 'postgresql' | 'embedded';

export interface Database {
  db: Kysely<DB>;
  engine: Engine;
  close(): Promise<void>;
}

/** One set of migrations for both engines, in order. */
const migrations: Record<string, Migration> = {
  '0001_domain': domain,
  '0002_master_data': masterData,
  '0003_rate_limits': rateLimits,
  '0004_team_names_unique': teamNamesUnique,
};

const DATE_OID = 1082;

/**
 * Opens PostgreSQL when a URL is given, otherwise the embedded PostgreSQL (PGlite) in dataDir
 * (or in memory when dataDir is undefined, for tests).
 */
export async function openDatabase(options: { url?: string; dataDir?: string }): Promise<Database> {
  if (options.url) {
    // `date` columns stay 'YYYY-MM-DD' text: a Date at local midnight would shift the day.
    const types = { getTypeParser: (oid: number, format?: 'text' | 'binary') =>
      oid === DATE_OID ? (value: string) => value : pg.types.getTypeParser(oid, format as 'text') };
    const pool = new pg.Pool({ connectionString: options.url, max: 10, types });
    const db = new Kysely<DB>({ dialect: new PostgresDialect({ pool }) });
    return { db, engine: 'postgresql', close: () => db.destroy() };
  }
  const pglite = await PGlite.create(options.dataDir ?? 'memory://', {
    parsers: { [DATE_OID]: (value: string) => value },
  });
  const db = new Kysely<DB>({ dialect: new PGliteDialect({ pglite }) });
  return {
    db,
    engine: 'embedded',
    // Kysely's destroy closes the PGlite instance it was given.
    close: () => db.destroy(),
  };
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
