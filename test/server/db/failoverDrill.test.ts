import { describe, expect, it } from 'vitest';
import { failoverDrillUnavailable, runFailoverDrill } from '../../../server/scripts/failoverDrill.js';

/**
 * The failover drill of issue 43 (server/scripts/failoverDrill.ts, `npm run drill:failover`): a
 * pg_auto_failover monitor, primary and synchronous standby; the primary killed under write load.
 * It takes about a minute and a half (a formation to build, a failover to wait for), more than CI's
 * time allows, so it runs only with TEST_FAILOVER=1 (and Debian's postgresql-15-auto-failover).
 */
const serverUrl = process.env.TOUCHLINE_TEST_DATABASE;
const skipReason = !process.env.TEST_FAILOVER
  ? 'set TEST_FAILOVER=1 to run it (about 90 s; not in the default run)'
  : serverUrl === 'embedded' || !serverUrl
    ? 'PostgreSQL only'
    : failoverDrillUnavailable();
if (skipReason && process.env.TEST_FAILOVER) console.warn(`The failover drill is skipped: ${skipReason}.`);

describe.skipIf(skipReason !== undefined)(`failover under write load (${skipReason ?? 'pg_auto_failover'})`, () => {
  it('answers 503 with Retry-After while no primary takes writes, serves again by itself, and loses no acknowledged write', async () => {
    const result = await runFailoverDrill({ log: (line) => console.log(line) });
    console.log(`Failover drill: writes paused ${result.writePauseMs} ms (the standby took writes ${result.promotedAfterMs} ms after the kill, ` +
      `the server wrote again ${result.servedAfterPromotionMs} ms after that); ${result.writesAcknowledged} writes acknowledged, ${result.lost} lost; ` +
      `${result.answered503} of ${result.answeredDuringOutage} calls meanwhile 503; ${result.seconds} s.`);
    expect(result.problems).toEqual([]);
    expect(result.lost).toBe(0);
    expect(result.writesAcknowledged).toBeGreaterThanOrEqual(80);
    expect(result.answered503).toBe(result.answeredDuringOutage);
    expect(result.answered503).toBeGreaterThan(0);
    // The target for the pause on this machine.
    expect(result.writePauseMs).toBeLessThanOrEqual(30_000);
  }, 300_000);
});
