import { MobileAppPage } from './MobileAppPage';

/** /congratulation: a trainer or player has activated the account; they sign in in the mobile app (spec §2). */
export const CongratulationPage = () => <MobileAppPage title="account.congratulation.title" text="account.congratulation.text" />;
