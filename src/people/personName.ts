/** How a person's record is named in react-admin's titles. */
export const personName = (record: { firstName?: string; lastName?: string }) => `${record.firstName ?? ''} ${record.lastName ?? ''}`.trim();
