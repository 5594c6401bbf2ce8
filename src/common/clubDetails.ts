import { useQuery } from '@tanstack/react-query';
import { endpoints } from '../providers/endpoints';
import { read } from '../providers/reads';
import { useReadAgain } from '../providers/useWrite';

/** The club's details (GetClubDetails), cached; the sidebar and the settings page share them. */
export const useClubDetails = (options: { enabled?: boolean } = {}) => useQuery({ ...read(endpoints.userGetClubDetails), ...options });

/**
 * "The sidebar's logo and name change at once" (spec, club settings): whoever changes the club's
 * details or seasons calls this, and every reader of the details loads them again.
 */
export const useClubDetailsChanged = () => {
  const readAgain = useReadAgain();
  return () => readAgain([endpoints.userGetClubDetails]);
};
