/** The addresses of the trainer's workspace. */
export const WORKSPACE_PATH = '/workspace';
export const REPORT_PATH = '/workspace/report';
export const reportPath = (reportId: string) => `${REPORT_PATH}?reportId=${encodeURIComponent(reportId)}`;
