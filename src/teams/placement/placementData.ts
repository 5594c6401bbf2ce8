import { endpoints } from '../../providers/endpoints';
import { rowsOf, text, type ResourceAdapter } from '../../providers/resourceAdapter';

/** The team placement board (every player of a season, filter clubSeasonId): a row is the player, what Team/MovePlayers takes. */
export const placementData: ResourceAdapter = {
  getList: async (filter) =>
    (await rowsOf(endpoints.teamGetPlacementBoard, { clubSeasonId: text(filter.clubSeasonId) })).map((row) => ({ ...row, id: row.userId as string })),
};
