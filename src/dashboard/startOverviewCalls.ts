import type { QueryClient, QueryKey } from '@tanstack/react-query';
import { currentSeason } from '../providers/currentSeason';
import type { Read } from '../providers/reads';
import { startEarly } from '../providers/earlyCalls';
import { overviewReads, panelReads } from './overviewReads';

/** How long an answer read ahead is good for the managers' app's cache (as earlyCalls keeps calls). */
const KEEP_MS = 20_000;

/** The answers of the latest sign-in's reads ahead that have arrived before the managers' app's cache was made. */
let answersAhead: { queryKey: QueryKey; value: unknown; at: number }[] = [];
/** The managers' app's cache, once made after the latest sign-in: later answers go straight into it. */
let cacheAhead: { queryClient: QueryClient; since: number } | undefined;

/**
 * Started for the page to take; a failure is the page's to show when it asks (it asks again). The
 * answer also goes, under the read's query key, into the managers' app's cache (seedOverviewCache),
 * or is kept for it until it is made.
 */
const early = <T,>({ queryKey, queryFn }: Read<T>): Promise<T> => {
  const answer = queryFn();
  void answer.then(
    (value) => {
      const at = Date.now();
      if (!cacheAhead) answersAhead.push({ queryKey, value, at });
      else if (at - cacheAhead.since <= KEEP_MS) cacheAhead.queryClient.setQueryData(queryKey, value, { updatedAt: at });
    },
    () => undefined,
  );
  return answer;
};

/**
 * Issue 26, sign-in to figures: called the moment the sign-in answer arrives for a manager going to
 * the overview. The overview's calls start now, in parallel, not after the managers' app code has
 * loaded: its seasons, teams and getting-started checklist at once, and as soon as the seasons are
 * known every panel of the current season (with all teams, the overview's opening filter), the
 * season the overview preselects. The overview's own queries then take these answers (earlyCalls),
 * or find them in their cache already when they have arrived before the managers' app draws
 * (seedOverviewCache): the overview then draws its figures in its first drawing.
 * The panels wait for the seasons because their calls name the season; the figures are two round
 * trips from sign-in, whatever the code's size.
 */
export function startOverviewCalls(): void {
  answersAhead = [];
  cacheAhead = undefined;
  const reads = overviewReads();
  let seasons: ReturnType<typeof reads.seasons.queryFn> | undefined;
  startEarly(() => {
    seasons = early(reads.seasons);
    early(reads.teams);
    early(reads.gettingStarted);
    early(reads.myClubs); // the bar's club switcher
  });
  void seasons!
    .then((rows) => {
      const season = currentSeason(rows ?? []);
      if (!season) return; // no season yet: the overview shows how to add one
      // Every panel of the season with all teams, the overview's opening filter.
      startEarly(() => Object.values(panelReads(season.id, [])).forEach((read) => void early<unknown>(read)));
    })
    .catch(() => undefined); // the overview asks again and shows the failure in its own place
}

/**
 * Puts the answers read ahead into the managers' app's new cache: those in already now, the others as
 * they arrive (the app starts drawing the moment the sign-in answers, before they do). The overview's
 * first drawing then has them, instead of drawing empty and again as each is taken (a few hundred
 * ms on a phone). Its queries still ask again in the background as on any page; that takes the same
 * answer (earlyCalls), not another call. A cache made later (another page, a second visit) gets none.
 */
export function seedOverviewCache(queryClient: QueryClient): void {
  const now = Date.now();
  const fresh = answersAhead.filter(({ at }) => now - at <= KEEP_MS);
  answersAhead = [];
  for (const { queryKey, value, at } of fresh) queryClient.setQueryData(queryKey, value, { updatedAt: at });
  if (!cacheAhead) cacheAhead = { queryClient, since: now };
}
