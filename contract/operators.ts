/**
 * The operators' console (issue 24): signing in with password and TOTP, and the rows of the
 * simple-REST resources under /admin/rest (ra-data-simple-rest's conventions).
 */
import { Type, type Static } from 'typebox';
import { DateTime, Nullable, REFUSAL_KEYWORD, Role } from './schemas.js';
import { PASSWORD_MIN } from './limits.js';

const Code = Type.String({ maxLength: 16, description: 'The 6-digit code of the authenticator app (TOTP, RFC 6238).' });
const Password = Type.String({ minLength: PASSWORD_MIN, maxLength: 255, [REFUSAL_KEYWORD]: { minLength: { key: 'passwordTooShort', values: { min: String(PASSWORD_MIN) } } } });

export const OperatorLoginRequest = Type.Object({
  email: Type.String({ maxLength: 254 }),
  password: Type.String({ maxLength: 255 }),
  code: Code,
});
export type OperatorLoginRequest = Static<typeof OperatorLoginRequest>;

export const OperatorSession = Type.Object({ accessToken: Type.String(), email: Type.String() });
export type OperatorSession = Static<typeof OperatorSession>;

export const OperatorMe = Type.Object({ id: Type.String(), email: Type.String() });
export type OperatorMe = Static<typeof OperatorMe>;

export const OperatorSetupQuery = Type.Object({ token: Type.String({ maxLength: 200 }) });
export const OperatorSetupInfo = Type.Object({
  email: Type.String(),
  /** The otpauth:// address to type into an authenticator app that cannot scan. */
  otpauthUri: Type.String(),
  /** The same address as a QR code (SVG). */
  qrSvg: Type.String(),
});
export type OperatorSetupInfo = Static<typeof OperatorSetupInfo>;

export const OperatorSetupRequest = Type.Object({ token: Type.String({ maxLength: 200 }), password: Password, code: Code });
export type OperatorSetupRequest = Static<typeof OperatorSetupRequest>;

export const OperatorDone = Type.Object({ isSucceeded: Type.Literal(true) });

/** The simple-REST list's query (ra-data-simple-rest): JSON in each parameter. */
export const RestListQuery = Type.Object({
  sort: Type.Optional(Type.String({ maxLength: 200, description: 'JSON ["field","ASC"|"DESC"]' })),
  range: Type.Optional(Type.String({ maxLength: 100, description: 'JSON [first, last]: the rows first..last, both included (at most 1,000)' })),
  filter: Type.Optional(Type.String({ maxLength: 4000, description: 'JSON {"field": value or [values], "q": "full text"}' })),
});
export type RestListQuery = Static<typeof RestListQuery>;

export const ClubRow = Type.Object({
  id: Type.String(),
  name: Type.String(),
  country: Type.String(),
  language: Type.String(),
  teams: Type.Integer(),
  people: Type.Integer(),
  activeThisMonth: Type.Integer({ description: 'People of the club who signed in since the first of this month' }),
  createdAt: DateTime,
});
export type ClubRow = Static<typeof ClubRow>;

const Language = Type.Union([Type.Literal('en'), Type.Literal('nl')]);
export const ClubCreate = Type.Object({
  name: Type.String({ maxLength: 100 }),
  country: Type.String({ maxLength: 10 }),
  language: Type.Optional(Language),
  managerEmail: Type.String({ maxLength: 254 }),
  managerFirstName: Type.String({ maxLength: 100 }),
  managerLastName: Type.String({ maxLength: 100 }),
});
export type ClubCreate = Static<typeof ClubCreate>;

/** PUT sends the whole record (ra-data-simple-rest): only these fields change, the others are ignored. */
export const ClubUpdate = Type.Object({
  name: Type.String({ maxLength: 100 }),
  country: Type.String({ maxLength: 10 }),
  language: Language,
}, { additionalProperties: true });
export type ClubUpdate = Static<typeof ClubUpdate>;

export const PersonStatus = Type.Union([Type.Literal('invited'), Type.Literal('active')]);
export const PersonRow = Type.Object({
  id: Type.String(),
  clubId: Type.String(),
  clubName: Type.String(),
  firstName: Type.String(),
  lastName: Type.String(),
  email: Type.String(),
  role: Role,
  status: PersonStatus,
  invitedAt: Nullable(DateTime),
  lastSignInAt: Nullable(DateTime),
  failedSignIns: Type.Integer({ description: 'Failed sign-ins on the account in the current rate-limit window' }),
});
export type PersonRow = Static<typeof PersonRow>;

export const InvitationRow = Type.Object({
  id: Type.String({ description: "The invited person's id" }),
  clubId: Type.String(),
  clubName: Type.String(),
  email: Type.String(),
  firstName: Type.String(),
  lastName: Type.String(),
  role: Role,
  invitedAt: Nullable(DateTime),
  expiresAt: Nullable(DateTime),
  state: Type.Union([Type.Literal('open'), Type.Literal('expired')]),
  delivery: Type.Union([Type.Literal('sent'), Type.Literal('failed')], { description: "failed: the last invitation e-mail was refused by the SMTP server and not sent again" }),
});
export type InvitationRow = Static<typeof InvitationRow>;

export const MailRow = Type.Object({
  id: Type.String(),
  recipient: Type.String(),
  subject: Type.String(),
  createdAt: DateTime,
  delivery: Type.Union([Type.Literal('kept'), Type.Literal('failed')], { description: 'kept: in the outbox (no SMTP); failed: refused by the SMTP server' }),
  error: Nullable(Type.String()),
  resentAt: Nullable(DateTime),
  text: Type.String({ description: 'The text, each activation, password reset and unsubscribe link replaced by words saying it was there (contract/mailLinks.ts)' }),
  link: Nullable(Type.Union([Type.Literal('activation'), Type.Literal('reset')], {
    description: "The link the e-mail carried for its recipient; its resend sends a new one (the person's invitation or a password reset) instead of this e-mail",
  })),
});
export type MailRow = Static<typeof MailRow>;

export const AuditRow = Type.Object({
  id: Type.String(),
  at: DateTime,
  actorKind: Type.Union([Type.Literal('operator'), Type.Literal('person'), Type.Literal('anonymous')]),
  actorId: Nullable(Type.String()),
  actorEmail: Nullable(Type.String({ description: "The actor's address: the entry's own, else (older entries) the club member's account's or the operator's" })),
  actorName: Nullable(Type.String({ description: "A club member's shown name (none once erased, or for an operator)" })),
  actorErased: Type.Boolean({ description: 'The acting club member has been erased since' }),
  clubId: Nullable(Type.String()),
  clubName: Nullable(Type.String()),
  action: Type.String({ description: "The action's key (person.erase, guardian.add, …); the console says it in words" }),
  targetKind: Nullable(Type.String()),
  targetId: Nullable(Type.String()),
  targetName: Nullable(Type.String({ description: "The subject in words: the person's or team's name, the import's file, …; none once erased" })),
  targetErased: Type.Boolean({ description: 'The subject is a person who has been erased' }),
  details: Nullable(Type.String()),
  detailNames: Nullable(Type.String({ description: 'JSON text {id: name} of the people and teams the details name' })),
  ip: Nullable(Type.String()),
});
export type AuditRow = Static<typeof AuditRow>;

/** An import of members of any club (issue 23), by a manager or through the console's batch upload. */
export const ImportRow = Type.Object({
  id: Type.String(),
  clubId: Type.String(),
  clubName: Type.String(),
  fileName: Type.String(),
  /** previewed (not run), queued, running, done, failed. */
  state: Type.String(),
  total: Type.Integer(),
  processed: Type.Integer(),
  invited: Type.Integer(),
  updated: Type.Integer(),
  unchanged: Type.Integer(),
  /** Rows refused (their file: GET /admin/rest/imports/{id}/errors.csv). */
  errors: Type.Integer(),
  createdAt: DateTime,
});
export type ImportRow = Static<typeof ImportRow>;

/** A backup the servers took themselves (issue 39): when, how it went, the file on its server and its size, or why it failed. */
export const BackupRow = Type.Object({
  /** The interval's start (BACKUP_INTERVAL_HOURS): one backup per interval across the servers. */
  id: Type.String(),
  startedAt: DateTime,
  finishedAt: Type.Union([DateTime, Type.Null()]),
  /** running (claimed, not finished), done, failed. */
  state: Type.String(),
  /** The server that took it: host, process, random part. */
  server: Type.String(),
  file: Type.Union([Type.String(), Type.Null()]),
  bytes: Type.Union([Type.Number(), Type.Null()]),
  error: Type.Union([Type.String(), Type.Null()]),
});
export type BackupRow = Static<typeof BackupRow>;

/**
 * What a console action answers: the record's id and the sentence of what was done, in English in
 * `message` and by key (contract/serverMessages.ts) with its values, as a refusal is, so the console
 * says it in the operator's language.
 */
export const ActionDone = Type.Object({
  id: Type.String(),
  message: Type.String(),
  messageKey: Type.String({ description: 'The key of the message (contract/serverMessages.ts).' }),
  messageValues: Type.Optional(Type.Record(Type.String(), Type.String(), { description: "The values of the key's %{name} placeholders." })),
});
export type ActionDone = Static<typeof ActionDone>;
