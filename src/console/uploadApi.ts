import type { AdminClub, AdminSeason, AdminTeam, BatchResult } from '../../contract/admin';
import { request } from '../providers/apiClient';
import { operatorSession } from './operatorSession';

/**
 * The batch upload's calls (spec §7 "Admin page"), made in the operators' console: the operator's
 * token, never a club person's.
 */
const asOperator = () => ({ auth: false, headers: { Authorization: `Bearer ${operatorSession.get() ?? ''}` } });

export const adminApi = {
  getClubs: () => request<AdminClub[]>('api', '/Admin/Clubs', asOperator()),
  getSeasons: (clubId: string) => request<AdminSeason[]>('api', '/Admin/Seasons', { ...asOperator(), query: { clubId } }),
  getTeams: (seasonId: string) => request<AdminTeam[]>('api', '/Admin/Teams', { ...asOperator(), query: { seasonId } }),
  uploadBatch: (target: { clubId: string; seasonId: string; teamId: string }, file: File) => {
    const form = new FormData();
    for (const [name, value] of Object.entries(target)) form.append(name, value);
    form.append('batchData', file);
    return request<BatchResult>('api', '/HomeAdmin', { ...asOperator(), method: 'POST', form });
  },
};
