import { Notification } from 'react-admin';

/**
 * Toasts at the top right (spec §8), just below the app bar so they never cover the profile box:
 * react-admin's app bar is 56px high on phones and 48px (dense) from 'sm' up; 8px of air below it.
 */
const TOAST_OFFSET = { xs: 64, sm: 56 } as const;

const TopRightToasts = () => <Notification anchorOrigin={{ vertical: 'top', horizontal: 'right' }} sx={{ top: TOAST_OFFSET }} />;

export default TopRightToasts;
