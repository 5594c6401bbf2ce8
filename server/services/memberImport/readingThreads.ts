import { Worker } from 'node:worker_threads';
import type { KeyedMessage } from '../../../contract/serverMessages.js';
import { typeScriptThreadSource } from '../../db/typeScriptThread.js';

/**
 * The threads that read uploaded files into tables (tableWorker.ts). Parsing a workbook or a large CSV
 * takes CPU for up to seconds, which on the server's own thread would hold up every other request, the
 * health check included. A thread costs about a second to start (it loads tsx and the readers), so up
 * to MAX_THREADS stay for the next file and end after IDLE_MS without one; they never keep the process
 * alive. What a thread may take is bounded: its heap (THREAD_HEAP_MB) and its time per file
 * (FILE_TIMEOUT_MS). A thread that runs out of either is ended, and the file is refused as too large.
 */
export type TableThreadAnswer<Table> = { table: Table } | { refused: KeyedMessage };

const THREAD_HEAP_MB = 256;
const FILE_TIMEOUT_MS = 20_000;
const MAX_THREADS = 2;
const IDLE_MS = 60_000;

interface ReadingThread {
  worker: Worker;
  idleTimer?: NodeJS.Timeout;
}

const idle: ReadingThread[] = [];
let threadsBusy = 0;
const waiting: Array<() => void> = [];

/** The file read in a thread; `overTheLimits` is the refusal when the thread runs out of heap or time. */
export async function readInThread<Table>(bytes: Buffer, overTheLimits: KeyedMessage): Promise<TableThreadAnswer<Table>> {
  if (threadsBusy >= MAX_THREADS) await new Promise<void>((resolve) => waiting.push(resolve));
  threadsBusy++;
  const thread = idle.pop() ?? startThread();
  clearTimeout(thread.idleTimer);
  try {
    const answer = await readWith<Table>(thread, bytes);
    if (answer === 'ended') return { refused: overTheLimits };
    keepIdle(thread);
    return answer;
  } finally {
    threadsBusy--;
    waiting.shift()?.();
  }
}

function startThread(): ReadingThread {
  const worker = new Worker(typeScriptThreadSource(new URL('./tableWorker.ts', import.meta.url)), {
    eval: true, execArgv: [], resourceLimits: { maxOldGenerationSizeMb: THREAD_HEAP_MB },
  });
  worker.unref();
  return { worker };
}

function readWith<Table>(thread: ReadingThread, bytes: Buffer): Promise<TableThreadAnswer<Table> | 'ended'> {
  const { worker } = thread;
  return new Promise((resolve) => {
    const timer = setTimeout(() => void worker.terminate(), FILE_TIMEOUT_MS);
    const done = (answer: TableThreadAnswer<Table> | 'ended') => {
      clearTimeout(timer);
      worker.off('message', onMessage).off('exit', onExit).off('error', onError);
      resolve(answer);
    };
    const onMessage = (answer: TableThreadAnswer<Table>) => done(answer);
    const onExit = () => done('ended');
    // Out of its heap (ERR_WORKER_OUT_OF_MEMORY) or failing in a way the reader did not expect: the
    // thread ends ('exit' follows), and the file is refused rather than the server failing.
    const onError = () => undefined;
    worker.on('message', onMessage).on('exit', onExit).on('error', onError);
    worker.postMessage(bytes);
  });
}

function keepIdle(thread: ReadingThread) {
  thread.idleTimer = setTimeout(() => {
    idle.splice(idle.indexOf(thread), 1);
    void thread.worker.terminate();
  }, IDLE_MS);
  thread.idleTimer.unref();
  idle.push(thread);
}
