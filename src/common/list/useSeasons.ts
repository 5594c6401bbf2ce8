import { useQuery } from '@tanstack/react-query';
import { endpoints } from '../../providers/endpoints';
import { read } from '../../providers/reads';
import { seasonsInOrder } from './seasonList';

export { ALL_ROWS } from './seasonList';

/**
 * The club's seasons, oldest first (GetClubSeason): every dropdown shares one cached read, read again
 * when a season is saved (the season pages' useReadAgain names the entry).
 */
export const useSeasons = (options: { enabled?: boolean } = {}) =>
  useQuery({ ...read(endpoints.masterDataGetClubSeason), select: seasonsInOrder, ...options });
