import { useEffect } from 'react';
import { Box, CircularProgress, Typography } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useFormContext, useWatch } from 'react-hook-form';
import { BooleanInput, useTranslate } from 'react-admin';
import { format } from 'date-fns';
import type { SeasonRound } from '../../contract/rounds';
import { endpoints } from '../providers/endpoints';
import { read } from '../providers/reads';
import { calendarDay } from './seasonDates';
import { SeasonDateInput } from './SeasonInputs';

/** A round as the form holds it: its due date as a Date (the date picker's value). */
export interface RoundValue {
  round: number;
  dueDate: Date | null;
}

/** The form's rounds as the API takes them, or the translation key of what is wrong with them. */
export function roundsToSave(rounds: RoundValue[], startDate: Date | null, endDate: Date | null): { rounds: SeasonRound[] } | { problem: string } {
  const days = rounds.map((round) => (round.dueDate ? format(round.dueDate, 'yyyy-MM-dd') : ''));
  const start = startDate ? format(startDate, 'yyyy-MM-dd') : '';
  const end = endDate ? format(endDate, 'yyyy-MM-dd') : '';
  for (const [i, day] of days.entries()) {
    if (!day) return { problem: 'rounds.missingDate' };
    if ((start && day < start) || (end && day > end)) return { problem: 'rounds.outsideSeason' };
    if (i > 0 && day <= days[i - 1]!) return { problem: 'rounds.outOfOrder' };
  }
  return { rounds: rounds.map((round, i) => ({ round: round.round, dueDate: days[i]! })) };
}

/**
 * The season modal's Rounds part (issue 15), when a season is edited: each round's due date, with
 * the MUI date picker. A changed number of reports per player re-plans the rounds not yet due on
 * saving, so the dates are then not offered; the modal says so instead. The switch turns the
 * season's reminder e-mails to trainers on or off.
 */
export const RoundsPart = ({ seasonId, savedFrequency }: { seasonId: string; savedFrequency: number }) => {
  const translate = useTranslate();
  const { setValue } = useFormContext();
  const frequency = useWatch({ name: 'reportFrequency' }) as number | null;
  const rounds = useQuery(read(endpoints.masterDataGetSeasonRounds, { query: { clubSeasonId: seasonId } }));

  useEffect(() => {
    if (!rounds.data) return;
    const values: RoundValue[] = rounds.data.rounds.map((round) => ({ round: round.round, dueDate: calendarDay(round.dueDate) }));
    setValue('rounds', values, { shouldDirty: false });
    setValue('remindersEnabled', rounds.data.remindersEnabled, { shouldDirty: false });
  }, [rounds.data, setValue]);

  return (
    <Box component="fieldset" sx={{ border: 0, p: 0, m: 0, mt: 1 }}>
      <Typography component="legend" variant="subtitle1" sx={{ mb: 1 }}>
        {translate('rounds.title')}
      </Typography>
      {rounds.isPending && <CircularProgress size={24} aria-label={translate('ra.page.loading')} />}
      {rounds.data && frequency !== savedFrequency && <Typography color="text.secondary">{translate('rounds.willReplan')}</Typography>}
      {rounds.data &&
        frequency === savedFrequency &&
        rounds.data.rounds.map((round, i) => (
          <SeasonDateInput key={round.round} source={`rounds.${i}.dueDate`} label={translate('rounds.roundDue', { round: round.round })} />
        ))}
      {rounds.data && <BooleanInput source="remindersEnabled" label="rounds.remindersEnabled" helperText={false} />}
    </Box>
  );
};
