import { Chip } from '@mui/material';
import { useTranslate } from 'react-admin';

/** The row-count badge next to a list's title. */
export const CountBadge = ({ count }: { count: number }) => {
  const translate = useTranslate();
  return <Chip size="small" color="primary" label={count} aria-label={`${translate('shared.rowCount')}: ${count}`} />;
};
