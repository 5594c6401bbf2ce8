/**
 * `npm run drill:failover`: kills the primary of a pg_auto_failover formation under write load and
 * checks that no acknowledged write is lost (server/scripts/failoverDrill.ts says how). Needs Debian's
 * postgresql-15-auto-failover; uses private clusters on free ports, never the PostgreSQL on 5432.
 * `--default-timings` leaves pg_auto_failover's own (slower) failure detection. Exit code 0 when the
 * drill passed.
 */
import { runFailoverDrill } from './failoverDrill.js';

const clients = Number(process.argv.find((arg) => arg.startsWith('--clients='))?.split('=')[1] ?? 8);
const defaultTimings = process.argv.includes('--default-timings');
const result = await runFailoverDrill({ clients, defaultTimings, log: (line) => console.log(line) });
const seconds = (ms: number | undefined) => (ms === undefined ? 'unknown' : `${(ms / 1000).toFixed(1)} s`);
console.log([
  '',
  `Failover drill${defaultTimings ? " (pg_auto_failover's default timings)" : ''}: ${result.ok ? 'PASSED' : 'FAILED'} (${result.seconds} s in all)`,
  `  time without writes (last write acknowledged before the kill to the first after): ${seconds(result.writePauseMs)}`,
  `  the standby took writes ${seconds(result.promotedAfterMs)} after the kill; the server wrote again ${seconds(result.servedAfterPromotionMs)} after that`,
  `  calls meanwhile: ${result.answeredDuringOutage}, of which 503 with Retry-After: ${result.answered503}`,
  `  ${result.calls} calls, ${result.writesAcknowledged} writes acknowledged (200), all ${result.acknowledgedChecked} looked up on the new primary: ${result.lost} lost`,
  `  synchronous_standby_names on the old primary: ${result.synchronousStandbyNames}`,
  ...result.problems.map((problem) => `  PROBLEM: ${problem}`),
].join('\n'));
process.exit(result.ok ? 0 : 1);
