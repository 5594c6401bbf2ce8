import { MobileAppPage } from './MobileAppPage';

/** /passwordchanged: a trainer or player has chosen a new password; they sign in in the mobile app (spec §2) or on the web; a guardian on the web. */
export const PasswordChangedPage = () => (
  <MobileAppPage title="account.passwordChanged.title" text="account.passwordChanged.text" guardianText="account.passwordChanged.guardianText" />
);
