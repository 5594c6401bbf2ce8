import type { QueryClient, QueryKey } from '@tanstack/react-query';
import type { Season } from '../../contract/schemas';
import { SEASON_LIST } from '../common/list/seasonList';
import { request } from '../providers/apiClient';
import { pathOf } from '../providers/call';
import { endpoints } from '../providers/endpoints';
import { fetchMyClubs } from '../providers/clubs';
import { clubStructureApi } from '../providers/clubStructureApi';
import { currentSeason } from '../providers/currentSeason';
import { dashboardApi } from '../providers/dashboardApi';
import { insightApi } from '../providers/insightApi';
import { roundsApi } from '../providers/roundsApi';
import { listPage } from '../providers/rowOrder';
import { startEarly } from '../providers/earlyCalls';
import { overviewKeys } from './overviewKeys';

/** How long an answer read ahead is good for the managers' app's cache (as earlyCalls keeps calls). */
const KEEP_MS = 20_000;

/** The answers of the latest sign-in's reads ahead that have arrived before the managers' app's cache was made. */
let answersAhead: { queryKey: QueryKey; value: unknown; at: number }[] = [];
/** The managers' app's cache, once made after the latest sign-in: later answers go straight into it. */
let cacheAhead: { queryClient: QueryClient; since: number } | undefined;

/**
 * Started for the page to take; a failure is the page's to show when it asks (it asks again). The
 * answer also goes, under the overview's query key, into the managers' app's cache (seedOverviewCache),
 * or is kept for it until it is made.
 */
const early = <T,>(answer: Promise<T>, queryKey: QueryKey, asCached: (value: T) => unknown = (value) => value) =>
  void answer.then(
    (value) => {
      const at = Date.now();
      if (!cacheAhead) answersAhead.push({ queryKey, value: asCached(value), at });
      else if (at - cacheAhead.since <= KEEP_MS) cacheAhead.queryClient.setQueryData(queryKey, asCached(value), { updatedAt: at });
    },
    () => undefined,
  );

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
  let seasons: Promise<Season[] | undefined> | undefined;
  startEarly(() => {
    seasons = request<Season[] | undefined>('api', pathOf(endpoints.masterDataGetClubSeason));
    early(clubStructureApi.getTeams(), overviewKeys.teams);
    early(dashboardApi.getGettingStarted(), overviewKeys.gettingStarted);
    early(fetchMyClubs(), overviewKeys.myClubs); // the bar's club switcher
  });
  // As the `season` resource's getList gives it to react-admin's useGetList (204: no seasons).
  early(seasons!, overviewKeys.seasons, (rows) => ({ ...listPage(rows ?? [], SEASON_LIST), pageInfo: undefined, meta: undefined }));
  void seasons!
    .then((rows) => {
      const season = currentSeason(rows ?? []);
      if (!season) return; // no season yet: the overview shows how to add one
      const id = season.id;
      const allTeams: string[] = [];
      startEarly(() => {
        early(dashboardApi.getDashboardTotals(id), overviewKeys.panel('totals', id, allTeams));
        early(dashboardApi.getMainDashboard(id, allTeams), overviewKeys.panel('main', id, allTeams));
        early(dashboardApi.getPlayerDevelopment(id, allTeams), overviewKeys.panel('players', id, allTeams));
        early(dashboardApi.getTrainerActivity(id, allTeams), overviewKeys.panel('trainers', id, allTeams));
        early(dashboardApi.getTeamActivity(id, allTeams), overviewKeys.panel('teams', id, allTeams));
        early(roundsApi.getDueSoon(id), overviewKeys.panel('dueSoon', id, allTeams));
        early(insightApi.getTrainerCalibration(id), overviewKeys.calibration(id));
      });
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
