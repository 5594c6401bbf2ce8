import { AppBar as MuiAppBar, Box, IconButton, Toolbar } from '@mui/material';
import MenuIcon from '@mui/icons-material/Menu';
import { useTranslate } from 'react-admin';
import { LocaleSwitch } from '../common/LocaleSwitch';
import { ProfileBox } from './ProfileBox';
import { HeaderSearch } from './HeaderSearch';

export const AppBar = ({ sidebarOpen, onOpenSidebar }: { sidebarOpen: boolean; onOpenSidebar: () => void }) => {
  const translate = useTranslate();
  return (
    <MuiAppBar position="sticky" color="primary" elevation={1}>
      <Toolbar sx={{ gap: 1 }}>
        {!sidebarOpen && (
          <IconButton color="inherit" edge="start" aria-label={translate('menu.open')} onClick={onOpenSidebar}>
            <MenuIcon />
          </IconButton>
        )}
        <HeaderSearch />
        <Box sx={{ flex: 1 }} />
        <LocaleSwitch />
        <ProfileBox />
      </Toolbar>
    </MuiAppBar>
  );
};
