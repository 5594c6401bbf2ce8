import type { Role } from '../../contract/schemas';
import { endpoints } from './endpoints';
import { call } from './call';

/**
 * The people calls that are not react-admin CRUD (spec §7), typed: custom dataProvider methods, called
 * through react-query. The lists, profiles, invitations and removals are the resources' CRUD.
 */
export const peopleApi = {
  /** ReInviteUser: a new invitation e-mail (the old link stops working); the person stays invited. */
  reInviteUser: (id: string, role: Role) =>
    call(endpoints.accountReInviteUser, { body: { id, role } }),
  clearPhoto: (userId: string) =>
    call(endpoints.accountClearPhoto, { query: { userId } }),
  searchByKeyword: async (key: string) =>
    (await call(endpoints.managerSearchByKeyword, { query: { key } })) ?? [],
};

export type PeopleApi = typeof peopleApi;
