import { mkdtempSync, readdirSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../server/app.js';
import { loadConfig, type BackupConfig } from '../../server/config.js';
import { verifyBackupFile } from '../../server/db/backup.js';
import { createClub } from '../../server/repositories/clubs/clubs.js';
import { createOperator, createTestApp, type TestApp } from './testApp.js';

/**
 * Backups the server takes itself (issue 39): BACKUP_DIR, one per interval across the servers of one
 * database (a claim per interval), the newest BACKUP_KEEP kept, and the last one on /api/health and in
 * the operators' console, a failure included.
 */
const DAY = 24 * 60 * 60 * 1000;
let now = new Date('2027-03-14T02:10:00Z');
const clock = () => now;
const dir = mkdtempSync(path.join(tmpdir(), 'touchline-scheduled-backups-'));
const backups: BackupConfig = { dir, intervalMs: DAY, keep: 2 };
let t: TestApp;

const backupFiles = () => readdirSync(dir).filter((name) => name.endsWith('.backup.gz')).sort();
const health = async () => (await t.app.inject({ method: 'GET', url: '/api/health' })).json();

beforeAll(async () => {
  t = await createTestApp({ backups }, clock);
  await createClub(t.db, { name: 'VV De Zwaluwen', country: 'NL', language: 'nl' });
});

afterAll(async () => {
  await t?.close();
  rmSync(dir, { recursive: true, force: true });
});

describe('scheduled backups', () => {
  it('takes one backup per interval, a whole one, and says when and how big on /api/health', async () => {
    expect((await health()).lastBackup).toBeUndefined();
    await t.app.scheduler.runOnce();
    const [file, ...more] = backupFiles();
    expect(more).toEqual([]);
    expect(file).toBe('touchline-2027-03-14T02-10-00Z.backup.gz');
    const summary = await verifyBackupFile(path.join(dir, file!));
    expect(summary.rows).toBeGreaterThan(0);

    const last = (await health()).lastBackup;
    expect(last).toEqual({ at: now.toISOString(), outcome: 'done', bytes: statSync(path.join(dir, file!)).size });

    // Later the same day: the interval has its backup.
    now = new Date('2027-03-14T17:45:00Z');
    await t.app.scheduler.runOnce();
    expect(backupFiles()).toEqual([file]);
  });

  it('is taken by one server only when several share the database', async () => {
    now = new Date('2027-03-15T00:00:30Z');
    const second = await buildApp({
      database: { ...t.app.database, close: async () => {} },
      config: { ...loadConfig({}), webAppDir: undefined, seedDemo: false, scheduler: { intervalMs: 0, leaseMs: 300_000 }, backups },
      clock,
    });
    try {
      await Promise.all([t.app.scheduler.runOnce(), second.scheduler.runOnce(), t.app.scheduler.runOnce()]);
    } finally {
      await second.close();
    }
    expect(backupFiles().filter((name) => name.startsWith('touchline-2027-03-15'))).toEqual(['touchline-2027-03-15T00-00-30Z.backup.gz']);
    const rows = await t.db.selectFrom('backup_runs').select(['outcome']).execute();
    expect(rows.map((row) => row.outcome)).toEqual(['done', 'done']);
  });

  it('keeps the newest BACKUP_KEEP backups and leaves other files alone', async () => {
    writeFileSync(path.join(dir, 'notes.txt'), 'kept by the operator');
    now = new Date('2027-03-16T03:00:00Z');
    await t.app.scheduler.runOnce();
    expect(backupFiles()).toEqual(['touchline-2027-03-15T00-00-30Z.backup.gz', 'touchline-2027-03-16T03-00-00Z.backup.gz']);
    expect(readdirSync(dir)).toContain('notes.txt');
  });

  it('never fails silently: a failed backup is on /api/health and, with its reason, in the operators\' console', async () => {
    // The folder is gone and a file stands in its place: nothing can be written there.
    rmSync(dir, { recursive: true, force: true });
    writeFileSync(dir, 'not a folder');
    now = new Date('2027-03-17T03:00:00Z');
    try {
      await t.app.scheduler.runOnce();
    } finally {
      rmSync(dir, { force: true });
    }
    expect((await health()).lastBackup).toEqual({ at: now.toISOString(), outcome: 'failed', bytes: null });

    const operator = await createOperator(t);
    const listed = await t.app.inject({
      method: 'GET',
      url: `/admin/rest/backups?sort=${encodeURIComponent(JSON.stringify(['startedAt', 'DESC']))}&range=${encodeURIComponent(JSON.stringify([0, 9]))}`,
      headers: operator.headers,
    });
    expect(listed.statusCode).toBe(200);
    expect(listed.headers['content-range']).toBe('backups 0-3/4');
    const [failed, latestGood] = listed.json();
    expect(failed).toMatchObject({ id: '2027-03-17T00:00:00Z', state: 'failed', file: null, bytes: null });
    expect(failed.error).toMatch(/not a directory|ENOTDIR|EEXIST/);
    expect(latestGood).toMatchObject({ id: '2027-03-16T00:00:00Z', state: 'done' });
    expect(latestGood.file).toMatch(/touchline-2027-03-16T03-00-00Z\.backup\.gz$/);

    // A manager of a club is no operator.
    expect((await t.app.inject({ method: 'GET', url: '/admin/rest/backups' })).statusCode).toBe(401);
  });
});
