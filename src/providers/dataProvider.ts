import type { DataProvider, Identifier, RaRecord } from 'react-admin';
import { HttpError } from 'react-admin';
import type { QueryValue } from './apiClient';
import { endpoints, type Endpoint } from '../../contract/endpoints';
import { call } from './call';
import { localizedServerMessage } from './serverMessages';
import { clubApi } from './clubApi';
import { peopleApi } from './peopleApi';
import { orderRows } from './rowOrder';

/**
 * react-admin's DataProvider for the club API (spec §7). Resources carry the spec's paths as names
 * (`/manager`, `/trainers`, `/players`, `/teams`, `/season`); teamPlayers and teamTrainers are the
 * member lists of one team (filter teamId); placement is the team placement board (every player, filter clubSeasonId). Every other call of spec §7 is a custom method (clubApi,
 * peopleApi), called through react-query.
 *
 * The API answers every row at once (no paging, 204 = empty list), so sorting happens here
 * (rowOrder.ts); the lists themselves fetch once and sort what they hold (WholeListBase).
 */
export const RESOURCES = ['manager', 'trainers', 'players', 'teams', 'season', 'teamPlayers', 'teamTrainers', 'placement'] as const;
export type ResourceName = (typeof RESOURCES)[number];

/** The all-zero GUID: the id of a season (or team) that does not exist yet (spec §3). */
import { EMPTY_GUID } from '../../contract/ids';

type Row = RaRecord & Record<string, unknown>;
type Filter = Record<string, unknown>;

const PEOPLE_ROLE = { manager: 'Manager', trainers: 'Trainer', players: 'Player' } as const;
type PeopleResource = keyof typeof PEOPLE_ROLE;
const isPeople = (name: ResourceName): name is PeopleResource => name in PEOPLE_ROLE;

const asResource = (resource: string): ResourceName => {
  if ((RESOURCES as readonly string[]).includes(resource)) return resource as ResourceName;
  throw new Error(`Unknown resource: ${resource}`);
};

/** isActive filter: true unless the filter says otherwise (the lists open on the active toggle). */
const isActive = (filter: Filter) => filter.isActive !== false && filter.isActive !== 'false';
const text = (value: unknown) => (value === undefined || value === null || value === '' ? undefined : String(value));

const get = async (endpoint: Endpoint, query?: Record<string, QueryValue>): Promise<Row[]> =>
  (await call<Row[] | undefined>(endpoint, { query })) ?? [];

const listCalls: Record<ResourceName, (filter: Filter) => Promise<Row[]>> = {
  season: () => get(endpoints.masterDataGetClubSeason),
  teams: (filter) => get(endpoints.teamGetTeamOverviewByClubId, { clubSeasonId: text(filter.clubSeasonId) }),
  // A season filter applies to the active managers (those active by the season's end).
  manager: (filter) =>
    isActive(filter) && text(filter.clubSeasonId)
      ? get(endpoints.managerGetUserManagerOverviewByFilterSeasonId, { SeasonId: text(filter.clubSeasonId) })
      : get(endpoints.managerGetUserManagerOverviewByClubId, { isactive: isActive(filter) }),
  trainers: (filter) =>
    get(endpoints.trainerGetTrainersOverview, { isactive: isActive(filter), clubSeasonId: text(filter.clubSeasonId) }),
  players: (filter) =>
    isActive(filter)
      ? get(endpoints.playerGetPlayerOverviewReportByClubId, { clubSeasonId: text(filter.clubSeasonId) })
      : get(endpoints.playerGetUserManagerOverviewByClubId, { isActive: false }),
  // A member row's id is its membership (what the removal takes); userId is the person.
  teamPlayers: async (filter) =>
    (await get(endpoints.playerGetTeamPlayerOverview, { teamId: text(filter.teamId), clubSeasonId: text(filter.clubSeasonId) })).map(
      (row) => ({ ...row, id: row.teamPlayerId as string }),
    ),
  // The placement board's row is the player (what Team/MovePlayers takes).
  placement: async (filter) =>
    (await get(endpoints.teamGetPlacementBoard, { clubSeasonId: text(filter.clubSeasonId) })).map((row) => ({ ...row, id: row.userId as string })),
  teamTrainers: async (filter) =>
    (await get(endpoints.trainerGetTrainerOverviewByClubId, { teamId: text(filter.teamId), clubSeasonId: text(filter.clubSeasonId) })).map(
      (row) => ({ ...row, id: row.teamTrainerId as string }),
    ),
};

/** One record; `meta.clubSeasonId` asks for that season's numbers (a player's page, spec §2). */
const detailCalls: Partial<Record<ResourceName, (id: string, meta: Filter) => Promise<Row>>> = {
  manager: (id) => call(endpoints.managerGetManagerByUserId, { query: { userid: id } }),
  trainers: (id) => call(endpoints.trainerGetTrainerByUserId, { query: { userid: id } }),
  players: (id, meta) =>
    text(meta.clubSeasonId)
      ? call(endpoints.playerGetPlayerDetailByIdBySeason, { query: { userId: id, clubSeasonId: text(meta.clubSeasonId) } })
      : call(endpoints.playerGetPlayerDetailById, { query: { userId: id } }),
  teams: (id) => call(endpoints.teamGetTeamDetail, { query: { teamId: id } }),
};

/** Removal calls (a list of {Id}); team members are removed by their teamPlayerId / teamTrainerId. */
const removeCalls: Partial<Record<ResourceName, (meta: Filter) => { endpoint: Endpoint; query?: Record<string, QueryValue> }>> = {
  manager: () => ({ endpoint: endpoints.managerRemoveManagers, query: { role: 'Manager' } }),
  trainers: () => ({ endpoint: endpoints.trainerRemoveTrainers, query: { role: 'Trainer' } }),
  players: (meta) => ({ endpoint: endpoints.playerRemovePlayers, query: { isActive: isActive(meta) } }),
  teams: () => ({ endpoint: endpoints.teamRemoveTeams }),
  teamPlayers: () => ({ endpoint: endpoints.playerRemovePlayersFromTeam }),
  teamTrainers: () => ({ endpoint: endpoints.trainerRemoveTrainersFromTeam }),
};

export interface Succeeded {
  isSucceeded?: boolean;
  errorMessage?: string | null;
  id?: string | null;
}

/** A refused save (isSucceeded false) as an HttpError carrying the server's errorMessage, if any, in the person's language. */
const ensureSucceeded = (answer: Succeeded | undefined, failureMessage: string) => {
  if (answer && answer.isSucceeded === false) {
    const errorMessage = answer.errorMessage ? localizedServerMessage(answer.errorMessage) : answer.errorMessage;
    throw new HttpError(errorMessage || failureMessage, 400, { ...answer, errorMessage });
  }
  return answer;
};

/**
 * The server's answer when it refused a save (isSucceeded false: a name taken, an address in use),
 * as opposed to a failed call; undefined for any other error. Screens word the two differently.
 */
export const refusedSave = (error: unknown): Succeeded | undefined =>
  error instanceof HttpError && (error.body as Succeeded | undefined)?.isSucceeded === false ? (error.body as Succeeded) : undefined;

/** A calendar day (Date or yyyy-MM-dd...) as the UTC midnight of that day (spec §7, season save). */
export const toUtcDay = (value: unknown): string | undefined => {
  if (value instanceof Date) {
    return new Date(Date.UTC(value.getFullYear(), value.getMonth(), value.getDate())).toISOString();
  }
  if (typeof value === 'string' && /^\d{4}-\d{2}-\d{2}/.test(value)) return `${value.slice(0, 10)}T00:00:00.000Z`;
  return undefined;
};

const saveSeason = async (id: Identifier, data: Filter) => {
  const answer = await call<Succeeded | undefined>(endpoints.masterDataAddOrUpdateSeason, {
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
  const answer = await call<Succeeded | undefined>(endpoints.teamAddteam, {
    body: { Id: String(id), TeamName: data.teamName, Division: data.division ?? '', ...(data.logoUrl !== undefined ? { LogoUrl: data.logoUrl } : {}) },
  });
  ensureSucceeded(answer, 'team.saveFailed');
  return { ...data, id: answer?.id ?? id } as Row;
};

/**
 * An invitation (RegisterUser on the Auth service); the person appears in the invited list. The
 * record answered carries whether the e-mail went out (`emailSent`, and the mail server's reason in
 * `invitationWarning` when it did not): the invitation stands either way.
 */
const registerPerson = async (resource: PeopleResource, data: Filter) => {
  const body: Filter = {
    email: data.email,
    role: PEOPLE_ROLE[resource],
    phoneNumber: data.phoneNumber ?? '',
    firstName: data.firstName,
    lastName: data.lastName,
    profilePicture: data.profilePicture || 'file.png',
    photo: data.photo ?? null,
    ...(data.photoDate ? { photoDate: data.photoDate } : {}),
    teamId: data.teamId ?? null,
  };
  if (resource === 'players') body.primaryPosition = data.primaryPosition ?? null;
  const answer = await call<(Succeeded & { emailSent?: boolean }) | undefined>(endpoints.accountRegisterUser, { body });
  ensureSucceeded(answer, 'manager.addFailed');
  return {
    ...data,
    id: answer?.id ?? (data.email as string),
    emailSent: answer?.emailSent !== false,
    invitationWarning: answer?.emailSent === false ? (answer.errorMessage ?? null) : null,
  } as Row;
};

const updatePerson = async (id: Identifier, data: Filter) => {
  const answer = await call<Succeeded | undefined>(endpoints.accountUpdateUser, {
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
      // Only players have a position: the others send none.
      ...(data.position !== undefined ? { position: data.position } : {}),
    },
  });
  ensureSucceeded(answer, 'profile.updateFailed');
  return { ...data, id } as Row;
};

const notSupported = (what: string, resource: string) =>
  Promise.reject(new Error(`${what} is not supported for ${resource}`));

const crud: DataProvider = {
  async getList(resource, params) {
    const rows = orderRows(await listCalls[asResource(resource)](params.filter ?? {}), params.sort);
    const { page, perPage } = params.pagination ?? { page: 1, perPage: rows.length };
    const data = perPage > 0 ? rows.slice((page - 1) * perPage, page * perPage) : rows;
    return { data: data as never[], total: rows.length };
  },

  async getOne(resource, params) {
    const name = asResource(resource);
    const call = detailCalls[name];
    if (!call) {
      const found = (await listCalls[name]((params.meta as Filter) ?? {})).find((row) => String(row.id) === String(params.id));
      if (!found) throw new HttpError('ra.notification.item_doesnt_exist', 404);
      return { data: found as never };
    }
    return { data: { ...(await call(String(params.id), (params.meta as Filter) ?? {})), id: params.id } as never };
  },

  async getMany(resource, params) {
    const records = await Promise.all(params.ids.map((id) => crud.getOne(resource, { id, meta: params.meta })));
    return { data: records.map((record) => record.data) };
  },

  /** teamPlayers/teamTrainers by teamId; the other lists take their target as a filter. */
  async getManyReference(resource, params) {
    return crud.getList(resource, { ...params, filter: { ...params.filter, [params.target]: params.id } });
  },

  async create(resource, params) {
    const name = asResource(resource);
    const data = params.data as Filter;
    if (name === 'season') return { data: (await saveSeason(EMPTY_GUID, data)) as never };
    if (name === 'teams') return { data: (await saveTeam(EMPTY_GUID, data)) as never };
    if (isPeople(name)) return { data: (await registerPerson(name, data)) as never };
    return notSupported('create', resource);
  },

  async update(resource, params) {
    const name = asResource(resource);
    const data = { ...(params.previousData as Filter), ...(params.data as Filter) };
    if (name === 'season') return { data: (await saveSeason(params.id, data)) as never };
    if (name === 'teams') return { data: (await saveTeam(params.id, data)) as never };
    if (isPeople(name)) return { data: (await updatePerson(params.id, data)) as never };
    return notSupported('update', resource);
  },

  updateMany: (resource) => notSupported('updateMany', resource),

  async deleteMany(resource, params) {
    const removal = removeCalls[asResource(resource)];
    if (!removal) return notSupported('deleteMany', resource);
    const { endpoint, query } = removal((params.meta as Filter) ?? {});
    const answer = await call<Succeeded | undefined>(endpoint, {
      query,
      body: params.ids.map((id) => ({ Id: String(id) })),
    });
    ensureSucceeded(answer, '');
    return { data: params.ids };
  },

  async delete(resource, params) {
    await crud.deleteMany(resource, { ids: [params.id], meta: params.meta });
    return { data: (params.previousData ?? { id: params.id }) as never };
  },
};

export const dataProvider = { ...crud, ...clubApi, ...peopleApi };
export type TouchlineDataProvider = typeof dataProvider;
