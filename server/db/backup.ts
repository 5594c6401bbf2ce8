import { createHash } from 'node:crypto';
import { createReadStream, existsSync } from 'node:fs';
import { createInterface } from 'node:readline';
import { Readable, type Writable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { createGunzip, createGzip } from 'node:zlib';
import { CompiledQuery, Kysely, PostgresDialect, PostgresDriver, sql, type DatabaseConnection } from 'kysely';
import pg from 'pg';
import { APP_VERSION } from '../version.js';
import { migrateToLatest, type Engine } from './database.js';
import { startEmbeddedEngine } from './embeddedEngine.js';
import { lockDataDir } from './lock.js';
import type { DB } from './schema.js';
import path from 'node:path';

/**
 * A backup of the whole database (issue 39), the same on both engines: one gzip'd file of JSON lines.
 *
 *   {"format":"touchline-backup","formatVersion":1,"touchlineVersion":…,"migration":…,"createdAt":…,"engine":…}
 *   {"table":"clubs","columns":[{"name":"id","type":"uuid"},…]}     one per table, parents before children
 *   ["7d0c…","VV Oranje",null,…]                                   its rows: each value PostgreSQL's text of it
 *   {"end":"clubs","rows":12}
 *   …
 *   {"sequences":[{"name":"audit_id_seq","value":"41"}]}
 *   {"checksum":"sha256:…","tables":38,"rows":52113}                 over every byte of the lines above
 *
 * Every value is written as PostgreSQL's own text of it (read in one REPEATABLE READ READ ONLY
 * transaction with TimeZone UTC, DateStyle ISO and hex bytea) and read back with the column's type's
 * input function, so bytea, timestamps, jsonb, numeric and dates come back exactly, on either engine.
 * Generated columns are left out (the database computes them again); the migrations' own table is
 * left out too: the restore runs the migrations up to the backup's level instead.
 */
export const BACKUP_FORMAT = 'touchline-backup';
export const BACKUP_FORMAT_VERSION = 1;

export interface BackupHeader {
  format: typeof BACKUP_FORMAT;
  formatVersion: number;
  touchlineVersion: string;
  /** The last migration applied to the database backed up: the schema level of its rows. */
  migration: string;
  createdAt: string;
  engine: Engine;
}

export interface BackupColumn {
  name: string;
  type: string;
}

export interface BackupSummary {
  header: BackupHeader;
  tables: number;
  rows: number;
}

/** A backup or restore refused for a reason the operator can act on: its message is the whole story. */
export class BackupError extends Error {}

/** Tables that belong to the migrator, not to Touchline's data: the restore recreates them. */
const MIGRATOR_TABLES = new Set(['kysely_migration', 'kysely_migration_lock']);
/** Rows fetched at once; tables with pictures fewer, so memory stays small whatever their size. */
const FETCH_ROWS = 1000;
const FETCH_ROWS_WITH_BYTES = 20;
/** The text of the rows sent to the database in one INSERT while restoring. */
const INSERT_BATCH_CHARS = 4 * 1024 * 1024;
const GZIP_LEVEL = 3;

interface TableInfo {
  name: string;
  columns: BackupColumn[];
}

/** The tables of the public schema, parents before children (the order of the file and of the restore). */
async function tablesInOrder(db: Kysely<DB>): Promise<TableInfo[]> {
  const columns = await sql<{ table: string; name: string; type: string }>`
    SELECT c.relname AS table, a.attname AS name, format_type(a.atttypid, a.atttypmod) AS type
    FROM pg_attribute a JOIN pg_class c ON c.oid = a.attrelid JOIN pg_namespace n ON n.oid = c.relnamespace
    WHERE n.nspname = 'public' AND c.relkind IN ('r', 'p') AND a.attnum > 0 AND NOT a.attisdropped AND a.attgenerated = ''
    ORDER BY c.relname, a.attnum`.execute(db);
  const keys = await sql<{ child: string; parent: string }>`
    SELECT DISTINCT c.relname AS child, p.relname AS parent
    FROM pg_constraint k JOIN pg_class c ON c.oid = k.conrelid JOIN pg_class p ON p.oid = k.confrelid
    JOIN pg_namespace n ON n.oid = c.relnamespace
    WHERE k.contype = 'f' AND n.nspname = 'public'`.execute(db);
  const tables = new Map<string, TableInfo>();
  for (const column of columns.rows) {
    if (MIGRATOR_TABLES.has(column.table)) continue;
    const table = tables.get(column.table) ?? { name: column.table, columns: [] };
    table.columns.push({ name: column.name, type: column.type });
    tables.set(column.table, table);
  }
  const parents = new Map<string, Set<string>>([...tables.keys()].map((name) => [name, new Set<string>()]));
  for (const { child, parent } of keys.rows) {
    if (!tables.has(child) || !tables.has(parent)) continue;
    if (child !== parent) parents.get(child)!.add(parent);
  }
  const ordered: TableInfo[] = [];
  const placed = new Set<string>();
  while (ordered.length < tables.size) {
    const ready = [...tables.keys()].filter((name) => !placed.has(name) && [...parents.get(name)!].every((parent) => placed.has(parent))).sort();
    if (ready.length === 0) throw new Error(`The tables' foreign keys form a cycle: ${[...tables.keys()].filter((name) => !placed.has(name)).join(', ')}`);
    for (const name of ready) {
      placed.add(name);
      ordered.push(tables.get(name)!);
    }
  }
  return ordered;
}

async function migrationLevel(db: Kysely<DB>): Promise<string | undefined> {
  const migrator = await sql<{ present: boolean }>`SELECT to_regclass('public.kysely_migration') IS NOT NULL AS present`.execute(db);
  if (!migrator.rows[0]?.present) return undefined;
  const { rows } = await sql<{ name: string }>`SELECT name FROM kysely_migration ORDER BY name DESC LIMIT 1`.execute(db);
  return rows[0]?.name;
}

/** The session settings under which PostgreSQL's text of every value is the same on both engines. */
async function setTextSettings(db: Kysely<DB>): Promise<void> {
  await sql`SET LOCAL TimeZone = 'UTC'`.execute(db);
  await sql`SET LOCAL DateStyle = 'ISO, YMD'`.execute(db);
  await sql`SET LOCAL bytea_output = 'hex'`.execute(db);
  await sql`SET LOCAL extra_float_digits = 1`.execute(db);
}

/**
 * Writes a backup of the database to `out` (gzip'd; `out` is ended): one consistent snapshot, read in
 * a REPEATABLE READ READ ONLY transaction, in pieces through a cursor, so memory stays small. On
 * PostgreSQL other calls go on meanwhile; on the embedded engine, which runs one statement at a time,
 * they wait between the pieces' statements for the transaction's end.
 */
export async function writeBackup(db: Kysely<DB>, engine: Engine, out: Writable): Promise<BackupSummary> {
  return db
    .transaction()
    .setIsolationLevel('repeatable read')
    .setAccessMode('read only')
    .execute(async (trx) => {
      await setTextSettings(trx);
      const migration = await migrationLevel(trx);
      if (!migration) throw new BackupError('This database holds no Touchline data (it was never migrated): there is nothing to back up.');
      const tables = await tablesInOrder(trx);
      const header: BackupHeader = {
        format: BACKUP_FORMAT, formatVersion: BACKUP_FORMAT_VERSION, touchlineVersion: APP_VERSION,
        migration, createdAt: new Date().toISOString(), engine,
      };
      const hash = createHash('sha256');
      let rowCount = 0;
      const text = (line: string) => {
        const chunk = `${line}\n`;
        hash.update(chunk);
        return chunk;
      };
      async function* lines(): AsyncGenerator<string> {
        yield text(JSON.stringify(header));
        for (const table of tables) {
          yield text(JSON.stringify({ table: table.name, columns: table.columns }));
          // The database writes each row's line itself (a JSON array of its values' text): half the
          // time of reading the columns apart and joining them here (measured on the embedded engine).
          const values = table.columns.map((column) => sql`${sql.ref(column.name)}::text`);
          await sql`DECLARE touchline_backup NO SCROLL CURSOR FOR SELECT to_json(ARRAY[${sql.join(values)}])::text AS line FROM ${sql.table(table.name)}`.execute(trx);
          const fetchRows = table.columns.some((column) => column.type === 'bytea') ? FETCH_ROWS_WITH_BYTES : FETCH_ROWS;
          let count = 0;
          for (;;) {
            const { rows } = await sql<{ line: string }>`FETCH ${sql.raw(String(fetchRows))} FROM touchline_backup`.execute(trx);
            if (rows.length === 0) break;
            let chunk = '';
            for (const row of rows) chunk += text(row.line);
            count += rows.length;
            yield chunk;
          }
          await sql`CLOSE touchline_backup`.execute(trx);
          rowCount += count;
          yield text(JSON.stringify({ end: table.name, rows: count }));
        }
        const sequences = await sql<{ name: string; value: string | null }>`
          SELECT sequencename AS name, last_value::text AS value FROM pg_sequences WHERE schemaname = 'public' ORDER BY sequencename`.execute(trx);
        yield text(JSON.stringify({ sequences: sequences.rows }));
        // The checksum line is not part of what it sums.
        yield `${JSON.stringify({ checksum: `sha256:${hash.digest('hex')}`, tables: tables.length, rows: rowCount })}\n`;
      }
      await pipeline(Readable.from(lines()), createGzip({ level: GZIP_LEVEL }), out);
      return { header, tables: tables.length, rows: rowCount };
    });
}

type Entry =
  | { kind: 'header'; header: BackupHeader }
  | { kind: 'table'; table: string; columns: BackupColumn[] }
  | { kind: 'row'; values: (string | null)[] }
  | { kind: 'end'; table: string; rows: number }
  | { kind: 'sequences'; sequences: { name: string; value: string | null }[] };

const isObject = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * The entries of a backup file, in order, checked as they are read (its shape) and at its end (its
 * checksum and counts): a damaged, cut short or foreign file throws a BackupError, at the latest when
 * the last entry has been read. A caller that writes while reading must therefore keep its writes
 * undone (a transaction) until the iteration has ended.
 */
async function* backupEntries(file: string): AsyncGenerator<Entry> {
  const name = path.basename(file);
  if (!existsSync(file)) throw new BackupError(`${file} does not exist.`);
  const notBackup = (why: string) => new BackupError(`${name} is not a Touchline backup (${why}). Nothing was restored.`);
  const damaged = (why: string) => new BackupError(`${name} is damaged: ${why}. Nothing was restored; use another backup.`);
  const hash = createHash('sha256');
  const gunzip = createGunzip();
  const source = createReadStream(file);
  source.on('error', (error) => gunzip.destroy(error));
  source.pipe(gunzip);
  const reader = createInterface({ input: gunzip, crlfDelay: Infinity });
  let lineNumber = 0;
  let header: BackupHeader | undefined;
  let table: { name: string; width: number; rows: number } | undefined;
  let tables = 0;
  let rows = 0;
  let sequencesSeen = false;
  let trailer: Record<string, unknown> | undefined;
  try {
    for await (const line of reader) {
      lineNumber += 1;
      if (trailer) throw damaged('there is more after its end');
      let value: unknown;
      try {
        value = JSON.parse(line);
      } catch {
        if (!header) throw notBackup('its first line is not a backup header');
        throw damaged(`line ${lineNumber} is not readable`);
      }
      if (!header) {
        if (!isObject(value) || value.format !== BACKUP_FORMAT) throw notBackup('its first line is not a backup header');
        if (typeof value.formatVersion !== 'number' || value.formatVersion > BACKUP_FORMAT_VERSION) {
          throw new BackupError(
            `${name} was written in backup format ${String(value.formatVersion)} by Touchline ${String(value.touchlineVersion)}, ` +
              `newer than this Touchline (${APP_VERSION}, format ${BACKUP_FORMAT_VERSION}) reads. Update Touchline, then restore. Nothing was restored.`,
          );
        }
        if (typeof value.migration !== 'string' || typeof value.createdAt !== 'string') throw notBackup('its header is incomplete');
        hash.update(`${line}\n`);
        header = value as unknown as BackupHeader;
        yield { kind: 'header', header };
        continue;
      }
      if (isObject(value) && 'checksum' in value) {
        trailer = value;
        continue;
      }
      hash.update(`${line}\n`);
      if (Array.isArray(value)) {
        if (!table) throw damaged(`line ${lineNumber} is a row outside any table`);
        if (value.length !== table.width || !value.every((v) => v === null || typeof v === 'string')) {
          throw damaged(`line ${lineNumber} is not a row of ${table.name}`);
        }
        table.rows += 1;
        yield { kind: 'row', values: value as (string | null)[] };
      } else if (isObject(value) && typeof value.table === 'string' && Array.isArray(value.columns)) {
        if (table || sequencesSeen) throw damaged(`line ${lineNumber} starts a table in the wrong place`);
        const columns = value.columns as BackupColumn[];
        if (!columns.every((column) => isObject(column) && typeof column.name === 'string' && typeof column.type === 'string')) {
          throw damaged(`the columns of ${value.table} are not readable`);
        }
        table = { name: value.table, width: columns.length, rows: 0 };
        yield { kind: 'table', table: value.table, columns };
      } else if (isObject(value) && typeof value.end === 'string') {
        if (!table || table.name !== value.end || table.rows !== value.rows) throw damaged(`the rows of ${String(value.end)} do not add up`);
        tables += 1;
        rows += table.rows;
        yield { kind: 'end', table: table.name, rows: table.rows };
        table = undefined;
      } else if (isObject(value) && Array.isArray(value.sequences)) {
        if (table || sequencesSeen) throw damaged(`line ${lineNumber} is in the wrong place`);
        sequencesSeen = true;
        yield { kind: 'sequences', sequences: value.sequences as { name: string; value: string | null }[] };
      } else {
        throw damaged(`line ${lineNumber} is not part of a backup`);
      }
    }
  } catch (error) {
    if (error instanceof BackupError) throw error;
    const code = (error as NodeJS.ErrnoException).code;
    if (code === 'Z_BUF_ERROR' || /unexpected end of file/.test(String((error as Error).message))) {
      if (!header) throw notBackup('it is empty or cut short before its header');
      throw new BackupError(`${name} is incomplete: it ends before the backup's end (a backup cut short, e.g. killed or out of disk space). Nothing was restored.`);
    }
    if (code === 'Z_DATA_ERROR') {
      if (!header) throw notBackup('it is not a gzip file');
      throw damaged(`its compressed data is corrupt (${(error as Error).message})`);
    }
    if (code === 'ENOENT' || code === 'EACCES' || code === 'EISDIR') throw new BackupError(`${file} cannot be read: ${(error as Error).message}`);
    throw error;
  } finally {
    reader.close();
    source.destroy();
  }
  if (!header) throw notBackup('it is empty');
  if (!trailer) throw new BackupError(`${name} is incomplete: it ends before the backup's end (a backup cut short, e.g. killed or out of disk space). Nothing was restored.`);
  if (trailer.checksum !== `sha256:${hash.digest('hex')}`) throw damaged('its checksum does not match its contents');
  if (trailer.tables !== tables || trailer.rows !== rows || table) throw damaged('its tables or rows do not add up');
}

/** Reads a whole backup file and checks it (format, shape, checksum); its summary, or a BackupError. */
export async function verifyBackupFile(file: string): Promise<BackupSummary> {
  let header: BackupHeader | undefined;
  let tables = 0;
  let rows = 0;
  for await (const entry of backupEntries(file)) {
    if (entry.kind === 'header') header = entry.header;
    else if (entry.kind === 'end') {
      tables += 1;
      rows += entry.rows;
    }
  }
  return { header: header!, tables, rows };
}

/** Where to restore: a PostgreSQL database, or the embedded database of a data folder (DATA_DIR). */
export type RestoreTarget = { databaseUrl: string } | { dataDir: string };

export interface RestoreSummary extends BackupSummary {
  /** The migration the restored database was brought up to (this version's newest). */
  migratedTo: string;
  /** The target held data, replaced (force). */
  replaced: boolean;
}

/**
 * Kysely over one pg client that is already inside a transaction: a "transaction" it opens (the
 * migrator's) is a savepoint of that one, so the migrations and the rows commit, or not, together.
 */
function kyselyInTransaction(client: pg.ClientBase): Kysely<DB> {
  const lent = { query: (...args: unknown[]) => (client.query as (...a: unknown[]) => unknown)(...args), release: () => undefined };
  const pool = { connect: async () => lent, end: async () => undefined };
  class SavepointDriver extends PostgresDriver {
    override async beginTransaction(connection: DatabaseConnection) {
      await connection.executeQuery(CompiledQuery.raw('SAVEPOINT touchline_restore_step'));
    }
    override async commitTransaction(connection: DatabaseConnection) {
      await connection.executeQuery(CompiledQuery.raw('RELEASE SAVEPOINT touchline_restore_step'));
    }
    override async rollbackTransaction(connection: DatabaseConnection) {
      await connection.executeQuery(CompiledQuery.raw('ROLLBACK TO SAVEPOINT touchline_restore_step'));
    }
  }
  class SavepointDialect extends PostgresDialect {
    override createDriver() {
      return new SavepointDriver({ pool: pool as unknown as pg.Pool });
    }
  }
  return new Kysely<DB>({ dialect: new SavepointDialect({ pool: pool as unknown as pg.Pool }) });
}

/** One connection to the target, and how to let it go (the embedded engine stopped, the folder unlocked). */
async function connectTarget(target: RestoreTarget): Promise<{ client: pg.Client; describe: string; close(): Promise<void> }> {
  if ('databaseUrl' in target) {
    const client = new pg.Client({ connectionString: target.databaseUrl });
    try {
      await client.connect();
    } catch (error) {
      throw new BackupError(`The PostgreSQL database of DATABASE_URL cannot be reached: ${(error as Error).message}`);
    }
    const url = new URL(target.databaseUrl);
    return { client, describe: `the PostgreSQL database ${url.pathname.slice(1)} on ${url.host}`, close: () => client.end() };
  }
  let unlock: () => void;
  try {
    unlock = lockDataDir(target.dataDir);
  } catch (error) {
    throw new BackupError(`${(error as Error).message} Nothing was restored.`);
  }
  try {
    const engine = await startEmbeddedEngine(path.join(target.dataDir, 'db'));
    const client = new pg.Client({ host: engine.socketDir, port: engine.port, user: 'postgres', database: 'postgres' });
    await client.connect();
    return {
      client,
      describe: `the embedded database in ${target.dataDir}`,
      close: async () => {
        try {
          await client.end();
          await engine.stop();
        } finally {
          unlock();
        }
      },
    };
  } catch (error) {
    unlock();
    throw error;
  }
}

/** What the target holds: no tables at all, Touchline's tables without data, or data. */
async function targetState(db: Kysely<DB>): Promise<'empty' | 'migrated' | 'data'> {
  const { rows } = await sql<{ tables: number; clubs: boolean }>`
    SELECT count(*)::int AS tables, bool_or(c.relname = 'clubs') AS clubs
    FROM pg_class c JOIN pg_namespace n ON n.oid = c.relnamespace WHERE n.nspname = 'public' AND c.relkind IN ('r', 'p')`.execute(db);
  const { tables, clubs } = rows[0]!;
  if (tables === 0) return 'empty';
  if (!clubs) return 'data';
  const held = await sql<{ held: boolean }>`
    SELECT EXISTS (SELECT 1 FROM clubs) OR EXISTS (SELECT 1 FROM accounts) OR EXISTS (SELECT 1 FROM operators) AS held`.execute(db).catch(() => ({ rows: [{ held: true }] }));
  return held.rows[0]!.held ? 'data' : 'migrated';
}

/** Whether the target holds no tables (for tests: a refused restore left it as it was). */
export async function targetHasNoTables(target: RestoreTarget): Promise<boolean> {
  const connection = await connectTarget(target);
  try {
    return (await targetState(kyselyInTransaction(connection.client))) === 'empty';
  } finally {
    await connection.close();
  }
}

/**
 * Restores a backup file into the target and migrates it up to this version, all in one transaction:
 * the file is checked whole first (nothing is written for a damaged, cut short or foreign file), a
 * target holding data is refused unless `force`, and the rows go in with the tables' triggers off (the
 * stored progress, line-ups and data versions are restored as rows, as they were) and the foreign
 * keys set aside (checked again, whole, once the rows are in), then the sequences are set, and the
 * migrations after the backup's level run. Any failure rolls it all back.
 */
export async function restoreBackup(file: string, target: RestoreTarget, options: { force?: boolean } = {}): Promise<RestoreSummary> {
  const checked = await verifyBackupFile(file);
  const connection = await connectTarget(target);
  const { client } = connection;
  const db = kyselyInTransaction(client);
  try {
    const state = await targetState(db);
    if (state === 'data' && !options.force) {
      throw new BackupError(
        `${connection.describe} already holds data. Restoring replaces all of it: run the restore again with --force to do so, ` +
          'or name an empty target (a new DATA_DIR, or a new, empty PostgreSQL database). Nothing was restored.',
      );
    }
    await client.query('BEGIN');
    try {
      await setTextSettings(db);
      if (state !== 'empty') {
        await sql`DROP SCHEMA public CASCADE`.execute(db);
        await sql`CREATE SCHEMA public`.execute(db);
      }
      try {
        await migrateToLatest(db, checked.header.migration);
      } catch (error) {
        if (/migration "[^"]*" doesn't exist/.test(String((error as Error).message))) {
          throw new BackupError(
            `${path.basename(file)} was made at schema level ${checked.header.migration} by Touchline ${checked.header.touchlineVersion}, ` +
              `which this Touchline (${APP_VERSION}) does not know: update Touchline, then restore. Nothing was restored.`,
          );
        }
        throw error;
      }
      const tables = new Map((await tablesInOrder(db)).map((table) => [table.name, table]));
      if (tables.size > 0) await sql.raw(`TRUNCATE ${[...tables.keys()].map((name) => `"${name}"`).join(', ')} RESTART IDENTITY CASCADE`).execute(db);
      // The foreign keys go while the rows go in and come back after, checked then in one pass per key
      // (as pg_restore does): checked row by row, they lock every parent row once per child (measured:
      // a 1,000-player club's 84,000 scores took most of the restore).
      const { rows: foreignKeys } = await sql<{ table: string; name: string; definition: string }>`
        SELECT c.relname AS table, k.conname AS name, pg_get_constraintdef(k.oid) AS definition
        FROM pg_constraint k JOIN pg_class c ON c.oid = k.conrelid JOIN pg_namespace n ON n.oid = c.relnamespace
        WHERE k.contype = 'f' AND n.nspname = 'public' ORDER BY c.relname, k.conname`.execute(db);
      for (const key of foreignKeys) await sql`ALTER TABLE ${sql.table(key.table)} DROP CONSTRAINT ${sql.ref(key.name)}`.execute(db);
      let current: { info: TableInfo; types: string[]; batch: (string | null)[][]; chars: number } | undefined;
      const flush = async () => {
        if (!current || current.batch.length === 0) return;
        const { info, types, batch } = current;
        const names = info.columns.map((column) => sql.ref(column.name));
        const arrays = info.columns.map((_, i) => sql`${batch.map((row) => row[i]!)}::text[]`);
        const casts = info.columns.map((_, i) => sql`${sql.ref(`u${i}`)}::${sql.raw(types[i]!)}`);
        const aliases = info.columns.map((_, i) => sql.ref(`u${i}`));
        await sql`INSERT INTO ${sql.table(info.name)} (${sql.join(names)}) OVERRIDING SYSTEM VALUE
          SELECT ${sql.join(casts)} FROM unnest(${sql.join(arrays)}) AS u(${sql.join(aliases)})`.execute(db);
        current.batch = [];
        current.chars = 0;
      };
      const restored: string[] = [];
      for await (const entry of backupEntries(file)) {
        if (entry.kind === 'table') {
          const info = tables.get(entry.table);
          const same = info && info.columns.length === entry.columns.length &&
            info.columns.every((column, i) => column.name === entry.columns[i]!.name && column.type === entry.columns[i]!.type);
          if (!info || !same) {
            throw new BackupError(
              `${path.basename(file)} does not match this Touchline's schema at level ${checked.header.migration} (table ${entry.table}): ` +
                'it was made by a different build of that level. Nothing was restored.',
            );
          }
          await sql`ALTER TABLE ${sql.table(info.name)} DISABLE TRIGGER USER`.execute(db);
          restored.push(info.name);
          current = { info, types: info.columns.map((column) => column.type), batch: [], chars: 0 };
        } else if (entry.kind === 'row' && current) {
          current.batch.push(entry.values);
          for (const value of entry.values) current.chars += value?.length ?? 4;
          if (current.chars >= INSERT_BATCH_CHARS) await flush();
        } else if (entry.kind === 'end') {
          await flush();
          current = undefined;
        } else if (entry.kind === 'sequences') {
          for (const sequence of entry.sequences) {
            if (sequence.value === null || !/^-?\d+$/.test(sequence.value)) continue;
            await sql`SELECT setval(${`public."${sequence.name.replaceAll('"', '""')}"`}::regclass, ${sequence.value}::bigint, true)`.execute(db);
          }
        }
      }
      for (const name of restored) await sql`ALTER TABLE ${sql.table(name)} ENABLE TRIGGER USER`.execute(db);
      for (const key of foreignKeys) {
        try {
          await sql`ALTER TABLE ${sql.table(key.table)} ADD CONSTRAINT ${sql.ref(key.name)} ${sql.raw(key.definition)}`.execute(db);
        } catch (error) {
          throw new BackupError(`${path.basename(file)} holds rows of ${key.table} whose ${key.name} refers to no row: ${(error as Error).message}. Nothing was restored.`);
        }
      }
      await migrateToLatest(db);
      const migratedTo = (await migrationLevel(db))!;
      await client.query('COMMIT');
      return { ...checked, migratedTo, replaced: state === 'data' };
    } catch (error) {
      await client.query('ROLLBACK').catch(() => undefined);
      throw error;
    }
  } finally {
    await db.destroy().catch(() => undefined);
    await connection.close();
  }
}
