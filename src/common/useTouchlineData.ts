import { useDataProvider } from 'react-admin';
import type { TouchlineDataProvider } from '../providers/dataProvider';

/** The app's dataProvider with its typed custom calls (getClubDetails, getDashboardTotals, ...). */
export const useTouchlineData = () => useDataProvider<TouchlineDataProvider>();
