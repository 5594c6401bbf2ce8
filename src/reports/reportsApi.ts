import type { TrainerPersonalDetail } from '../../contract/reports';
import { request } from '../providers/apiClient';

/** The reports calls of the detail pages (spec §7 GetTrainerPersonalDetail): custom dataProvider methods. */
export const reportsApi = {
  getTrainerReports: (userId: string, filter: 'completed' | 'open', searchname: string) =>
    request<TrainerPersonalDetail>('api', '/api/trainer/GetTrainerPersonalDetail', { query: { userId, filter, searchname } }),
};
