import { FormControlLabel, Switch, Tooltip } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useTranslate } from 'react-admin';
import { endpoints } from '../providers/endpoints';
import { read } from '../providers/reads';
import { useCalibratedScores } from './useCalibratedScores';

/** The switch between the spec's raw averages and calibrated ones (issue 14), remembered on this device. */
export const CalibratedToggle = () => {
  const translate = useTranslate();
  const [calibrated, setCalibrated] = useCalibratedScores();
  return (
    <Tooltip describeChild title={translate('insight.calibrated.explain')}>
      <FormControlLabel
        control={<Switch checked={calibrated} onChange={(event) => setCalibrated(event.target.checked)} slotProps={{ input: { role: 'switch' } }} />}
        label={translate('insight.calibrated.label')}
      />
    </Tooltip>
  );
};

/**
 * The calibrated average of every player of the season by player id, when the manager chose
 * calibrated averages (undefined otherwise: the raw numbers stand).
 */
export function useCalibratedAverages(clubSeasonId: string | undefined): Map<string, number> | undefined {
  const [calibrated] = useCalibratedScores();
  const answer = useQuery({
    ...read(endpoints.playerGetCalibratedAverages, { query: { clubSeasonId } }),
    enabled: calibrated && !!clubSeasonId,
  });
  if (!calibrated || !answer.data) return undefined;
  return new Map(answer.data.map((row) => [row.playerId, row.calibratedAverageScore]));
}
