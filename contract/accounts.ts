/**
 * The shapes of the Auth service calls for invitations, activation, password recovery and the terms
 * (spec §3, §7). Field names are the spec's, exactly; fields added beyond the spec are described.
 * Length and format rules with a person-readable message are checked on the server (the schema keeps
 * only an outer bound), so a manager reads "The first name can have at most 50 characters." rather
 * than a JSON path. What the schema does state (a filled name, an e-mail's format, the shortest
 * password) it refuses with the same sentence (REFUSAL_KEYWORD); e-mail formats are the calls' check.
 */
import { Type, type Static } from 'typebox';
import { FilledText, Nullable, REFUSAL_KEYWORD, Role, SaveResult } from './schemas.js';
import { PASSWORD_MIN } from './limits.js';

const Text = (maxLength = 255) => Type.String({ maxLength });

// ---- Invitations ------------------------------------------------------------------------------

export const RegisterUserRequest = Type.Object({
  email: Type.String({ minLength: 1, maxLength: 255, format: 'email', [REFUSAL_KEYWORD]: { minLength: 'emailRequired' } }),
  role: Role,
  phoneNumber: Type.Optional(Nullable(Text())),
  firstName: FilledText(255, 'firstNameRequired'),
  lastName: FilledText(255, 'lastNameRequired'),
  /** The web app always sends 'file.png'; the picture itself is `photo`. */
  profilePicture: Type.Optional(Nullable(Text())),
  /** Id of a picture uploaded with /Account/UploadPhoto; empty or 'file.png' for none. */
  photo: Type.Optional(Nullable(Text())),
  photoDate: Type.Optional(Nullable(Text())),
  /** Required for a player (the team they join); optional for a trainer; ignored for a manager. */
  teamId: Type.Optional(Nullable(Text())),
  /** A player's position: an id of GetPositions. */
  primaryPosition: Type.Optional(Nullable(Text())),
});
export type RegisterUserRequest = Static<typeof RegisterUserRequest>;

export const RegisterUserResponse = Type.Object({
  ...SaveResult.properties,
  /** The invited person's id (beyond the spec), null when nobody was invited. */
  id: Nullable(Type.String()),
  /** Whether the invitation e-mail went out (beyond the spec). When false the person is invited
   * all the same, errorMessage says why the e-mail failed, and 'Invite again' sends it later. */
  emailSent: Type.Boolean(),
});
export type RegisterUserResponse = Static<typeof RegisterUserResponse>;

export const ReInviteUserRequest = Type.Object({
  id: Text(),
  role: Role,
});
export type ReInviteUserRequest = Static<typeof ReInviteUserRequest>;

// ---- Activation and recovery ------------------------------------------------------------------

export const TokenConfirmationQuery = Type.Object({
  email: Text(),
  activatetoken: Text(),
});

export const ResetPasswordTokenValidationQuery = Type.Object({
  email: Text(),
  resetactivatetoken: Text(),
});

/** Answer of both token checks (spec §3: token validation result). */
export const TokenValidationResult = Type.Object({
  invitationValid: Type.Boolean(),
  /** Where a newly activated person goes instead of setting a password (CHECKOUT_URL); null unless configured. */
  checkoutUrl: Nullable(Type.String()),
  /** The person's roles when the token is valid, else empty. */
  item2: Type.Array(Role),
});
export type TokenValidationResult = Static<typeof TokenValidationResult>;

export const SetupPasswordRequest = Type.Object({
  password: Type.String({ minLength: PASSWORD_MIN, maxLength: 255, [REFUSAL_KEYWORD]: { minLength: { key: 'passwordTooShort', values: { min: String(PASSWORD_MIN) } } } }),
  token: Text(),
});
export type SetupPasswordRequest = Static<typeof SetupPasswordRequest>;

export const SetupPasswordResponse = Type.Object({
  ...SaveResult.properties,
  /** The person's roles: a manager goes to /login, anyone else is told to open the mobile app. */
  item2: Type.Array(Role),
});
export type SetupPasswordResponse = Static<typeof SetupPasswordResponse>;

export const ResetPasswordQuery = Type.Object({
  email: Type.String({ minLength: 1, maxLength: 255, format: 'email', [REFUSAL_KEYWORD]: { minLength: 'accountEmailRequired' } }),
});


// ---- Terms and privacy -------------------------------------------------------------------------

export const TermsLanguage = Type.Union([Type.Literal('en'), Type.Literal('nl')]);

export const TermsQuery = Type.Object({
  /** en (default) or nl. */
  language: Type.Optional(TermsLanguage),
});

/** Spec §3: terms and privacy (description, version) — the current version, in the asked language. */
export const TermsAndPrivacy = Type.Object({
  description: Type.String(),
  version: Type.String(),
});
export type TermsAndPrivacy = Static<typeof TermsAndPrivacy>;

export const AcceptPolicyRequest = Type.Object({
  /** The signed-in person's own id: nobody accepts the terms for someone else. */
  userId: Text(),
  /** The version the person read (beyond the spec); when given it must still be the current one. */
  version: Type.Optional(Text()),
});
export type AcceptPolicyRequest = Static<typeof AcceptPolicyRequest>;

export const AcceptPolicyResponse = Type.Object({
  ...SaveResult.properties,
  /** The version that was accepted. */
  version: Type.String(),
});
export type AcceptPolicyResponse = Static<typeof AcceptPolicyResponse>;
