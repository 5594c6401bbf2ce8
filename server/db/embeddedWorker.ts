/**
 * The embedded engine's thread (started by embeddedEngine.ts, never imported by the server): PGlite
 * on DATA_DIR/db (or in memory), served over the PostgreSQL wire protocol on a Unix socket that only
 * the server's own pg pool uses. A query runs here, so it never blocks the server's event loop.
 */
import { parentPort, workerData } from 'node:worker_threads';
import { PGlite } from '@electric-sql/pglite';
import { PGLiteSocketServer } from '@electric-sql/pglite-socket';
import { pgliteExtensions } from './pgliteExtensions.js';

export interface EmbeddedWorkerData {
  /** PGlite's data folder; undefined for a database in memory. */
  dataDir: string | undefined;
  /**
   * For a database in memory: a dump of a data folder (PGlite's dumpDataDir, uncompressed) to start
   * from instead of an empty cluster. Skips initdb: the test suite starts each file's database from
   * one migrated image.
   */
  image?: Uint8Array;
  /** The Unix socket to serve on. */
  socketPath: string;
  /** PGlite's programs, compiled by the server once for all its threads (embeddedEngine.ts). */
  pgliteWasmModule: WebAssembly.Module;
  initdbWasmModule: WebAssembly.Module;
}

/** What the thread tells the server: it serves, or why it could not start. */
export type EmbeddedWorkerMessage =
  | { type: 'serving' }
  | { type: 'failed'; message: string }
  | { type: 'closed' }
  | { type: 'image'; bytes: Uint8Array };

const port = parentPort!;
const { dataDir, image, socketPath, pgliteWasmModule, initdbWasmModule } = workerData as EmbeddedWorkerData;
const say = (message: EmbeddedWorkerMessage) => port.postMessage(message);

try {
  const pglite = await PGlite.create(dataDir ?? 'memory://', {
    extensions: pgliteExtensions,
    pgliteWasmModule,
    initdbWasmModule,
    ...(image && !dataDir ? { loadDataDir: new Blob([image as Uint8Array<ArrayBuffer>]) } : {}),
  });
  // One connection: pglite-socket's multiplexer interleaves the extended-protocol messages
  // (Parse/Bind/Execute/Sync) of concurrent connections, which mixes up their statements and results.
  const server = new PGLiteSocketServer({ db: pglite, path: socketPath, maxConnections: 1 });
  await server.start();
  port.on('message', (message: unknown) => {
    if (message === 'image') {
      void pglite.dumpDataDir('none').then(async (dump) => say({ type: 'image', bytes: new Uint8Array(await dump.arrayBuffer()) }));
      return;
    }
    if (message !== 'close') return;
    void (async () => {
      try {
        await server.stop();
        // Closing PGlite shuts PostgreSQL down cleanly: everything is on disk before the thread ends.
        await pglite.close();
      } finally {
        say({ type: 'closed' });
        port.close();
      }
    })();
  });
  say({ type: 'serving' });
} catch (error) {
  say({ type: 'failed', message: error instanceof Error ? error.message : String(error) });
  port.close();
}
