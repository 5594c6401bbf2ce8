import { execFile } from 'node:child_process';
import { chownSync, existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { freePort, type PrivatePostgres } from './privatePostgres.js';

const run = promisify(execFile);

/**
 * A streaming replica of a test's private PostgreSQL (privatePostgres.ts): a second cluster copied with
 * `pg_basebackup -R` (which writes primary_conninfo and standby.signal), on a free port of its own,
 * that the test may stop and start again. PostgreSQL 15's initdb defaults (wal_level=replica,
 * max_wal_senders=10, a `host replication all 127.0.0.1/32 trust` line) let it replicate as it is.
 */
export async function startPrivateStandby(binDir: string, primary: PrivatePostgres, settings: string[] = []): Promise<PrivatePostgres> {
  const folder = mkdtempSync(path.join(tmpdir(), 'touchline-standby-'));
  const asRoot = process.getuid?.() === 0;
  if (asRoot) chownSync(folder, postgresUid(), -1);
  const dataDir = path.join(folder, 'data');
  const logFile = path.join(folder, 'server.log');
  const port = await freePort();
  const from = new URL(primary.url);
  const tool = (name: string, args: string[]) => {
    const [file, fileArgs] = asRoot ? ['runuser', ['-u', 'postgres', '--', path.join(binDir, name), ...args]] : [path.join(binDir, name), args];
    return run(file, fileArgs, { cwd: folder, timeout: 60_000 }).catch((error: Error & { stderr?: string }) => {
      const log = existsSync(logFile) ? readFileSync(logFile, 'utf8').slice(-2000) : '';
      throw new Error(`${name} ${args.join(' ')} failed: ${error.stderr || error.message}\n${log}`);
    });
  };
  const options = [`-p ${port}`, '-c listen_addresses=127.0.0.1', `-c unix_socket_directories=${folder}`, ...settings.map((setting) => `-c ${setting}`)].join(' ');
  let running = false;

  await tool('pg_basebackup', ['-h', from.hostname, '-p', from.port, '-U', 'postgres', '-D', dataDir, '-R', '-X', 'stream', '--checkpoint=fast', '--no-sync']);
  const standby: PrivatePostgres = {
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
      if (running) await standby.stop('immediate').catch(() => undefined);
      rmSync(folder, { recursive: true, force: true });
    },
  };
  try {
    await standby.start();
  } catch (error) {
    rmSync(folder, { recursive: true, force: true });
    throw error;
  }
  return standby;
}

function postgresUid(): number {
  const line = readFileSync('/etc/passwd', 'utf8').split('\n').find((entry) => entry.startsWith('postgres:'));
  if (!line) throw new Error('running as root and there is no postgres user');
  return Number(line.split(':')[2]);
}
