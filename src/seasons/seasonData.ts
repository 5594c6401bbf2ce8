import { EMPTY_GUID } from '../../contract/ids';
import { call } from '../providers/call';
import { endpoints } from '../providers/endpoints';
import { rowsOf, type Filter, type ResourceAdapter, type Row } from '../providers/resourceAdapter';

/** A calendar day (Date or yyyy-MM-dd...) as the UTC midnight of that day (spec §7, season save). */
export const toUtcDay = (value: unknown): string | undefined => {
  if (value instanceof Date) {
    return new Date(Date.UTC(value.getFullYear(), value.getMonth(), value.getDate())).toISOString();
  }
  if (typeof value === 'string' && /^\d{4}-\d{2}-\d{2}/.test(value)) return `${value.slice(0, 10)}T00:00:00.000Z`;
  return undefined;
};

/** AddOrUpdateSeason saves a new season (the all-zero id) or changes one. */
const saveSeason = async (id: string, data: Filter): Promise<Row> => {
  const answer = await call(endpoints.masterDataAddOrUpdateSeason, {
    body: {
      Id: id,
      SeasonName: data.seasonName,
      ReportFrequency: Number(data.reportFrequency),
      StartDate: toUtcDay(data.startDate),
      EndDate: toUtcDay(data.endDate),
    },
  });
  return { ...data, id: id === EMPTY_GUID ? (answer?.id ?? id) : id } as Row;
};

/** The `season` resource on the club API: every season of the club, no removal. */
export const seasonData: ResourceAdapter = {
  getList: () => rowsOf(endpoints.masterDataGetClubSeason),
  create: (data) => saveSeason(EMPTY_GUID, data),
  update: saveSeason,
};
