import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync, existsSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';

/**
 * The operators created (npm run operator:create) before the server starts, one per spec that signs
 * in to the console, so no two sign-ins of one operator share a TOTP step. Their set-up links are in
 * E2E_OPERATOR_LINKS (JSON: address → link).
 */
export const E2E_OPERATORS = { console: 'console.operator@e2e.test', upload: 'upload.operator@e2e.test' } as const;

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as { port: number };
      probe.close(() => resolve(port));
    });
  });
}

export async function waitForHealth(url: string, server: ReturnType<typeof spawn>, log: () => string): Promise<void> {
  const deadline = Date.now() + 90_000;
  while (Date.now() < deadline) {
    if (server.exitCode !== null) throw new Error(`The server stopped while starting:\n${log()}`);
    try {
      const response = await fetch(`${url}/api/health`);
      if (response.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`The server did not answer within 90 s:\n${log()}`);
}

/** Runs npm run operator:create on the data folder (before the server holds it) and reads the printed links. */
function createOperators(env: NodeJS.ProcessEnv): Promise<Record<string, string>> {
  const emails = Object.values(E2E_OPERATORS);
  const script = spawn(process.execPath, ['--import', 'tsx', 'server/scripts/createOperator.ts', ...emails.flatMap((email) => ['--email', email])], { env, stdio: ['ignore', 'pipe', 'pipe'] });
  let output = '';
  script.stdout!.on('data', (chunk) => (output += chunk));
  script.stderr!.on('data', (chunk) => (output += chunk));
  return new Promise((resolve, reject) => {
    script.once('exit', (code) => {
      const links = output.match(/^http\S+\/admin\/setup\?token=\S+$/gm) ?? [];
      if (code !== 0 || links.length !== emails.length) reject(new Error(`operator:create failed:\n${output}`));
      else resolve(Object.fromEntries(emails.map((email, i) => [email, links[i]!])));
    });
  });
}

/**
 * The environment of a server of the e2e run on port, over the run's own: a data folder of its own, the
 * embedded engine unless DATABASE_URL is given in settings, e-mail kept in the outbox (no SMTP_URL).
 * No periodic reminder or digest run (SCHEDULER_INTERVAL_SECONDS=0): the demo club's trainers have
 * reports overdue, and e-mails the tests did not ask for would sit between the ones they read.
 * A reminder is sent on purpose from the trainers list (rounds.spec.ts).
 */
export function serverEnv(port: number, dataDir: string, settings: Record<string, string> = {}): NodeJS.ProcessEnv {
  return {
    ...process.env,
    PORT: String(port),
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    DATABASE_URL: '',
    SMTP_URL: '',
    APP_URL: `http://127.0.0.1:${port}`,
    WEB_APP_DIR: process.env.WEB_APP_DIR ?? 'dist',
    SCHEDULER_INTERVAL_SECONDS: '0',
    ...settings,
  };
}

export interface RunningServer {
  baseUrl: string;
  /** What the server printed so far (its start names the engine it runs on). */
  output(): string;
  stop(): Promise<void>;
}

/** Starts the real server (server/main.ts) with env from serverEnv; resolves once it answers its health check. */
export async function startServer(env: NodeJS.ProcessEnv): Promise<RunningServer> {
  const baseUrl = env.APP_URL!;
  let output = '';
  const server = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], { env, stdio: ['ignore', 'pipe', 'pipe'] });
  server.stdout!.on('data', (chunk) => (output += chunk));
  server.stderr!.on('data', (chunk) => (output += chunk));
  const stop = async () => {
    if (server.exitCode !== null || server.signalCode !== null) return;
    server.kill('SIGTERM');
    await new Promise((resolve) => server.once('exit', resolve));
  };
  try {
    await waitForHealth(baseUrl, server, () => output);
  } catch (error) {
    await stop();
    throw error;
  }
  return { baseUrl, output: () => output, stop };
}

/** Starts the shared server on a free port with a fresh data folder and the demo club; returns the teardown. */
export default async function globalSetup(): Promise<() => Promise<void>> {
  const webAppDir = process.env.WEB_APP_DIR ?? 'dist';
  if (!existsSync(path.join(webAppDir, 'index.html'))) throw new Error(`Build the web app first (npm run build): no ${webAppDir}/index.html.`);
  const port = await freePort();
  const dataDir = mkdtempSync(path.join(tmpdir(), 'touchline-e2e-'));
  const env = serverEnv(port, dataDir);
  process.env.E2E_OPERATOR_LINKS = JSON.stringify(await createOperators(env));
  const server = await startServer(env);
  process.env.E2E_BASE_URL = server.baseUrl;
  process.env.E2E_DATA_DIR = dataDir;

  return async () => {
    await server.stop();
    rmSync(dataDir, { recursive: true, force: true });
  };
}
