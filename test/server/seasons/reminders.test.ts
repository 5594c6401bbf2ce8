import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../testApp.js';
import { buildRoundMailClub, completeReport, mailsTo, type RoundMailClub } from '../roundMailClub.js';

/**
 * Reminders (issue 15): a trainer with reports missing for a round gets an e-mail 7 days and 1 day
 * before the due date and one when overdue, each at most once, in the club's time zone. The clock is
 * the test's: time is moved, never waited for. Round 1 is due Sunday 1 November 2026 (roundMailClub.ts).
 */
let now = new Date('2026-10-20T10:00:00Z');
let t: TestApp;
let club: RoundMailClub;

beforeAll(async () => {
  t = await createTestApp({ appUrl: 'https://touchline.test' }, () => now);
  club = await buildRoundMailClub(t.db);
});
afterAll(() => t?.close());

const runAt = async (iso: string) => {
  now = new Date(iso);
  return t.app.scheduler.runOnce();
};
const subjects = async (key: string) => (await mailsTo(t.db, club.email(key))).map((mail) => mail.subject);

describe('reminders before and after a due date', () => {
  it('sends nothing while the due date is more than a week away', async () => {
    await runAt('2026-10-20T10:00:00Z');
    await runAt('2026-10-24T21:30:00Z'); // 23:30 on Saturday 24 October in Amsterdam: 8 days before
    expect(await subjects('Tom')).toEqual([]);
    expect(await subjects('Tia')).toEqual([]);
  });

  it("reminds each trainer 7 days before, when that day starts in the club's time zone, listing only the players still missing", async () => {
    await runAt('2026-10-24T22:30:00Z'); // 00:30 on Sunday 25 October in Amsterdam (UTC+2)
    const [tom] = await mailsTo(t.db, club.email('Tom'));
    expect(tom?.subject).toBe('Reminder: 1 report due 1 November 2026');
    expect(tom?.text).toContain('The reports of round 1 of 2026/27 are due on 1 November 2026.');
    // Ann's report for round 1 is in: only Bob is listed, with a link into the workspace on him.
    expect(tom?.text).toContain('Bob Round (Red)');
    expect(tom?.text).not.toContain('Ann Round');
    expect(tom?.text).toContain(`https://touchline.test/workspace?clubSeasonId=${club.id.season}&playerId=${club.id.Bob}`);
    expect(tom?.html).toContain(`href="https://touchline.test/workspace?clubSeasonId=${club.id.season}&amp;playerId=${club.id.Bob}"`);
    expect(tom?.text).toMatch(/Unsubscribe: https:\/\/touchline\.test\/unsubscribe\?token=/);
    expect(await subjects('Tia')).toEqual(['Reminder: 1 report due 1 November 2026']);
  });

  it('sends each reminder at most once, however often the scheduler runs', async () => {
    await runAt('2026-10-25T10:00:00Z');
    await runAt('2026-10-28T10:00:00Z');
    expect(await subjects('Tom')).toHaveLength(1);
    expect(await subjects('Tia')).toHaveLength(1);
  });

  it('reminds again 1 day before', async () => {
    await runAt('2026-10-31T07:00:00Z');
    await runAt('2026-10-31T09:00:00Z');
    expect(await subjects('Tom')).toEqual(['Reminder: 1 report due 1 November 2026', 'Reminder: 1 report due 1 November 2026']);
    const [, day] = await mailsTo(t.db, club.email('Tia'));
    expect(day?.text).toContain('are due on 1 November 2026: that is very soon.');
  });

  it('reminds a trainer whose reports are overdue, once; a trainer who caught up is left alone', async () => {
    await completeReport(t.db, club, 'Tom', 'Bob', 'Red', '2026-11-01T18:00:00Z');
    await runAt('2026-11-04T10:00:00Z');
    await runAt('2026-11-05T10:00:00Z');
    expect(await subjects('Tia')).toEqual([
      'Reminder: 1 report due 1 November 2026', 'Reminder: 1 report due 1 November 2026', 'Reports overdue: round 1 at Reminder FC',
    ]);
    expect(await subjects('Tom')).toHaveLength(2);
  });

  it('sends no reminders for a season whose reminders a manager switched off', async () => {
    await t.db.updateTable('seasons').set({ reminders_enabled: false }).where('id', '=', club.id.season!).execute();
    await runAt('2027-06-24T10:00:00Z'); // 6 days before round 2
    expect(await subjects('Tia')).toHaveLength(3);
    await t.db.updateTable('seasons').set({ reminders_enabled: true }).where('id', '=', club.id.season!).execute();
    await runAt('2027-06-24T11:00:00Z');
    expect((await subjects('Tia')).at(-1)).toBe('Reminder: 1 report due 30 June 2027');
  });

  it('reminds again for a due date the manager moved, although that round was reminded for its old date', async () => {
    await t.db.updateTable('season_rounds').set({ due_date: '2027-06-20' }).where('season_id', '=', club.id.season!).where('round', '=', 2).execute();
    await runAt('2027-06-14T10:00:00Z'); // 6 days before the new date
    expect((await subjects('Tia')).slice(-2)).toEqual(['Reminder: 1 report due 30 June 2027', 'Reminder: 1 report due 20 June 2027']);
    await runAt('2027-06-15T10:00:00Z');
    expect(await subjects('Tia')).toHaveLength(5);
  });
});
