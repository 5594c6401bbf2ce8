import { useState } from 'react';
import { Avatar, Box, ButtonBase, ListItemIcon, Menu, MenuItem, Typography } from '@mui/material';
import EditIcon from '@mui/icons-material/Edit';
import LogoutIcon from '@mui/icons-material/Logout';
import { Link } from 'react-router-dom';
import { useGetIdentity, useLogout, useTranslate } from 'react-admin';
import { session } from '../providers/session';

/** The signed-in manager: picture, name, the fixed label 'Manager', edit-profile and logout. */
export const ProfileBox = () => {
  const translate = useTranslate();
  const logout = useLogout();
  const { identity } = useGetIdentity();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const userId = identity?.id ?? session.getUserId() ?? '';
  const close = () => setAnchor(null);

  return (
    <>
      <ButtonBase
        aria-haspopup="menu"
        aria-controls={anchor ? 'profile-menu' : undefined}
        aria-expanded={anchor ? 'true' : undefined}
        onClick={(event) => setAnchor(event.currentTarget)}
        sx={{ borderRadius: 1, px: 1, py: 0.5, gap: 1, textAlign: 'left' }}
      >
        <Avatar src={identity?.avatar} alt="" sx={{ width: 36, height: 36 }} />
        <Box sx={{ display: { xs: 'none', sm: 'block' } }}>
          <Typography variant="body2" component="span" sx={{ display: 'block', fontWeight: 600 }}>
            {identity?.fullName ?? ''}
          </Typography>
          <Typography variant="caption" component="span" sx={{ display: 'block', opacity: 0.8 }}>
            {translate('header.roleLabel')}
          </Typography>
        </Box>
      </ButtonBase>
      <Menu
        id="profile-menu"
        anchorEl={anchor}
        open={!!anchor}
        onClose={close}
        anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }}
        transformOrigin={{ vertical: 'top', horizontal: 'right' }}
      >
        <MenuItem component={Link} to={`/manager/detail-manager?userId=${encodeURIComponent(String(userId))}`} onClick={close}>
          <ListItemIcon>
            <EditIcon fontSize="small" />
          </ListItemIcon>
          {translate('header.editProfile')}
        </MenuItem>
        <MenuItem
          onClick={() => {
            close();
            logout();
          }}
        >
          <ListItemIcon>
            <LogoutIcon fontSize="small" />
          </ListItemIcon>
          {translate('header.logout')}
        </MenuItem>
      </Menu>
    </>
  );
};
