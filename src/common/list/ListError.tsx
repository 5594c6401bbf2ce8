import { Alert } from '@mui/material';
import { useListContext, useTranslate } from 'react-admin';
import { errorText } from '../errorText';

/** "Failed to load data." with the server's text, when the list in context failed to load. */
export const ListError = () => {
  const translate = useTranslate();
  const { error } = useListContext();
  if (!error) return null;
  return (
    <Alert severity="error">
      {translate('load.failed')} {errorText(error)}
    </Alert>
  );
};
