/**
 * Families (issue 25): a player's guardians, consent per player, and the release of completed reports
 * to players and guardians. Field names of the calls are exactly the issue's.
 */
import { Type, type Static } from 'typebox';
import { DateTime, FilledText, Nullable, REFUSAL_KEYWORD, Uuid } from './schemas.js';

export { MAX_GUARDIANS } from './limits.js';
/** From this age a player gives (or withdraws) their own consent; before it a guardian does (Dutch law, UAVG art. 5). */
export const OWN_CONSENT_AGE = 16;

/** POST /api/Player/AddGuardian: the player (userId) and the guardian's name and address. */
export const AddGuardianRequest = Type.Object({
  userId: Uuid,
  firstName: FilledText(255, 'firstNameRequired'),
  lastName: FilledText(255, 'lastNameRequired'),
  email: Type.String({ minLength: 1, maxLength: 255, format: 'email', [REFUSAL_KEYWORD]: { minLength: 'emailRequired' } }),
});
export type AddGuardianRequest = Static<typeof AddGuardianRequest>;

/** POST /api/Player/RemoveGuardian. */
export const RemoveGuardianRequest = Type.Object({ userId: Uuid, guardianId: Uuid });
export type RemoveGuardianRequest = Static<typeof RemoveGuardianRequest>;

/** A guardian of a player, as managers see them on the player's page. */
export const GuardianRow = Type.Object({
  guardianId: Uuid,
  firstName: Type.String(),
  /** The Dutch tussenvoegsel ('van der'), shown between first and last name (issue 37). */
  infix: Type.Optional(Nullable(Type.String())),
  lastName: Type.String(),
  email: Type.String(),
  /** 'Invited' until the guardian has an account with a password, then 'Active'. */
  status: Type.Union([Type.Literal('Invited'), Type.Literal('Active')]),
  addedAt: DateTime,
});
export type GuardianRow = Static<typeof GuardianRow>;

/** The answer of AddGuardian: the guardian added, and whether an invitation e-mail went out. */
export const AddGuardianResult = Type.Object({
  guardian: GuardianRow,
  /** False when the guardian already had an account here (no e-mail needed) or the e-mail failed. */
  emailSent: Type.Boolean(),
  /** Why the invitation e-mail could not be delivered; null otherwise. */
  errorMessage: Nullable(Type.String()),
});
export type AddGuardianResult = Static<typeof AddGuardianResult>;

export const ConsentPurpose = Type.Union([Type.Literal('photos'), Type.Literal('sharing')]);
export type ConsentPurpose = Static<typeof ConsentPurpose>;

/** The consent in force for one purpose; given false with no date: never answered. */
export const Consent = Type.Object({
  purpose: ConsentPurpose,
  given: Type.Boolean(),
  /** Who answered last (the player or a guardian), and when; null while nobody has. */
  givenByName: Nullable(Type.String()),
  givenAt: Nullable(DateTime),
});
export type Consent = Static<typeof Consent>;

/** A player's consents, and who may answer them now. */
export const Consents = Type.Object({
  userId: Uuid,
  photos: Consent,
  sharing: Consent,
  /** 'player' when the player is 16 or older, else 'guardian' (also while the birth date is unknown). */
  givenBy: Type.Union([Type.Literal('player'), Type.Literal('guardian')]),
});
export type Consents = Static<typeof Consents>;

/** POST /api/Player/SetConsent: the player themself (16 or older) or a guardian of the player. */
export const SetConsentRequest = Type.Object({ userId: Uuid, purpose: ConsentPurpose, given: Type.Boolean() });
export type SetConsentRequest = Static<typeof SetConsentRequest>;

/** GET /api/Guardian/GetChildren: one child of the signed-in guardian. */
export const Child = Type.Object({
  userId: Uuid,
  firstName: Type.String(),
  /** The Dutch tussenvoegsel ('van der'), shown between first and last name (issue 37). */
  infix: Type.Optional(Nullable(Type.String())),
  lastName: Type.String(),
  /** The child's current team, if any. */
  teamName: Nullable(Type.String()),
  /** Shown only with consent for photos. */
  userPicture: Nullable(Type.String()),
  consents: Consents,
});
export type Child = Static<typeof Child>;

export const ReleaseMode = Type.Union([Type.Literal('onCompletion'), Type.Literal('perRound')]);
export type ReleaseMode = Static<typeof ReleaseMode>;

/** The club's family settings: when reports are released, and its privacy statement per language. */
export const FamilySettings = Type.Object({
  releaseMode: ReleaseMode,
  privacyStatementEn: Type.String({ maxLength: 20000 }),
  privacyStatementNl: Type.String({ maxLength: 20000 }),
});
export type FamilySettings = Static<typeof FamilySettings>;

/** A round of a season with its completed reports waiting for release and its last release. */
export const ReleaseRound = Type.Object({
  round: Type.Integer(),
  dueDate: Type.String(),
  /** Completed reports of the round not yet released. */
  waiting: Type.Integer(),
  released: Type.Integer(),
  lastReleasedAt: Nullable(DateTime),
  lastReleasedBy: Nullable(Type.String()),
});
export type ReleaseRound = Static<typeof ReleaseRound>;

export const ReleaseRoundRequest = Type.Object({ clubSeasonId: Uuid, round: Type.Integer({ minimum: 1 }) });
export type ReleaseRoundRequest = Static<typeof ReleaseRoundRequest>;

export const ReleaseResult = Type.Object({ released: Type.Integer() });
export type ReleaseResult = Static<typeof ReleaseResult>;

/** The club's privacy statement in one language, for the sign-in's terms page. */
export const PrivacyStatement = Type.Object({ clubName: Type.String(), statement: Type.String() });
export type PrivacyStatement = Static<typeof PrivacyStatement>;

export const Guardians = Type.Array(GuardianRow);
export const Children = Type.Array(Child);
export const ReleaseRounds = Type.Array(ReleaseRound);
