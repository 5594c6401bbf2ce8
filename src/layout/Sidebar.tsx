import { useEffect } from 'react';
import { Avatar, Box, Drawer, IconButton, List, ListItemButton, ListItemIcon, ListItemText, Typography } from '@mui/material';
import ChevronLeftIcon from '@mui/icons-material/ChevronLeft';
import { NavLink } from 'react-router-dom';
import { useTranslate } from 'react-admin';
import { menuItems } from './menuItems';
import { useTouchlineData } from '../common/useTouchlineData';
import { useLoad } from '../common/useLoad';
import { assetUrl } from '../providers/apiClient';
import { session } from '../providers/session';
import { useClubDetailsVersion } from '../common/clubDetailsEvents';

export const SIDEBAR_WIDTH = 220;

interface SidebarProps {
  open: boolean;
  /** wide screens: the drawer sits beside the content; small screens: it floats over it */
  docked: boolean;
  onClose: () => void;
}

const ClubHeader = () => {
  const dataProvider = useTouchlineData();
  // A failure leaves the club details empty, silently (spec §8).
  // Reloads when the settings page saves new club details (logo and name change at once).
  const clubVersion = useClubDetailsVersion();
  const { data: club } = useLoad(() => dataProvider.getClubDetails().catch(() => null), [dataProvider, clubVersion]);
  useEffect(() => {
    if (club !== undefined) session.setClubImage(club?.logoUrl ?? null);
  }, [club]);
  return (
    <Box sx={{ display: 'flex', alignItems: 'center', gap: 1.5, minWidth: 0 }}>
      <Avatar src={assetUrl(club?.logoUrl)} alt={club?.clubName ?? ''} variant="rounded" sx={{ width: 40, height: 40 }}>
        {club?.clubName?.charAt(0) ?? ''}
      </Avatar>
      <Typography variant="subtitle1" component="p" noWrap title={club?.clubName} sx={{ fontWeight: 600 }}>
        {club?.clubName ?? ''}
      </Typography>
    </Box>
  );
};

export const Sidebar = ({ open, docked, onClose }: SidebarProps) => {
  const translate = useTranslate();
  return (
    <Drawer
      variant={docked ? 'persistent' : 'temporary'}
      open={open}
      onClose={onClose}
      sx={{
        width: docked && open ? SIDEBAR_WIDTH : 0,
        flexShrink: 0,
        '& .MuiDrawer-paper': { width: SIDEBAR_WIDTH, boxSizing: 'border-box' },
      }}
    >
      <Box sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', p: 1.5, pr: 0.5 }}>
        <ClubHeader />
        <IconButton aria-label={translate('menu.close')} onClick={onClose} size="small">
          <ChevronLeftIcon />
        </IconButton>
      </Box>
      <nav aria-label={translate('menu.navigation')}>
        <List>
          {menuItems.map((item) => (
            <ListItemButton
              key={item.to}
              component={NavLink}
              to={item.to}
              end={item.to === '/'}
              onClick={docked ? undefined : onClose}
              sx={{ '&.active': { bgcolor: 'action.selected', fontWeight: 600 } }}
            >
              <ListItemIcon sx={{ minWidth: 36 }}>{item.icon}</ListItemIcon>
              <ListItemText primary={translate(item.label)} />
            </ListItemButton>
          ))}
        </List>
      </nav>
    </Drawer>
  );
};
