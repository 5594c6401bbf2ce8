/**
 * Report rounds (issue 15): a season asking n reports per (player, trainer) pair has n rounds, each
 * due on a day of the season; a pair's k-th completed report fills round k (a report counts for the
 * earliest round it fills). Dates are 'YYYY-MM-DD' strings, which compare correctly as text.
 */
import { keyed } from './refusal.js';
import type { KeyedMessage } from '../../contract/serverMessages.js';

export interface Round {
  round: number;
  dueDate: string;
}

const DAY_MS = 24 * 3600_000;
const toDay = (date: string) => Date.parse(`${date}T00:00:00Z`) / DAY_MS;
const fromDay = (day: number) => new Date(Math.round(day) * DAY_MS).toISOString().slice(0, 10);

/** Whether a text is a real calendar day (JavaScript reads 2026-02-30 as 2 March). */
const isCalendarDay = (text: string) => /^\d{4}-\d{2}-\d{2}$/.test(text) && !Number.isNaN(toDay(text)) && fromDay(toDay(text)) === text;

/** n due dates splitting [from, to] evenly; the last is `to`. `from` itself is never a due date. */
export function evenDueDates(from: string, to: string, n: number): string[] {
  const start = toDay(from);
  const span = toDay(to) - start;
  return Array.from({ length: n }, (_, i) => fromDay(start + ((i + 1) * span) / n));
}

/** The default plan: the season's dates split evenly, each round due at its end. */
export function defaultRounds(season: { startDate: string; endDate: string; reportFrequency: number }): Round[] {
  return evenDueDates(season.startDate, season.endDate, season.reportFrequency).map((dueDate, i) => ({ round: i + 1, dueDate }));
}

/**
 * The rounds in force: the stored plan when it fits the season (n rounds, inside its dates, in
 * order); otherwise the rounds already due (before today) are kept as stored and the others are
 * re-planned evenly between the last kept due date (or the season start) and the season end. This is
 * what happens when a manager changes n or the season's dates: `replanned` says so.
 */
export function roundsInForce(
  season: { startDate: string; endDate: string; reportFrequency: number },
  stored: Round[],
  today: string,
): { rounds: Round[]; replanned: boolean } {
  const n = season.reportFrequency;
  if (n <= 0) return { rounds: [], replanned: stored.length > 0 };
  const ordered = [...stored].sort((a, b) => a.round - b.round);
  if (stored.length === 0) return { rounds: defaultRounds(season), replanned: false };
  if (planProblem(season, ordered) === null) return { rounds: ordered, replanned: false };

  const kept: Round[] = [];
  for (const round of ordered) {
    const previous = kept.at(-1)?.dueDate ?? '';
    const fits = round.round === kept.length + 1 && round.round <= n && round.dueDate < today
      && round.dueDate >= season.startDate && round.dueDate <= season.endDate && round.dueDate > previous;
    if (!fits) break;
    kept.push(round);
  }
  const from = kept.at(-1)?.dueDate ?? season.startDate;
  const rest = evenDueDates(from, season.endDate, n - kept.length).map((dueDate, i) => ({ round: kept.length + i + 1, dueDate }));
  return { rounds: [...kept, ...rest], replanned: true };
}

/** Why a plan does not fit its season (a refusal for the manager), or null when it does. */
export function planProblem(season: { startDate: string; endDate: string; reportFrequency: number }, rounds: Round[]): KeyedMessage | null {
  const n = season.reportFrequency;
  if (rounds.length !== n || rounds.some((round, i) => round.round !== i + 1)) {
    return n === 1 ? keyed('roundsPerSeasonOne') : keyed('roundsPerSeason', { count: String(n) });
  }
  for (const [i, round] of rounds.entries()) {
    if (!isCalendarDay(round.dueDate)) {
      return keyed('roundDateNotDate', { round: String(round.round) });
    }
    if (round.dueDate < season.startDate || round.dueDate > season.endDate) {
      return keyed('roundDateOutsideSeason', { round: String(round.round), start: season.startDate, end: season.endDate });
    }
    if (i > 0 && round.dueDate <= rounds[i - 1]!.dueDate) {
      return keyed('roundDateOrder', { round: String(round.round), previous: String(round.round - 1) });
    }
  }
  return null;
}
