import { setTimeout as sleep } from 'node:timers/promises';

/**
 * The pace of an import's run: how many rows a chunk's transaction takes, and the pause between two
 * chunks. A chunk holds a database connection from its first statement to its commit, and on the
 * embedded engine's one connection every other call waits meanwhile, so a chunk is sized by the time
 * it takes, not by a fixed count: what a quiet machine does in one chunk, a loaded one spreads over
 * several. Between two chunks the run pauses briefly, so a call that has just had one answer from the
 * database asks its next question before the run's next chunk takes the connection again.
 */

/** Rows of the first chunk of a run in this process; later chunks follow nextChunkRows. */
export const FIRST_CHUNK_ROWS = 10;
/**
 * The fewest rows a chunk takes: a chunk is about fifteen statements whatever its size (a few
 * milliseconds on a quiet machine), so fewer rows would barely shorten it but multiply the chunks.
 */
export const MIN_CHUNK_ROWS = 5;
/** The most rows a chunk may take (a batch, the unit a server claims, is 50). */
export const MAX_CHUNK_ROWS = 50;
/** What a chunk's transaction should take at most: well below the 50 ms a cheap call may wait. */
export const CHUNK_BUDGET_MS = 20;
/** The pause between two chunks. */
export const GIVE_WAY_MS = 2;

/**
 * The size of the next chunk from how long the last one took: scaled towards the budget, at most doubled
 * at once (one quick chunk says little), at least MIN_CHUNK_ROWS.
 */
export function nextChunkRows(rows: number, tookMs: number): number {
  const scaled = Math.floor((rows * CHUNK_BUDGET_MS) / Math.max(tookMs, 1));
  return Math.max(MIN_CHUNK_ROWS, Math.min(MAX_CHUNK_ROWS, rows * 2, scaled));
}

/** The pause between two chunks (or two inserts of a run's rows). */
export const giveWay = (): Promise<void> => sleep(GIVE_WAY_MS);
