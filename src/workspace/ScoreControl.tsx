import { Box, IconButton, Slider, Typography } from '@mui/material';
import ClearIcon from '@mui/icons-material/Clear';
import { useLocaleState, useTranslate } from 'react-admin';
import { SCORE_MAX, SCORE_MIN, SCORE_STEP } from '../../contract/limits';

/** Keys with which the slider lowers its value: at its lowest already, they would do nothing. */
const LOWERING_KEYS = new Set(['ArrowLeft', 'ArrowDown', 'Home', 'PageDown']);

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
 * no thumb and no track and says "Not scored" (aloud too, as the slider's value text): a thumb at the
 * left end read as a score of 1 (issue 28). Touching the slider anywhere gives the score under the
 * finger, even 1 (the slider reports no change there, so the release gives it); from the keyboard,
 * a key that lowers the value gives 1 (the slider itself stays at its lowest, 1). A small button
 * removes the score.
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
      {/* The score in figures, or in words while there is none (the slider's value text says the same aloud). */}
      <Typography
        component="span"
        aria-hidden
        sx={{
          width: 44,
          flexShrink: 0,
          textAlign: 'center',
          fontWeight: 700,
          ...(unscored ? { fontSize: 11, lineHeight: 1.1, color: 'text.secondary' } : { fontSize: 22, color: 'primary.main' }),
        }}
      >
        {unscored ? translate('workspace.report.notScored') : formatScore(score, locale)}
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
        onKeyDown={(event) => {
          if (unscored && LOWERING_KEYS.has(event.key)) give(SCORE_MIN);
        }}
        sx={{
          mx: 1,
          // Unscored: no thumb and no track; the thumb's input stays visible to the keyboard, and the rail shows its focus.
          '& .MuiSlider-thumb': { width: 26, height: 26, ...(unscored && { visibility: 'hidden' }) },
          '& .MuiSlider-markLabel': { fontSize: 12 },
          ...(unscored && {
            '& .MuiSlider-thumb input': { visibility: 'visible' },
            '& .MuiSlider-track': { display: 'none' },
            '&:has(input:focus-visible)': { outline: '2px solid', outlineColor: 'primary.main', outlineOffset: 6, borderRadius: 1 },
          }),
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
