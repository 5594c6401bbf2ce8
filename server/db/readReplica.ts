import { Kysely, PostgresDialect, sql } from 'kysely';
import pg from 'pg';
import { isDatabaseOutage } from '../plugins/databaseOutage.js';
import { clubDataVersion } from '../repositories/clubs/clubs.js';
import type { DB } from './schema.js';

/**
 * Reads that may lag go to a streaming replica (DATABASE_READ_URL, issue 43): the overview's panels,
 * the players list, the team and trainer overviews. Everything else, every write and every read right
 * after one, stays on the primary.
 *
 * **Read-your-writes, per club.** A read of a club goes to the replica only when the replica has
 * replayed the club's current data version (club_data_versions, migration 0010: it moves in the
 * transaction of every change of the club's people, teams, seasons, memberships, reports, scores,
 * progress and skills, the tables those reads show). The primary's version is read first (the kept
 * answers read it anyway); when the replica's differs, the read goes to the primary. So a person who
 * just saved sees what they saved, from either database, and another club's writes never send a
 * club's reads to the primary.
 *
 * **Down or behind.** Every second the replica's replay position is compared with the primary's WAL
 * positions of the last seconds: when it has not replayed what the primary had written
 * `maxLagMs` ago, or does not answer (1 s), or is not in recovery (promoted: no longer a copy), every
 * read goes to the primary until it has caught up; /api/health says which (`replica`). A read that
 * fails on the replica because it went away is run again on the primary: stopping the replica costs
 * no request.
 */
export type ReplicaState = 'ok' | 'lagging' | 'unavailable';

export interface ReadRouting {
  /** The replica's state, or undefined when none is configured. */
  state(): ReplicaState | undefined;
  /**
   * Runs a read of `clubId` that may lag on the replica when it has every change of the club, else on
   * the primary. `primaryVersion`: the club's data version just read on the primary, when the caller
   * has it (kept answers).
   */
  read<T>(clubId: string, work: (db: Kysely<DB>) => Promise<T>, primaryVersion?: string): Promise<T>;
  close(): Promise<void>;
}

const DATE_OID = 1082;
/** As on the primary (database.ts): `date` columns stay 'YYYY-MM-DD' text. */
const types = {
  getTypeParser: (oid: number, format?: 'text' | 'binary') =>
    oid === DATE_OID ? (value: string) => value : pg.types.getTypeParser(oid, format as 'text'),
};

const PROBE_INTERVAL_MS = 1000;
const PROBE_TIMEOUT_MS = 1000;
const POOL_SIZE = 10;
/** The longest a read may take on the replica before it is given up there (and run on the primary). */
const READ_TIMEOUT_MS = 10_000;

/** No replica: every read on the primary. */
export function primaryOnly(primary: Kysely<DB>): ReadRouting {
  return { state: () => undefined, read: (_clubId, work) => work(primary), close: async () => {} };
}

export function openReadReplica(primary: Kysely<DB>, url: string, maxLagMs: number, log: (message: string) => void = console.warn): ReadRouting {
  const pool = new pg.Pool({ connectionString: url, max: POOL_SIZE, types, connectionTimeoutMillis: PROBE_TIMEOUT_MS, keepAlive: true, application_name: 'touchline-read',
    // A replica cut off mid-query (no answer, no reset) fails the read here, which then runs on the primary.
    query_timeout: READ_TIMEOUT_MS,
  });
  pool.on('error', () => undefined); // a lost idle connection: the next probe says what it means
  pool.on('connect', (client) => client.on('error', () => undefined));
  const replica = new Kysely<DB>({ dialect: new PostgresDialect({ pool }) });
  const probe = new pg.Pool({ connectionString: url, max: 1, connectionTimeoutMillis: PROBE_TIMEOUT_MS, query_timeout: PROBE_TIMEOUT_MS, keepAlive: true });
  probe.on('error', () => undefined);
  probe.on('connect', (client) => client.on('error', () => undefined));

  let state: ReplicaState = 'unavailable';
  /** The primary's WAL position at each of the last probes, oldest first. */
  const written: Array<{ at: number; lsn: bigint }> = [];
  let stopped = false;

  const set = (next: ReplicaState) => {
    if (next !== state) log(`The read replica is ${next === 'ok' ? 'in step again: lag-tolerant reads go to it' : `${next}: every read goes to the primary`}.`);
    state = next;
  };

  async function check(): Promise<void> {
    const now = Date.now();
    try {
      const { rows } = await sql<{ lsn: string }>`SELECT pg_current_wal_lsn()::text AS lsn`.execute(primary);
      written.push({ at: now, lsn: lsnValue(rows[0]!.lsn) });
    } catch {
      // The primary is away: the database gate answers 503 meanwhile; nothing to compare with.
    }
    while (written.length > 1 && written[1]!.at <= now - maxLagMs) written.shift();
    let replayed: { recovering: boolean; lsn: string | null };
    try {
      const result = await probe.query<{ recovering: boolean; lsn: string | null }>('SELECT pg_is_in_recovery() AS recovering, pg_last_wal_replay_lsn()::text AS lsn');
      replayed = result.rows[0]!;
    } catch {
      return set('unavailable');
    }
    if (!replayed.recovering || !replayed.lsn) return set('unavailable');
    // What the primary had written maxLagMs ago (the oldest sample kept) must be replayed by now.
    const due = written[0] && written[0].at <= now - maxLagMs ? written[0].lsn : 0n;
    set(lsnValue(replayed.lsn) >= due ? 'ok' : 'lagging');
  }

  let timer: NodeJS.Timeout | undefined;
  const loop = () => {
    timer = setTimeout(() => {
      void check().finally(() => {
        if (!stopped) loop();
      });
    }, PROBE_INTERVAL_MS);
    timer.unref();
  };
  void check().finally(() => {
    if (!stopped) loop();
  });

  return {
    state: () => state,
    async read(clubId, work, primaryVersion) {
      if (state !== 'ok') return work(primary);
      try {
        const [mine, theirs] = await Promise.all([
          primaryVersion ?? clubDataVersion(primary, clubId),
          clubDataVersion(replica, clubId),
        ]);
        if (mine !== theirs) return work(primary);
        return await work(replica);
      } catch (error) {
        if (!isDatabaseOutage(error)) throw error;
        // The replica went away (or the primary did: then this fails again, and is answered 503).
        set('unavailable');
        return work(primary);
      }
    },
    async close() {
      stopped = true;
      clearTimeout(timer);
      await Promise.all([replica.destroy(), probe.end()]);
    },
  };
}

/** A WAL position ('16/B374D848') as a number that orders like it. */
function lsnValue(lsn: string): bigint {
  const [high, low] = lsn.split('/');
  return (BigInt(`0x${high}`) << 32n) | BigInt(`0x${low}`);
}
