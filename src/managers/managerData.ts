import { call } from '../providers/call';
import { endpoints } from '../providers/endpoints';
import { isActive, removeByIds, rowsOf, text, type ResourceAdapter } from '../providers/resourceAdapter';
import { invitePerson, updatePerson } from '../people/personData';

/** The `manager` resource on the club API. */
export const managerData: ResourceAdapter = {
  // A season filter applies to the active managers (those active by the season's end).
  getList: (filter) =>
    isActive(filter) && text(filter.clubSeasonId)
      ? rowsOf(endpoints.managerGetUserManagerOverviewByFilterSeasonId, { SeasonId: text(filter.clubSeasonId) })
      : rowsOf(endpoints.managerGetUserManagerOverviewByClubId, { isactive: isActive(filter) }),
  getOne: (id) => call(endpoints.managerGetManagerByUserId, { query: { userid: id } }),
  create: (data) => invitePerson('Manager', data),
  update: updatePerson,
  deleteMany: (ids) => removeByIds(endpoints.managerRemoveManagers, ids, { role: 'Manager' }),
};
