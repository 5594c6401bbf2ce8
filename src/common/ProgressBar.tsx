import { Box, LinearProgress, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { capPercent } from './scores';

export interface ProgressBarProps {
  /** Progress in percent (0–100) as the API answers it; anything above 100 shows as 100 (spec §9). */
  value: number | null | undefined;
  /** Show the percentage next to the bar (default true). */
  showLabel?: boolean;
  /** Accessible name; defaults to 'Progress'. */
  label?: string;
}

/** A progress bar capped at 100 %, with the rounded percentage beside it. */
export const ProgressBar = ({ value, showLabel = true, label }: ProgressBarProps) => {
  const translate = useTranslate();
  const percent = capPercent(value);
  return (
    <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, minWidth: { xs: 64, sm: 120 } }}>
      <LinearProgress
        variant="determinate"
        value={percent}
        aria-label={label ?? translate('shared.progress')}
        color={percent >= 100 ? 'success' : 'primary'}
        sx={{ flex: 1, height: 8, borderRadius: 4 }}
      />
      {showLabel && (
        <Typography variant="body2" component="span" sx={{ minWidth: 40, textAlign: 'right' }}>
          {`${Math.round(percent)}%`}
        </Typography>
      )}
    </Box>
  );
};
