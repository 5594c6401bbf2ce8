import { useMutation } from '@tanstack/react-query';
import { useNotify, useTranslate } from 'react-admin';
import type { Team } from '../../../contract/clubStructure';
import { errorText } from '../../common/errorText';
import { call } from '../../providers/call';
import { endpoints } from '../../providers/endpoints';
import { useReadAgain, type Changed } from '../../providers/useWrite';

export interface Move {
  team: Team;
  userIds: string[];
}

/**
 * Moves players with Team/MovePlayers, one call per target team (each all-or-none on the server), then
 * refreshes what shows teams and players. One toast says how many moved, or why not. `onEachMove` hears
 * of every call that succeeded (also those before a refusal), `onMoved` of the whole having succeeded.
 * With `planSeasonId` (a season that has not started, issue 37) nobody moves: each call is
 * Team/PlanPlayers, which puts the players in that season's plan, and the toasts say "planned".
 */
export const useMovePlayers = ({ onEachMove, onMoved, planSeasonId }: {
  onEachMove?: (move: Move, applyingProposals: boolean) => void;
  onMoved?: () => void;
  planSeasonId?: string;
} = {}) => {
  const translate = useTranslate();
  const notify = useNotify();
  const readAgain = useReadAgain();
  return useMutation({
    mutationFn: async ({ moves, applyingProposals }: { moves: Move[]; applyingProposals: boolean }) => {
      let moved = 0;
      try {
        for (const move of moves) {
          if (planSeasonId) await call(endpoints.teamPlanPlayers, { body: { clubSeasonId: planSeasonId, teamId: move.team.id, userIds: move.userIds } });
          else await call(endpoints.teamMovePlayers, { body: { teamId: move.team.id, userIds: move.userIds } });
          moved += move.userIds.length;
          onEachMove?.(move, applyingProposals);
        }
      } finally {
        // Whatever moved before a refusal is shown as it now is.
        if (moved > 0) await readAgain(TEAMS_CHANGED);
      }
      return moved;
    },
    onSuccess: (moved, { moves, applyingProposals }) => {
      notify(
        planSeasonId
          ? applyingProposals
            ? translate('placement.plan.proposalsPlanned', { smart_count: moved })
            : translate('placement.plan.planned', { smart_count: moved, team: moves[0]!.team.teamName })
          : applyingProposals
            ? translate('placement.applied', { smart_count: moved })
            : translate('placement.moved', { smart_count: moved, team: moves[0]!.team.teamName }),
        { type: 'success' },
      );
      onMoved?.();
    },
    onError: (error) => notify(`${translate(planSeasonId ? 'placement.plan.planFailed' : 'placement.moveFailed')} ${errorText(error)}`.trim(), { type: 'error' }),
  });
};

/** What shows teams and players, and the seasons' plans (their sizes count the teams' players now). */
export const TEAMS_CHANGED: readonly Changed[] = [
  'placement', 'teams', 'players', 'teamPlayers',
  endpoints.masterDataGetTeams, endpoints.managerGetAvailablePlayersOrTrainers, endpoints.teamGetSeasonPlan,
];
