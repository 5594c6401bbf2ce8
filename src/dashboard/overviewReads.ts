import { endpoints } from '../providers/endpoints';
import { read } from '../providers/reads';

/*
 * What the overview reads, written once (issue 40): the overview's own queries take these reads, and
 * the sign-in reads them ahead (startOverviewCalls.ts) under the same keys, so the managers' app finds
 * the answers in its cache (issue 26, sign-in to figures). Plain objects, no query library: the sign-in
 * page loads this module.
 */

/** What the overview reads whatever the season: its seasons, teams and checklist, and the bar's clubs. */
export const overviewReads = () => ({
  seasons: read(endpoints.masterDataGetClubSeason),
  teams: read(endpoints.masterDataGetTeams),
  gettingStarted: read(endpoints.dashboardGetGettingStarted),
  myClubs: read(endpoints.accountClubs),
});

/**
 * The overview's panels for a season and a team filter ([] = every team): every panel reloads when
 * either changes (spec §4), as both are in its key. The POST calls take the spec's body, the team ids
 * joined by commas.
 */
export const panelReads = (clubSeasonId: string, teamIds: readonly string[]) => {
  const query = { clubSeasonId };
  const body = teamIds.join(',');
  return {
    totals: read(endpoints.dashboardGetDashboardTotalHeader, { query }),
    main: read(endpoints.dashboardGetMainDashboard, { query: { clubSeasonId, teamIds: body } }),
    players: read(endpoints.dashboardGetPlayerDevelopment, { query, body }),
    trainers: read(endpoints.dashboardGetDashboardTrainerOverview, { query, body }),
    teams: read(endpoints.dashboardGetDashboardTeamOverview, { query, body }),
    dueSoon: read(endpoints.dashboardGetDueSoon, { query }),
    calibration: read(endpoints.dashboardGetTrainerCalibration, { query }),
  };
};
