import type { ReactElement } from 'react';
import DashboardIcon from '@mui/icons-material/Dashboard';
import ManageAccountsIcon from '@mui/icons-material/ManageAccounts';
import SportsIcon from '@mui/icons-material/Sports';
import DirectionsRunIcon from '@mui/icons-material/DirectionsRun';
import EventIcon from '@mui/icons-material/Event';
import GroupsIcon from '@mui/icons-material/Groups';
import SettingsIcon from '@mui/icons-material/Settings';

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

export const menuItems: MenuEntry[] = [
  { to: '/', label: 'menu.overview', icon: <DashboardIcon /> },
  { to: '/manager', label: 'menu.managers', icon: <ManageAccountsIcon /> },
  { to: '/season', label: 'menu.seasons', icon: <EventIcon /> },
  { to: '/teams', label: 'menu.teams', icon: <GroupsIcon /> },
  { to: '/trainers', label: 'menu.trainers', icon: <SportsIcon /> },
  { to: '/players', label: 'menu.players', icon: <DirectionsRunIcon /> },
  { to: '/general-settings', label: 'menu.settings', icon: <SettingsIcon /> },
];
