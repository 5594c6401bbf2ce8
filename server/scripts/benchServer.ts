/** What the benchmarks that run the server as an operator does share: the server in a child process, and latency figures. */
import { spawn } from 'node:child_process';
import path from 'node:path';

/**
 * The server on dataDir in a child process (on PostgreSQL when databaseUrl is given, else the embedded
 * engine in dataDir); resolves with its address once it listens.
 */
export function startServer(dataDir: string, databaseUrl?: string): Promise<{ url: string; stop: () => Promise<void> }> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
    env: {
      PATH: process.env.PATH,
      HOME: process.env.HOME,
      NODE_ENV: 'production',
      PORT: '0',
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      SEED_DEMO: 'false',
      WEB_APP_DIR: path.join(dataDir, 'no-web-app'),
      ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}),
    },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const stop = async () => {
    child.kill('SIGTERM');
    await exited;
  };
  return new Promise((resolve, reject) => {
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => {
      output += chunk.toString('utf8');
      const match = /Touchline is running at (http:\/\/\S+) on /.exec(output);
      if (match) resolve({ url: match[1]!, stop });
    });
    child.once('exit', (code) => reject(new Error(`The server stopped while starting (exit code ${code}):\n${output}`)));
  });
}

function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!;
}

export function describeLatencies(latencies: number[]): string {
  const sorted = [...latencies].sort((a, b) => a - b);
  const ms = (value: number) => `${value.toFixed(1)} ms`;
  return `${sorted.length} calls, p50 ${ms(percentile(sorted, 50))}, p99 ${ms(percentile(sorted, 99))}, max ${ms(sorted[sorted.length - 1]!)}`;
}

/** Times GET url back to back (with a short gap) until `until`; fails on a non-2xx answer. */
export async function loop(url: string, headers: Record<string, string>, until: number, gapMs = 0, before?: () => Promise<void>): Promise<number[]> {
  const latencies: number[] = [];
  while (performance.now() < until) {
    if (before) await before();
    const started = performance.now();
    const response = await fetch(url, { headers });
    await response.arrayBuffer();
    if (!response.ok) throw new Error(`${url} answered ${response.status}.`);
    latencies.push(performance.now() - started);
    if (gapMs) await new Promise((resolve) => setTimeout(resolve, gapMs));
  }
  return latencies;
}

