import { lazy, Suspense, useState } from 'react';
import { useNotificationContext } from 'react-admin';

/** react-admin's Notification (MUI's Snackbar and its transitions), loaded with the first toast. */
const TopRightToasts = lazy(() => import('./TopRightToasts'));

/**
 * The one toast area of the public pages and the managers' app (one notification queue for both).
 * Its code loads when the first message is queued, not with /login (issue 13); once there it stays,
 * so a toast can close with its transition.
 */
export const TopRightNotification = () => {
  const { notifications } = useNotificationContext();
  const [needed, setNeeded] = useState(false);
  if (!needed && notifications.length > 0) setNeeded(true);
  return needed ? (
    <Suspense fallback={null}>
      <TopRightToasts />
    </Suspense>
  ) : null;
};
