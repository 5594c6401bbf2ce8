/**
 * The shapes of the calls of spec §7, shared by the server (validation, OpenAPI) and the web app
 * (types only). Field names are the spec's, exactly: other clients (the mobile app) depend on them.
 */
import { Type, type Static, type TSchema } from 'typebox';
import type { ServerMessageKey } from './serverMessages.js';

/** A field that may be null (the spec's optional values are sent as null, not left out). */
export const Nullable = <T extends TSchema>(schema: T) => Type.Union([schema, Type.Null()]);

/**
 * The spec's answer of a save (`isSucceeded`), the one shape of every call marked `saved` in the endpoint
 * table: false carries the reason for the person in `errorMessage` (the server's English sentence) and,
 * where the server gives it, its key in `messageKey`; the web app turns such an answer into one error
 * (src/providers/call.ts). A call with more to say adds its fields: `Type.Object({ ...SaveResult.properties, … })`.
 * Both reasons are optional in the schema, so each call's wire stays as it was (some never carry one).
 */
export const SaveResult = Type.Object({
  isSucceeded: Type.Boolean(),
  errorMessage: Type.Optional(Nullable(Type.String())),
  messageKey: Type.Optional(Type.String()),
});
export type SaveResult = Static<typeof SaveResult>;

/** An ISO 8601 instant, e.g. 2026-08-01T00:00:00.000Z. */
export const DateTime = Type.String({ format: 'date-time' });

export const Role = Type.Union([Type.Literal('Manager'), Type.Literal('Trainer'), Type.Literal('Player'), Type.Literal('Guardian')]);
export type Role = Static<typeof Role>;

/**
 * The error shape of every failed call: a readable message a person can act on (English), and, when the
 * sentence is one a person can meet on a screen, its key and values (contract/serverMessages.ts) for a
 * client to say it in the person's language.
 */
export const ErrorBody = Type.Object({
  statusCode: Type.Integer(),
  error: Type.String(),
  message: Type.String(),
  messageKey: Type.Optional(Type.String({ description: 'The key of the message (contract/serverMessages.ts), when it has one.' })),
  messageValues: Type.Optional(
    Type.Record(Type.String(), Type.String(), { description: "The values of the key's %{name} placeholders." }),
  ),
});
export type ErrorBody = Static<typeof ErrorBody>;

export const Uuid = Type.String({ format: 'uuid' });

/** The query of a call about a season: clubSeasonId, or without it the club's current season. */
export const SeasonQuery = Type.Object({ clubSeasonId: Type.Optional(Uuid) });
export type SeasonQuery = Static<typeof SeasonQuery>;

/** The query of a call about one season the caller names. */
export const SeasonIdQuery = Type.Object({ clubSeasonId: Uuid });
export type SeasonIdQuery = Static<typeof SeasonIdQuery>;

/** The query of a call about one person of the club. */
export const PersonQuery = Type.Object({ userId: Uuid });
export type PersonQuery = Static<typeof PersonQuery>;

/**
 * A schema annotation: the refusal (a key of contract/serverMessages.ts) the server answers when a
 * value breaks the schema's rules (e.g. an empty name: 'teamNameRequired'), instead of naming the
 * rule; an OpenAPI extension. One refusal per rule it stands for ({ minLength: … }). The key's
 * %{number} is the place in its list (from 1) of the item the value is in, any other placeholder a
 * field of that item of the same name, or of the name `fields` maps it to; `values` are fixed ones.
 */
export const REFUSAL_KEYWORD = 'x-refusal';

/** The refusal of one rule: a key, or a key with fixed values and the fields its placeholders read. */
export type SchemaRefusal = ServerMessageKey | { key: ServerMessageKey; values?: Record<string, string>; fields?: Record<string, string> };

/** A text that may not be empty, refused with the given key when it is. */
export const FilledText = (maxLength: number, refusal: SchemaRefusal) => Type.String({ minLength: 1, maxLength, [REFUSAL_KEYWORD]: { minLength: refusal } });

/** A list of at least one item (a selection), refused with the given key when empty. */
export const Selection = <T extends TSchema>(items: T, refusal: SchemaRefusal, maxItems?: number) =>
  Type.Array(items, { minItems: 1, ...(maxItems ? { maxItems } : {}), [REFUSAL_KEYWORD]: { minItems: refusal } });

// ---- Auth service ----------------------------------------------------------------------------

export const LoginRequest = Type.Object({
  userName: Type.String({ maxLength: 255 }),
  password: Type.String({ maxLength: 255 }),
  rememberLogin: Type.Optional(Type.Boolean()),
});
export type LoginRequest = Static<typeof LoginRequest>;

/** One club a signed-in person belongs to, with their own role there (a person may be in several clubs). */
export const ClubMembership = Type.Object({
  clubId: Type.String({ format: 'uuid' }),
  clubName: Type.String(),
  /** The person's id in that club (their role, profile and reports there are that club's). */
  id: Type.String({ format: 'uuid' }),
  role: Role,
  /** Beyond issue 28: what the role is about, for the chooser to say it (issue 37: one person may hold two
   * roles in a club): a trainer's or player's team names, a guardian's children's names. */
  about: Type.Optional(Type.Array(Type.String(), { description: "A trainer's or player's teams; a guardian's children." })),
});
export type ClubMembership = Static<typeof ClubMembership>;

export const LoginResponse = Type.Object({
  accessToken: Nullable(Type.String()),
  id: Nullable(Type.String()),
  role: Nullable(Role),
  errorMessage: Nullable(Type.String()),
  /** Beyond the spec, on success only: whether the person has accepted the terms and privacy in force.
   * The web app sends a manager for whom this is false to /termandprivacy. */
  termsAccepted: Type.Optional(Type.Boolean()),
  /** Beyond the spec, on success only and only for a person in several clubs: every club they can sign in
   * to. The token is for the first (the club signed in to last); SwitchClub gives one for another. */
  clubs: Type.Optional(
    Type.Array(ClubMembership, {
      description: 'Only for a person in several clubs: the token is for the first; /Account/SwitchClub gives one for another.',
    }),
  ),
});
export type LoginResponse = Static<typeof LoginResponse>;

/** Answer of /Account/Clubs: the clubs of the signed-in person, and the one their token is for. */
export const MyClubs = Type.Object({
  clubId: Type.String({ format: 'uuid', description: "The club of this call's token." }),
  clubs: Type.Array(ClubMembership),
});
export type MyClubs = Static<typeof MyClubs>;

export const SwitchClubRequest = Type.Object({
  clubId: Type.String({ format: 'uuid', description: 'One of the clubs /Account/Clubs lists.' }),
  /** Which of the person's roles in that club (the `id` /Account/Clubs lists): a person may hold two roles
   * in a club (issue 37). Without it, the role of that club signed in to last. */
  id: Type.Optional(Type.String({ format: 'uuid', description: "One of the memberships /Account/Clubs lists (the person's id in that role); without it, the one of that club used last." })),
});
export type SwitchClubRequest = Static<typeof SwitchClubRequest>;

/** Answer of AuthenticateWithBearerToken: who the token belongs to. */
export const AuthenticatedUser = Type.Object({
  id: Type.String(),
  role: Role,
  clubId: Type.String(),
  expiresAt: DateTime,
  /** Whether the person has accepted the terms and privacy in force. */
  termsAccepted: Type.Boolean(),
});
export type AuthenticatedUser = Static<typeof AuthenticatedUser>;

// ---- Main API ----------------------------------------------------------------------------------

export const Season = Type.Object({
  id: Type.String(),
  seasonName: Type.String(),
  isCurrent: Type.Boolean(),
  reportFrequency: Type.Integer(),
  startDate: DateTime,
  endDate: DateTime,
  /** The highest number of completed reports any (player, trainer) pair has in this season. */
  amountOfCompleted: Type.Integer(),
});
export const Seasons = Type.Array(Season);
export type Season = Static<typeof Season>;

export const ClubDetails = Type.Object({
  id: Type.String(),
  clubName: Type.String(),
  country: Type.String(),
  logoUrl: Nullable(Type.String()),
  /** The club's IANA time zone (e.g. Europe/Amsterdam): managers' weekly digest goes on Monday 08:00 there. */
  timeZone: Type.String(),
  /** Months after which a removed member's file is erased by the job runner (issue 25; default 24). Always sent; optional for older servers. */
  retentionMonths: Type.Optional(Type.Integer()),
  /** The language of the club's e-mails, 'en' or 'nl' (issue 37; UpdateClubDetails' Language). Always sent; optional for older servers. */
  language: Type.Optional(Type.Enum(['en', 'nl'] as const)),
  clubSeasons: Type.Array(Season),
});
export type ClubDetails = Static<typeof ClubDetails>;

export const UserDetailHeader = Type.Object({
  id: Type.String(),
  firstName: Type.String(),
  /** The Dutch tussenvoegsel ('van der'), shown between first and last name (issue 37). */
  infix: Type.Optional(Nullable(Type.String())),
  lastName: Type.String(),
  profilePicture: Nullable(Type.String()),
});
export type UserDetailHeader = Static<typeof UserDetailHeader>;

export const Position = Type.Object({ id: Type.String(), position: Type.String() });
export const Positions = Type.Array(Position);
export type Position = Static<typeof Position>;

export const DashboardTotals = Type.Object({
  team: Type.Integer(),
  trainer: Type.Integer(),
  player: Type.Integer(),
});
export type DashboardTotals = Static<typeof DashboardTotals>;

export const Health = Type.Object({
  version: Type.String(),
  server: Type.Literal('ok'),
  database: Type.Union([Type.Literal('ok'), Type.Literal('unavailable')]),
  engine: Type.Union([Type.Literal('postgresql'), Type.Literal('embedded')]),
  /**
   * The read replica (DATABASE_READ_URL), when there is one: `ok` (the reads that may lag go to it),
   * `lagging` or `unavailable` (every read goes to the primary meanwhile).
   */
  replica: Type.Optional(Type.Union([Type.Literal('ok'), Type.Literal('lagging'), Type.Literal('unavailable')])),
  /**
   * The latest backup the servers took themselves (BACKUP_DIR, issue 39), when there is one: when it
   * finished, whether it was written (`done`) or `failed` (the reason is in the log and the operators'
   * console), and its size in bytes.
   */
  lastBackup: Type.Optional(Type.Object({
    at: DateTime,
    outcome: Type.Union([Type.Literal('done'), Type.Literal('failed')]),
    bytes: Type.Union([Type.Number(), Type.Null()]),
  })),
});
export type Health = Static<typeof Health>;
