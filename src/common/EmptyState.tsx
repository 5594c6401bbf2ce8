import type { ReactNode } from 'react';
import { Box, Typography } from '@mui/material';

/**
 * What an empty list or panel shows (issue 28): why it is empty and what to do next, with the action
 * that does it, so a new club's pages are never a dead end.
 */
export const EmptyState = ({ text, action }: { text: string; action?: ReactNode }) => (
  <Box sx={{ display: 'flex', flexDirection: 'column', alignItems: 'flex-start', gap: 1.5, py: 1 }}>
    <Typography color="text.secondary">{text}</Typography>
    {action}
  </Box>
);
