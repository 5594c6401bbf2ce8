import type { Season } from '../../contract/schemas';
import { request } from '../providers/apiClient';
import { pathOf } from '../providers/call';
import { endpoints } from '../providers/endpoints';
import { fetchMyClubs } from '../providers/clubs';
import { clubStructureApi } from '../providers/clubStructureApi';
import { currentSeason } from '../providers/currentSeason';
import { dashboardApi } from '../providers/dashboardApi';
import { insightApi } from '../providers/insightApi';
import { roundsApi } from '../providers/roundsApi';
import { startEarly } from '../providers/earlyCalls';

/** The overview's season list, as the `season` resource's getList asks for it (dataProvider.ts). */

/** Started for the page to take; a failure is the page's to show when it asks (it asks again). */
const early = (answer: Promise<unknown>) => void answer.catch(() => undefined);

/**
 * Issue 26, sign-in to figures: called the moment the sign-in answer arrives for a manager going to
 * the overview. The overview's calls start now, in parallel, not after the managers' app code has
 * loaded: its seasons, teams and getting-started checklist at once, and as soon as the seasons are
 * known every panel of the current season (with all teams, the overview's opening filter), the
 * season the overview preselects. The overview's own queries then take these answers (earlyCalls).
 * The panels wait for the seasons because their calls name the season; the figures are two round
 * trips from sign-in, whatever the code's size.
 */
export function startOverviewCalls(): void {
  let seasons: Promise<Season[] | undefined> | undefined;
  startEarly(() => {
    seasons = request<Season[] | undefined>('api', pathOf(endpoints.masterDataGetClubSeason));
    early(clubStructureApi.getTeams());
    early(dashboardApi.getGettingStarted());
    early(fetchMyClubs()); // the bar's club switcher
  });
  void seasons!
    .then((rows) => {
      const season = currentSeason(rows ?? []);
      if (!season) return; // no season yet: the overview shows how to add one
      const id = season.id;
      startEarly(() => {
        early(dashboardApi.getDashboardTotals(id));
        early(dashboardApi.getMainDashboard(id, []));
        early(dashboardApi.getPlayerDevelopment(id, []));
        early(dashboardApi.getTrainerActivity(id, []));
        early(dashboardApi.getTeamActivity(id, []));
        early(roundsApi.getDueSoon(id));
        early(insightApi.getTrainerCalibration(id));
      });
    })
    .catch(() => undefined); // the overview asks again and shows the failure in its own place
}
