import type {
  AvailablePerson,
  ChangeTeamRequest,
  MovePlayersRequest,
  SaveResult,
  Succeeded,
  Team,
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
    call<SaveResult>(endpoints.masterDataUpdateSeasons, { body }),
  updateClubDetails: (body: UpdateClubDetailsRequest) =>
    call<SaveResult>(endpoints.userUpdateClubDetails, { body }),
  /** The club's teams in natural order (JO8-1 before JO10-1), whatever order the server answers in. */
  getTeams: async (clubSeasonId?: string) =>
    ((await call<Team[] | undefined>(endpoints.masterDataGetTeams, { query: { clubSeasonId } })) ?? []).sort((a, b) => naturalCompare(a.teamName, b.teamName)),
  getAvailablePeople: async (key: 'player' | 'trainer', teamId?: string) =>
    (await call<AvailablePerson[] | undefined>(endpoints.managerGetAvailablePlayersOrTrainers, { query: { key, teamId } })) ?? [],
  addPlayersToTeam: (userIds: string[], newTeamId: string) =>
    call<Succeeded>(endpoints.teamAddPlayerToTeam, { body: { userIds, newTeamId } }),
  /** With oldTeamId the trainers move: they leave that team in the same transaction. */
  addTrainersToTeam: (userIds: string[], newTeamId: string, oldTeamId?: string) =>
    call<Succeeded>(endpoints.teamAddTrainerToTeam, { body: { userIds, newTeamId, ...(oldTeamId ? { oldTeamId } : {}) } }),
  /** Team/MovePlayers: every player moves to the team, or none does. */
  movePlayers: (body: MovePlayersRequest) => call<Succeeded>(endpoints.teamMovePlayers, { body }),
  changeTeam: (body: ChangeTeamRequest) => call<Succeeded>(endpoints.playerChangeTeam, { body }),
};
