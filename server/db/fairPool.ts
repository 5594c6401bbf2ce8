import { AsyncLocalStorage } from 'node:async_hooks';
import type pg from 'pg';
import type { PostgresPool, PostgresPoolClient } from 'kysely';
import { englishMessage } from '../../contract/serverMessages.js';

/**
 * Fair sharing of the database connections between clubs (issue: 20 parallel season saves of one
 * club took all ten connections, each waiting on the club's lock, and the other clubs' calls waited
 * for a slot until they failed 503).
 *
 * A call asks this gate for a connection; the gate hands out at most `size` at once and at most
 * `perClub` to the calls of one club, so one club's burst waits here, holding nothing, while the
 * other clubs' calls find a free connection. A freed connection goes to the waiting call whose club
 * holds the fewest (first come, first served among equals). Waiting has its own bound: a call that
 * waits longer is refused with DatabaseBusyError (503 with Retry-After), which says "busy", not
 * "unreachable", and the driver's connect timeout only times making a connection.
 */

/** The club a call works for, set once its caller is known (plugins/auth.ts); work of no club is ''. */
const currentClub = new AsyncLocalStorage<string>();

/** Runs `work` (and everything it starts) as work of `clubId`. */
export function runForClub<T>(clubId: string, work: () => T): T {
  return currentClub.run(clubId, work);
}

/** Whether a call's work is background work (the scheduler's jobs), which no one waits for as it happens. */
const background = new AsyncLocalStorage<boolean>();

/**
 * Runs `work` (and everything it starts) as background work: its queries get a connection only when no
 * call's query is waiting for one. On the embedded engine's one connection this is what lets the cheap
 * calls of everyone else through while an import's chunks follow each other (each chunk still runs
 * to its end: the connection is never taken from a transaction).
 */
export function runInBackground<T>(work: () => T): T {
  return background.run(true, work);
}

/** How long a call waits for a connection before it is answered "busy, try again". */
const POOL_WAIT_MS = 10_000;
/** The Retry-After of that answer (seconds): a burst is over in about this time. */
const BUSY_RETRY_AFTER_SECONDS = 2;

const DATABASE_BUSY_MESSAGE = englishMessage('serviceBusy');

/** Every connection was in use for longer than POOL_WAIT_MS: the database is reachable, the call was not tried. */
export class DatabaseBusyError extends Error {
  readonly statusCode = 503;
  readonly retryAfterSeconds = BUSY_RETRY_AFTER_SECONDS;
  constructor() {
    super(DATABASE_BUSY_MESSAGE);
  }
}

interface Waiter {
  club: string;
  background: boolean;
  grant: () => void;
}

export class FairPool implements PostgresPool {
  private readonly held = new Map<string, number>();
  private readonly waiting: Waiter[] = [];
  private inUse = 0;

  constructor(
    private readonly pool: pg.Pool,
    private readonly size: number,
    private readonly perClub = Math.max(1, Math.ceil(size / 2)),
    private readonly waitMs = POOL_WAIT_MS,
  ) {}

  get options(): object {
    return this.pool.options;
  }

  async connect(): Promise<PostgresPoolClient> {
    const club = currentClub.getStore() ?? '';
    const isBackground = background.getStore() ?? false;
    await this.take(club, isBackground);
    let client: pg.PoolClient;
    try {
      client = await this.pool.connect();
    } catch (error) {
      this.give(club, isBackground);
      throw error;
    }
    const release = client.release.bind(client);
    let released = false;
    // Kysely releases each connection once; the guard keeps the count right if a driver path does twice.
    client.release = (destroy?: boolean | Error) => {
      if (!released) {
        released = true;
        this.give(club, isBackground);
      }
      release(destroy);
    };
    return client;
  }

  end(): Promise<void> {
    return this.pool.end();
  }

  /** Waits for a slot this club may use, or fails with DatabaseBusyError after waitMs. */
  private take(club: string, isBackground: boolean): Promise<void> {
    if (this.waiting.length === 0 && this.mayUse(club)) {
      this.count(club, +1);
      return Promise.resolve();
    }
    return new Promise((resolve, reject) => {
      const waiter: Waiter = {
        club,
        background: isBackground,
        grant: () => {
          clearTimeout(timer);
          this.count(club, +1);
          resolve();
        },
      };
      const timer = setTimeout(() => {
        this.waiting.splice(this.waiting.indexOf(waiter), 1);
        reject(new DatabaseBusyError());
      }, this.waitMs);
      this.waiting.push(waiter);
      this.grantWaiting();
    });
  }

  /**
   * A call's query gives its connection back. Background work waiting for it gets it only after the
   * call has had its answer (setImmediate: once the promises that follow that answer have run), so a
   * call of several queries asks its next one before the background work takes the connection again:
   * on the embedded engine's one connection, a call of three queries during an import otherwise waits
   * for three of the import's chunks instead of at most one.
   */
  private give(club: string, wasBackground: boolean): void {
    this.count(club, -1);
    if (wasBackground) {
      this.grantWaiting(true);
      return;
    }
    this.grantWaiting(false);
    if (this.waiting.some((waiter) => waiter.background)) setImmediate(() => this.grantWaiting(true));
  }

  /** Hands free slots to waiting calls, the club holding the fewest first; background work after every call (and only when allowed). */
  private grantWaiting(withBackground = true): void {
    while (this.inUse < this.size) {
      let chosen = -1;
      for (let i = 0; i < this.waiting.length; i++) {
        const { club, background: isBackground } = this.waiting[i]!;
        if (!this.mayUse(club) || (isBackground && !withBackground)) continue;
        if (chosen === -1 || this.before(this.waiting[i]!, this.waiting[chosen]!)) chosen = i;
      }
      if (chosen === -1) return;
      const [waiter] = this.waiting.splice(chosen, 1);
      waiter!.grant();
    }
  }

  /** Whether waiter `a` goes before `b` (who came earlier): a call before background work, then the club holding fewer. */
  private before(a: Waiter, b: Waiter): boolean {
    if (a.background !== b.background) return !a.background;
    return this.heldBy(a.club) < this.heldBy(b.club);
  }

  private mayUse(club: string): boolean {
    return this.inUse < this.size && (club === '' || this.heldBy(club) < this.perClub);
  }

  private heldBy(club: string): number {
    return this.held.get(club) ?? 0;
  }

  private count(club: string, change: 1 | -1): void {
    this.inUse += change;
    const now = this.heldBy(club) + change;
    if (now === 0) this.held.delete(club);
    else this.held.set(club, now);
  }
}
