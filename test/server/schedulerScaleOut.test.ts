import { randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../server/app.js';
import { loadConfig } from '../../server/config.js';
import { migrateToLatest, openDatabase, type Database } from '../../server/db/database.js';
import { claimJobs, planJobs } from '../../server/repositories/scheduledJobs.js';
import { plannedReminders } from '../../server/services/scheduler/plans.js';
import { buildRoundMailClub, mailsTo, type RoundMailClub } from './roundMailClub.js';
import { accountFor } from '../../server/repositories/accounts/accounts.js';

/**
 * The scheduler's guarantee (issue 15): with two servers on one database, each reminder is sent
 * exactly once; a server that dies with a job claimed leaves it to the other once its lease has run
 * out. On PostgreSQL the two servers have pools of their own (real concurrent connections); on the
 * embedded engine, which one process owns, two apps share it and run the same jobs in-process.
 */
const serverUrl = process.env.TOUCHLINE_TEST_DATABASE;
const onPostgres = !!serverUrl && serverUrl !== 'embedded';
const LEASE_MS = 5 * 60_000;
/** Trainers beyond Tom and Tia, each with one player: enough jobs for the two servers to race over. */
const EXTRA_TRAINERS = 20;

let now = new Date('2026-10-20T10:00:00Z');
const clock = () => now;
const databaseName = `touchline_test_${randomBytes(6).toString('hex')}`;
let admin: Database | undefined;
let databaseUrl: string | undefined;
const databases: Database[] = [];
let a: FastifyInstance;
let b: FastifyInstance;
let club: RoundMailClub;
const trainers: string[] = ['Tom', 'Tia'];

/** A server's own connection to the test's database (on the embedded engine: the one database). */
async function connect(): Promise<Database> {
  if (!onPostgres && databases.length > 0) return databases[0]!;
  const database = databaseUrl ? await openDatabase({ url: databaseUrl }) : await openDatabase({});
  databases.push(database);
  return database;
}

const server = async () => buildApp({
  database: await connect(),
  config: { ...loadConfig({}), webAppDir: undefined, seedDemo: false, appUrl: 'https://touchline.test', scheduler: { intervalMs: 0, leaseMs: LEASE_MS } },
  clock,
});

beforeAll(async () => {
  if (onPostgres) {
    admin = await openDatabase({ url: serverUrl! });
    await sql.raw(`CREATE DATABASE ${databaseName}`).execute(admin.db);
    const url = new URL(serverUrl!);
    url.pathname = `/${databaseName}`;
    databaseUrl = url.toString();
  }
  const first = await connect();
  await migrateToLatest(first.db);
  a = await server();
  b = await server();
  club = await buildRoundMailClub(first.db);
  // More trainers in team Blue's club, each with a player of their own team.
  for (let i = 1; i <= EXTRA_TRAINERS; i++) {
    const person = (role: 'Trainer' | 'Player', name: string) => first.db.insertInto('people')
      .values({ club_id: club.id.club!, role, status: 'active', account_id: accountFor(club.email(name), 'x'), first_name: name, last_name: 'Round' })
      .returning('id').executeTakeFirstOrThrow();
    const team = await first.db.insertInto('teams').values({ club_id: club.id.club!, name: `Team ${i}`, division: '' }).returning('id').executeTakeFirstOrThrow();
    const trainer = await person('Trainer', `Trainer${i}`);
    const player = await person('Player', `Player${i}`);
    await first.db.insertInto('team_memberships').values([
      { team_id: team.id, person_id: trainer.id, role: 'Trainer' },
      { team_id: team.id, person_id: player.id, role: 'Player' },
    ]).execute();
    trainers.push(`Trainer${i}`);
  }
});

afterAll(async () => {
  await a?.close();
  await b?.close();
  for (const database of databases) await database.close().catch(() => undefined);
  if (admin) {
    // The pools' connections may still be closing: wait for them before dropping (see testApp.ts).
    for (let tries = 0; tries < 40; tries++) {
      const { rows } = await sql<{ n: number }>`SELECT count(*)::int AS n FROM pg_stat_activity WHERE datname = ${databaseName}`.execute(admin.db);
      if (rows[0]!.n === 0) break;
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    await sql.raw(`DROP DATABASE IF EXISTS ${databaseName} WITH (FORCE)`).execute(admin.db);
    await admin.close();
  }
});

const db = () => databases[0]!.db;

describe(`two servers on one ${onPostgres ? 'PostgreSQL' : 'embedded'} database`, () => {
  it('send exactly one reminder per trainer when the clock passes a due date, however their runs overlap', async () => {
    now = new Date('2026-11-04T10:00:00Z'); // a Wednesday, 3 days after round 1's due date
    const reports = await Promise.all([a.scheduler.runOnce(), b.scheduler.runOnce(), a.scheduler.runOnce(), b.scheduler.runOnce()]);
    for (const name of trainers) {
      expect((await mailsTo(db(), club.email(name))).map((mail) => mail.subject), name).toEqual(['Reports overdue: round 1 at Reminder FC']);
    }
    expect(reports.reduce((sum, report) => sum + report.sent, 0)).toBe(trainers.length);
    const { count } = await db().selectFrom('outbox').select((eb) => eb.fn.countAll<number>().as('count')).executeTakeFirstOrThrow();
    expect(Number(count)).toBe(trainers.length);
  });

  it("complete the job of a server that died with it claimed, on the other server once the claim's lease has run out", async () => {
    now = new Date('2027-06-24T10:00:00Z'); // 6 days before round 2's due date: week reminders
    // A third server plans the reminders, claims one and dies before sending it.
    const dying = onPostgres ? await openDatabase({ url: databaseUrl! }) : databases[0]!;
    await planJobs(dying.db, await plannedReminders(dying.db, now));
    const [claimed] = await claimJobs(dying.db, { worker: 'killed-server', now, leaseMs: LEASE_MS, limit: 1 });
    if (onPostgres) await dying.close();
    const owner = (await db().selectFrom('people').innerJoin('accounts', 'accounts.id', 'people.account_id').select('accounts.email').$narrowType<{ email: string }>().where('people.id', '=', (claimed!.payload as { trainerId: string }).trainerId).executeTakeFirstOrThrow()).email;

    // While the dead server's lease holds, the others send every other reminder and leave that one.
    await Promise.all([a.scheduler.runOnce(), b.scheduler.runOnce()]);
    expect(await mailsTo(db(), owner)).toHaveLength(1);
    const weekReminders = await db().selectFrom('outbox').select('recipient').where('subject', 'like', 'Reminder: % due 30 June 2027').execute();
    expect(weekReminders).toHaveLength(trainers.length - 1);

    // The lease runs out: the next run of either server sends it, once.
    now = new Date(now.getTime() + LEASE_MS + 1000);
    await Promise.all([b.scheduler.runOnce(), a.scheduler.runOnce()]);
    const owned = await mailsTo(db(), owner);
    expect(owned.map((mail) => mail.subject)).toEqual(['Reports overdue: round 1 at Reminder FC', expect.stringMatching(/^Reminder: \d reports? due 30 June 2027$/)]);
    expect(await db().selectFrom('outbox').select('recipient').where('subject', 'like', 'Reminder: % due 30 June 2027').execute()).toHaveLength(trainers.length);
    const job = await db().selectFrom('scheduled_jobs').select(['claimed_by', 'attempts', 'outcome']).where('key', '=', claimed!.key).executeTakeFirstOrThrow();
    expect(job.outcome).toBe('sent');
    expect([a.scheduler.worker, b.scheduler.worker]).toContain(job.claimed_by);
    expect(job.attempts).toBe(2);
  });
});
