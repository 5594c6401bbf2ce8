/** Importing members from a file (issue 23): POST /api/Import/Preview, POST /api/Import/Run, GET /api/Import/Status. */
import { Type, type Static } from 'typebox';
import { IMPORT_ACTIONS, IMPORT_FIELDS, IMPORT_ROLES } from './importFields.js';
import { Nullable } from './schemas.js';

export * from './importFields.js';

export const ImportFieldSchema = Type.Enum(IMPORT_FIELDS);

export const ImportColumn = Type.Object({ header: Type.String(), field: ImportFieldSchema });
export type ImportColumn = Static<typeof ImportColumn>;

export const ImportPreviewRow = Type.Object({
  /** The file's line: the header row is line 1. */
  line: Type.Integer(),
  action: Type.Enum(IMPORT_ACTIONS),
  /** Why the row cannot be imported (action 'error'), in English; the web app says them in its language. */
  errors: Type.Array(Type.String()),
  firstName: Type.String(),
  infix: Nullable(Type.String()),
  lastName: Type.String(),
  email: Type.String(),
  role: Type.String(),
  team: Nullable(Type.String()),
  /** yyyy-mm-dd */
  birthDate: Nullable(Type.String()),
  memberNumber: Nullable(Type.String()),
  /** What an update changes (action 'update'): firstName, infix, lastName, birthDate, phoneNumber, team, memberNumber. */
  changes: Type.Optional(Type.Array(Type.String())),
  /** The player's guardians the run adds (issue 25: at most two; one already linked is not added again). */
  guardians: Type.Optional(Type.Array(Type.Object({ name: Type.String(), email: Type.String() }))),
});
export type ImportPreviewRow = Static<typeof ImportPreviewRow>;

export const ImportSummary = Type.Object({
  invite: Type.Integer(), update: Type.Integer(), unchanged: Type.Integer(), error: Type.Integer(),
});

/**
 * The invitation e-mails a run would send (issue 37), so the manager confirms knowing how many go to whom
 * and in which language: new players, trainers and managers with an address of their own, and each new
 * guardian address once. Children without an address of their own get none.
 */
export const ImportInvitations = Type.Object({
  players: Type.Integer(), guardians: Type.Integer(), trainers: Type.Integer(), managers: Type.Integer(),
  /** The club's e-mail language, in which every invitation is written. */
  language: Type.Enum(['en', 'nl'] as const),
});
export type ImportInvitations = Static<typeof ImportInvitations>;

export const ImportPreview = Type.Object({
  importId: Type.String({ format: 'uuid' }),
  columns: Type.Array(ImportColumn),
  rows: Type.Array(ImportPreviewRow),
  summary: ImportSummary,
  invitations: ImportInvitations,
  /** Teams named in the file that the club does not have: created at Run when the manager agrees. */
  newTeams: Type.Array(Type.String()),
});
export type ImportPreview = Static<typeof ImportPreview>;

export const ImportPreviewQuery = Type.Object({
  role: Type.Optional(Type.Enum(IMPORT_ROLES)),
});

export const ImportRunRequest = Type.Object({
  importId: Type.String({ format: 'uuid' }),
  /** A changed mapping (header → field), applied before running; headers left out keep the preview's field. */
  mapping: Type.Optional(Type.Record(Type.String({ maxLength: 200 }), ImportFieldSchema, { maxProperties: 200 })),
  createTeams: Type.Boolean(),
  /** false: import without e-mailing anyone; the people stay invited, not yet invited, until SendInvitations. Default true. */
  invite: Type.Optional(Type.Boolean()),
});
export type ImportRunRequest = Static<typeof ImportRunRequest>;

/**
 * POST /api/Import/SendInvitations: the invitations not sent yet (an import run with invite: false), to the
 * club's invited people with an address of their own who were never sent one; all of them, or only those of
 * the given roles, teams or ids. Answers how many were sent and how many could not be.
 */
export const SendInvitationsRequest = Type.Object({
  roles: Type.Optional(Type.Array(Type.Enum(['Player', 'Trainer', 'Manager', 'Guardian'] as const), { maxItems: 4 })),
  teamIds: Type.Optional(Type.Array(Type.String({ format: 'uuid' }), { maxItems: 500 })),
  personIds: Type.Optional(Type.Array(Type.String({ format: 'uuid' }), { maxItems: 5000 })),
});
export type SendInvitationsRequest = Static<typeof SendInvitationsRequest>;
export const SendInvitationsAnswer = Type.Object({ sent: Type.Integer(), failed: Type.Integer() });
export type SendInvitationsAnswer = Static<typeof SendInvitationsAnswer>;

export const ImportRunAnswer = Type.Object({ importId: Type.String({ format: 'uuid' }) });

export const ImportStatusQuery = Type.Object({ importId: Type.String({ format: 'uuid' }) });

export const ImportStatus = Type.Object({
  state: Type.Enum(['queued', 'running', 'done', 'failed'] as const),
  total: Type.Integer(),
  processed: Type.Integer(),
  invited: Type.Integer(),
  updated: Type.Integer(),
  unchanged: Type.Integer(),
  errors: Type.Array(Type.Object({ line: Type.Integer(), message: Type.String() })),
});
export type ImportStatus = Static<typeof ImportStatus>;

/** The rows in error of a run as a CSV file (text/csv). */
export const ErrorRowsFile = Type.String();
