import { DateField as RaDateField, useLocale, type DateFieldProps } from 'react-admin';

/** The console's languages as the locales their dates are written in: 27/11/2026 (en), 27-11-2026 (nl). */
const DATE_LOCALES: Record<string, string> = { en: 'en-GB', nl: 'nl-NL' };

/**
 * react-admin's DateField in the operator's chosen language (issue 37): without `locales` it writes
 * dates in the browser's locale, whatever the console's language.
 */
export const DateField = (props: DateFieldProps) => {
  const locale = useLocale();
  return <RaDateField locales={DATE_LOCALES[locale] ?? locale} {...props} />;
};
