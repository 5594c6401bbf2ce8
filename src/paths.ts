/**
 * The web app's own addresses that more than one part needs: the providers (where a role lands after
 * signing in), the layout (menu, search) and the feature folders whose pages live there. Every floor may
 * import this module; it imports only contract/'s addresses, so knowing a page's address never pulls in the page.
 */

/** Where a player lands on the web: their own reports. Not one of the spec's routes, so no clash. */
export const MY_REPORTS_PATH = '/my-reports';

/** Where a guardian lands on the web: their children and, per child, the released reports (issue 25). */
export const FAMILY_PATH = '/family';

/** The addresses of the trainer's workspace. */
export const WORKSPACE_PATH = '/workspace';
export const REPORT_PATH = '/workspace/report';
export const reportPath = (reportId: string) => `${REPORT_PATH}?reportId=${encodeURIComponent(reportId)}`;

/** A reminder e-mail's link, /workspace?clubSeasonId=…&playerId=… (issue 15): the workspace opened on one player. */
export const isWorkspacePlayerLink = (path: string): boolean => {
  const [pathname, search = ''] = path.split('?');
  const params = new URLSearchParams(search);
  return pathname === WORKSPACE_PATH && params.has('playerId') && params.has('clubSeasonId');
};

/** Where a person with an account in several clubs chooses the club to work in. */
export const CLUB_CHOOSER_PATH = '/chooseclub';

/** The detail page of a manager, player, trainer or team. */
export const detailPath = (role: string, id: string): string => {
  const query = encodeURIComponent(id);
  if (role === 'Manager') return `/manager/detail-manager?userId=${query}`;
  if (role === 'Player') return `/players/detail-player?userId=${query}`;
  if (role === 'Team') return `/teams/team-detail?teamId=${query}`;
  return `/trainers/detail-trainer?userId=${query}`;
};

/** The operators' console (issue 24): a react-admin app of its own; the server links to it too, so its address is in contract/. */
export { CONSOLE_PATH, CONSOLE_LOGIN_PATH, CONSOLE_UPLOAD_PATH, CONSOLE_SETUP_PATH } from '../contract/consolePages';
