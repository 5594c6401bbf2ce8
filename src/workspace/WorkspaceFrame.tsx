import type { ReactNode } from 'react';
import { AppBar, Box, IconButton, Toolbar, Typography } from '@mui/material';
import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import { Link } from 'react-router-dom';
import { LocalesMenuButton, useTranslate } from 'react-admin';
import { SignOutButton } from './SignOutButton';
import { SwitchRoleButton } from '../common/SwitchRoleButton';

/** Width of the workspace's column: a phone's screen, centred on a desktop. */
const COLUMN_WIDTH = 640;

/**
 * The frame of the trainer's workspace: a slim bar (back, title, language, sign out) over one
 * column made for a phone. Not the managers' shell: the sidebar is for managers only.
 */
export const WorkspaceFrame = ({ title, backTo, children }: { title: string; backTo?: string; children: ReactNode }) => {
  const translate = useTranslate();
  return (
    <Box sx={{ minHeight: '100vh', bgcolor: 'grey.100' }}>
      <AppBar position="sticky" elevation={1}>
        {/*
          The back and sign-out buttons sit on the bar's edges (edge="start"/"end": a 12 px negative
          margin); the bar's own padding must be at least that, or they stick out past the screen and
          the whole page scrolls sideways on a phone (issue 28: 4 px at 8 px padding).
        */}
        <Toolbar sx={{ gap: 1, maxWidth: COLUMN_WIDTH, width: '100%', mx: 'auto', px: { xs: 1.5, sm: 2 } }}>
          {backTo && (
            <IconButton component={Link} to={backTo} color="inherit" edge="start" aria-label={translate('workspace.back')}>
              <ArrowBackIcon />
            </IconButton>
          )}
          <Typography variant="h6" component="h1" noWrap sx={{ flex: 1, minWidth: 0 }}>
            {title}
          </Typography>
          <LocalesMenuButton />
          <SwitchRoleButton />
          <SignOutButton />
        </Toolbar>
      </AppBar>
      <Box component="main" sx={{ maxWidth: COLUMN_WIDTH, mx: 'auto', p: { xs: 1.5, sm: 2 }, display: 'flex', flexDirection: 'column', gap: 2 }}>
        {children}
      </Box>
    </Box>
  );
};
