import { useEffect, useState, type ReactNode } from 'react';
import { useMediaQuery, type Theme } from '@mui/material';
import { Authenticated, useSidebarState, useStoreContext } from 'react-admin';
import { Navigate } from 'react-router-dom';
import { Frame, WIDE_BREAKPOINT } from './Frame';
import { ManagerShell } from './ManagerShell';
import { PublicPage } from '../common/PublicPage';
import { session } from '../providers/session';
import { FAMILY_PATH, MY_REPORTS_PATH, WORKSPACE_PATH } from '../paths';

/** react-admin's layout (app bar, sidebar with the menu); the sidebar follows the viewport width. */
const Shell = ({ children }: { children: ReactNode }) => {
  const wide = useMediaQuery((theme: Theme) => theme.breakpoints.up(WIDE_BREAKPOINT), { noSsr: true });
  const store = useStoreContext();
  // react-admin's parts read the sidebar's state when they first render and hear of a change only from
  // an effect on: the state the screen wants is in the store before they render. Set by the effect
  // alone, a tablet saw the sidebar open and close on every load, where the shell (ManagerShell) had none.
  useState(() => store.setItem('sidebar.open', wide));
  const [, setSidebarOpen] = useSidebarState();
  useEffect(() => setSidebarOpen(wide), [wide, setSidebarOpen]);
  return <Frame>{children}</Frame>;
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
    // The stored token is checked once (start-up check) before the shell loads anything; meanwhile
    // the managers' shell stands, as the server's HTML painted it (issue 26). A rejected token leads to /login.
    <Authenticated loading={<ManagerShell />}>
      <Shell>{children}</Shell>
    </Authenticated>
  ) : (
    <PublicPage width={640}>{children}</PublicPage>
  );
