import { MobileAppPage } from './MobileAppPage';

/** /congratulation: a trainer or player has activated the account; they sign in in the mobile app (spec §2) or on the web; a guardian on the web. */
export const CongratulationPage = () => (
  <MobileAppPage title="account.congratulation.title" text="account.congratulation.text" guardianText="account.congratulation.guardianText" />
);
