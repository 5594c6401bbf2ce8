import type { AdminClub, AdminSeason, AdminTeam, BatchResult } from '../../contract/admin';
import { request } from '../providers/apiClient';

/** The operators' calls (spec §7 "Admin page"): no bearer token, the operator credential instead. */
const ADMIN_TOKEN_KEY = 'touchline.adminToken';

export const adminCredential = {
  get: () => sessionStorage.getItem(ADMIN_TOKEN_KEY) ?? '',
  set: (token: string) => (token ? sessionStorage.setItem(ADMIN_TOKEN_KEY, token) : sessionStorage.removeItem(ADMIN_TOKEN_KEY)),
};

const asOperator = (token: string) => ({ auth: false, headers: { 'X-Admin-Token': token } });

export const adminApi = {
  getClubs: (token: string) => request<AdminClub[]>('api', '/Admin/Clubs', asOperator(token)),
  getSeasons: (token: string, clubId: string) =>
    request<AdminSeason[]>('api', '/Admin/Seasons', { ...asOperator(token), query: { clubId } }),
  getTeams: (token: string, seasonId: string) =>
    request<AdminTeam[]>('api', '/Admin/Teams', { ...asOperator(token), query: { seasonId } }),
  uploadBatch: (token: string, target: { clubId: string; seasonId: string; teamId: string }, file: File) => {
    const form = new FormData();
    for (const [name, value] of Object.entries(target)) form.append(name, value);
    form.append('batchData', file);
    return request<BatchResult>('api', '/HomeAdmin', { ...asOperator(token), method: 'POST', form });
  },
};
