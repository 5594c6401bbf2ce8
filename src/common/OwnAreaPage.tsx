import type { ReactNode } from 'react';
import { AppBar, Box, Button, Toolbar, Typography } from '@mui/material';
import LogoutIcon from '@mui/icons-material/Logout';
import { LocalesMenuButton, useLogout, useTranslate } from 'react-admin';
import { config } from '../config';
import { Footer } from '../layout/Footer';
import { SwitchRoleButton } from './SwitchRoleButton';

/**
 * The frame of a person's own area on a phone (a player's /my-reports, a guardian's /family): a bar
 * with the product's name, the language and the sign-out, one column of content under its title,
 * and the footer. The managers' shell (sidebar, search) is not shown there.
 */
export const OwnAreaPage = ({ title, children }: { title: string; children: ReactNode }) => {
  const translate = useTranslate();
  const logout = useLogout();
  return (
    <Box sx={{ minHeight: '100vh', display: 'flex', flexDirection: 'column', bgcolor: 'grey.100' }}>
      <AppBar position="static">
        <Toolbar sx={{ gap: 1 }}>
          <Typography variant="h6" component="span" noWrap sx={{ flex: 1, minWidth: 0 }}>
            {config.productName}
          </Typography>
          <LocalesMenuButton />
          <SwitchRoleButton />
          {/* On the narrowest phones the sign-out is its icon only (named by aria-label): name, language and its text did not fit in 320 px. */}
          <Button
            color="inherit"
            aria-label={translate('header.logout')}
            startIcon={<LogoutIcon />}
            sx={{ flexShrink: 0, minWidth: 0, '& .MuiButton-startIcon': { mr: { xs: 0, sm: 1 } } }}
            onClick={() => void logout({}, undefined, false)}
          >
            <Box component="span" sx={{ display: { xs: 'none', sm: 'inline' } }}>
              {translate('header.logout')}
            </Box>
          </Button>
        </Toolbar>
      </AppBar>
      <Box component="main" sx={{ flex: 1, width: '100%', maxWidth: 720, mx: 'auto', p: 2, display: 'flex', flexDirection: 'column', gap: 2 }}>
        <Typography variant="h4" component="h1">
          {title}
        </Typography>
        {children}
      </Box>
      <Footer />
    </Box>
  );
};
