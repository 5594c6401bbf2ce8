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
import { request } from './apiClient';

/**
 * The club-structure calls of spec §7 that are not resource CRUD (a season or team is saved through the
 * dataProvider's create and update; here the bulk season save, club settings, the
 * teams dropdown, team membership changes), typed: custom dataProvider methods, called through react-query.
 */
export const clubStructureApi = {
  updateSeasons: (body: UpdateSeasonsRequest) =>
    request<SaveResult>('api', '/api/MasterData/UpdateSeasons', { method: 'POST', body }),
  updateClubDetails: (body: UpdateClubDetailsRequest) =>
    request<SaveResult>('api', '/api/user/UpdateClubDetails', { method: 'POST', body }),
  getTeams: async (clubSeasonId?: string) =>
    (await request<Team[] | undefined>('api', '/api/MasterData/GetTeams', { query: { clubSeasonId } })) ?? [],
  getAvailablePeople: async (key: 'player' | 'trainer', teamId?: string) =>
    (await request<AvailablePerson[] | undefined>('api', '/api/Manager/getAvailablePlayersOrTrainers', { query: { key, teamId } })) ?? [],
  addPlayersToTeam: (userIds: string[], newTeamId: string) =>
    request<Succeeded>('api', '/api/Team/AddPlayerToTeam', { method: 'POST', body: { userIds, newTeamId } }),
  /** With oldTeamId the trainers move: they leave that team in the same transaction. */
  addTrainersToTeam: (userIds: string[], newTeamId: string, oldTeamId?: string) =>
    request<Succeeded>('api', '/api/Team/AddTrainerToTeam', { method: 'POST', body: { userIds, newTeamId, ...(oldTeamId ? { oldTeamId } : {}) } }),
  /** Team/MovePlayers: every player moves to the team, or none does. */
  movePlayers: (body: MovePlayersRequest) => request<Succeeded>('api', '/api/Team/MovePlayers', { method: 'POST', body }),
  changeTeam: (body: ChangeTeamRequest) => request<Succeeded>('api', '/api/Player/ChangeTeam', { method: 'POST', body }),
};
