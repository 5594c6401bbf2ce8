import type { Role } from '../../contract/schemas';
import type {
  ClearPhotoResponse,
  SearchResult,
  Succeeded,
  UpdateUserRequest,
} from '../../contract/people';
import type { RegisterUserRequest, RegisterUserResponse } from '../../contract/accounts';
import { request } from '../providers/apiClient';

/**
 * The people calls that are not react-admin CRUD (spec §7), typed: custom dataProvider methods, called
 * through react-query. The lists, profiles, invitations and removals are the resources' CRUD.
 */
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
  searchByKeyword: async (key: string) =>
    (await request<SearchResult[] | undefined>('api', '/api/Manager/SearchByKeyword', { query: { key } })) ?? [],
};

export type PeopleApi = typeof peopleApi;
