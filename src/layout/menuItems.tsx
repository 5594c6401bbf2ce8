import type { ReactElement } from 'react';
import DashboardIcon from '@mui/icons-material/Dashboard';

/**
 * The sidebar's entries (Manager-only, spec §2), in order. A page adds its line here when it lands:
 * managers (/manager), seasons (/season), teams (/teams), trainers (/trainers), players (/players),
 * settings (/general-settings).
 */
export interface MenuEntry {
  to: string;
  /** translation key */
  label: string;
  icon: ReactElement;
}

export const menuItems: MenuEntry[] = [{ to: '/', label: 'menu.overview', icon: <DashboardIcon /> }];
