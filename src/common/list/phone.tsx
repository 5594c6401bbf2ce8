import type { ReactNode } from 'react';
import { Box, Typography, useMediaQuery, type Theme } from '@mui/material';
import { useTranslate } from 'react-admin';

/**
 * Lists on a phone (issue 12, 390px wide): they keep the name, team and progress columns and fold the
 * rest into a details line under the name, so nothing scrolls sideways.
 */

/**
 * A DataTable.Col's `sx` for a column that folds on a phone: hidden below MUI's 'sm' (600px), as
 * theme.breakpoints.down('sm') writes it. A plain object: DataTable spreads a column's sx into each
 * cell's, which a function form would not survive.
 */
export const FOLD_ON_PHONE = { '@media (max-width:599.95px)': { display: 'none' } } as const;

/** True on a phone-sized window (below 'sm'), where folded columns show in the details line. */
export const useIsPhone = () => useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'), { noSsr: true });

/**
 * The folded columns as one line under the name ('Trainers: Tom Trainer · Average score: 7.5'), only
 * on a phone: on wider windows the columns show them, and the details line is not rendered at all.
 * Empty values are left out.
 */
export const PhoneDetails = ({ children, items }: { children: ReactNode; items: [label: string, value: ReactNode][] }) => {
  const translate = useTranslate();
  const isPhone = useIsPhone();
  const shown = items.filter(([, value]) => value !== null && value !== undefined && value !== '');
  if (!isPhone || shown.length === 0) return <>{children}</>;
  return (
    <Box>
      {children}
      <Typography variant="caption" color="text.secondary" component="div" sx={{ mt: 0.5, overflowWrap: 'anywhere' }}>
        {shown.map(([label, value], index) => (
          <span key={label}>
            {index > 0 && ' · '}
            {translate(label)}: {value}
          </span>
        ))}
      </Typography>
    </Box>
  );
};
