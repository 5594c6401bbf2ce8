import { Box, IconButton, Slider, Typography } from '@mui/material';
import ClearIcon from '@mui/icons-material/Clear';
import { useLocaleState, useTranslate } from 'react-admin';
import { SCORE_MAX, SCORE_MIN, SCORE_STEP } from '../../contract/limits';

const MARKS = Array.from({ length: SCORE_MAX - SCORE_MIN + 1 }, (_, i) => ({ value: SCORE_MIN + i, label: String(SCORE_MIN + i) }));

/** A score as people write it: '7', '7.5' (Dutch '7,5'). */
export const formatScore = (score: number, locale: string): string =>
  new Intl.NumberFormat(locale, { maximumFractionDigits: 1 }).format(score);

export interface ScoreControlProps {
  /** The skill's name: the control's accessible name. */
  skillName: string;
  /** 1 to 10 in halves; null while not scored. */
  score: number | null;
  onChange: (score: number | null) => void;
  disabled?: boolean;
}

/**
 * The score of one skill, made for a thumb at the pitch side: a slider from 1 to 10 in halves with
 * a mark per whole point, no keyboard needed (arrow keys still work). A skill not scored yet shows
 * a faded thumb and no track; touching the slider anywhere gives the score under the finger, even 1
 * (the slider reports no change there, so the release gives it). A small button removes the score.
 */
export const ScoreControl = ({ skillName, score, onChange, disabled = false }: ScoreControlProps) => {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const unscored = score === null;
  const give = (value: number | number[]) => {
    const next = Array.isArray(value) ? value[0]! : value;
    if (next !== score) onChange(next);
  };
  return (
    <Box sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
      <Typography
        component="span"
        aria-hidden
        sx={{ width: 40, flexShrink: 0, textAlign: 'center', fontWeight: 700, fontSize: 22, color: unscored ? 'text.disabled' : 'primary.main' }}
      >
        {unscored ? '–' : formatScore(score, locale)}
      </Typography>
      <Slider
        aria-label={skillName}
        getAriaValueText={(value) => (unscored ? translate('workspace.report.notScored') : formatScore(value, locale))}
        value={score ?? SCORE_MIN}
        min={SCORE_MIN}
        max={SCORE_MAX}
        step={SCORE_STEP}
        marks={MARKS}
        disabled={disabled}
        valueLabelDisplay={unscored ? 'off' : 'auto'}
        valueLabelFormat={(value) => formatScore(value, locale)}
        onChange={(_, value) => give(value)}
        onChangeCommitted={(_, value) => give(value)}
        sx={{
          mx: 1,
          '& .MuiSlider-thumb': { width: 26, height: 26, ...(unscored && { opacity: 0.35 }) },
          '& .MuiSlider-track': unscored ? { display: 'none' } : {},
          '& .MuiSlider-markLabel': { fontSize: 12 },
        }}
      />
      <IconButton
        aria-label={translate('workspace.report.clearScore', { skill: skillName })}
        onClick={() => onChange(null)}
        disabled={disabled || unscored}
        sx={{ visibility: unscored ? 'hidden' : 'visible' }}
      >
        <ClearIcon />
      </IconButton>
    </Box>
  );
};
