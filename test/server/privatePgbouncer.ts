import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { chownSync, existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { connect } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { freePort } from './privatePostgres.js';

/**
 * A pgbouncer of a test's own (Debian's, 1.18) in transaction pooling mode, on a free port, in front of
 * a PostgreSQL server: every database name passes through to that server. Clients sign in to it with a
 * password (md5, from the userlist it writes); it signs in to PostgreSQL as the same user. The test may
 * stop it (every client connection is cut, new ones are refused) and start it again on the same port.
 */
export interface PrivatePgbouncer {
  /** postgres://postgres:<password>@127.0.0.1:<port>/<database> */
  urlFor(database: string): string;
  start(): Promise<void>;
  /** Ends it at once (SIGTERM: immediate shutdown), as a crash or a restart of the pooler would. */
  stop(): Promise<void>;
  /** Its admin console's SHOW <what> (POOLS, STATS, …), as rows. */
  show(what: string): Promise<Record<string, string>[]>;
  destroy(): Promise<void>;
}

const PASSWORD = 'pooled-secret';

/** pgbouncer's program, or undefined when it is not installed. */
export function pgbouncerBinary(): string | undefined {
  for (const candidate of ['/usr/sbin/pgbouncer', '/usr/bin/pgbouncer']) if (existsSync(candidate)) return candidate;
  const found = spawnSync('sh', ['-c', 'command -v pgbouncer'], { encoding: 'utf8' });
  return found.status === 0 && found.stdout.trim() ? found.stdout.trim() : undefined;
}

/** Starts one in front of the PostgreSQL server of `serverUrl` (its host and port; the user is postgres). */
export async function startPrivatePgbouncer(binary: string, serverUrl: string, options: { poolSize?: number } = {}): Promise<PrivatePgbouncer> {
  const target = new URL(serverUrl);
  const folder = mkdtempSync(path.join(tmpdir(), 'touchline-pgbouncer-'));
  const port = await freePort();
  const ini = path.join(folder, 'pgbouncer.ini');
  const logFile = path.join(folder, 'pgbouncer.log');
  // pgbouncer refuses to run as root unless told whom to become: CI runs the tests as root.
  const asRoot = process.getuid?.() === 0;
  writeFileSync(path.join(folder, 'userlist.txt'), `"postgres" "${PASSWORD}"\n`);
  writeFileSync(
    ini,
    [
      '[databases]',
      `* = host=${target.hostname} port=${target.port || 5432}`,
      '[pgbouncer]',
      'listen_addr = 127.0.0.1',
      `listen_port = ${port}`,
      'unix_socket_dir =',
      'auth_type = md5',
      `auth_file = ${path.join(folder, 'userlist.txt')}`,
      'admin_users = postgres',
      'pool_mode = transaction',
      'max_client_conn = 1000',
      `default_pool_size = ${options.poolSize ?? 20}`,
      // A client waits at most this long for a server connection: then it is told (08P01), not hung.
      'query_wait_timeout = 10',
      'server_connect_timeout = 2',
      // node-postgres sends none that pgbouncer does not know; other drivers send this one.
      'ignore_startup_parameters = extra_float_digits',
      `logfile = ${logFile}`,
      `pidfile = ${path.join(folder, 'pgbouncer.pid')}`,
      ...(asRoot ? ['user = postgres'] : []),
      '',
    ].join('\n'),
  );
  if (asRoot) {
    const uid = postgresUid();
    for (const file of [folder, ini, path.join(folder, 'userlist.txt')]) chownSync(file, uid, -1);
  }

  let child: ChildProcess | undefined;
  let output = '';
  const log = () => (existsSync(logFile) ? readFileSync(logFile, 'utf8').slice(-2000) : '') + output.slice(-1000);

  const bouncer: PrivatePgbouncer = {
    urlFor: (database) => `postgres://postgres:${PASSWORD}@127.0.0.1:${port}/${database}`,
    async start() {
      const started = spawn(binary, [ini], { stdio: ['ignore', 'pipe', 'pipe'] });
      child = started;
      started.stdout!.on('data', (chunk: Buffer) => (output += chunk.toString()));
      started.stderr!.on('data', (chunk: Buffer) => (output += chunk.toString()));
      const deadline = Date.now() + 10_000;
      while (!(await accepts(port))) {
        if (started.exitCode !== null || Date.now() > deadline) {
          started.kill('SIGKILL');
          throw new Error(`pgbouncer did not start on port ${port}:\n${log()}`);
        }
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
    },
    async stop() {
      const running = child;
      child = undefined;
      if (!running || running.exitCode !== null || running.signalCode !== null) return;
      const exited = new Promise<void>((resolve) => running.once('exit', () => resolve()));
      running.kill('SIGTERM');
      const killer = setTimeout(() => running.kill('SIGKILL'), 5000);
      await exited;
      clearTimeout(killer);
    },
    async show(what) {
      const { default: pg } = await import('pg');
      const admin = new pg.Client({ connectionString: bouncer.urlFor('pgbouncer') });
      await admin.connect();
      try {
        // The admin console speaks the simple protocol only: no parameters.
        const result = await admin.query({ text: `SHOW ${what}`, rowMode: 'array' });
        return result.rows.map((row: unknown[]) => Object.fromEntries(result.fields.map((field, i) => [field.name, String(row[i])])));
      } finally {
        await admin.end();
      }
    },
    async destroy() {
      await bouncer.stop();
      rmSync(folder, { recursive: true, force: true });
    },
  };
  try {
    await bouncer.start();
  } catch (error) {
    rmSync(folder, { recursive: true, force: true });
    throw error;
  }
  return bouncer;
}

function accepts(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = connect(port, '127.0.0.1');
    socket.once('connect', () => {
      socket.destroy();
      resolve(true);
    });
    socket.once('error', () => resolve(false));
  });
}

function postgresUid(): number {
  const line = readFileSync('/etc/passwd', 'utf8').split('\n').find((entry) => entry.startsWith('postgres:'));
  if (!line) throw new Error('running as root and there is no postgres user for pgbouncer to run as');
  return Number(line.split(':')[2]);
}
