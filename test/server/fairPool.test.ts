import type pg from 'pg';
import { describe, expect, it } from 'vitest';
import { DatabaseBusyError, FairPool, runForClub, runInBackground } from '../../server/db/fairPool.js';
import { createTestApp } from './testApp.js';

/** A stand-in for pg's pool: hands out numbered clients at once, as many as asked (the gate in front limits them). */
function fakePool() {
  let made = 0;
  const pool = {
    options: {},
    connect: async () => ({ id: ++made, release: () => undefined }),
    end: async () => undefined,
  };
  return pool as unknown as pg.Pool;
}

const settled = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('the fair pool in front of the database connections', () => {
  it("gives one club at most half of the connections, and a freed one to the club holding fewest", async () => {
    const gate = new FairPool(fakePool(), 4, 2, 5_000);
    const a1 = await runForClub('A', () => gate.connect());
    const a2 = await runForClub('A', () => gate.connect());
    let a3Granted = false;
    const a3 = runForClub('A', () => gate.connect()).then((client) => ((a3Granted = true), client));
    await settled();
    expect(a3Granted).toBe(false); // A holds its half: its third call waits, holding nothing
    const b1 = await runForClub('B', () => gate.connect()); // B finds a free connection at once
    const b2 = await runForClub('B', () => gate.connect());
    let b3Granted = false;
    const b3 = runForClub('B', () => gate.connect()).then((client) => ((b3Granted = true), client));
    a1.release();
    await settled();
    expect(a3Granted).toBe(true); // A is back below its half; B is at its own
    expect(b3Granted).toBe(false);
    b1.release();
    await settled();
    expect(b3Granted).toBe(true);
    for (const client of [a2, await a3, b2, await b3]) client.release();
  });

  it("gives a freed connection to a waiting call before the scheduler's background work, even one that came first", async () => {
    // The embedded engine's one connection: an import's next chunk must not go before a manager's call.
    const gate = new FairPool(fakePool(), 1, 1, 5_000);
    const held = await gate.connect();
    const order: string[] = [];
    const chunk = runInBackground(() => gate.connect()).then((client) => (order.push('import chunk'), client));
    const call = runForClub('A', () => gate.connect()).then((client) => (order.push('call'), client));
    await settled();
    expect(order).toEqual([]);
    held.release();
    await settled();
    expect(order).toEqual(['call']);
    (await call).release();
    await settled();
    expect(order).toEqual(['call', 'import chunk']);
    (await chunk).release();
  });

  it("lets a call of several queries ask its next one before the background work that waits takes the connection", async () => {
    // A call asks one query after another; each answer gives the connection back. Its next query comes
    // once that answer's promises have run, and must find the connection before the import's next chunk.
    const gate = new FairPool(fakePool(), 1, 1, 5_000);
    const order: string[] = [];
    const first = await runForClub('A', () => gate.connect());
    const chunk = runInBackground(() => gate.connect()).then((client) => (order.push('import chunk'), client));
    await settled();
    first.release();
    await Promise.resolve();
    await Promise.resolve();
    const second = runForClub('A', () => gate.connect()).then((client) => (order.push("call's second query"), client));
    await settled();
    expect(order).toEqual(["call's second query"]);
    (await second).release();
    await settled();
    expect(order).toEqual(["call's second query", 'import chunk']);
    (await chunk).release();
  });

  it('refuses a call that waits too long with DatabaseBusyError, and the slot count stays right', async () => {
    const gate = new FairPool(fakePool(), 1, 1, 50);
    const held = await gate.connect();
    await expect(gate.connect()).rejects.toBeInstanceOf(DatabaseBusyError);
    held.release();
    held.release(); // a second release changes nothing
    const next = await gate.connect();
    next.release();
  });

  it('is answered 503 with Retry-After and a message of its own (busy, not unreachable)', async () => {
    const t = await createTestApp();
    try {
      t.app.get('/test/busy', async () => {
        throw new DatabaseBusyError();
      });
      const answer = await t.app.inject({ method: 'GET', url: '/test/busy' });
      expect(answer.statusCode).toBe(503);
      expect(answer.headers['retry-after']).toBe('2');
      expect(answer.json()).toMatchObject({ message: 'Touchline is busy with other requests. Please try again in a moment.', messageKey: 'serviceBusy' });
    } finally {
      await t.close();
    }
  });
});
