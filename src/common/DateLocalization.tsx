import type { ReactNode } from 'react';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDateFns } from '@mui/x-date-pickers/AdapterDateFns';
import { useLocaleState } from 'react-admin';
import { dateFnsLocale } from './dates';

/** Date pickers in the chosen language (MUI X pickers with date-fns). */
export const DateLocalization = ({ children }: { children: ReactNode }) => {
  const [locale] = useLocaleState();
  return (
    <LocalizationProvider dateAdapter={AdapterDateFns} adapterLocale={dateFnsLocale(locale)}>
      {children}
    </LocalizationProvider>
  );
};
