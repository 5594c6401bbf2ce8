/** The print page of everything the club holds on a person (issue 25). */
export const EXPORT_PAGE = '/privacy/export';
export const exportPagePath = (userId: string) => `${EXPORT_PAGE}?userId=${encodeURIComponent(userId)}`;
