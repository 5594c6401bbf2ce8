/**
 * Oversized bodies cost the server nothing: times GET /api/health alone, then while 20 clients keep
 * sending 6.8 MB JSON arrays to the sign-in (a public call), half announcing their length and half
 * streaming it chunked. The server runs as an operator starts it (`tsx server/main.ts`, embedded
 * engine, production mode) in a child process; everything goes over real HTTP on loopback.
 *
 *   npm run bench:bodies                     # 20 clients, 15 s of load
 *   npm run bench:bodies -- --clients 40 --seconds 30
 *
 * It prints the latencies and how the oversized requests were answered; nothing is asserted.
 */
import { request } from 'node:http';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { describeLatencies, loop, startServer } from './benchServer.js';

const { values } = parseArgs({
  options: {
    clients: { type: 'string', default: '20' },
    seconds: { type: 'string', default: '15' },
  },
});
const clients = Number(values.clients);
const loadMs = Number(values.seconds) * 1000;
const QUIET_MS = 3000;
const HEALTH_GAP_MS = 10;

/** What the security review sent: a JSON array of 6.8 MB, valid JSON, refused only after parsing. */
const OVERSIZED = Buffer.from(JSON.stringify(Array.from({ length: 850_000 }, () => 1234567)));
const CHUNK = 64 * 1024;

/** One oversized sign-in; resolves with the answer's status (0 when the connection failed). */
function sendOversized(url: string, chunked: boolean): Promise<number> {
  return new Promise((resolve) => {
    const target = new URL('/Account/Login', url);
    const headers: Record<string, string | number> = { 'content-type': 'application/json', connection: 'close' };
    if (!chunked) headers['content-length'] = OVERSIZED.length;
    const req = request(target, { method: 'POST', headers }, (response) => {
      response.resume();
      response.once('end', () => resolve(response.statusCode ?? 0));
    });
    req.once('error', () => resolve(0));
    let offset = 0;
    const write = () => {
      while (offset < OVERSIZED.length) {
        const part = OVERSIZED.subarray(offset, offset + CHUNK);
        offset += CHUNK;
        if (!req.write(part)) return void req.once('drain', write);
      }
      req.end();
    };
    write();
  });
}

const dataDir = mkdtempSync(path.join(tmpdir(), 'touchline-bench-bodies-'));
try {
  const server = await startServer(dataDir);
  try {
    const health = `${server.url}/api/health`;
    await loop(health, {}, performance.now() + 200);
    const alone = await loop(health, {}, performance.now() + QUIET_MS, HEALTH_GAP_MS);

    const until = performance.now() + loadMs;
    const answers = new Map<number, number>();
    const sender = async (chunked: boolean) => {
      while (performance.now() < until) {
        const status = await sendOversized(server.url, chunked);
        answers.set(status, (answers.get(status) ?? 0) + 1);
      }
    };
    const [underLoad] = await Promise.all([
      loop(health, {}, until, HEALTH_GAP_MS),
      ...Array.from({ length: clients }, (_, i) => sender(i % 2 === 1)),
    ]);
    const line = (label: string, latencies: number[]) => console.log(`${label.padEnd(62)} ${describeLatencies(latencies)}`);
    line('GET /api/health alone:', alone);
    line(`GET /api/health while ${clients} clients send 6.8 MB sign-ins:`, underLoad);
    const statuses = [...answers].sort(([a], [b]) => a - b).map(([status, n]) => `${n} × ${status || 'connection failed'}`);
    console.log(`the oversized sign-ins were answered: ${statuses.join(', ')}`);
  } finally {
    await server.stop();
  }
} finally {
  rmSync(dataDir, { recursive: true, force: true });
}
