/** Where a player lands on the web: their own reports. Not one of the spec's routes, so no clash. */
export const MY_REPORTS_PATH = '/my-reports';
