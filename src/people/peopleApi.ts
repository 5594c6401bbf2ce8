import type { Role } from '../../contract/schemas';
import type {
  ClearPhotoResponse,
  ManagerProfile,
  PlayerProfile,
  SearchResult,
  Succeeded,
  TrainerProfile,
  UpdateUserRequest,
} from '../../contract/people';
import type { Team } from '../../contract/clubStructure';
import type { RegisterUserRequest, RegisterUserResponse } from '../../contract/accounts';
import { request } from '../providers/apiClient';

/** The people calls that are not react-admin CRUD (spec §7), typed. Part of the dataProvider. */
export const peopleApi = {
  /** RegisterUser: invites a person by e-mail (answer isSucceeded, errorMessage, id, emailSent). */
  registerUser: (body: RegisterUserRequest) =>
    request<RegisterUserResponse>('auth', '/Account/RegisterUser', { method: 'POST', body }),
  /** ReInviteUser: a new invitation e-mail (the old link stops working); the person stays invited. */
  reInviteUser: (id: string, role: Role) =>
    request<Succeeded>('auth', '/Account/ReInviteUser', { method: 'POST', body: { id, role } }),
  updateUser: (body: UpdateUserRequest) => request<Succeeded>('auth', '/Account/UpdateUser', { method: 'POST', body }),
  clearPhoto: (userId: string) =>
    request<ClearPhotoResponse>('auth', '/Account/ClearPhoto', { method: 'POST', query: { userId } }),
  getManagerProfile: (userid: string) => request<ManagerProfile>('api', '/api/manager/GetManagerByUserId', { query: { userid } }),
  getTrainerProfile: (userid: string) => request<TrainerProfile>('api', '/api/trainer/GetTrainerByUserId', { query: { userid } }),
  /** With a season: that season's numbers; without: the current season's. */
  getPlayerProfile: (userId: string, clubSeasonId?: string) =>
    clubSeasonId
      ? request<PlayerProfile>('api', '/api/Player/GetPlayerDetailByIdBySeason', { query: { userId, clubSeasonId } })
      : request<PlayerProfile>('api', '/api/Player/GetPlayerDetailById', { query: { userId } }),
  getTeams: async () => (await request<Team[] | undefined>('api', '/api/MasterData/GetTeams')) ?? [],
  changeTeam: (body: { userId: string; newTeamId: string; type: 'Player' | 'Trainer'; oldTeamId?: string }) =>
    request<{ isSucceeded: boolean }>('api', '/api/Player/ChangeTeam', { method: 'POST', body }),
  searchByKeyword: async (key: string) =>
    (await request<SearchResult[] | undefined>('api', '/api/Manager/SearchByKeyword', { query: { key } })) ?? [],
};

export type PeopleApi = typeof peopleApi;
