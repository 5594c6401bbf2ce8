import type { ComponentType, ReactNode } from 'react';
import { Box } from '@mui/material';
import { Layout as RaLayout, type SidebarProps } from 'react-admin';
import { AppBar } from './AppBar';
import { Footer } from './Footer';
import { Menu } from './Menu';

/** The sidebar opens by itself from this viewport width up (spec §9): MUI's lg, 1200px. */
export const WIDE_BREAKPOINT = 'lg';

export interface FrameProps {
  children: ReactNode;
  /** react-admin's sidebar unless the frame is the managers' shell (ManagerShell.tsx). */
  sidebar?: ComponentType<SidebarProps>;
}

/**
 * The managers' page frame: react-admin's layout with the app bar, the sidebar with the menu, the
 * page and the footer. The one drawing of it, for the signed-in pages (Layout.tsx) and for the shell
 * painted before they are ready (ManagerShell.tsx), so the one becomes the other without a jump.
 */
export const Frame = ({ children, sidebar }: FrameProps) => (
  // react-admin's frame is at least as wide as its content's narrowest layout ('fit-content'), which
  // on a phone came out 2px wider than the window: the page fits the window and its parts wrap instead.
  <RaLayout
    appBar={AppBar}
    menu={Menu}
    sidebar={sidebar}
    appBarAlwaysOn
    sx={{ minWidth: 0, '& .RaLayout-content': { minWidth: 0 } }}
  >
    <Box sx={{ flex: 1, p: { xs: 1, md: 2 } }}>{children}</Box>
    <Footer />
  </RaLayout>
);
