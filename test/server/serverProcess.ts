import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

/**
 * The real server as an operator runs it (`tsx server/main.ts`, configured by environment variables)
 * in a child process of the test, on a free port. What it prints is kept (the last lines) to explain
 * a failure.
 */
export interface ServerProcess {
  /** http://127.0.0.1:<port> */
  url: string;
  /** The process is still running (it has not exited or crashed). */
  alive(): boolean;
  /** The last lines it printed (its log and messages). */
  output(): string;
  /** Ends it as an operator would (SIGTERM), then removes its data folder. */
  stop(): Promise<void>;
}

const KEPT_OUTPUT_CHARS = 20_000;

/**
 * Starts the server and resolves once it listens. `env` is its configuration on top of a neutral one:
 * no SMTP server (the outbox), no demo club, a data folder of its own.
 */
export function startServerProcess(env: Record<string, string>, startTimeoutMs = 60_000): Promise<ServerProcess> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'touchline-server-'));
  const child: ChildProcess = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
    cwd: process.cwd(),
    env: {
      PATH: process.env.PATH,
      HOME: process.env.HOME,
      PORT: '0',
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      SEED_DEMO: 'false',
      WEB_APP_DIR: path.join(dataDir, 'no-web-app'),
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  const keep = (chunk: Buffer) => {
    output = (output + chunk.toString('utf8')).slice(-KEPT_OUTPUT_CHARS);
  };
  child.stdout!.on('data', keep);
  child.stderr!.on('data', keep);
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));

  const stop = async () => {
    if (child.exitCode === null && child.signalCode === null) {
      child.kill('SIGTERM');
      const killer = setTimeout(() => child.kill('SIGKILL'), 10_000);
      await exited;
      clearTimeout(killer);
    }
    rmSync(dataDir, { recursive: true, force: true });
  };

  return new Promise((resolve, reject) => {
    const fail = (reason: string) => {
      clearTimeout(timer);
      child.stdout!.off('data', onData);
      void stop().then(() => reject(new Error(`${reason}\n--- server output ---\n${output}`)));
    };
    const timer = setTimeout(() => fail(`The server did not start within ${startTimeoutMs} ms.`), startTimeoutMs);
    const onData = () => {
      const match = /Touchline is running at (http:\/\/[^\s]+) on /.exec(output);
      if (!match) return;
      clearTimeout(timer);
      child.stdout!.off('data', onData);
      child.off('exit', onEarlyExit);
      resolve({
        url: match[1]!,
        alive: () => child.exitCode === null && child.signalCode === null,
        output: () => output,
        stop,
      });
    };
    const onEarlyExit = (code: number | null, signal: string | null) => fail(`The server exited while starting (code ${code}, signal ${signal}).`);
    child.stdout!.on('data', onData);
    child.once('exit', onEarlyExit);
  });
}
