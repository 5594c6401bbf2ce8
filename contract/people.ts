/**
 * The shapes of the people calls of spec §3 and §7: the managers, trainers and players lists, their
 * removal, the profile (detail) calls, UpdateUser/ClearPhoto and the header search. Field names are the
 * spec's, exactly. Dates are ISO 8601 (date-time), birth dates 'YYYY-MM-DD'.
 */
import { Type, type Static } from 'typebox';
import { DateTime, FilledText, Nullable, Role, SaveResult, Selection } from './schemas.js';
import { PlayerSeasonReports } from './reports.js';

/** An active manager of the managers list. */
export const ManagerRow = Type.Object({
  id: Type.String(),
  name: Type.String(),
  userPicture: Nullable(Type.String()),
  /** When the account was activated. */
  dateStarted: Nullable(DateTime),
  lastLogin: Nullable(DateTime),
});
export type ManagerRow = Static<typeof ManagerRow>;

/** A person of an invited list (managers, trainers, players). */
export const InvitedRow = Type.Object({
  id: Type.String(),
  name: Type.String(),
  emailAddress: Type.String(),
  invitedBy: Nullable(Type.String()),
  invitedById: Nullable(Type.String()),
  /** Same as invitedById (both names are used by clients). */
  invitorId: Nullable(Type.String()),
  invitorPicture: Nullable(Type.String()),
  userPicture: Nullable(Type.String()),
  invitationDate: Nullable(DateTime),
  /** 'Invited' until activation ('Active' in the players' active variant of the call). */
  status: Type.String(),
  /** Whether the current invitation link has expired (or there is no usable one): invite again. */
  isTokenExpired: Type.Boolean(),
});
export type InvitedRow = Static<typeof InvitedRow>;

/** A row of the players overview (active players, one season). */
export const PlayerOverviewRow = Type.Object({
  id: Type.String(),
  name: Type.String(),
  userId: Type.String(),
  teamId: Nullable(Type.String()),
  teamName: Nullable(Type.String()),
  /** The player's first trainer (by name); the others are counted in totalTrainer. */
  trainerId: Nullable(Type.String()),
  trainerName: Nullable(Type.String()),
  trainerUserId: Nullable(Type.String()),
  trainerPicture: Nullable(Type.String()),
  totalTrainer: Type.Integer(),
  multipleTrainer: Type.Boolean(),
  /** Percent, 0 to 100 (capped). */
  overallProgress: Type.Integer(),
  /** One decimal as text; '0.0' when the player has no completed report (shown blank). */
  averageScore: Type.String(),
  /** Latest completed report's average minus the previous one's: positive means upward. */
  overallDiff: Type.Number(),
  userPicture: Nullable(Type.String()),
  clubPictureURL: Nullable(Type.String()),
  /** The manager who invited the player. */
  invitedBy: Nullable(Type.String()),
  invitedById: Nullable(Type.String()),
  invitorPicture: Nullable(Type.String()),
});
export type PlayerOverviewRow = Static<typeof PlayerOverviewRow>;

/** A row of the trainers overview (active trainers, one season). */
export const TrainerOverviewRow = Type.Object({
  id: Type.String(),
  name: Type.String(),
  /** The first (by name) of the teams the trainer trains now. */
  topTeamName: Nullable(Type.String()),
  totalTeam: Type.Integer(),
  /** Players the trainer trains now. */
  totalPlayer: Type.Integer(),
  /** Percent, 0 to 100 (capped). */
  overallProgress: Type.Integer(),
  /** The trainer's latest report activity in the season. */
  lastUpdate: Nullable(DateTime),
  userPicture: Nullable(Type.String()),
  /**
   * Reports missing for the season's rounds whose due date has passed (issue 15): one per player and
   * round not yet filled. Above 0 the list marks the trainer overdue.
   */
  overdueReports: Type.Integer(),
});
export type TrainerOverviewRow = Static<typeof TrainerOverviewRow>;

/** Body of RemoveManagers, RemoveTrainers and RemovePlayers: the selected people. */
export const RemovePeopleRequest = Selection(Type.Object({ Id: Type.String({ format: 'uuid' }) }), 'noPersonSelected', 5000);
export type RemovePeopleRequest = Static<typeof RemovePeopleRequest>;

/** The profile part shared by managers, trainers and players (spec §3). */
const profileFields = {
  id: Type.String(),
  firstName: Type.String(),
  /** The Dutch tussenvoegsel ('van der'), shown between first and last name; set by an import (issue 23). */
  infix: Type.Optional(Nullable(Type.String())),
  lastName: Type.String(),
  /** The membership administration's number (Sportlink's relatiecode), set by an import. */
  memberNumber: Type.Optional(Nullable(Type.String())),
  nationalityId: Nullable(Type.String()),
  nationality: Nullable(Type.String()),
  birthPlace: Nullable(Type.String()),
  /** 'YYYY-MM-DD' */
  birthDate: Nullable(Type.String()),
  email: Type.String(),
  phoneNumber: Nullable(Type.String()),
  address: Nullable(Type.String()),
  role: Role,
  /** 'active' or 'invited'. */
  status: Type.String(),
  dateStarted: Nullable(DateTime),
  lastLogin: Nullable(DateTime),
  userPicture: Nullable(Type.String()),
  clubName: Type.String(),
  clubLogoUrl: Nullable(Type.String()),
};

export const ManagerProfile = Type.Object(profileFields);
export type ManagerProfile = Static<typeof ManagerProfile>;

export const TrainerProfile = Type.Object({
  ...profileFields,
  /** The first (by name) of the trainer's current teams. */
  teamName: Nullable(Type.String()),
  teamId: Nullable(Type.String()),
  /** Open reports of the trainer in the current season (every season when the club has none now). */
  openReports: Type.Integer(),
  /** Completed reports of the trainer in the same season. */
  totalReports: Type.Integer(),
  /** The season of those counts (null: every season), as GetTrainerPersonalDetail answers without one. */
  clubSeasonId: Nullable(Type.String()),
  seasonName: Nullable(Type.String()),
  sharedData: Type.Boolean(),
});
export type TrainerProfile = Static<typeof TrainerProfile>;

export const PlayerProfile = Type.Object({
  ...profileFields,
  teamName: Nullable(Type.String()),
  teamId: Nullable(Type.String()),
  position: Nullable(Type.String()),
  positionName: Nullable(Type.String()),
  /** One decimal as text, '0.0' without completed reports (the season asked for, else the current one). */
  averageScore: Type.String(),
  /** Percent, 0 to 100 (capped). */
  completionPercentage: Type.Integer(),
  clubPictureUrl: Nullable(Type.String()),
  completedReport: Type.Integer(),
  openReport: Type.Integer(),
  sharedData: Type.Boolean(),
  /** The season the numbers are for (null when the club has no season). */
  clubSeasonId: Nullable(Type.String()),
  /** The season's reports: per-skill averages, and every report per trainer (spec §3). */
  ...PlayerSeasonReports.properties,
});
export type PlayerProfile = Static<typeof PlayerProfile>;

/** POST /Account/UpdateUser. Role, club and status are not part of it and never change. */
export const UpdateUserRequest = Type.Object({
  id: Type.String({ format: 'uuid' }),
  firstName: FilledText(255, { key: 'fieldRequired', values: { field: 'First name' } }),
  /**
   * The Dutch tussenvoegsel ('van der', issue 37). Absent: the stored one stays (older clients leave it
   * out); null or '' clears it.
   */
  infix: Type.Optional(Nullable(Type.String({ maxLength: 255 }))),
  lastName: FilledText(255, { key: 'fieldRequired', values: { field: 'Last name' } }),
  nationalityId: Type.Optional(Nullable(Type.String({ maxLength: 255 }))),
  birthPlace: Type.Optional(Nullable(Type.String({ maxLength: 255 }))),
  /** 'YYYY-MM-DD' or an ISO date-time (its calendar day is taken); null or '' clears it. */
  birthDate: Type.Optional(Nullable(Type.String({ maxLength: 40 }))),
  email: Type.Optional(Nullable(Type.String({ maxLength: 255 }))),
  phoneNumber: Type.Optional(Nullable(Type.String({ maxLength: 255 }))),
  address: Type.Optional(Nullable(Type.String({ maxLength: 255 }))),
  /** The id answered by UploadPhoto; null/absent keeps the current photo. */
  photo: Type.Optional(Nullable(Type.String({ maxLength: 255 }))),
  /** A position id (players). */
  position: Type.Optional(Nullable(Type.String({ maxLength: 255 }))),
});
export type UpdateUserRequest = Static<typeof UpdateUserRequest>;

export const ClearPhotoResponse = Type.Object({
  ...SaveResult.properties,
  userId: Type.String(),
  userPicture: Nullable(Type.String()),
});
export type ClearPhotoResponse = Static<typeof ClearPhotoResponse>;

/** A header search result: a person, or a team (role 'Team', userId = the team id). */
export const SearchResult = Type.Object({
  userId: Type.String(),
  role: Type.Union([Role, Type.Literal('Team')]),
  firstName: Type.String(),
  /** A person's Dutch tussenvoegsel ('van der'), shown between first and last name (issue 37); null for a team. */
  infix: Type.Optional(Nullable(Type.String())),
  lastName: Type.String(),
  userPicture: Nullable(Type.String()),
});
export type SearchResult = Static<typeof SearchResult>;

// ---- The people calls' requests and answers, as the endpoint table names them --------------------------

export const Managers = Type.Array(ManagerRow);
export const InvitedPeople = Type.Array(InvitedRow);
export const PlayerOverview = Type.Array(PlayerOverviewRow);
export const SearchResults = Type.Array(SearchResult);

/** A manager list: the invited ones (isactive false) or the active managers. */
export const ManagerOverviewQuery = Type.Object({ isactive: Type.Optional(Type.Boolean()) });
export const ManagerOverview = Type.Union([InvitedPeople, Managers]);

/** A trainer list: the invited ones (isactive false) or the season's trainers. */
export const TrainerOverviewQuery = Type.Object({
  isactive: Type.Optional(Type.Boolean()),
  clubSeasonId: Type.Optional(Type.String({ format: 'uuid' })),
});
export const TrainerOverview = Type.Union([InvitedPeople, Type.Array(TrainerOverviewRow)]);

/** The managers of a season (the old API's capitalised SeasonId). */
export const ManagersOfSeasonQuery = Type.Object({ SeasonId: Type.String({ format: 'uuid' }) });

/** A manager's or trainer's profile: the old API names the person userid, in lower case. */
export const ProfileQuery = Type.Object({ userid: Type.String({ format: 'uuid' }) });

/** A player's page in a season: clubSeasonId, or without it the club's current season. */
export const PersonSeasonQuery = Type.Object({
  userId: Type.String({ format: 'uuid' }),
  clubSeasonId: Type.Optional(Type.String({ format: 'uuid' })),
});

/** The players' invitation list and their removal take whether the people are active. */
export const IsActiveQuery = Type.Object({ isActive: Type.Optional(Type.Boolean()) });

/** A removal names the role it removes, if at all. */
export const RemoveManagersQuery = Type.Object({ role: Type.Optional(Type.Literal('Manager')) });
export const RemoveTrainersQuery = Type.Object({ role: Type.Optional(Type.Literal('Trainer')) });

/** The search's words, at most 100 characters. */
export const SearchQuery = Type.Object({ key: Type.Optional(Type.String({ maxLength: 100 })) });
