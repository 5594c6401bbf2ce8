import type {
  AvailablePerson,
  ChangeTeamRequest,
  SaveResult,
  SaveSeasonRequest,
  SaveTeamRequest,
  Succeeded,
  Team,
  UpdateClubDetailsRequest,
  UpdateSeasonsRequest,
} from '../../contract/clubStructure';
import { request } from './apiClient';

/**
 * The club-structure calls of spec §7 that are not resource CRUD (bulk season save, club settings, the
 * teams dropdown, team membership changes), typed: custom dataProvider methods, called through react-query.
 */
export const clubStructureApi = {
  saveSeason: (body: SaveSeasonRequest) =>
    request<SaveResult>('api', '/api/MasterData/AddOrUpdateSeason', { method: 'POST', body }),
  updateSeasons: (body: UpdateSeasonsRequest) =>
    request<SaveResult>('api', '/api/MasterData/UpdateSeasons', { method: 'POST', body }),
  updateClubDetails: (body: UpdateClubDetailsRequest) =>
    request<SaveResult>('api', '/api/user/UpdateClubDetails', { method: 'POST', body }),
  getTeams: async (clubSeasonId?: string) =>
    (await request<Team[] | undefined>('api', '/api/MasterData/GetTeams', { query: { clubSeasonId } })) ?? [],
  saveTeam: (body: SaveTeamRequest) => request<SaveResult>('api', '/api/team/addteam', { method: 'POST', body }),
  getAvailablePeople: async (key: 'player' | 'trainer', teamId?: string) =>
    (await request<AvailablePerson[] | undefined>('api', '/api/Manager/getAvailablePlayersOrTrainers', { query: { key, teamId } })) ?? [],
  addPlayersToTeam: (userIds: string[], newTeamId: string) =>
    request<Succeeded>('api', '/api/Team/AddPlayerToTeam', { method: 'POST', body: { userIds, newTeamId } }),
  /** With oldTeamId the trainers move: they leave that team in the same transaction. */
  addTrainersToTeam: (userIds: string[], newTeamId: string, oldTeamId?: string) =>
    request<Succeeded>('api', '/api/Team/AddTrainerToTeam', { method: 'POST', body: { userIds, newTeamId, ...(oldTeamId ? { oldTeamId } : {}) } }),
  changeTeam: (body: ChangeTeamRequest) => request<Succeeded>('api', '/api/Player/ChangeTeam', { method: 'POST', body }),
};
