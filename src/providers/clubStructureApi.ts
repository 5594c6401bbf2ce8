import type {
  AvailablePerson,
  ChangeTeamRequest,
  SaveResult,
  SaveSeasonRequest,
  SaveTeamRequest,
  Succeeded,
  Team,
  TeamDetail,
  TeamOverviewRow,
  TeamPlayerRow,
  TeamTrainerRow,
  UpdateClubDetailsRequest,
  UpdateSeasonsRequest,
} from '../../contract/clubStructure';
import { request } from './apiClient';

/** The club-structure calls of spec §7 (seasons, club settings, teams, team members), typed. */
export const clubStructureApi = {
  saveSeason: (body: SaveSeasonRequest) =>
    request<SaveResult>('api', '/api/MasterData/AddOrUpdateSeason', { method: 'POST', body }),
  updateSeasons: (body: UpdateSeasonsRequest) =>
    request<SaveResult>('api', '/api/MasterData/UpdateSeasons', { method: 'POST', body }),
  updateClubDetails: (body: UpdateClubDetailsRequest) =>
    request<SaveResult>('api', '/api/user/UpdateClubDetails', { method: 'POST', body }),
  getTeams: async (clubSeasonId?: string) =>
    (await request<Team[] | undefined>('api', '/api/MasterData/GetTeams', { query: { clubSeasonId } })) ?? [],
  getTeamOverview: async (clubSeasonId?: string) =>
    (await request<TeamOverviewRow[] | undefined>('api', '/api/team/GetTeamOverviewByClubId', { query: { clubSeasonId } })) ?? [],
  saveTeam: (body: SaveTeamRequest) => request<SaveResult>('api', '/api/team/addteam', { method: 'POST', body }),
  removeTeams: (ids: string[]) =>
    request<Succeeded>('api', '/api/Team/RemoveTeams', { method: 'POST', body: ids.map((Id) => ({ Id })) }),
  getTeamDetail: (teamId: string) => request<TeamDetail>('api', '/api/Team/GetTeamDetail', { query: { teamId } }),
  /** 204 (no players) is an empty list. */
  getTeamPlayers: async (teamId: string, clubSeasonId?: string) =>
    (await request<TeamPlayerRow[] | undefined>('api', '/api/Player/GetTeamPlayerOverview', { query: { teamId, clubSeasonId } })) ?? [],
  getTeamTrainers: async (teamId: string, clubSeasonId?: string) =>
    (await request<TeamTrainerRow[] | undefined>('api', '/api/trainer/GetTrainerOverviewByClubId', { query: { teamId, clubSeasonId } })) ?? [],
  getAvailablePeople: async (key: 'player' | 'trainer', teamId?: string) =>
    (await request<AvailablePerson[] | undefined>('api', '/api/Manager/getAvailablePlayersOrTrainers', { query: { key, teamId } })) ?? [],
  addPlayersToTeam: (userIds: string[], newTeamId: string) =>
    request<Succeeded>('api', '/api/Team/AddPlayerToTeam', { method: 'POST', body: { userIds, newTeamId } }),
  /** With oldTeamId the trainers move: they leave that team in the same transaction. */
  addTrainersToTeam: (userIds: string[], newTeamId: string, oldTeamId?: string) =>
    request<Succeeded>('api', '/api/Team/AddTrainerToTeam', { method: 'POST', body: { userIds, newTeamId, ...(oldTeamId ? { oldTeamId } : {}) } }),
  changeTeam: (body: ChangeTeamRequest) => request<Succeeded>('api', '/api/Player/ChangeTeam', { method: 'POST', body }),
  /** Ids are the rows' teamPlayerId. */
  removePlayersFromTeam: (teamPlayerIds: string[]) =>
    request<Succeeded>('api', '/api/Player/RemovePlayersFromTeam', { method: 'POST', body: teamPlayerIds.map((Id) => ({ Id })) }),
  /** Ids are the rows' teamTrainerId. */
  removeTrainersFromTeam: (teamTrainerIds: string[]) =>
    request<Succeeded>('api', '/api/Trainer/RemoveTrainersFromTeam', { method: 'POST', body: teamTrainerIds.map((Id) => ({ Id })) }),
};
