import { useQuery } from '@tanstack/react-query';
import { endpoints } from '../../providers/endpoints';
import { read } from '../../providers/reads';
import { teamsInOrder } from '../../providers/rowOrder';

/** The club's teams (GetTeams) to pick from in a form, loaded while the form is shown. */
export const useTeamChoices = (enabled = true) => useQuery({ ...read(endpoints.masterDataGetTeams), select: teamsInOrder, enabled });

/** The playing positions (GetPositions) to pick from in a form. */
export const usePositionChoices = (enabled = true) => useQuery({ ...read(endpoints.masterDataGetPositions), enabled });
