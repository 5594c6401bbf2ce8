import type { DataProvider, Identifier, RaRecord } from 'react-admin';
import { HttpError } from 'react-admin';
import { request, type QueryValue } from './apiClient';
import { clubApi } from './clubApi';
import { peopleApi } from '../people/peopleApi';
import { sortRows, type SortOrder } from '../common/sortRows';

/**
 * react-admin's DataProvider for the club API (spec §7), plus the typed non-CRUD calls of clubApi.
 * Resources: managers, trainers, players, teams, seasons. The API answers every row at once (no
 * paging, 204 = empty list): sorting (stable, ascending by default) and slicing happen here.
 */
export const RESOURCES = ['managers', 'trainers', 'players', 'teams', 'seasons'] as const;
export type ResourceName = (typeof RESOURCES)[number];

/** The all-zero GUID: the id of a season (or team) that does not exist yet (spec §3). */
export const EMPTY_GUID = '00000000-0000-0000-0000-000000000000';

type Row = RaRecord & Record<string, unknown>;
type Filter = Record<string, unknown>;

const PEOPLE_ROLE = { managers: 'Manager', trainers: 'Trainer', players: 'Player' } as const;

const asResource = (resource: string): ResourceName => {
  if ((RESOURCES as readonly string[]).includes(resource)) return resource as ResourceName;
  throw new Error(`Unknown resource: ${resource}`);
};

/** isActive filter: true unless the filter says otherwise (the lists open on the active toggle). */
const isActive = (filter: Filter) => filter.isActive !== false && filter.isActive !== 'false';
const seasonId = (filter: Filter) => (filter.clubSeasonId ? String(filter.clubSeasonId) : undefined);

const get = async (path: string, query?: Record<string, QueryValue>): Promise<Row[]> =>
  (await request<Row[] | undefined>('api', path, { query })) ?? [];

const listCalls: Record<ResourceName, (filter: Filter) => Promise<Row[]>> = {
  seasons: () => get('/api/MasterData/GetClubSeason'),
  teams: (filter) => get('/api/team/GetTeamOverviewByClubId', { clubSeasonId: seasonId(filter) }),
  // A season filter applies to the active managers (those active by the season's end).
  managers: (filter) =>
    isActive(filter) && seasonId(filter)
      ? get('/api/manager/GetUserManagerOverviewByFilterSeasonId', { SeasonId: seasonId(filter) })
      : get('/api/manager/GetUserManagerOverviewByClubId', { isactive: isActive(filter) }),
  trainers: (filter) =>
    get('/api/trainer/GetTrainersOverview', { isactive: isActive(filter), clubSeasonId: seasonId(filter) }),
  players: (filter) =>
    isActive(filter)
      ? get('/api/Player/GetPlayerOverviewReportByClubId', { clubSeasonId: seasonId(filter) })
      : get('/api/Player/GetUserManagerOverviewByClubId', { isActive: false }),
};

const detailCalls: Record<ResourceName, ((id: Identifier) => Promise<Row>) | undefined> = {
  managers: (id) => request('api', '/api/manager/GetManagerByUserId', { query: { userid: String(id) } }),
  trainers: (id) => request('api', '/api/trainer/GetTrainerByUserId', { query: { userid: String(id) } }),
  players: (id) => request('api', '/api/Player/GetPlayerDetailById', { query: { userId: String(id) } }),
  teams: (id) => request('api', '/api/Team/GetTeamDetail', { query: { teamId: String(id) } }),
  seasons: undefined,
};

const removeCalls: Record<ResourceName, ((meta: Filter) => { path: string; query?: Record<string, QueryValue> }) | undefined> = {
  managers: () => ({ path: '/api/Manager/RemoveManagers', query: { role: 'Manager' } }),
  trainers: () => ({ path: '/api/Trainer/RemoveTrainers', query: { role: 'Trainer' } }),
  players: (meta) => ({ path: '/api/Player/RemovePlayers', query: { isActive: isActive(meta) } }),
  teams: () => ({ path: '/api/Team/RemoveTeams' }),
  seasons: undefined,
};

interface Succeeded {
  isSucceeded?: boolean;
  errorMessage?: string | null;
  id?: string;
}

const ensureSucceeded = (answer: Succeeded | undefined, failureMessage: string) => {
  if (answer && answer.isSucceeded === false) {
    throw new HttpError(answer.errorMessage || failureMessage, 400, answer);
  }
  return answer;
};

/** A calendar day (Date or yyyy-MM-dd...) as the UTC midnight of that day (spec §7, season save). */
export const toUtcDay = (value: unknown): string | undefined => {
  if (value instanceof Date) {
    return new Date(Date.UTC(value.getFullYear(), value.getMonth(), value.getDate())).toISOString();
  }
  if (typeof value === 'string' && /^\d{4}-\d{2}-\d{2}/.test(value)) return `${value.slice(0, 10)}T00:00:00.000Z`;
  return undefined;
};

const saveSeason = async (id: Identifier, data: Filter) => {
  const answer = await request<Succeeded | undefined>('api', '/api/MasterData/AddOrUpdateSeason', {
    method: 'POST',
    body: {
      Id: String(id),
      SeasonName: data.seasonName,
      ReportFrequency: Number(data.reportFrequency),
      StartDate: toUtcDay(data.startDate),
      EndDate: toUtcDay(data.endDate),
    },
  });
  ensureSucceeded(answer, 'messagesfailed.seasonexist');
  return { ...data, id: id === EMPTY_GUID ? (answer?.id ?? id) : id } as Row;
};

const saveTeam = async (id: Identifier, data: Filter) => {
  const answer = await request<Succeeded | undefined>('api', '/api/team/addteam', {
    method: 'POST',
    body: { Id: String(id), TeamName: data.teamName, Division: data.division },
  });
  ensureSucceeded(answer, 'team.saveFailed');
  return { ...data, id: answer?.id ?? id } as Row;
};

const registerPerson = async (resource: keyof typeof PEOPLE_ROLE, data: Filter) => {
  const body: Filter = {
    email: data.email,
    role: PEOPLE_ROLE[resource],
    phoneNumber: data.phoneNumber ?? '',
    firstName: data.firstName,
    lastName: data.lastName,
    profilePicture: data.profilePicture || 'file.png',
    photo: data.photo ?? null,
    teamId: data.teamId ?? null,
  };
  if (resource === 'players') body.primaryPosition = data.primaryPosition;
  const answer = await request<Succeeded | undefined>('auth', '/Account/RegisterUser', { method: 'POST', body });
  ensureSucceeded(answer, 'manager.addFailed');
  return { ...data, id: answer?.id ?? (data.email as string) } as Row;
};

const updatePerson = async (id: Identifier, data: Filter) => {
  const answer = await request<Succeeded | undefined>('auth', '/Account/UpdateUser', {
    method: 'POST',
    body: {
      id: String(id),
      firstName: data.firstName,
      lastName: data.lastName,
      nationalityId: data.nationalityId ?? null,
      birthPlace: data.birthPlace ?? null,
      birthDate: data.birthDate ?? null,
      email: data.email,
      phoneNumber: data.phoneNumber ?? null,
      address: data.address ?? null,
      photo: data.photo ?? null,
      position: data.position ?? null,
    },
  });
  ensureSucceeded(answer, 'profile.updateFailed');
  return { ...data, id } as Row;
};

const notSupported = (what: string, resource: string) =>
  Promise.reject(new Error(`${what} is not supported for ${resource}`));

const crud: DataProvider = {
  async getList(resource, params) {
    const rows = await listCalls[asResource(resource)](params.filter ?? {});
    const sorted = sortRows(rows, params.sort?.field, (params.sort?.order as SortOrder) ?? 'ASC');
    const { page, perPage } = params.pagination ?? { page: 1, perPage: sorted.length };
    const data = perPage > 0 ? sorted.slice((page - 1) * perPage, page * perPage) : sorted;
    return { data: data as never[], total: sorted.length };
  },

  async getOne(resource, params) {
    const name = asResource(resource);
    const call = detailCalls[name];
    if (!call) {
      const found = (await listCalls[name]({})).find((row) => String(row.id) === String(params.id));
      if (!found) throw new HttpError('ra.notification.item_doesnt_exist', 404);
      return { data: found as never };
    }
    return { data: { ...(await call(params.id)), id: params.id } as never };
  },

  async getMany(resource, params) {
    const records = await Promise.all(params.ids.map((id) => crud.getOne(resource, { id })));
    return { data: records.map((record) => record.data) };
  },

  getManyReference: (resource) => notSupported('getManyReference', resource),

  async create(resource, params) {
    const name = asResource(resource);
    const data = params.data as Filter;
    if (name === 'seasons') return { data: (await saveSeason(EMPTY_GUID, data)) as never };
    if (name === 'teams') return { data: (await saveTeam(EMPTY_GUID, data)) as never };
    return { data: (await registerPerson(name, data)) as never };
  },

  async update(resource, params) {
    const name = asResource(resource);
    const data = { ...(params.previousData as Filter), ...(params.data as Filter) };
    if (name === 'seasons') return { data: (await saveSeason(params.id, data)) as never };
    if (name === 'teams') return { data: (await saveTeam(params.id, data)) as never };
    return { data: (await updatePerson(params.id, data)) as never };
  },

  updateMany: (resource) => notSupported('updateMany', resource),

  async deleteMany(resource, params) {
    const call = removeCalls[asResource(resource)];
    if (!call) return notSupported('deleteMany', resource);
    const { path, query } = call((params.meta as Filter) ?? {});
    await request('api', path, { method: 'POST', query, body: params.ids.map((id) => ({ Id: String(id) })) });
    return { data: params.ids };
  },

  async delete(resource, params) {
    await crud.deleteMany(resource, { ids: [params.id], meta: params.meta });
    return { data: (params.previousData ?? { id: params.id }) as never };
  },
};

export const dataProvider = { ...crud, ...clubApi, ...peopleApi };
export type TouchlineDataProvider = typeof dataProvider;
