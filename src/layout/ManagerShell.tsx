import { useMemo, useState } from 'react';
import { Box, CircularProgress } from '@mui/material';
import { Sidebar, StoreContextProvider, useStoreContext, useTranslate, type SidebarProps, type Store } from 'react-admin';
import { Frame, WIDE_BREAKPOINT } from './Frame';
import { shellCovered } from '../beforeScripts/shellCover';

/** The sidebar as it stands from WIDE_BREAKPOINT up (open, docked); below it the real one is closed and takes no room, so this one is hidden by CSS. */
const WideOnlySidebar = (props: SidebarProps) => (
  <Sidebar {...props} variant="permanent" sx={{ display: { xs: 'none', [WIDE_BREAKPOINT]: 'block' } }} />
);

const SIDEBAR_OPEN = 'sidebar.open';

/** The shell reads its sidebar as open whatever the app's store says, and hears of no change to it: CSS, not the store, decides whether it shows. */
const useShellStore = (): Store => {
  const store = useStoreContext();
  return useMemo(
    () => ({
      ...store,
      getItem: <T,>(key: string, defaultValue?: T) => (key === SIDEBAR_OPEN ? (true as T) : store.getItem(key, defaultValue)),
      subscribe: (key: string, listener: (value: unknown) => void) => (key === SIDEBAR_OPEN ? () => undefined : store.subscribe(key, listener)),
    }),
    [store],
  );
};

/** The empty page's progress indicator: drawn at once (react-admin's Loading waits a second in the script, so a build would draw nothing). */
const PageProgress = () => {
  const translate = useTranslate();
  return (
    // Marked: while the app draws this shell (its sign-in still being checked), the server's shell stays over it (beforeScripts/shellCover.ts).
    <Box data-shell-waiting="" sx={{ display: 'flex', justifyContent: 'center', pt: 8 }}>
      <CircularProgress aria-label={translate('ra.page.loading')} />
    </Box>
  );
};

/**
 * The managers' app shell (issue 26): the bar, the sidebar with the menu and an empty page frame
 * with a progress indicator, as a signed-in manager's page looks while its own data is
 * still on the way. The build renders it into shell.html (contract/prerenderedPages.ts), which the
 * server and the service worker answer the managers' paths with, so it paints before any script; the
 * app then draws it while the stored sign-in is checked (Layout.tsx), and the page takes its place.
 *
 * It must look the same on every screen without knowing the screen's width (the HTML is made once):
 * what react-admin decides by a media query in the script, it decides by CSS: the sidebar shows only
 * where the real one is open. It shows nothing
 * of the person: the club's header stays empty and the user menu shows its icon until their data arrives.
 */
export const ManagerShell = () => {
  const [covered] = useState(shellCovered);
  return (
    <StoreContextProvider value={useShellStore()}>
      {/* Out of reach while the server's shell covers it (beforeScripts/shellCover.ts): inert, and hidden from
          assistive technology (and so from tests that find fields by role); display: contents keeps the frame's layout. */}
      <Box inert={covered} aria-hidden={covered || undefined} sx={{ display: 'contents' }}>
        <Frame sidebar={WideOnlySidebar}>
          <PageProgress />
        </Frame>
      </Box>
    </StoreContextProvider>
  );
};
