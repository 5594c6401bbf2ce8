import type { ReactNode } from 'react';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDateFns } from '@mui/x-date-pickers/AdapterDateFns';
import { enUS, nl } from 'date-fns/locale';
import { useLocaleState } from 'react-admin';

/** date-fns locale of the app's language (month names in Dutch for 'nl'). */
export const dateFnsLocale = (locale: string) => (locale === 'nl' ? nl : enUS);

/** Date pickers in the chosen language (MUI X pickers with date-fns). */
export const DateLocalization = ({ children }: { children: ReactNode }) => {
  const [locale] = useLocaleState();
  return (
    <LocalizationProvider dateAdapter={AdapterDateFns} adapterLocale={dateFnsLocale(locale)}>
      {children}
    </LocalizationProvider>
  );
};
