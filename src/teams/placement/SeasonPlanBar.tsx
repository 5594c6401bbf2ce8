import { useState } from 'react';
import { Alert, Box, Button } from '@mui/material';
import { useMutation, useQuery } from '@tanstack/react-query';
import { Confirm, useLocale, useNotify, useTranslate } from 'react-admin';
import type { SeasonPlan } from '../../../contract/clubStructure';
import { calendarDay, formatShortDate } from '../../common/dates';
import { errorText } from '../../common/errorText';
import { call } from '../../providers/call';
import { endpoints } from '../../providers/endpoints';
import { read } from '../../providers/reads';
import { useReadAgain } from '../../providers/useWrite';
import { TEAMS_CHANGED } from './useMovePlayers';

/** The season's plan (Team/GetSeasonPlan): who is planned where, team sizes, and whether the season is being planned. */
export const useSeasonPlan = (seasonId: string | undefined) =>
  useQuery({ ...read(endpoints.teamGetSeasonPlan, { query: { clubSeasonId: seasonId } }), enabled: seasonId !== undefined });

/** The day the plan takes effect, as the manager's language writes it (27-11-2026, 27/11/2026). */
const useStartDay = (plan: SeasonPlan) => formatShortDate(calendarDay(plan.startDate), useLocale());

/**
 * Above the board of a season that has not started (issue 37): says that moves are planned and change
 * nothing in the running season, how many players are planned and the day the plan takes effect, and
 * offers to clear the plan or to apply it now, each behind a Confirm: applying now changes the running
 * season's teams, overview and trainers' workspaces at once, which the warning says in so many words.
 * Also shown on the board of a season that has started while its plan is still there (the scheduler
 * applies it on its next run, or never when it is switched off): then it says so, and offers the same.
 */
export const SeasonPlanBar = ({ plan }: { plan: SeasonPlan }) => {
  const translate = useTranslate();
  const notify = useNotify();
  const readAgain = useReadAgain();
  const [asking, setAsking] = useState<'apply' | 'clear' | null>(null);
  const count = plan.players.length;
  const options = { season: plan.seasonName, date: useStartDay(plan), smart_count: count };
  const change = useMutation({
    mutationFn: (what: 'apply' | 'clear') =>
      call(what === 'apply' ? endpoints.teamApplySeasonPlan : endpoints.teamClearSeasonPlan, { body: { clubSeasonId: plan.clubSeasonId } }),
    onSuccess: async (answer, what) => {
      await readAgain(TEAMS_CHANGED);
      setAsking(null);
      notify(translate(what === 'apply' ? 'placement.plan.appliedNow' : 'placement.plan.cleared', { smart_count: answer.changed }), { type: 'success' });
    },
    onError: (error) => notify(`${translate('placement.plan.changeFailed')} ${errorText(error)}`.trim(), { type: 'error' }),
  });
  return (
    <>
      <Alert
        severity="info"
        action={
          <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>
            <Button color="inherit" size="small" disabled={count === 0 || change.isPending} onClick={() => setAsking('clear')}>
              {translate('placement.plan.clear')}
            </Button>
            <Button color="warning" variant="outlined" size="small" disabled={count === 0 || change.isPending} onClick={() => setAsking('apply')}>
              {translate('placement.plan.applyNow')}
            </Button>
          </Box>
        }
      >
        {translate(plan.state === 'planning' ? 'placement.plan.notice' : 'placement.plan.due', options)}
      </Alert>
      <Confirm
        isOpen={asking === 'apply'}
        loading={change.isPending}
        title="placement.plan.applyNowTitle"
        content="placement.plan.applyNowWarning"
        confirm="placement.plan.applyNow"
        confirmColor="warning"
        translateOptions={options}
        onConfirm={() => change.mutate('apply')}
        onClose={() => setAsking(null)}
      />
      <Confirm
        isOpen={asking === 'clear'}
        loading={change.isPending}
        title="placement.plan.clearTitle"
        content="placement.plan.clearQuestion"
        confirm="placement.plan.clear"
        translateOptions={options}
        onConfirm={() => change.mutate('clear')}
        onClose={() => setAsking(null)}
      />
    </>
  );
};
