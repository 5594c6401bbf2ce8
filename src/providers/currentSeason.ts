import type { Season } from '../../contract/schemas';

/** The season flagged current, else the latest one. (A module of its own: the sign-in page uses it too.) */
export const currentSeason = (seasons: Season[]): Season | undefined =>
  seasons.find((season) => season.isCurrent) ??
  [...seasons].sort((a, b) => b.startDate.localeCompare(a.startDate))[0];
