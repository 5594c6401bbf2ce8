/**
 * Privacy (issue 25): who looked at a person's file (the access log), everything the club holds on a
 * person (the export, art. 15/20) and erasure (art. 17).
 */
import { Type, type Static } from 'typebox';
import { DateTime, Nullable, Uuid } from './schemas.js';

export const ErasePersonRequest = Type.Object({ userId: Uuid });
export type ErasePersonRequest = Static<typeof ErasePersonRequest>;

export const AccessAction = Type.Union([Type.Literal('view'), Type.Literal('change'), Type.Literal('export'), Type.Literal('erase')]);
export type AccessAction = Static<typeof AccessAction>;

export const AccessLogEntry = Type.Object({
  /** null: the club's retention period erased the file (the job runner), not a person. */
  byUserId: Nullable(Type.String()),
  /** The actor's name now (an erased actor is named as erased); empty for the job runner. */
  byName: Type.String(),
  /** The actor's role when they acted; 'System' for the job runner. */
  role: Type.String(),
  action: AccessAction,
  at: DateTime,
});
export type AccessLogEntry = Static<typeof AccessLogEntry>;

/** Newest first. */
export const AccessLog = Type.Array(AccessLogEntry);
export type AccessLog = Static<typeof AccessLog>;

// ---- The export: one object per section, so a new section is one schema line and one builder ----

export const ExportProfile = Type.Object({
  userId: Type.String(),
  role: Type.String(),
  status: Type.String(),
  firstName: Type.String(),
  /** The part between first and last name ('van der'), as the membership administration gives it. */
  infix: Nullable(Type.String()),
  lastName: Type.String(),
  /** The club's membership administration's number (the import's key). */
  memberNumber: Nullable(Type.String()),
  email: Type.String(),
  phoneNumber: Nullable(Type.String()),
  birthDate: Nullable(Type.String()),
  birthPlace: Nullable(Type.String()),
  nationality: Nullable(Type.String()),
  address: Nullable(Type.String()),
  position: Nullable(Type.String()),
  /** The photo's address (/photos/<id>), downloadable with the export. */
  photoUrl: Nullable(Type.String()),
  invitedAt: Nullable(DateTime),
  activatedAt: Nullable(DateTime),
  lastLoginAt: Nullable(DateTime),
  removedAt: Nullable(DateTime),
  termsAcceptedAt: Nullable(DateTime),
  mailOptOuts: Type.Array(Type.String()),
});
export type ExportProfile = Static<typeof ExportProfile>;

export const ExportMembership = Type.Object({
  teamName: Type.String(),
  role: Type.String(),
  startedAt: DateTime,
  endedAt: Nullable(DateTime),
});
export type ExportMembership = Static<typeof ExportMembership>;

export const ExportScore = Type.Object({
  skillName: Type.String(),
  category: Type.String(),
  score: Type.Number(),
  comment: Nullable(Type.String()),
});

export const ExportReport = Type.Object({
  reportId: Type.String(),
  /** 'about' the person (they are its player) or 'by' them (they are its trainer). */
  relation: Type.Union([Type.Literal('about'), Type.Literal('by')]),
  seasonName: Type.String(),
  teamName: Nullable(Type.String()),
  playerName: Type.String(),
  trainerName: Type.String(),
  status: Type.String(),
  createdDate: DateTime,
  completedDate: Nullable(DateTime),
  average: Nullable(Type.Number()),
  feedback: Nullable(Type.String()),
  scores: Type.Array(ExportScore),
});
export type ExportReport = Static<typeof ExportReport>;

/** A guardian of the person (a player), or a child of the person (a guardian): who, since when. */
export const ExportRelative = Type.Object({
  userId: Type.String(),
  firstName: Type.String(),
  /** The Dutch tussenvoegsel ('van der'), shown between first and last name (issue 37). */
  infix: Type.Optional(Nullable(Type.String())),
  lastName: Type.String(),
  email: Type.String(),
  since: DateTime,
});
export type ExportRelative = Static<typeof ExportRelative>;

/** A consent answered for the person (a player): the answer in force, who gave it and when. */
export const ExportConsent = Type.Object({
  purpose: Type.String(),
  given: Type.Boolean(),
  givenByName: Type.String(),
  givenAt: DateTime,
});
export type ExportConsent = Static<typeof ExportConsent>;

/**
 * Which file this is (issue 41): 'own', what a person (or a guardian for their child) asks for
 * themselves, holding the reports as their own pages show them (completed and released ones about the
 * person); 'formalRequest', what the club's managers export to answer a formal access request, holding
 * everything the club keeps, unreleased and open reports too.
 */
export const ExportScope = Type.Union([Type.Literal('own'), Type.Literal('formalRequest')]);
export type ExportScope = Static<typeof ExportScope>;

export const PersonExport = Type.Object({
  exportedAt: DateTime,
  clubName: Type.String(),
  /** The club's language (en, nl): the print page's language unless the reader chose another. */
  language: Type.String(),
  scope: ExportScope,
  /** What `scope` means, one sentence in `language`. */
  scopeNote: Type.String(),
  profile: ExportProfile,
  memberships: Type.Array(ExportMembership),
  reports: Type.Array(ExportReport),
  /** The person's guardians (when a player). */
  guardians: Type.Array(ExportRelative),
  /** The consents answered for the person (when a player). */
  consents: Type.Array(ExportConsent),
  /** The players the person is the guardian of (when a guardian). */
  children: Type.Array(ExportRelative),
  accessLog: AccessLog,
});
export type PersonExport = Static<typeof PersonExport>;

