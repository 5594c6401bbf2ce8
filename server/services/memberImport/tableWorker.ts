import { parentPort } from 'node:worker_threads';
import type { TableThreadAnswer } from './readingThreads.js';
import { ImportFileError, readImportTableHere, type ImportTable } from './table.js';

/**
 * A thread that reads uploaded files into tables (readingThreads.ts starts and keeps it): each message
 * is a file's bytes, each answer the table or the refusal the manager is shown.
 */
parentPort!.on('message', async (bytes: Uint8Array) => {
  let answer: TableThreadAnswer<ImportTable>;
  try {
    answer = { table: await readImportTableHere(Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength)) };
  } catch (error) {
    if (!(error instanceof ImportFileError)) throw error;
    answer = { refused: error.keyed()! };
  }
  parentPort!.postMessage(answer);
});
