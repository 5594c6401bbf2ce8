import { useQuery } from '@tanstack/react-query';
import { useTouchlineData } from '../useTouchlineData';

/** The club's teams (GetTeams) to pick from in a form, loaded while the form is shown. */
export const useTeamChoices = (enabled = true) => {
  const dataProvider = useTouchlineData();
  return useQuery({ queryKey: ['choices', 'teams'], queryFn: () => dataProvider.getTeams(), enabled });
};

/** The playing positions (GetPositions) to pick from in a form. */
export const usePositionChoices = (enabled = true) => {
  const dataProvider = useTouchlineData();
  return useQuery({ queryKey: ['choices', 'positions'], queryFn: () => dataProvider.getPositions(), enabled });
};
