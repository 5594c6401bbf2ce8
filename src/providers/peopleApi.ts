import type { Role } from '../../contract/schemas';
import type {
  ClearPhotoResponse,
  SearchResult,
  Succeeded,
} from '../../contract/people';
import { request } from './apiClient';

/**
 * The people calls that are not react-admin CRUD (spec §7), typed: custom dataProvider methods, called
 * through react-query. The lists, profiles, invitations and removals are the resources' CRUD.
 */
export const peopleApi = {
  /** ReInviteUser: a new invitation e-mail (the old link stops working); the person stays invited. */
  reInviteUser: (id: string, role: Role) =>
    request<Succeeded>('auth', '/Account/ReInviteUser', { method: 'POST', body: { id, role } }),
  clearPhoto: (userId: string) =>
    request<ClearPhotoResponse>('auth', '/Account/ClearPhoto', { method: 'POST', query: { userId } }),
  searchByKeyword: async (key: string) =>
    (await request<SearchResult[] | undefined>('api', '/api/Manager/SearchByKeyword', { query: { key } })) ?? [],
};

export type PeopleApi = typeof peopleApi;
