/**
 * Oversized bodies cost the server nothing: times GET /api/health alone, then while 20 clients keep
 * sending 6.8 MB JSON arrays to the sign-in (a public call), half announcing their length and half
 * streaming it chunked. Then hostile uploads (issue 41): the cheap call (GET
 * /api/Manager/GetUserDetailHeader, the auth baseline of bench.ts) alone, and while 3 managers' clients
 * keep sending the members' import a workbook that inflates to 1 GiB, one whose archive lies about it,
 * and a CSV of one 9 MB cell. The server runs as an operator starts it (`tsx server/main.ts`, embedded
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
import { loadConfig } from '../config.js';
import { openConfiguredDatabase } from '../db/open.js';
import { DEMO_MANAGER, generateClub } from '../seed/demoClub.js';
import { describeLatencies, loop, startServer } from './benchServer.js';
import { xlsxBomb } from './hostileFiles.js';

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

const UPLOAD_CLIENTS = 3;
const CHEAP_CALL = '/api/Manager/GetUserDetailHeader';

/** The cheap call alone and while managers' clients keep uploading files built to take the server down. */
async function managerHeaders(url: string): Promise<Record<string, string>> {
  const login = await fetch(`${url}/Account/Login`, {
    method: 'POST', headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ userName: DEMO_MANAGER.email, password: DEMO_MANAGER.password, rememberLogin: true }),
  });
  if (!login.ok) throw new Error(`The demo manager's sign-in answered ${login.status}.`);
  return { authorization: `Bearer ${((await login.json()) as { accessToken: string }).accessToken}` };
}

async function hostileUploads(url: string, headers: Record<string, string>, line: (label: string, latencies: number[]) => void) {
  const files: Array<[string, Buffer | string]> = [
    ['bomb.xlsx', await xlsxBomb(1024, 'truth')],
    ['lying-bomb.xlsx', await xlsxBomb(1024, 'lie')],
    ['long-cell.csv', `Roepnaam;Achternaam;E-mail;Team\r\n${'Jan'.repeat(3_000_000)};de Wit;jan@bench.test;JO11-1\r\n`],
  ];
  const upload = async ([name, content]: [string, Buffer | string]) => {
    const form = new FormData();
    form.append('file', new Blob([typeof content === 'string' ? content : new Uint8Array(content)]), name);
    const started = performance.now();
    const response = await fetch(`${url}/api/Import/Preview`, { method: 'POST', headers, body: form });
    const body = await response.text();
    return { name, status: response.status, ms: performance.now() - started, bytes: body.length };
  };
  await loop(`${url}${CHEAP_CALL}`, headers, performance.now() + 200);
  const alone = await loop(`${url}${CHEAP_CALL}`, headers, performance.now() + QUIET_MS, HEALTH_GAP_MS);
  const until = performance.now() + loadMs;
  const answers: Array<Awaited<ReturnType<typeof upload>>> = [];
  const uploader = async (client: number) => {
    for (let n = client; performance.now() < until; n++) answers.push(await upload(files[n % files.length]!));
  };
  const [during] = await Promise.all([
    loop(`${url}${CHEAP_CALL}`, headers, until, HEALTH_GAP_MS),
    ...Array.from({ length: UPLOAD_CLIENTS }, (_, client) => uploader(client)),
  ]);
  line(`${CHEAP_CALL} alone:`, alone);
  line(`${CHEAP_CALL} while ${UPLOAD_CLIENTS} clients upload hostile files:`, during);
  for (const [name] of files) {
    const mine = answers.filter((answer) => answer.name === name);
    const slowest = Math.max(...mine.map((answer) => answer.ms));
    const statuses = [...new Set(mine.map((answer) => answer.status))].join('/');
    console.log(`  ${name.padEnd(16)} ${mine.length} × ${statuses}, slowest answer ${slowest.toFixed(0)} ms, largest ${Math.max(...mine.map((a) => a.bytes))} bytes`);
  }
}

const dataDir = mkdtempSync(path.join(tmpdir(), 'touchline-bench-bodies-'));
try {
  // A small club whose manager uploads the hostile files (the server itself starts without the demo club).
  const database = await openConfiguredDatabase(loadConfig({ DATA_DIR: dataDir }));
  await generateClub(database.db, { size: { players: 100, teams: 6, trainers: 10 } }).finally(() => database.close());
  const server = await startServer(dataDir);
  try {
    // Signed in first: the oversized sign-ins below count against this client address's sign-in limit.
    const manager = await managerHeaders(server.url);
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
    await hostileUploads(server.url, manager, line);
  } finally {
    await server.stop();
  }
} finally {
  rmSync(dataDir, { recursive: true, force: true });
}
