import { call } from '../providers/call';
import { endpoints } from '../providers/endpoints';
import { isActive, removeByIds, rowsOf, text, type ResourceAdapter } from '../providers/resourceAdapter';
import { invitePerson, updatePerson } from '../people/personData';

/** The `trainers` resource on the club API. */
export const trainerData: ResourceAdapter = {
  getList: (filter) =>
    rowsOf(endpoints.trainerGetTrainersOverview, { isactive: isActive(filter), clubSeasonId: text(filter.clubSeasonId) }),
  getOne: (id) => call(endpoints.trainerGetTrainerByUserId, { query: { userid: id } }),
  create: (data) => invitePerson('Trainer', data),
  update: updatePerson,
  deleteMany: (ids) => removeByIds(endpoints.trainerRemoveTrainers, ids, { role: 'Trainer' }),
};
