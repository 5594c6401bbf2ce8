import { mkdtempSync, rmSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Worker } from 'node:worker_threads';
import { typeScriptThreadSource } from './typeScriptThread.js';
import type { EmbeddedWorkerData, EmbeddedWorkerMessage } from './embeddedWorker.js';

/**
 * The embedded engine (PGlite) in a thread of its own (embeddedWorker.ts): a query, however long,
 * runs there and never holds up the server's event loop. The server reaches it with the pg driver,
 * as it reaches PostgreSQL, on a Unix socket in a folder only this user can open.
 */
export interface EmbeddedEngine {
  /** The folder of the socket: the pg driver's `host` (the socket is `.s.PGSQL.<port>` in it). */
  socketDir: string;
  port: number;
  /** Whether the thread still runs (it ends on stop(), or by a fault). */
  running(): boolean;
  /** Closes the database cleanly, ends the thread and removes the socket. */
  stop(): Promise<void>;
  /** A dump of the data folder as it is now (uncompressed), to start another engine from (`image`). */
  image(): Promise<Uint8Array>;
}

const SOCKET_PORT = 5432;
/** A clean stop closes PostgreSQL first; a thread that does not end within this is terminated. */
const STOP_TIMEOUT_MS = 10_000;

/**
 * PGlite's two WebAssembly programs, compiled once per process and handed to every thread: a new
 * thread would otherwise compile them again (seconds of CPU), and the tests open many databases.
 */
let compiled: Promise<Pick<EmbeddedWorkerData, 'pgliteWasmModule' | 'initdbWasmModule'>> | undefined;
function compiledPglite() {
  const compile = async (file: string) =>
    WebAssembly.compile(await readFile(new URL(file, import.meta.resolve('@electric-sql/pglite'))));
  compiled ??= Promise.all([compile('./pglite.wasm'), compile('./initdb.wasm')])
    .then(([pgliteWasmModule, initdbWasmModule]) => ({ pgliteWasmModule, initdbWasmModule }));
  return compiled;
}

/**
 * Starts PGlite on dataDir (in memory when undefined; from `image`, a dump of a data folder, when
 * given) in its thread; resolves once it serves.
 */
export async function startEmbeddedEngine(dataDir: string | undefined, image?: Uint8Array): Promise<EmbeddedEngine> {
  const socketDir = mkdtempSync(path.join(tmpdir(), 'touchline-db-'));
  const workerData: EmbeddedWorkerData = {
    dataDir,
    image,
    socketPath: path.join(socketDir, `.s.PGSQL.${SOCKET_PORT}`),
    ...(await compiledPglite()),
  };
  const worker = new Worker(typeScriptThreadSource(new URL('./embeddedWorker.ts', import.meta.url)), { eval: true, workerData, execArgv: [] });
  let running = true;
  let stopping = false;
  const exited = new Promise<void>((resolve) => worker.once('exit', () => {
    running = false;
    rmSync(socketDir, { recursive: true, force: true });
    resolve();
  }));

  try {
    await new Promise<void>((resolve, reject) => {
      worker.once('message', (message: EmbeddedWorkerMessage) => {
        if (message.type === 'serving') resolve();
        else reject(new Error(`The embedded database could not be opened: ${message.type === 'failed' ? message.message : message.type}`));
      });
      worker.once('error', (error) => reject(new Error(`The embedded database could not be opened: ${error.message}`)));
      worker.once('exit', (code) => reject(new Error(`The embedded database stopped while opening (exit code ${code}).`)));
    });
  } catch (error) {
    await worker.terminate();
    await exited;
    throw error;
  }
  worker.removeAllListeners('message');
  worker.removeAllListeners('error');
  // A fault in the thread after it started: the calls fail (the pg driver cannot connect) and
  // /api/health says the database is unavailable; the server itself keeps running.
  worker.on('error', (error) => console.error(`The embedded database failed: ${error.message}`));
  void exited.then(() => {
    if (!stopping) console.error('The embedded database stopped unexpectedly: calls fail until the server is restarted.');
  });

  return {
    socketDir,
    port: SOCKET_PORT,
    running: () => running,
    image: () => new Promise<Uint8Array>((resolve) => {
      const take = (message: EmbeddedWorkerMessage) => {
        if (message.type !== 'image') return;
        worker.off('message', take);
        resolve(message.bytes);
      };
      worker.on('message', take);
      worker.postMessage('image');
    }),
    stop: async () => {
      if (!running) return;
      stopping = true;
      const closed = new Promise<void>((resolve) => worker.on('message', (message: EmbeddedWorkerMessage) => {
        if (message.type === 'closed') resolve();
      }));
      worker.postMessage('close');
      const timer = setTimeout(() => void worker.terminate(), STOP_TIMEOUT_MS);
      await Promise.race([closed, exited]);
      clearTimeout(timer);
      await worker.terminate();
      await exited;
    },
  };
}
