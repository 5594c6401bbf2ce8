import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startInbox, type Inbox } from '../accountsInbox.js';
import { createTestApp, type TestApp } from '../testApp.js';
import { buildRoundMailClub, type RoundMailClub } from '../roundMailClub.js';

/**
 * Reminders over SMTP (issue 15): delivered as a mail client reads them (HTML and text), and a
 * delivery the SMTP server refuses is tried again once the claim's lease has run out, not at once
 * and not lost. Round 1 is due Sunday 1 November 2026 (roundMailClub.ts); the clock is the test's.
 */
const LEASE_MS = 5 * 60_000;
let now = new Date('2026-11-04T10:00:00Z'); // 3 days overdue
let inbox: Inbox;
let t: TestApp;
let club: RoundMailClub;

beforeAll(async () => {
  inbox = await startInbox();
  t = await createTestApp({ smtpUrl: inbox.url, appUrl: 'https://touchline.test', scheduler: { intervalMs: 0, leaseMs: LEASE_MS } }, () => now);
  club = await buildRoundMailClub(t.db);
});
afterAll(async () => {
  await t?.close();
  await inbox?.close();
});

const received = (name: string) => inbox.mails.filter((mail) => mail.to.includes(club.email(name)));

describe('reminders over SMTP', () => {
  it('retries a refused delivery after the lease, once, and delivers HTML and text', async () => {
    inbox.refuse = club.email('Tia');
    const first = await t.app.scheduler.runOnce();
    expect(first).toMatchObject({ sent: 1, failed: 1 });
    expect(received('Tom')).toHaveLength(1);
    expect(received('Tia')).toHaveLength(0);

    // The SMTP server takes mail again, but the failed job's claim still holds: no retry yet.
    inbox.refuse = null;
    now = new Date(now.getTime() + LEASE_MS - 1000);
    expect(await t.app.scheduler.runOnce()).toMatchObject({ sent: 0, failed: 0 });
    expect(received('Tia')).toHaveLength(0);

    now = new Date(now.getTime() + 2000);
    expect(await t.app.scheduler.runOnce()).toMatchObject({ sent: 1, failed: 0 });
    await t.app.scheduler.runOnce();
    const [tia, ...more] = received('Tia');
    expect(more).toEqual([]);
    expect(tia?.subject).toBe('Reports overdue: round 1 at Reminder FC');
    expect(tia?.text).toContain(`https://touchline.test/workspace?clubSeasonId=${club.id.season}&playerId=${club.id.Cas}`);
    expect(tia?.html).toContain('Cas Round (Blue)</a>');
    expect(received('Tom')).toHaveLength(1);
  });
});
