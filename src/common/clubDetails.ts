import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useTouchlineData } from './useTouchlineData';

/** react-query's key of the club's details (name, logo, country, seasons): one cache for all readers. */
export const CLUB_DETAILS_KEY = ['clubDetails'] as const;

/** The club's details (GetClubDetails), cached; the sidebar and the settings page share them. */
export const useClubDetails = (options: { enabled?: boolean } = {}) => {
  const dataProvider = useTouchlineData();
  return useQuery({ queryKey: CLUB_DETAILS_KEY, queryFn: () => dataProvider.getClubDetails(), ...options });
};

/**
 * "The sidebar's logo and name change at once" (spec, club settings): whoever changes the club's
 * details or seasons calls this, and every reader of the details loads them again.
 */
export const useClubDetailsChanged = () => {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: CLUB_DETAILS_KEY });
};
