import { forwardRef } from 'react';
import { Box, ListItemIcon, MenuItem, Typography } from '@mui/material';
import EditIcon from '@mui/icons-material/Edit';
import SwapHorizIcon from '@mui/icons-material/SwapHoriz';
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router-dom';
import { Logout, UserMenu, useGetIdentity, useTranslate, useUserMenu } from 'react-admin';
import { session } from '../providers/session';
import { endpoints } from '../providers/endpoints';
import { read } from '../providers/reads';
import { CLUB_CHOOSER_PATH } from '../paths';

/** The user menu's link to the signed-in manager's own detail page. */
const EditProfileItem = forwardRef<HTMLAnchorElement>((props, ref) => {
  const translate = useTranslate();
  const userMenu = useUserMenu();
  const { identity } = useGetIdentity();
  const userId = identity?.id ?? session.getUserId() ?? '';
  return (
    <MenuItem
      {...props}
      ref={ref}
      component={Link}
      to={`/manager/detail-manager?userId=${encodeURIComponent(String(userId))}`}
      onClick={() => userMenu?.onClose()}
    >
      <ListItemIcon>
        <EditIcon fontSize="small" />
      </ListItemIcon>
      {translate('header.editProfile')}
    </MenuItem>
  );
});

/** The user menu's way to another club, for a person in several (issue 28), or another role (issue 37): the chooser. */
const SwitchClubItem = forwardRef<HTMLAnchorElement>((props, ref) => {
  const translate = useTranslate();
  const userMenu = useUserMenu();
  const clubs = useQuery({ ...read(endpoints.accountClubs), staleTime: Infinity });
  const list = clubs.data?.clubs ?? [];
  if (list.length < 2) return null;
  // Two roles in one club (a manager who is a guardian too, issue 37): the chooser switches roles as well.
  const twoRoles = new Set(list.map((club) => club.clubId)).size < list.length;
  return (
    <MenuItem {...props} ref={ref} component={Link} to={CLUB_CHOOSER_PATH} onClick={() => userMenu?.onClose()}>
      <ListItemIcon>
        <SwapHorizIcon fontSize="small" />
      </ListItemIcon>
      {translate(twoRoles ? 'account.clubChooser.switchRole' : 'account.clubChooser.switch')}
    </MenuItem>
  );
});

/** The signed-in manager (spec §2): picture and name (react-admin's user menu), the fixed label 'Manager'. */
export const ProfileBox = () => {
  const translate = useTranslate();
  const { identity } = useGetIdentity();
  // The button shows the name: its accessible name starts with it (WCAG 2.5.3, label in name).
  const label = identity?.fullName ? translate('header.profile', { name: identity.fullName }) : undefined;
  return (
    <Box sx={{ display: 'flex', alignItems: 'center' }}>
      <UserMenu label={label}>
        <EditProfileItem />
        <SwitchClubItem />
        <Logout />
      </UserMenu>
      <Typography variant="caption" sx={{ display: { xs: 'none', sm: 'block' }, opacity: 0.8, pr: 1 }}>
        {translate('header.roleLabel')}
      </Typography>
    </Box>
  );
};
