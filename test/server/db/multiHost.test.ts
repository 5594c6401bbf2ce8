import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type Database } from '../../../server/db/database.js';
import { parseHostList } from '../../../server/db/multiHost.js';
import { isDatabaseOutage } from '../../../server/plugins/databaseOutage.js';
import { freePort, postgresBinaries, startPrivatePostgres, type PrivatePostgres } from '../privatePostgres.js';
import { startPrivateStandby } from '../privateStandby.js';

/**
 * A DATABASE_URL of several hosts with target_session_attrs=read-write (pg_auto_failover's form,
 * issue 43): the server writes to whichever host takes writes, passes over a host that refuses and
 * a standby, and follows a promotion by itself. Two private clusters (a primary and a streaming
 * standby of it) and a port nobody listens on.
 */
const serverUrl = process.env.TOUCHLINE_TEST_DATABASE;
const onPostgres = !!serverUrl && serverUrl !== 'embedded';
const binaries = postgresBinaries();
const skipReason = !onPostgres ? 'PostgreSQL only' : 'missing' in binaries ? binaries.missing : undefined;

describe('a DATABASE_URL of several hosts', () => {
  it('is read as libpq reads it; a one-host URL is left to node-postgres as before', () => {
    expect(parseHostList('postgres://postgres@127.0.0.1:5432/touchline')).toBeUndefined();
    const list = parseHostList('postgres://u:p@a:5001,b,[::1]:5003/touchline?target_session_attrs=read-write&sslmode=disable')!;
    expect(list.hosts).toEqual([{ host: 'a', port: 5001 }, { host: 'b', port: 5432 }, { host: '[::1]', port: 5003 }]);
    expect(list.writableOnly).toBe(true);
    expect(list.urlFor(1)).toBe('postgres://u:p@b:5432/touchline?sslmode=disable');
    expect(parseHostList('postgres://a:1,b:2/db')!.writableOnly).toBe(false);
    expect(() => parseHostList('postgres://a:1,b:2/db?target_session_attrs=read-only')).toThrow(/not supported/);
  });
});

describe.skipIf(skipReason !== undefined)(`the server on several hosts, one of them writable (${skipReason ?? 'private primary and standby'})`, () => {
  let primary: PrivatePostgres;
  let standby: PrivatePostgres;
  const opened: Database[] = [];
  const port = (url: string) => new URL(url).port;

  beforeAll(async () => {
    const bin = (binaries as { dir: string }).dir;
    primary = await startPrivatePostgres(bin);
    standby = await startPrivateStandby(bin, primary);
  }, 60_000);

  afterAll(async () => {
    await Promise.all(opened.map((database) => database.close().catch(() => undefined)));
    await standby?.destroy();
    await primary?.destroy();
  });

  const serverPort = async (database: Database) =>
    (await sql<{ port: number }>`SELECT inet_server_port() AS port`.execute(database.db)).rows[0]!.port;

  it('writes to the primary past a host that refuses and a standby, and follows the standby once it is promoted', async () => {
    const nobody = await freePort();
    const url = `postgres://postgres@127.0.0.1:${nobody},127.0.0.1:${port(standby.url)},127.0.0.1:${port(primary.url)}/postgres?target_session_attrs=read-write`;
    const database = await openDatabase({ url });
    opened.push(database);

    // The first host refuses: the call fails as an outage (503), and the probe goes on to the next hosts.
    const first = await sql`SELECT 1`.execute(database.db).catch((error: unknown) => error);
    expect(isDatabaseOutage(first)).toBe(true);
    expect(await database.isReachable()).toBe(true);
    expect(String(await serverPort(database))).toBe(port(primary.url));
    await sql`CREATE TABLE acknowledged (id int PRIMARY KEY)`.execute(database.db);
    await sql`INSERT INTO acknowledged SELECT generate_series(1, 100)`.execute(database.db);

    // Wait until the standby has it, then the primary goes away and the standby is promoted.
    const replica = await openDatabase({ url: standby.url });
    opened.push(replica);
    for (let i = 0; ; i++) {
      const copied = await sql<{ n: number }>`SELECT count(*)::int AS n FROM acknowledged`.execute(replica.db).then((r) => r.rows[0]!.n, () => 0);
      if (copied === 100) break;
      if (i > 100) throw new Error('the standby did not replay the rows');
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    await primary.stop('immediate');
    // With no writable host (a refusal, a standby, a stopped server) every call is an outage: 503, not 500.
    const during = await sql`INSERT INTO acknowledged VALUES (101)`.execute(database.db).catch((error: unknown) => error);
    expect(isDatabaseOutage(during)).toBe(true);
    expect(await database.isReachable()).toBe(false);
    const readOnly = await sql`INSERT INTO acknowledged VALUES (101)`.execute(database.db).catch((error: unknown) => error);
    expect(isDatabaseOutage(readOnly)).toBe(true);

    await sql`SELECT pg_promote()`.execute(replica.db);
    expect(await database.isReachable()).toBe(true);
    expect(String(await serverPort(database))).toBe(port(standby.url));
    await sql`INSERT INTO acknowledged VALUES (101)`.execute(database.db);
    expect((await sql<{ n: number }>`SELECT count(*)::int AS n FROM acknowledged`.execute(database.db)).rows[0]!.n).toBe(101);
  }, 30_000);
});
