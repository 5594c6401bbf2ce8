/**
 * The failover drill (issue 43): a pg_auto_failover formation on this machine (a monitor, a primary
 * and a synchronous standby, each a private cluster in a temporary folder on free ports), the real
 * server on its multi-host DATABASE_URL, a write load over HTTP, and the primary killed (kill -9 of
 * its pg_autoctl and its postgres: the machine gone). It measures the time without writes and checks
 * that meanwhile every call is answered 503 with Retry-After (no other error), that the server serves
 * again by itself once the standby is promoted, and that every write answered 200 is on the new
 * primary. `npm run drill:failover` prints the result; test/server/db/failoverDrill.test.ts runs it
 * behind TEST_FAILOVER=1.
 */
import { execFile, spawn, type ChildProcess } from 'node:child_process';
import { chownSync, existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import pg from 'pg';
import { DEMO_MANAGER } from '../seed/demoClub.js';

const run = promisify(execFile);

/**
 * The monitor's timings, shortened from pg_auto_failover's defaults (a health check every 5 s, a node
 * unhealthy after 20 s, 30 s for the old primary to demote itself): a primary that stops answering is
 * given up after about 3 s. The demote timeout stays above the keepers' network partition timeout
 * (KEEPER_PARTITION_SECONDS), as pg_auto_failover requires: an old primary cut off from the monitor
 * and the standby stops taking writes before the standby is allowed to take them.
 */
const MONITOR_SETTINGS: Record<string, number> = {
  'pgautofailover.health_check_period': 1000,
  'pgautofailover.health_check_timeout': 1000,
  'pgautofailover.health_check_max_retries': 1,
  'pgautofailover.health_check_retry_delay': 500,
  'pgautofailover.node_considered_unhealthy_timeout': 3000,
  'pgautofailover.primary_demote_timeout': 10_000,
};
const KEEPER_PARTITION_SECONDS = 5;

export interface DrillOptions {
  /** Parallel HTTP clients writing (and now and then reading). */
  clients?: number;
  /** Progress lines. */
  log?: (line: string) => void;
  /** Leave pg_auto_failover's own timings (MONITOR_SETTINGS and the keepers' timeout not applied), to measure them. */
  defaultTimings?: boolean;
}

export interface DrillResult {
  ok: boolean;
  problems: string[];
  calls: number;
  writesAcknowledged: number;
  /** Acknowledged writes looked up on the new primary, and those not found there. */
  acknowledgedChecked: number;
  lost: number;
  /** From the last write acknowledged before the kill to the first acknowledged after it. */
  writePauseMs: number;
  /** From the kill to the monitor's promotion of the standby (its state wait_primary: it takes writes). */
  promotedAfterMs: number | undefined;
  /** From that promotion to the server's first write answered 200. */
  servedAfterPromotionMs: number | undefined;
  /** Calls answered while no primary took writes: all 503 with Retry-After when ok. */
  answeredDuringOutage: number;
  answered503: number;
  synchronousStandbyNames: string;
  seconds: number;
}

interface Answer {
  kind: 'write' | 'read';
  name?: string;
  started: number;
  ended: number;
  status: number;
  retryAfter: string | null;
  detail?: string;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

export async function runFailoverDrill(options: DrillOptions = {}): Promise<DrillResult> {
  const log = options.log ?? ((line: string) => console.log(line));
  const clients = options.clients ?? 8;
  const began = Date.now();
  const tools = findTools();
  const folder = mkdtempSync(path.join(tmpdir(), 'touchline-failover-'));
  const asRoot = process.getuid?.() === 0;
  const postgresUid = asRoot ? uidOf('postgres') : undefined;
  for (const sub of ['run', 'tmp']) mkdirSync(path.join(folder, sub));
  if (postgresUid !== undefined) for (const dir of [folder, path.join(folder, 'run'), path.join(folder, 'tmp')]) chownSync(dir, postgresUid, -1);
  const children: ChildProcess[] = [];
  let server: { url: string; child: ChildProcess; output: () => string } | undefined;

  /** pg_autoctl as the postgres user (when run as root), its files in the drill's folder only. */
  const autoctlCommand = (args: string[]): [string, string[]] => {
    const env = [
      `HOME=${folder}`,
      `XDG_CONFIG_HOME=${folder}/config`,
      `XDG_DATA_HOME=${folder}/share`,
      `XDG_RUNTIME_DIR=${folder}/run`,
      `TMPDIR=${folder}/tmp`,
      `PATH=${tools.pgBin}:/usr/bin:/bin`,
      `PG_CONFIG=${tools.pgBin}/pg_config`,
    ];
    const command = ['env', ...env, tools.autoctl, ...args];
    return asRoot ? ['runuser', ['-u', 'postgres', '--', ...command]] : [command[0]!, command.slice(1)];
  };
  const startAutoctl = (name: string, args: string[]) => {
    const [file, fileArgs] = autoctlCommand(args);
    // A process group of its own: killing the group kills pg_autoctl and the postgres it started.
    const child = spawn(file, fileArgs, { cwd: folder, detached: true, stdio: ['ignore', 'pipe', 'pipe'] });
    let output = '';
    const keep = (chunk: Buffer) => (output = (output + chunk.toString('utf8')).slice(-8000));
    child.stdout!.on('data', keep);
    child.stderr!.on('data', keep);
    children.push(child);
    return { child, output: () => `--- pg_autoctl ${name} ---\n${output}` };
  };
  const autoctl = async (args: string[]) => {
    const [file, fileArgs] = autoctlCommand(args);
    await run(file, fileArgs, { cwd: folder, timeout: 30_000 });
  };

  const cleanUp = async () => {
    if (server && server.child.exitCode === null) {
      server.child.kill('SIGTERM');
      await exitOf(server.child, 10_000);
    }
    for (const child of children) signalGroup(child, 'SIGTERM');
    await Promise.all(children.map((child) => exitOf(child, 15_000)));
    for (const child of children) signalGroup(child, 'SIGKILL');
    // A postgres whose pg_autoctl died first (the killed primary's is dead already).
    for (const data of ['monitor', 'node1', 'node2']) killPostmaster(path.join(folder, data), 'SIGKILL');
    await sleep(500);
    rmSync(folder, { recursive: true, force: true });
  };
  const interrupted = () => {
    void cleanUp().finally(() => process.exit(130));
  };
  process.once('SIGINT', interrupted);

  try {
    const [monitorPort, port1, port2] = await freePorts(3);
    log(`Formation in ${folder}: monitor on ${monitorPort}, nodes on ${port1} and ${port2} (pg_autoctl ${tools.autoctl}).`);
    const monitor = startAutoctl('monitor', ['create', 'monitor', '--pgdata', path.join(folder, 'monitor'), '--pgport', String(monitorPort), '--hostname', '127.0.0.1', '--auth', 'trust', '--no-ssl', '--run']);
    await waitFor('the monitor', 60_000, async () => (await query(monitorPort, 'pg_auto_failover', 'SELECT 1 AS up FROM pgautofailover.formation LIMIT 1')).length > 0, monitor.output);
    for (const [name, value] of Object.entries(options.defaultTimings ? {} : MONITOR_SETTINGS)) await query(monitorPort, 'pg_auto_failover', `ALTER SYSTEM SET ${name} = ${value}`);
    await query(monitorPort, 'pg_auto_failover', 'SELECT pg_reload_conf()');
    const monitorUrl = `postgres://autoctl_node@127.0.0.1:${monitorPort}/pg_auto_failover?sslmode=disable`;
    const node = (n: number, port: number) => startAutoctl(`node${n}`, ['create', 'postgres', '--pgdata', path.join(folder, `node${n}`), '--pgport', String(port), '--hostname', '127.0.0.1',
      '--name', `node${n}`, '--dbname', 'touchline', '--auth', 'trust', '--no-ssl', '--monitor', monitorUrl, '--run']);
    const states = async () => query<{ nodename: string; reportedstate: string; goalstate: string }>(monitorPort, 'pg_auto_failover',
      'SELECT nodename, reportedstate::text, goalstate::text FROM pgautofailover.node ORDER BY nodeid');
    const inState = async (name: string, state: string) => (await states()).some((row) => row.nodename === name && row.reportedstate === state && row.goalstate === state);

    const node1 = node(1, port1);
    await waitFor('node1 to run as the only node', 90_000, () => inState('node1', 'single'), node1.output);
    const node2 = node(2, port2);
    // pg_autoctl's pg_basebackup waits for the primary's next checkpoint (up to 5 minutes): ask for it.
    await waitFor('node2 to follow node1 as a synchronous standby', 120_000, async () => {
      if (await inState('node2', 'secondary') && await inState('node1', 'primary')) return true;
      await query(port1, 'touchline', 'CHECKPOINT').catch(() => undefined);
      return false;
    }, () => `${node1.output()}\n${node2.output()}`);
    for (const n of options.defaultTimings ? [] : [1, 2]) {
      await autoctl(['config', 'set', '--pgdata', path.join(folder, `node${n}`), 'timeout.network_partition_timeout', String(KEEPER_PARTITION_SECONDS)]);
      await autoctl(['reload', '--pgdata', path.join(folder, `node${n}`)]);
    }
    const synchronousStandbyNames = (await query<{ synchronous_standby_names: string }>(port1, 'touchline', 'SHOW synchronous_standby_names'))[0]!.synchronous_standby_names;
    if (!synchronousStandbyNames) throw new Error('node1 does not replicate synchronously (synchronous_standby_names is empty).');
    log(`node1 is the primary, node2 its synchronous standby (synchronous_standby_names = ${synchronousStandbyNames}).`);

    const databaseUrl = `postgres://postgres@127.0.0.1:${port1},127.0.0.1:${port2}/touchline?target_session_attrs=read-write`;
    server = await startServer(folder, databaseUrl);
    log(`The server runs at ${server.url} on DATABASE_URL=${databaseUrl}.`);
    const token = await signIn(server.url);

    const answers: Answer[] = [];
    let loading = true;
    const call = async (kind: Answer['kind'], name?: string): Promise<Answer> => {
      const started = Date.now();
      try {
        const response = await fetch(`${server!.url}${kind === 'write' ? '/api/team/addteam' : '/api/user/GetClubDetails'}`, {
          method: kind === 'write' ? 'POST' : 'GET',
          headers: { authorization: `Bearer ${token}`, ...(kind === 'write' ? { 'content-type': 'application/json' } : {}) },
          body: kind === 'write' ? JSON.stringify({ TeamName: name, Division: '' }) : undefined,
          signal: AbortSignal.timeout(20_000),
        });
        const text = await response.text();
        return { kind, name, started, ended: Date.now(), status: response.status, retryAfter: response.headers.get('retry-after'), detail: response.ok ? undefined : text.slice(0, 200) };
      } catch (error) {
        return { kind, name, started, ended: Date.now(), status: 0, retryAfter: null, detail: String(error) };
      }
    };
    const client = async (n: number) => {
      for (let i = 0; loading; i++) {
        const answer = await call(i % 4 === 3 ? 'read' : 'write', `Drill ${n}-${i}`);
        answers.push(answer);
        // As the web app does, not at once after a 503 (but well within its Retry-After, to time the pause).
        await sleep(answer.status === 200 ? 20 : 100);
      }
    };
    const load = Array.from({ length: clients }, (_, n) => client(n));
    const acknowledged = () => answers.filter((answer) => answer.kind === 'write' && answer.status === 200);
    await waitFor('writes before the failover', 60_000, async () => acknowledged().length >= 50, server.output);
    await sleep(1000);

    // The primary's machine is gone: pg_autoctl and its postgres killed at once, nothing shut down.
    const postmaster = postmasterPid(path.join(folder, 'node1'));
    const killedAt = Date.now();
    signalGroup(node1.child, 'SIGKILL');
    if (postmaster) tryKill(postmaster, 'SIGKILL');
    log(`Killed node1 (pg_autoctl and postgres ${postmaster ?? '?'}, kill -9) after ${acknowledged().length} acknowledged writes.`);

    const firstAfter = await waitFor('a write acknowledged after the failover', 120_000, async () =>
      acknowledged().filter((answer) => answer.started > killedAt).sort((a, b) => a.ended - b.ended)[0], server.output);
    await waitFor('writes after the failover', 60_000, async () => acknowledged().filter((answer) => answer.started > firstAfter.ended).length >= 30, server.output);
    loading = false;
    await Promise.all(load);

    const events = await query<{ at: Date; description: string }>(monitorPort, 'pg_auto_failover',
      `SELECT eventtime AS at, description FROM pgautofailover.event WHERE eventtime > to_timestamp(${killedAt / 1000}) ORDER BY eventid`);
    const promotedAt = events.find((event) => /reported by node \d+ "node2".*"wait_primary"|reported by node \d+ "node2".*"primary"/.test(event.description))?.at.getTime();
    const newPrimary = (await query<{ ro: string; recovering: boolean }>(port2, 'touchline', "SELECT current_setting('transaction_read_only') AS ro, pg_is_in_recovery() AS recovering"))[0]!;
    const stored = new Set((await query<{ name: string }>(port2, 'touchline', "SELECT name FROM teams WHERE name LIKE 'Drill %'")).map((row) => row.name));

    const problems: string[] = [];
    if (newPrimary.ro !== 'off' || newPrimary.recovering) problems.push('node2 does not take writes after the failover.');
    const lost = acknowledged().filter((answer) => !stored.has(answer.name!));
    if (lost.length) problems.push(`${lost.length} acknowledged writes are not on the new primary: ${lost.slice(0, 5).map((a) => a.name).join(', ')}`);
    const wrong = answers.filter((answer) => answer.status !== 200 && !(answer.status === 503 && answer.retryAfter && /^\d+$/.test(answer.retryAfter)));
    if (wrong.length) problems.push(`${wrong.length} calls answered neither 200 nor 503 with Retry-After: ${wrong.slice(0, 3).map((a) => `${a.status} ${a.detail}`).join(' | ')}`);
    const lastBefore = Math.max(...acknowledged().filter((answer) => answer.ended <= killedAt).map((answer) => answer.ended));
    // The calls answered before the server served again (the first 200 of any call after the kill).
    const servedAgain = Math.min(...answers.filter((answer) => answer.started > killedAt && answer.status === 200).map((answer) => answer.ended));
    const during = answers.filter((answer) => answer.started > killedAt && answer.ended < servedAgain);
    const answered503 = during.filter((answer) => answer.status === 503).length;
    if (answered503 === 0) problems.push('No call was answered 503 while no primary took writes.');
    const afterRecovery = answers.filter((answer) => answer.started > firstAfter.ended + 1000 && answer.status !== 200);
    if (afterRecovery.length) problems.push(`${afterRecovery.length} calls failed more than a second after the server served again.`);

    const result: DrillResult = {
      ok: problems.length === 0,
      problems,
      calls: answers.length,
      writesAcknowledged: acknowledged().length,
      acknowledgedChecked: acknowledged().length,
      lost: lost.length,
      writePauseMs: firstAfter.ended - lastBefore,
      promotedAfterMs: promotedAt === undefined ? undefined : promotedAt - killedAt,
      servedAfterPromotionMs: promotedAt === undefined ? undefined : firstAfter.ended - promotedAt,
      answeredDuringOutage: during.length,
      answered503,
      synchronousStandbyNames,
      seconds: Math.round((Date.now() - began) / 1000),
    };
    return result;
  } finally {
    process.off('SIGINT', interrupted);
    await cleanUp();
  }
}

function findTools(): { autoctl: string; pgBin: string } {
  const autoctl = [process.env.PG_AUTOCTL, '/usr/bin/pg_autoctl', '/usr/lib/postgresql/15/bin/pg_autoctl'].find((file) => file && existsSync(file));
  if (!autoctl) throw new Error('pg_autoctl is not installed (apt-get install postgresql-15-auto-failover), or set PG_AUTOCTL.');
  const versions = existsSync('/usr/lib/postgresql') ? readdirSync('/usr/lib/postgresql').filter((name) => /^\d+$/.test(name)) : [];
  // The monitor's extension is built for one PostgreSQL version: the one that has it.
  const version = versions.find((v) => existsSync(`/usr/lib/postgresql/${v}/lib/pgautofailover.so`));
  const pgBin = process.env.PG_BIN ?? (version ? `/usr/lib/postgresql/${version}/bin` : undefined);
  if (!pgBin || !existsSync(path.join(pgBin, 'pg_ctl'))) throw new Error('No PostgreSQL with the pg_auto_failover extension (pgautofailover.so) under /usr/lib/postgresql; set PG_BIN.');
  return { autoctl, pgBin };
}

export function failoverDrillUnavailable(): string | undefined {
  try {
    findTools();
    if (process.getuid?.() === 0) uidOf('postgres');
    return undefined;
  } catch (error) {
    return (error as Error).message;
  }
}

function uidOf(user: string): number {
  const line = readFileSync('/etc/passwd', 'utf8').split('\n').find((entry) => entry.startsWith(`${user}:`));
  if (!line) throw new Error(`Running as root and there is no ${user} user to run pg_autoctl as.`);
  return Number(line.split(':')[2]);
}

async function query<T extends object>(port: number, database: string, text: string): Promise<T[]> {
  const client = new pg.Client({ host: '127.0.0.1', port, user: 'postgres', database, connectionTimeoutMillis: 2000, query_timeout: 10_000 });
  client.on('error', () => undefined);
  try {
    await client.connect();
    return (await client.query<T & pg.QueryResultRow>(text)).rows;
  } finally {
    await client.end().catch(() => undefined);
  }
}

/** An error of a probe that ends the waiting at once (other errors count as "not yet"). */
class GiveUp extends Error {}

/** Polls `probe` until it gives a value other than false/undefined. */
async function waitFor<T>(what: string, timeoutMs: number, probe: () => Promise<T | false | undefined>, explain?: () => string): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await probe().catch((error: unknown) => {
      if (error instanceof GiveUp) throw error;
      return undefined;
    });
    if (value !== undefined && value !== false) return value;
    if (Date.now() > deadline) throw new Error(`Timed out waiting for ${what}.${explain ? `\n${explain()}` : ''}`);
    await sleep(250);
  }
}

async function freePorts(count: number): Promise<number[]> {
  const ports = new Set<number>();
  while (ports.size < count) {
    ports.add(await new Promise<number>((resolve, reject) => {
      const probe = createServer();
      probe.once('error', reject);
      probe.listen(0, '127.0.0.1', () => {
        const { port } = probe.address() as { port: number };
        probe.close(() => resolve(port));
      });
    }));
  }
  return [...ports];
}

function postmasterPid(dataDir: string): number | undefined {
  const file = path.join(dataDir, 'postmaster.pid');
  return existsSync(file) ? Number(readFileSync(file, 'utf8').split('\n')[0]) || undefined : undefined;
}

/** Kills the postgres of dataDir if it still runs (checked by its command line: the pid may have been reused). */
function killPostmaster(dataDir: string, signal: NodeJS.Signals): void {
  const pid = postmasterPid(dataDir);
  if (!pid) return;
  try {
    if (readFileSync(`/proc/${pid}/cmdline`, 'utf8').includes(dataDir)) tryKill(pid, signal);
  } catch {
    // gone
  }
}

function tryKill(pid: number, signal: NodeJS.Signals): void {
  try {
    process.kill(pid, signal);
  } catch {
    // already gone
  }
}

function signalGroup(child: ChildProcess, signal: NodeJS.Signals): void {
  if (child.pid) tryKill(-child.pid, signal);
}

async function exitOf(child: ChildProcess, timeoutMs: number): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return;
  await Promise.race([new Promise((resolve) => child.once('exit', resolve)), sleep(timeoutMs)]);
}

async function startServer(folder: string, databaseUrl: string): Promise<{ url: string; child: ChildProcess; output: () => string }> {
  const dataDir = path.join(folder, 'server');
  mkdirSync(dataDir);
  const child = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
    env: {
      PATH: process.env.PATH,
      HOME: process.env.HOME,
      NODE_ENV: 'production',
      PORT: '0',
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      WEB_APP_DIR: path.join(dataDir, 'no-web-app'),
      DATABASE_URL: databaseUrl,
      SEED_DEMO: 'true',
      SCHEDULER_INTERVAL_SECONDS: '0',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  const keep = (chunk: Buffer) => (output = (output + chunk.toString('utf8')).slice(-20_000));
  child.stdout!.on('data', keep);
  child.stderr!.on('data', keep);
  const explain = () => `--- server ---\n${output}`;
  const url = await waitFor('the server to listen', 120_000, async () => {
    if (child.exitCode !== null) throw new GiveUp(`The server exited while starting.\n${explain()}`);
    return /Touchline is running at (http:\/\/\S+) on /.exec(output)?.[1];
  }, explain);
  return { url, child, output: () => output };
}

async function signIn(base: string): Promise<string> {
  const response = await fetch(`${base}/Account/Login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ userName: DEMO_MANAGER.email, password: DEMO_MANAGER.password, rememberLogin: true }),
  });
  if (!response.ok) throw new Error(`Signing in as the demo manager answered ${response.status}: ${await response.text()}`);
  return ((await response.json()) as { accessToken: string }).accessToken;
}
