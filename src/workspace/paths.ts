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
