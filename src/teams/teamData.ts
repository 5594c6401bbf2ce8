import { EMPTY_GUID } from '../../contract/ids';
import { call } from '../providers/call';
import { endpoints } from '../providers/endpoints';
import { removeByIds, rowsOf, text, type Filter, type ResourceAdapter, type Row } from '../providers/resourceAdapter';

/** AddTeam saves a new team (the all-zero id) or changes one; the logo is sent only when the form has one. */
const saveTeam = async (id: string, data: Filter): Promise<Row> => {
  const answer = await call(endpoints.teamAddteam, {
    body: { Id: id, TeamName: data.teamName, Division: data.division ?? '', ...(data.logoUrl !== undefined ? { LogoUrl: data.logoUrl } : {}) },
  });
  return { ...data, id: answer?.id ?? id } as Row;
};

/** The `teams` resource on the club API. */
export const teamData: ResourceAdapter = {
  getList: (filter) => rowsOf(endpoints.teamGetTeamOverviewByClubId, { clubSeasonId: text(filter.clubSeasonId) }),
  getOne: (id) => call(endpoints.teamGetTeamDetail, { query: { teamId: id } }),
  create: (data) => saveTeam(EMPTY_GUID, data),
  update: saveTeam,
  deleteMany: (ids) => removeByIds(endpoints.teamRemoveTeams, ids),
};

/** One team's players (filter teamId): a row's id is its membership (what the removal takes); userId is the person. */
export const teamPlayerData: ResourceAdapter = {
  getList: async (filter) =>
    (await rowsOf(endpoints.playerGetTeamPlayerOverview, { teamId: text(filter.teamId), clubSeasonId: text(filter.clubSeasonId) })).map(
      (row) => ({ ...row, id: row.teamPlayerId as string }),
    ),
  deleteMany: (ids) => removeByIds(endpoints.playerRemovePlayersFromTeam, ids),
};

/** One team's trainers (filter teamId), by membership like its players. */
export const teamTrainerData: ResourceAdapter = {
  getList: async (filter) =>
    (await rowsOf(endpoints.trainerGetTrainerOverviewByClubId, { teamId: text(filter.teamId), clubSeasonId: text(filter.clubSeasonId) })).map(
      (row) => ({ ...row, id: row.teamTrainerId as string }),
    ),
  deleteMany: (ids) => removeByIds(endpoints.trainerRemoveTrainersFromTeam, ids),
};
