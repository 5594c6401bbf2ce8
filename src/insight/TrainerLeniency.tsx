import { Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { useLeniencyText, useTrainerCalibration } from './CalibrationPanel';

/** The trainer detail's line on how the trainer scores compared with colleagues (issue 14); '' = the current season. */
export const TrainerLeniency = ({ userId, clubSeasonId = '' }: { userId: string; clubSeasonId?: string }) => {
  const translate = useTranslate();
  const leniencyText = useLeniencyText();
  const rows = useTrainerCalibration(clubSeasonId);
  const row = rows.data?.find((candidate) => candidate.userId === userId);
  if (!row) return null;
  return (
    <Typography variant="body2">
      {translate('insight.calibration.title')}: {leniencyText(row)}
    </Typography>
  );
};
