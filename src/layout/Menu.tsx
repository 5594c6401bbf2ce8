import { useEffect } from 'react';
import { Avatar, Box, Typography } from '@mui/material';
import DashboardIcon from '@mui/icons-material/Dashboard';
import ManageAccountsIcon from '@mui/icons-material/ManageAccounts';
import SportsIcon from '@mui/icons-material/Sports';
import DirectionsRunIcon from '@mui/icons-material/DirectionsRun';
import EventIcon from '@mui/icons-material/Event';
import GroupsIcon from '@mui/icons-material/Groups';
import SettingsIcon from '@mui/icons-material/Settings';
import { Menu as RaMenu, useSidebarState, useTranslate } from 'react-admin';
import { assetUrl } from '../providers/apiClient';
import { session } from '../providers/session';
import { useClubDetails } from '../common/clubDetails';

/** The club's logo and name at the top of the sidebar; a failure leaves them empty, silently (spec §8). */
const ClubHeader = () => {
  const { data: club, isError } = useClubDetails();
  useEffect(() => {
    if (club || isError) session.setClubImage(club?.logoUrl ?? null);
  }, [club, isError]);
  return (
    <Box sx={{ display: 'flex', alignItems: 'center', gap: 1.5, minWidth: 0, p: 1.5 }}>
      <Avatar src={assetUrl(club?.logoUrl)} alt={club?.clubName ?? ''} variant="rounded" sx={{ width: 40, height: 40 }}>
        {club?.clubName?.charAt(0) ?? ''}
      </Avatar>
      <Typography variant="subtitle1" component="p" noWrap title={club?.clubName} sx={{ fontWeight: 600 }}>
        {club?.clubName ?? ''}
      </Typography>
    </Box>
  );
};

/** The sidebar's entries (all Manager-only, spec §2), in order, under the club's logo and name. */
export const Menu = () => {
  const translate = useTranslate();
  const [open] = useSidebarState();
  return (
    <Box component="nav" aria-label={translate('menu.navigation')}>
      {open && <ClubHeader />}
      <RaMenu>
        <RaMenu.Item to="/" primaryText="menu.overview" leftIcon={<DashboardIcon />} />
        <RaMenu.Item to="/manager" primaryText="menu.managers" leftIcon={<ManageAccountsIcon />} />
        <RaMenu.Item to="/season" primaryText="menu.seasons" leftIcon={<EventIcon />} />
        <RaMenu.Item to="/teams" primaryText="menu.teams" leftIcon={<GroupsIcon />} />
        <RaMenu.Item to="/trainers" primaryText="menu.trainers" leftIcon={<SportsIcon />} />
        <RaMenu.Item to="/players" primaryText="menu.players" leftIcon={<DirectionsRunIcon />} />
        <RaMenu.Item to="/general-settings" primaryText="menu.settings" leftIcon={<SettingsIcon />} />
      </RaMenu>
    </Box>
  );
};
