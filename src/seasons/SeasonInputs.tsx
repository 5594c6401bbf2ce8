import { Box, IconButton, Typography } from '@mui/material';
import AddIcon from '@mui/icons-material/Add';
import RemoveIcon from '@mui/icons-material/Remove';
import { DatePicker } from '@mui/x-date-pickers/DatePicker';
import { InputHelperText, useInput, useLocale, useTranslate } from 'react-admin';
import { canIncrease } from './seasonRules';
import { longDateFormat } from '../common/dates';

/** Shows a field's error once it was touched or the form was submitted (as react-admin's inputs do). */
const useShownError = (source: string) => {
  const { field, fieldState, formState, id } = useInput({ source });
  const error = fieldState.invalid && (fieldState.isTouched || formState.isSubmitted) ? fieldState.error?.message : undefined;
  return { field, error, id };
};

/**
 * The reports-per-player spinner as a form input: minus, the value, plus. `canDecrease` carries the
 * page's rule (see seasonRules.ts); the value never goes above the server's bound.
 */
export const FrequencyInput = ({ source, canDecrease }: { source: string; canDecrease: (value: number) => boolean }) => {
  const translate = useTranslate();
  const { field, error } = useShownError(source);
  const value = typeof field.value === 'number' ? field.value : 0;
  return (
    <Box>
      <Typography variant="body2" color="text.secondary" id={`${source}-label`}>
        {translate('seasonPage.reportsPerPlayer')}
      </Typography>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
        <IconButton aria-label={translate('seasonPage.decrease')} disabled={!canDecrease(value)} onClick={() => field.onChange(value - 1)}>
          <RemoveIcon />
        </IconButton>
        <Typography
          component="output"
          aria-labelledby={`${source}-label`}
          aria-live="polite"
          sx={{ minWidth: 32, textAlign: 'center', fontSize: 20, fontWeight: 600 }}
        >
          {value}
        </Typography>
        <IconButton aria-label={translate('seasonPage.increase')} disabled={!canIncrease(value)} onClick={() => field.onChange(value + 1)}>
          <AddIcon />
        </IconButton>
      </Box>
      {error && (
        <Typography variant="caption" color="error">
          <InputHelperText error={error} />
        </Typography>
      )}
    </Box>
  );
};

/** MUI's date picker as a form input, in the long date format of the language ('August 1, 2026' / '1 augustus 2026'); the value is a Date. */
export const SeasonDateInput = ({ source, label }: { source: string; label: string }) => {
  const translate = useTranslate();
  const locale = useLocale();
  const { field, error } = useShownError(source);
  return (
    <DatePicker
      label={translate(label)}
      value={field.value ?? null}
      format={longDateFormat(locale)}
      onChange={(value) => field.onChange(value)}
      onClose={field.onBlur}
      slotProps={{
        // 'd' means no leading zero: 'August 1, 2026' as on the seasons table.
        field: { shouldRespectLeadingZeros: true },
        textField: {
          name: source,
          variant: 'filled',
          fullWidth: true,
          onBlur: field.onBlur,
          error: !!error,
          helperText: error ? <InputHelperText error={error} /> : ' ',
        },
      }}
    />
  );
};
