import type { ReactNode } from 'react';
import { Box, Paper } from '@mui/material';
import { LanguageButton } from './LanguageButton';
import { Footer } from '../layout/Footer';

/** Frame of the public pages: the content on a card, the locale switch, the footer. */
export const PublicPage = ({ children, width = 440 }: { children: ReactNode; width?: number }) => (
  <Box sx={{ minHeight: '100vh', display: 'flex', flexDirection: 'column', bgcolor: 'grey.100' }}>
    <Box component="header" sx={{ display: 'flex', justifyContent: 'flex-end', p: 1, color: 'primary.main' }}>
      <LanguageButton />
    </Box>
    <Box component="main" sx={{ flex: 1, display: 'flex', alignItems: 'center', justifyContent: 'center', p: 2 }}>
      <Paper sx={{ width: '100%', maxWidth: width, p: { xs: 3, sm: 4 } }}>{children}</Paper>
    </Box>
    <Footer />
  </Box>
);
