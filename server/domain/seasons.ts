/**
 * `isCurrent` is derived, not stored (domain guide): the season whose date range contains today;
 * if none does, the most recently started one; if none has started, the earliest.
 * Dates are 'YYYY-MM-DD' strings, which compare correctly as text.
 */
export function currentSeasonId(
  seasons: ReadonlyArray<{ id: string; startDate: string; endDate: string }>,
  today: string,
): string | undefined {
  const running = seasons.filter((s) => s.startDate <= today && today <= s.endDate);
  const byStartDesc = (a: { startDate: string }, b: { startDate: string }) => b.startDate.localeCompare(a.startDate);
  if (running.length > 0) return [...running].sort(byStartDesc)[0]!.id;
  const started = seasons.filter((s) => s.startDate <= today).sort(byStartDesc);
  if (started.length > 0) return started[0]!.id;
  return [...seasons].sort((a, b) => a.startDate.localeCompare(b.startDate))[0]?.id;
}

/** Today's calendar date in UTC, the server's reference day for seasons. */
export function todayUtc(now: Date = new Date()): string {
  return now.toISOString().slice(0, 10);
}

/** The API sends season dates as UTC midnight of the calendar day (spec §7: AddOrUpdateSeason). */
export function dateToApi(date: string): string {
  return `${date}T00:00:00.000Z`;
}
