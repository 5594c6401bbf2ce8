/**
 * The import's plain values (issue 23), apart from its TypeBox schemas (contract/memberImport.ts) so the
 * web app can use them without bundling the schema library.
 */
/** At most this many rows (after the header) and bytes per file. */
export const IMPORT_MAX_ROWS = 5000;
export const IMPORT_MAX_BYTES = 10 * 1024 * 1024;

/**
 * What a column holds. The list, plus `name` (one full-name column such as Sportlink's `Naam`,
 * split into first name, infix and last name) and the guardian columns, kept with the row until
 * guardians exist in Touchline.
 */
export const IMPORT_FIELDS = [
  'memberNumber', 'firstName', 'infix', 'lastName', 'name', 'email', 'birthDate', 'phoneNumber', 'team', 'role', 'position',
  'guardian1Name', 'guardian1Email', 'guardian2Name', 'guardian2Email', 'ignore',
] as const;
export type ImportField = (typeof IMPORT_FIELDS)[number];
export const IMPORT_ROLES = ['Player', 'Trainer', 'Manager'] as const;
export const IMPORT_ACTIONS = ['invite', 'update', 'unchanged', 'error'] as const;
export type ImportAction = (typeof IMPORT_ACTIONS)[number];

