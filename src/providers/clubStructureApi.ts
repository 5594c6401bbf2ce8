import type {
  ChangeTeamRequest,
  MovePlayersRequest,
  PlanPlayersRequest,
  UpdateClubDetailsRequest,
  UpdateSeasonsRequest,
} from '../../contract/clubStructure';
import { endpoints } from './endpoints';
import { call } from './call';
import { naturalCompare } from './rowOrder';

/**
 * The club-structure calls of spec §7 that are not resource CRUD (a season or team is saved through the
 * dataProvider's create and update; here the bulk season save, club settings, the
 * teams dropdown, team membership changes), typed: custom dataProvider methods, called through react-query.
 */
export const clubStructureApi = {
  updateSeasons: (body: UpdateSeasonsRequest) =>
    call(endpoints.masterDataUpdateSeasons, { body }),
  updateClubDetails: (body: UpdateClubDetailsRequest) =>
    call(endpoints.userUpdateClubDetails, { body }),
  /** The club's teams in natural order (JO8-1 before JO10-1), whatever order the server answers in. */
  getTeams: async (clubSeasonId?: string) =>
    ((await call(endpoints.masterDataGetTeams, { query: { clubSeasonId } })) ?? []).sort((a, b) => naturalCompare(a.teamName, b.teamName)),
  getAvailablePeople: async (key: 'player' | 'trainer', teamId?: string) =>
    (await call(endpoints.managerGetAvailablePlayersOrTrainers, { query: { key, teamId } })) ?? [],
  addPlayersToTeam: (userIds: string[], newTeamId: string) =>
    call(endpoints.teamAddPlayerToTeam, { body: { userIds, newTeamId } }),
  /** With oldTeamId the trainers move: they leave that team in the same transaction. */
  addTrainersToTeam: (userIds: string[], newTeamId: string, oldTeamId?: string) =>
    call(endpoints.teamAddTrainerToTeam, { body: { userIds, newTeamId, ...(oldTeamId ? { oldTeamId } : {}) } }),
  /** Team/MovePlayers: every player moves to the team, or none does. */
  movePlayers: (body: MovePlayersRequest) => call(endpoints.teamMovePlayers, { body }),
  changeTeam: (body: ChangeTeamRequest) => call(endpoints.playerChangeTeam, { body }),
  /** Next season planned, not applied (issue 37): the season's plan, team sizes as planned, and whether it is being planned. */
  getSeasonPlan: (clubSeasonId: string) => call(endpoints.teamGetSeasonPlan, { query: { clubSeasonId } }),
  /** Team/PlanPlayers: every player is planned into the team for the season, or none is; nothing moves now. */
  planPlayers: (body: PlanPlayersRequest) => call(endpoints.teamPlanPlayers, { body }),
  /** Takes the players (without userIds: everyone) out of the season's plan. */
  clearSeasonPlan: (clubSeasonId: string, userIds?: string[]) =>
    call(endpoints.teamClearSeasonPlan, { body: userIds ? { clubSeasonId, userIds } : { clubSeasonId } }),
  /** The plan takes effect now, in the running season. */
  applySeasonPlan: (clubSeasonId: string) => call(endpoints.teamApplySeasonPlan, { body: { clubSeasonId } }),
};
