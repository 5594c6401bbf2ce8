import { useEffect, type ReactNode } from 'react';
import { Box, CircularProgress, useMediaQuery } from '@mui/material';
import { Authenticated, Layout as RaLayout, useSidebarState } from 'react-admin';
import { Navigate } from 'react-router-dom';
import { AppBar } from './AppBar';
import { Footer } from './Footer';
import { Menu } from './Menu';
import { PublicPage } from '../common/PublicPage';
import { session } from '../providers/session';
import { FAMILY_PATH, MY_REPORTS_PATH, WORKSPACE_PATH } from '../paths';

/** The sidebar opens by itself from this viewport width up (spec §9). */
export const WIDE_VIEWPORT = '(min-width:1200px)';

const Loading = () => (
  <Box sx={{ display: 'flex', justifyContent: 'center', alignItems: 'center', minHeight: '100vh' }}>
    <CircularProgress />
  </Box>
);

/** react-admin's layout (app bar, sidebar with the menu); the sidebar follows the viewport width. */
const Shell = ({ children }: { children: ReactNode }) => {
  const wide = useMediaQuery(WIDE_VIEWPORT, { noSsr: true });
  const [, setSidebarOpen] = useSidebarState();
  useEffect(() => setSidebarOpen(wide), [wide, setSidebarOpen]);
  return (
    // react-admin's frame is at least as wide as its content's narrowest layout ('fit-content'), which
    // on a phone came out 2px wider than the window: the page fits the window and its parts wrap instead.
    <RaLayout appBar={AppBar} menu={Menu} appBarAlwaysOn sx={{ minWidth: 0, '& .RaLayout-content': { minWidth: 0 } }}>
      <Box sx={{ flex: 1, p: { xs: 1, md: 2 } }}>{children}</Box>
      <Footer />
    </RaLayout>
  );
};

/**
 * The layout of every route that is not a public page of its own. Signed in: the shell (sidebar,
 * app bar, footer). Signed out: a plain public frame, so the catch-all 'This page does not exist.'
 * is public; protected pages guard themselves (dashboard by react-admin, others by <Authenticated>).
 * The shell's pages are the managers': a signed-in player goes to their own reports, a trainer to the
 * workspace, a guardian to their children (after a reload of /, a bookmark or a typed address).
 */
export const Layout = ({ children }: { children: ReactNode }) =>
  session.hasToken() && session.getRole() === 'Player' ? (
    <Navigate to={MY_REPORTS_PATH} replace />
  ) : session.hasToken() && session.getRole() === 'Trainer' ? (
    <Navigate to={WORKSPACE_PATH} replace />
  ) : session.hasToken() && session.getRole() === 'Guardian' ? (
    <Navigate to={FAMILY_PATH} replace />
  ) : session.hasToken() ? (
    // The stored token is checked once (start-up check) before the shell loads anything;
    // a rejected token leads to /login.
    <Authenticated loading={<Loading />}>
      <Shell>{children}</Shell>
    </Authenticated>
  ) : (
    <PublicPage width={640}>{children}</PublicPage>
  );
