/** Where a guardian lands on the web: their children and, per child, the released reports (issue 25). */
export const FAMILY_PATH = '/family';
