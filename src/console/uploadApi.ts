import { operatorSession } from './operatorSession';
import { endpoints } from '../providers/endpoints';
import { call } from '../providers/call';

/**
 * The batch upload's calls (spec §7 "Admin page"), made in the operators' console: the operator's
 * token, never a club person's.
 */
const asOperator = () => ({ auth: false, headers: { Authorization: `Bearer ${operatorSession.get() ?? ''}` } });

export const adminApi = {
  getClubs: () => call(endpoints.adminClubs, asOperator()),
  getSeasons: (clubId: string) => call(endpoints.adminSeasons, { ...asOperator(), query: { clubId } }),
  getTeams: (seasonId: string) => call(endpoints.adminTeams, { ...asOperator(), query: { seasonId } }),
  uploadBatch: (target: { clubId: string; seasonId: string; teamId: string }, file: File) => {
    const form = new FormData();
    for (const [name, value] of Object.entries(target)) form.append(name, value);
    form.append('batchData', file);
    return call(endpoints.homeAdmin, { ...asOperator(), form });
  },
};
