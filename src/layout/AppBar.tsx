import { Box } from '@mui/material';
import { AppBar as RaAppBar, LocalesMenuButton } from 'react-admin';
import { ProfileBox } from './ProfileBox';
import { HeaderSearch } from './HeaderSearch';

/** react-admin's app bar (its sidebar toggle opens and closes the menu): search, language, profile. */
export const AppBar = () => (
  <RaAppBar color="primary" toolbar={<LocalesMenuButton />} userMenu={<ProfileBox />}>
    <HeaderSearch />
    <Box sx={{ flex: 1 }} />
  </RaAppBar>
);
