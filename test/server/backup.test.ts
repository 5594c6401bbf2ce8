import { spawn } from 'node:child_process';
import { createHash, randomBytes } from 'node:crypto';
import { createWriteStream, existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { createServer, type Server } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql, type Kysely } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../server/app.js';
import { loadConfig } from '../../server/config.js';
import { BackupError, restoreBackup, targetHasNoTables, verifyBackupFile, writeBackup, type RestoreTarget } from '../../server/db/backup.js';
import { backupThroughServer, offerBackups } from '../../server/db/backupSocket.js';
import { openDatabase, type Database } from '../../server/db/database.js';
import { freshPostgresDatabase } from '../../server/db/freshDatabase.js';
import type { DB } from '../../server/db/schema.js';
import { accountFor } from '../../server/repositories/accounts/accounts.js';
import { hashPassword } from '../../server/services/passwords.js';
import { buildHandBuiltClub as buildStructureClub } from './clubStructureClub.js';
import { buildHandBuiltClub } from './handBuiltClub.js';
import { buildSmallClub, SMALL_PASSWORD, type SmallClub } from './peopleClub.js';
import { previewAndRunFile } from './importClient.js';
import { bearer, createTestApp, signIn, type TestApp } from './testApp.js';

/**
 * Backups (issue 39): a database with clubs, teams, reports, pictures, guardians, a pending job and an
 * audit row is backed up while requests run, restored into a fresh target of each engine (a PGlite
 * data folder; a new PostgreSQL database when a PostgreSQL server is at hand) and compared table by
 * table, row by row; damaged, cut short and foreign files are refused and leave the target empty.
 */
const testDatabase = process.env.TOUCHLINE_TEST_DATABASE;
const postgresServer = testDatabase && testDatabase !== 'embedded' ? testDatabase : process.env.TEST_DATABASE_URL;

const temporary: string[] = [];
function tempDir(prefix: string): string {
  const dir = mkdtempSync(path.join(tmpdir(), prefix));
  temporary.push(dir);
  return dir;
}

/** A fresh, empty target of each engine at hand, and how to open and drop it. */
interface Target {
  engine: 'embedded' | 'postgresql';
  target: RestoreTarget;
  open(): Promise<Database>;
  drop(): Promise<void>;
}
async function freshTarget(engine: Target['engine']): Promise<Target> {
  if (engine === 'embedded') {
    const dataDir = tempDir('touchline-restore-');
    return {
      engine, target: { dataDir },
      open: () => openDatabase({ dataDir: path.join(dataDir, 'db') }),
      drop: async () => rmSync(dataDir, { recursive: true, force: true }),
    };
  }
  const fresh = await freshPostgresDatabase(postgresServer!, 'touchline_test_restore');
  return { engine, target: { databaseUrl: fresh.url }, open: () => openDatabase({ url: fresh.url }), drop: fresh.drop };
}
/**
 * The target as it was: an embedded one has no database folder yet (the restore never opened it), a
 * PostgreSQL one no table.
 */
async function untouched(target: Target): Promise<boolean> {
  if ('dataDir' in target.target) return !existsSync(path.join(target.target.dataDir, 'db'));
  return targetHasNoTables(target.target);
}
const targetEngines: Target['engine'][] = postgresServer ? ['embedded', 'postgresql'] : ['embedded'];

/** Every table's rows (but the migrator's), each row as its JSON text, sorted: for comparing row by row. */
async function dumpAll(db: Kysely<DB>): Promise<Record<string, string[]>> {
  return db.transaction().setIsolationLevel('repeatable read').execute(async (trx) => {
    await sql`SET LOCAL TimeZone = 'UTC'`.execute(trx);
    const { rows: tables } = await sql<{ name: string }>`
      SELECT c.relname AS name FROM pg_class c JOIN pg_namespace n ON n.oid = c.relnamespace
      WHERE n.nspname = 'public' AND c.relkind = 'r' AND c.relname NOT LIKE 'kysely_migration%' ORDER BY 1`.execute(trx);
    const dump: Record<string, string[]> = {};
    for (const { name } of tables) {
      const { rows } = await sql<{ row: string }>`SELECT to_jsonb(t)::text AS row FROM ${sql.table(name)} t`.execute(trx);
      dump[name] = rows.map((r) => r.row).sort();
    }
    return dump;
  });
}

/** A server on an opened database, as the test app is configured. */
async function appOn(database: Database, clock?: () => Date) {
  const config = { ...loadConfig({}), webAppDir: undefined, seedDemo: false, scheduler: { intervalMs: 0, leaseMs: 300_000 } };
  return buildApp({ database, config, clock });
}

/** After the pending digest's time (addTheRest), when a restored server's scheduler should send it. */
const AFTER_THE_PENDING_JOB = () => new Date('2031-02-03T09:00:00Z');

/** Pictures whose bytes cover every byte value, and zeros and text-looking runs. */
function pictureBytes(size: number): Buffer {
  const bytes = randomBytes(size);
  for (let i = 0; i < 256; i++) bytes[i] = i;
  bytes.fill(0, 300, 400);
  bytes.write('\\x00\'"\n,{}', 500);
  return bytes;
}

/** Pictures, a guardian, a pending job, an audit row and report rounds beside the clubs the builders make. */
async function addTheRest(db: Kysely<DB>, small: SmallClub): Promise<Buffer[]> {
  const pictures = [pictureBytes(150_000), pictureBytes(3_000), pictureBytes(60_000)];
  const ids: string[] = [];
  for (const bytes of pictures) {
    const { id } = await db.insertInto('photos').values({ club_id: small.clubId, content_type: 'image/jpeg', bytes, width: 10, height: 10 }).returning('id').executeTakeFirstOrThrow();
    ids.push(id);
  }
  await db.updateTable('people').set({ photo_id: ids[0]! }).where('id', '=', small.people.P1).execute();
  await db.updateTable('people').set({ photo_id: ids[1]! }).where('id', '=', small.people.T1).execute();
  await db.updateTable('clubs').set({ logo_photo_id: ids[2]! }).where('id', '=', small.clubId).execute();
  const guardian = await db.insertInto('people').values({
    club_id: small.clubId, role: 'Guardian', status: 'active', account_id: accountFor('ouder@small.club', await hashPassword(SMALL_PASSWORD)),
    first_name: 'Greet', last_name: 'Ouder',
  }).returning('id').executeTakeFirstOrThrow();
  await db.insertInto('guardianships').values({ club_id: small.clubId, player_id: small.people.P1, guardian_id: guardian.id, slot: 1, added_by: small.people.M1 }).execute();
  await db.insertInto('scheduled_jobs').values({
    key: 'backup-test-digest', kind: 'digest', club_id: small.clubId,
    // A digest for the manager (a job a restored server must run once), with text and values a backup must keep exactly.
    payload: JSON.stringify({ managerId: small.people.M1, weekStart: '2031-02-03', note: 'Zoë’s “digest” ⚽', nested: { list: [1, 2.5, null, true], empty: {} } }),
    run_after: new Date(Date.now() + 3_600_000),
  }).execute();
  await sql`UPDATE scheduled_jobs SET run_after = '2031-02-03 04:05:06.789012+00' WHERE key = 'backup-test-digest'`.execute(db);
  await sql`INSERT INTO audit (actor_kind, actor_email, club_id, action, details) VALUES ('anonymous', 'x@y.z', ${small.clubId}, 'backup.test', '{"a":1}')`.execute(db);
  // The season's report rounds as a manager set their due dates.
  await db.insertInto('season_rounds').values([
    { season_id: small.seasonNow, round: 1, due_date: '2026-10-31' },
    { season_id: small.seasonNow, round: 2, due_date: '2027-02-28' },
  ]).execute();
  return pictures;
}

afterAll(() => {
  for (const dir of temporary) rmSync(dir, { recursive: true, force: true });
});

describe('backup and restore', () => {
  let t: TestApp;
  let small: SmallClub;
  let pictures: Buffer[];
  let file: string;
  let dump: Record<string, string[]>;

  beforeAll(async () => {
    t = await createTestApp();
    await buildStructureClub(t.db, 'Structure FC', 'structure.club');
    await buildHandBuiltClub(t.db, await hashPassword('Hand-Built-1'));
    small = await buildSmallClub(t.db);
    pictures = await addTheRest(t.db, small);
    // An import of members, its rows and the people it added (a family on one address, a child without one).
    const manager = await signIn(t.app, small.managerEmail, SMALL_PASSWORD);
    const { status } = await previewAndRunFile(t, manager, [
      'Relatiecode;Roepnaam;Tussenvoegsel;Achternaam;E-mail;Geb.dat.;Team;Teamrol',
      'BK001;Noor;de;Wit;fam.dewit@backup.club;05-05-2016;Alpha;Teamspeler',
      'BK002;Daan;de;Wit;fam.dewit@backup.club;06-06-2015;Alpha;Teamspeler',
      'BK003;Sem;;Koster;;07-07-2016;Alpha;Teamspeler',
    ].join('\r\n') + '\r\n', { invite: false });
    expect(status.state).toBe('done');
    file = path.join(tempDir('touchline-backup-'), 'club.backup.gz');
  }, 240_000);
  afterAll(async () => {
    await t?.close();
  });

  it('is one consistent file, written while requests run, that every engine restores row for row', async () => {
    const token = await signIn(t.app, small.managerEmail, SMALL_PASSWORD);
    dump = await dumpAll(t.db);
    let running = true;
    let answered = 0;
    const requests = (async () => {
      while (running) {
        const answers = await Promise.all(['/api/Dashboard/GetGettingStarted', '/api/health'].map((url) => t.app.inject({ method: 'GET', url, headers: bearer(token) })));
        for (const answer of answers) expect(answer.statusCode).toBe(200);
        answered += answers.length;
      }
    })();
    const summary = await writeBackup(t.db, t.engine, createWriteStream(file));
    running = false;
    await requests;
    expect(answered).toBeGreaterThan(0);
    expect(await dumpAll(t.db)).toEqual(dump); // the requests wrote nothing: the snapshot is the database
    expect(summary.header).toMatchObject({ format: 'touchline-backup', formatVersion: 1, engine: t.engine, touchlineVersion: expect.any(String) });
    expect(summary.header.migration).toMatch(/^\d{4}_/);
    const checked = await verifyBackupFile(file);
    expect(checked.rows).toBe(Object.entries(dump).reduce((sum, [, rows]) => sum + rows.length, 0));

    for (const engine of targetEngines) {
      const target = await freshTarget(engine);
      try {
        const restored = await restoreBackup(file, target.target);
        expect(restored.migratedTo).toBe(summary.header.migration);
        const database = await target.open();
        try {
          const again = await dumpAll(database.db);
          expect(Object.keys(again)).toEqual(Object.keys(dump));
          for (const table of Object.keys(dump)) expect({ table, rows: again[table] }).toEqual({ table, rows: dump[table] });
          const photos = await database.db.selectFrom('photos').select('bytes').where('club_id', '=', small.clubId).execute();
          const digests = (list: Uint8Array[]) => list.map((bytes) => createHash('sha256').update(bytes).digest('hex')).sort();
          expect(digests(photos.map((photo) => photo.bytes))).toEqual(digests(pictures));
          const app = await appOn(database);
          try {
            const manager = await signIn(app, small.managerEmail, SMALL_PASSWORD);
            await signIn(app, small.emails.T1, SMALL_PASSWORD);
            await signIn(app, 'm@hand.club', 'Hand-Built-1');
            const players = await app.inject({ method: 'GET', url: '/api/Dashboard/GetGettingStarted', headers: bearer(manager) });
            expect(players.statusCode).toBe(200);
            // The audit's identity goes on after the restored rows.
            await sql`INSERT INTO audit (actor_kind, action) VALUES ('anonymous', 'after.restore')`.execute(database.db);
          } finally {
            await app.close();
          }
          // The pending job runs once when it is due, on the restored server, and never again.
          const later = await appOn(database, AFTER_THE_PENDING_JOB);
          try {
            await later.scheduler.runOnce();
            await later.scheduler.runOnce();
          } finally {
            await later.close();
          }
          const job = await database.db.selectFrom('scheduled_jobs').select(['outcome', 'attempts']).where('key', '=', 'backup-test-digest').executeTakeFirstOrThrow();
          expect(job).toEqual({ outcome: 'sent', attempts: 1 });
          const managerMail = await database.db.selectFrom('outbox').select('subject').where('recipient', '=', small.managerEmail).execute();
          expect(managerMail.length).toBeGreaterThan(0);
          // Now the target holds data: refused without --force (and left as it is), replaced with it.
          await database.db.insertInto('clubs').values({ name: 'Other FC', country: 'BE' }).execute();
        } finally {
          await database.close();
        }
        await expect(restoreBackup(file, target.target)).rejects.toThrow(/already holds data.*--force.*Nothing was restored/s);
        const kept = await target.open();
        try {
          expect((await kept.db.selectFrom('clubs').select('name').where('name', '=', 'Other FC').execute())).toHaveLength(1);
        } finally {
          await kept.close();
        }
        expect((await restoreBackup(file, target.target, { force: true })).replaced).toBe(true);
        const replaced = await target.open();
        try {
          expect(await dumpAll(replaced.db)).toEqual(dump);
        } finally {
          await replaced.close();
        }
      } finally {
        await target.drop();
      }
    }
  }, 240_000);

  it('refuses a file with one byte changed, a foreign file and an empty one, and leaves the target empty', async () => {
    const bytes = readFileSync(file);
    const dir = tempDir('touchline-damaged-');
    const changed = Buffer.from(bytes);
    changed[Math.floor(bytes.length / 2)] ^= 0x01;
    const cases: [string, Buffer, RegExp][] = [
      ['changed.backup.gz', changed, /is damaged/],
      ['foreign.backup.gz', Buffer.from('{"hello":"world"}\n'), /is not a Touchline backup/],
      ['empty.backup.gz', Buffer.alloc(0), /is not a Touchline backup/],
      ['half.backup.gz', bytes.subarray(0, Math.floor(bytes.length / 2)), /is incomplete/],
    ];
    for (const engine of targetEngines) {
      const target = await freshTarget(engine);
      try {
        for (const [name, content, message] of cases) {
          writeFileSync(path.join(dir, name), content);
          const refused = await restoreBackup(path.join(dir, name), target.target).then(() => undefined, (error: unknown) => error);
          expect(refused).toBeInstanceOf(BackupError);
          expect((refused as Error).message).toMatch(message);
        }
        expect(await untouched(target)).toBe(true);
      } finally {
        await target.drop();
      }
    }
  }, 180_000);

  it('is taken through the server that holds the database, when the embedded data folder is in use', async () => {
    const dataDir = tempDir('touchline-held-');
    const lines: string[] = [];
    const stop = await offerBackups(dataDir, { db: t.db, engine: t.engine } as Database, (line) => lines.push(line));
    try {
      const through = path.join(dataDir, 'through.backup.gz');
      await backupThroughServer(dataDir, process.pid, createWriteStream(through));
      const checked = await verifyBackupFile(through);
      expect(checked.header.engine).toBe(t.engine);
      expect(checked.rows).toBe(Object.values(dump).reduce((sum, rows) => sum + rows.length, 0));
      // The server logs once its writing has ended, which may come a moment after the command has read the end.
      await expect.poll(() => lines.join('\n')).toMatch(/Backup sent to the backup command/);
    } finally {
      await stop();
    }
    expect(existsSync(path.join(dataDir, 'touchline.backup-socket'))).toBe(false);
  }, 180_000);

  it.runIf(testDatabase === 'embedded')('on a data folder in use, is read from a copy taken between two writes, while the writes go on', async () => {
    // The club of the first test, in a data folder, held by a server that serves and writes meanwhile.
    const dataDir = tempDir('touchline-busy-');
    await restoreBackup(file, { dataDir });
    const database = await openDatabase({ dataDir: path.join(dataDir, 'db') });
    const app = await appOn(database);
    const stop = await offerBackups(dataDir, database, () => undefined);
    const copiesBefore = new Set(readdirSync(tmpdir()).filter((name) => name.startsWith('touchline-backup-copy-')));
    const through = path.join(dataDir, 'busy.backup.gz');
    try {
      const token = await signIn(app, small.managerEmail, SMALL_PASSWORD);
      const before = await dumpAll(database.db);
      let running = true;
      let pairs = 0;
      // Each write adds two audit rows in one transaction: a backup holds both of a pair, or neither.
      const writes = (async () => {
        while (running) {
          pairs += 1;
          await database.db.transaction().execute(async (trx) => {
            await sql`INSERT INTO audit (actor_kind, action, details) VALUES ('anonymous', 'busy.first', ${JSON.stringify({ pair: pairs })})`.execute(trx);
            await sql`INSERT INTO audit (actor_kind, action, details) VALUES ('anonymous', 'busy.second', ${JSON.stringify({ pair: pairs })})`.execute(trx);
          });
          const answer = await app.inject({ method: 'GET', url: '/api/Dashboard/GetGettingStarted', headers: bearer(token) });
          expect(answer.statusCode).toBe(200);
        }
      })();
      try {
        await backupThroughServer(dataDir, process.pid, createWriteStream(through));
      } finally {
        running = false;
        await writes;
      }
      expect(pairs).toBeGreaterThan(1);

      const target = await freshTarget('embedded');
      try {
        await restoreBackup(through, target.target);
        const restored = await target.open();
        try {
          const again = await dumpAll(restored.db);
          // Everything but the audit is as it was before the writes; of the writes, whole pairs only.
          for (const table of Object.keys(before).filter((name) => name !== 'audit')) expect({ table, rows: again[table] }).toEqual({ table, rows: before[table] });
          expect(again.audit).toEqual(expect.arrayContaining(before.audit!));
          const written = (action: string) => again.audit!.filter((row) => row.includes(`"${action}"`)).map((row) => (JSON.parse(row) as { details: { pair: number } }).details.pair).sort((a, b) => a - b);
          expect(written('busy.second')).toEqual(written('busy.first'));
          expect(written('busy.first').length).toBeLessThanOrEqual(pairs);
        } finally {
          await restored.close();
        }
      } finally {
        await target.drop();
      }
    } finally {
      await stop();
      await app.close();
      await database.close();
    }
    // The copy the backup was read from is gone.
    expect(readdirSync(tmpdir()).filter((name) => name.startsWith('touchline-backup-copy-') && !copiesBefore.has(name))).toEqual([]);
  }, 240_000);

  it.runIf(testDatabase === 'embedded')('killed half-way, leaves no file that restore accepts', async () => {
    // A server that sends half a backup and then stalls, so the command is surely killed mid-way.
    const dataDir = tempDir('touchline-killed-');
    writeFileSync(path.join(dataDir, 'touchline.lock'), String(process.pid));
    const socketDir = tempDir('touchline-stall-');
    const socketPath = path.join(socketDir, 'backup.sock');
    const half = readFileSync(file).subarray(0, Math.floor(statSync(file).size / 2));
    const server: Server = createServer((socket) => socket.write(half));
    await new Promise<void>((resolve) => server.listen(socketPath, resolve));
    writeFileSync(path.join(dataDir, 'touchline.backup-socket'), JSON.stringify({ pid: process.pid, socket: socketPath }));
    const out = path.join(dataDir, 'backups', 'cut.backup.gz');
    const child = spawn(process.execPath, ['--import', 'tsx', 'server/scripts/backup.ts', out], {
      cwd: process.cwd(), env: { PATH: process.env.PATH, HOME: process.env.HOME, DATA_DIR: dataDir, DATABASE_URL: '' }, stdio: 'ignore',
    });
    const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
    try {
      const partial = () => (existsSync(path.dirname(out)) ? readdirSync(path.dirname(out)).filter((name) => name.endsWith('.partial')) : []);
      for (let waited = 0; waited < 40_000; waited += 100) {
        const found = partial();
        if (found.length > 0 && statSync(path.join(path.dirname(out), found[0]!)).size >= half.length) break;
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
      child.kill('SIGKILL');
      await exited;
      expect(existsSync(out)).toBe(false);
      const left = partial();
      expect(left).toHaveLength(1);
      const target = await freshTarget('embedded');
      const leftFile = path.join(path.dirname(out), left[0]!);
      await expect(restoreBackup(leftFile, target.target)).rejects.toThrow(/is incomplete.*Nothing was restored/);
      // The command says the same, in English, and fails.
      const restore = spawn(process.execPath, ['--import', 'tsx', 'server/scripts/restore.ts', leftFile], {
        cwd: process.cwd(), env: { PATH: process.env.PATH, HOME: process.env.HOME, DATA_DIR: (target.target as { dataDir: string }).dataDir, DATABASE_URL: '' },
      });
      let said = '';
      restore.stderr.on('data', (chunk: Buffer) => (said += chunk.toString()));
      const code = await new Promise<number | null>((resolve) => restore.once('exit', resolve));
      expect(code).toBe(1);
      expect(said).toMatch(/cut\.backup\.gz\.\d+\.partial is incomplete: it ends before the backup's end/);
      expect(await untouched(target)).toBe(true);
    } finally {
      if (child.exitCode === null) child.kill('SIGKILL');
      server.close();
    }
  }, 180_000);
});

/**
 * A backup made by an earlier version (schema level 0021, before migrations 0022 on existed), kept as
 * it was written (test/server/fixtures/makeBackupFixture.ts made it): restoring it brings it up to
 * this version, and its people sign in.
 */
describe('a backup of an earlier version', () => {
  it('restores and migrates to this version', async () => {
    const fixture = path.resolve('test/server/fixtures/backup-0021.backup.gz');
    const checked = await verifyBackupFile(fixture);
    expect(checked.header.migration).toBe('0021_team_line_ups');
    const target = await freshTarget(postgresServer && testDatabase !== 'embedded' ? 'postgresql' : 'embedded');
    try {
      const restored = await restoreBackup(fixture, target.target);
      const database = await target.open();
      try {
        const { rows } = await sql<{ name: string }>`SELECT name FROM kysely_migration ORDER BY name DESC LIMIT 1`.execute(database.db);
        expect(restored.migratedTo).toBe(rows[0]!.name);
        expect(restored.migratedTo >= '0021_team_line_ups').toBe(true); // the newest migration of this version
        const photo = await database.db.selectFrom('photos').select('bytes').executeTakeFirstOrThrow();
        expect(createHash('sha256').update(photo.bytes).digest('hex')).toBe(JSON.parse(readFileSync(path.resolve('test/server/fixtures/backup-0021.json'), 'utf8')).photoSha256);
        const app = await appOn(database);
        try {
          const token = await signIn(app, 'm1@fixture.club', SMALL_PASSWORD);
          const answer = await app.inject({ method: 'GET', url: '/api/Dashboard/GetGettingStarted', headers: bearer(token) });
          expect(answer.statusCode).toBe(200);
        } finally {
          await app.close();
        }
      } finally {
        await database.close();
      }
    } finally {
      await target.drop();
    }
  }, 180_000);
});

