import { Box } from '@mui/material';
import { AppBar as RaAppBar, LocalesMenuButton } from 'react-admin';
import { ProfileBox } from './ProfileBox';
import { HeaderSearch } from './HeaderSearch';

/** react-admin's app bar (its sidebar toggle opens and closes the menu): search, language, profile. */
export const AppBar = () => (
  <RaAppBar
    color="primary"
    toolbar={
      // On a phone the language button shows only its icon (the name stays its accessible name), so
      // the search keeps room for its placeholder.
      <Box sx={{ '& .MuiButton-root': { minWidth: 0, fontSize: { xs: 0, sm: 'inherit' } } }}>
        <LocalesMenuButton />
      </Box>
    }
    userMenu={<ProfileBox />}
  >
    <HeaderSearch />
    <Box sx={{ flex: 1 }} />
  </RaAppBar>
);
