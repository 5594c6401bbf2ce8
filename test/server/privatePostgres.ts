import { execFile } from 'node:child_process';
import { chownSync, existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';

const run = promisify(execFile);

/**
 * A PostgreSQL server of a test's own, in a temporary folder on a free port, that the test may stop
 * and start again (the shared server on 5432 is never touched). Tests run as root on CI, and initdb
 * refuses root: the server then runs as the `postgres` user.
 */
export interface PrivatePostgres {
  /** postgres://postgres@127.0.0.1:<port>/postgres */
  url: string;
  start(): Promise<void>;
  /** 'fast' ends every session with 57P01 first; 'immediate' kills the server outright. */
  stop(mode: 'fast' | 'immediate'): Promise<void>;
  /** Stops the server and removes its folder. */
  destroy(): Promise<void>;
}

/** The folder with initdb and pg_ctl (PG_BIN, else the newest /usr/lib/postgresql/<n>/bin), or why there is none. */
export function postgresBinaries(): { dir: string } | { missing: string } {
  const candidates = process.env.PG_BIN
    ? [process.env.PG_BIN]
    : existsSync('/usr/lib/postgresql')
      ? readdirSync('/usr/lib/postgresql')
          .filter((name) => /^\d+$/.test(name))
          .sort((a, b) => Number(b) - Number(a))
          .map((version) => `/usr/lib/postgresql/${version}/bin`)
      : [];
  const dir = candidates.find((candidate) => existsSync(path.join(candidate, 'initdb')) && existsSync(path.join(candidate, 'pg_ctl')));
  if (!dir) return { missing: 'no PostgreSQL server programs (initdb, pg_ctl) in /usr/lib/postgresql/<n>/bin or PG_BIN' };
  if (process.getuid?.() === 0 && postgresUid() === undefined) return { missing: 'running as root and there is no postgres user to run initdb as' };
  return { dir };
}

/** A port nobody listens on now. */
export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });
}

export async function startPrivatePostgres(binDir: string): Promise<PrivatePostgres> {
  const folder = mkdtempSync(path.join(tmpdir(), 'touchline-pg-'));
  const asRoot = process.getuid?.() === 0;
  if (asRoot) chownSync(folder, postgresUid()!, -1);
  const dataDir = path.join(folder, 'data');
  const logFile = path.join(folder, 'server.log');
  const port = await freePort();
  const tool = (name: string, args: string[]) => {
    const [file, fileArgs] = asRoot ? ['runuser', ['-u', 'postgres', '--', path.join(binDir, name), ...args]] : [path.join(binDir, name), args];
    return run(file, fileArgs, { cwd: folder, timeout: 60_000 }).catch((error: Error & { stderr?: string }) => {
      const log = existsSync(logFile) ? readFileSync(logFile, 'utf8').slice(-2000) : '';
      throw new Error(`${name} ${args.join(' ')} failed: ${error.stderr || error.message}\n${log}`);
    });
  };
  const options = `-p ${port} -c listen_addresses=127.0.0.1 -c unix_socket_directories=${folder}`;
  let running = false;

  await tool('initdb', ['-D', dataDir, '-U', 'postgres', '-A', 'trust', '-E', 'UTF8', '--no-locale', '--no-sync']);
  const postgres: PrivatePostgres = {
    url: `postgres://postgres@127.0.0.1:${port}/postgres`,
    async start() {
      await tool('pg_ctl', ['start', '-D', dataDir, '-l', logFile, '-w', '-t', '60', '-o', options]);
      running = true;
    },
    async stop(mode) {
      await tool('pg_ctl', ['stop', '-D', dataDir, '-m', mode, '-w', '-t', '60']);
      running = false;
    },
    async destroy() {
      if (running) await postgres.stop('immediate').catch(() => undefined);
      rmSync(folder, { recursive: true, force: true });
    },
  };
  try {
    await postgres.start();
  } catch (error) {
    rmSync(folder, { recursive: true, force: true });
    throw error;
  }
  return postgres;
}

function postgresUid(): number | undefined {
  const line = readFileSync('/etc/passwd', 'utf8').split('\n').find((entry) => entry.startsWith('postgres:'));
  return line ? Number(line.split(':')[2]) : undefined;
}
