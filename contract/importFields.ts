/**
 * The import's plain values (issue 23), apart from its TypeBox schemas (contract/memberImport.ts) so the
 * web app can use them without bundling the schema library.
 */
/** At most this many rows (after the header) and bytes per file. */
export const IMPORT_MAX_ROWS = 5000;
export const IMPORT_MAX_BYTES = 10 * 1024 * 1024;
/**
 * An .xlsx file's parts may inflate to at most this many bytes together (server/services/memberImport/
 * xlsxArchive.ts): a Sportlink-shaped export of 5,000 members in 18 columns inflates to 7.5 MB, so 64
 * MB leaves eight times that, while a "zip bomb" (1 MB that inflates to 1 GiB) is refused before anything is inflated.
 */
export const IMPORT_MAX_INFLATED_BYTES = 64 * 1024 * 1024;
/** A cell longer than this is cut (and marked with an ellipsis): no member's field is that long, and the preview never sends a cell back whole. */
export const IMPORT_MAX_CELL_CHARS = 500;

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

