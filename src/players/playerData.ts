import { call } from '../providers/call';
import { endpoints } from '../providers/endpoints';
import { isActive, removeByIds, rowsOf, text, type ResourceAdapter } from '../providers/resourceAdapter';
import { invitePerson, updatePerson } from '../people/personData';

/** The `players` resource on the club API: the active list carries the season's report numbers. */
export const playerData: ResourceAdapter = {
  getList: (filter) =>
    isActive(filter)
      ? rowsOf(endpoints.playerGetPlayerOverviewReportByClubId, { clubSeasonId: text(filter.clubSeasonId) })
      : rowsOf(endpoints.playerGetUserManagerOverviewByClubId, { isActive: false }),
  // A player's page asks for one season's numbers (spec §2).
  getOne: (id, meta) =>
    text(meta.clubSeasonId)
      ? call(endpoints.playerGetPlayerDetailByIdBySeason, { query: { userId: id, clubSeasonId: text(meta.clubSeasonId) } })
      : call(endpoints.playerGetPlayerDetailById, { query: { userId: id } }),
  create: (data) => invitePerson('Player', data),
  update: updatePerson,
  deleteMany: (ids, meta) => removeByIds(endpoints.playerRemovePlayers, ids, { isActive: isActive(meta) }),
};
