/**
 * Shapes of the club-structure calls (spec §3, §7): seasons, club settings, teams, team members
 * and picture uploads. Shared by the server (validation, OpenAPI) and the web app (types only).
 * Request bodies use the spec's PascalCase names where the spec gives them (Id, SeasonName, ...).
 */
import { Type, type Static } from 'typebox';
import { DateTime, FilledText, Nullable, REFUSAL_KEYWORD, SaveResult, Selection, Uuid, type SchemaRefusal } from './schemas.js';
import { RETENTION_MONTHS } from './limits.js';

/** The answer of the season and team saves: the spec's SaveResult with the saved row's id (a new season's or team's id). */
export const SavedWithId = Type.Object({ ...SaveResult.properties, id: Nullable(Type.String()) });
export type SavedWithId = Static<typeof SavedWithId>;

/** A selection of {Id} (RemoveTeams, RemovePlayersFromTeam, RemoveTrainersFromTeam), refused empty with the call's sentence. */
export const IdList = (refusal: SchemaRefusal) => Selection(Type.Object({ Id: Type.String({ format: 'uuid' }) }), refusal);
export type IdList = Array<{ Id: string }>;

// ---- Seasons and club settings ----------------------------------------------------------------

export const SaveSeasonRequest = Type.Object({
  /** The all-zero GUID for a new season. */
  Id: Type.String({ format: 'uuid' }),
  SeasonName: FilledText(255, 'seasonNameRequired'),
  ReportFrequency: Type.Integer({ minimum: 0, maximum: 1000 }),
  /** UTC midnight of the chosen calendar day, e.g. 2026-08-01T00:00:00.000Z. */
  StartDate: Type.String({ format: 'date-time' }),
  EndDate: Type.String({ format: 'date-time' }),
});
export type SaveSeasonRequest = Static<typeof SaveSeasonRequest>;

export const UpdateSeasonsRequest = Selection(
  Type.Object({
    Id: Type.String({ format: 'uuid' }),
    SeasonName: FilledText(255, 'seasonNameRequired'),
    ReportFrequency: Type.Integer({ minimum: 0, maximum: 1000 }),
  }),
  'noSeasonSelected',
);
export type UpdateSeasonsRequest = Static<typeof UpdateSeasonsRequest>;

export const UpdateClubDetailsRequest = Type.Object({
  Id: Type.String({ format: 'uuid' }),
  ClubName: FilledText(255, 'clubNameRequired'),
  /** The id of a newly uploaded logo, or the existing logo URL ('/photos/<id>'), or null for none. */
  LogoUrl: Type.Optional(Nullable(Type.String({ maxLength: 1000 }))),
  /** ISO 3166-1 alpha-2 code, e.g. 'NL'. */
  Country: Type.String({ maxLength: 255, pattern: '^\\s*[A-Za-z]{2}\\s*$', [REFUSAL_KEYWORD]: { pattern: 'countryRequired' } }),
  /** An IANA time zone name, e.g. 'Europe/Amsterdam' (the weekly digest's Monday morning). Absent keeps it. */
  TimeZone: Type.Optional(Type.String({ maxLength: 100 })),
  /** Months after which a removed member's file is erased (1 to 120). Absent keeps it. */
  RetentionMonths: Type.Optional(Type.Integer({
    minimum: RETENTION_MONTHS.min, maximum: RETENTION_MONTHS.max,
    [REFUSAL_KEYWORD]: { minimum: 'retentionOutOfRange', maximum: 'retentionOutOfRange', type: 'retentionOutOfRange' },
  })),
  /**
   * The language of every e-mail the club sends (invitations, guardians' invitations, reminders, digests,
   * password resets): 'en' or 'nl' (issue 37). Absent keeps it. Changes nothing else: not anyone's page
   * language, not the club's skills.
   */
  Language: Type.Optional(Type.Enum(['en', 'nl'] as const, { [REFUSAL_KEYWORD]: { enum: 'clubLanguageUnknown', type: 'clubLanguageUnknown' } })),
});
export type UpdateClubDetailsRequest = Static<typeof UpdateClubDetailsRequest>;

// ---- Pictures --------------------------------------------------------------------------------

export const PhotoUploadQuery = Type.Object({
  /** Any tag of the caller's choice, answered unchanged (tells apart quick successive uploads). */
  dateTimeTag: Type.Optional(Type.String({ maxLength: 100 })),
  /** Whose profile photo this is; absent for club and team logos. */
  userId: Type.Optional(Type.String({ format: 'uuid' })),
});

export const PhotoUploadResult = Type.Object({
  /** Send this id with the form's save call (photo, LogoUrl); the picture is served at /photos/<id>. */
  id: Type.String(),
  dateTimeTag: Nullable(Type.String()),
});
export type PhotoUploadResult = Static<typeof PhotoUploadResult>;

// ---- Teams -----------------------------------------------------------------------------------

export const Team = Type.Object({
  id: Type.String(),
  teamName: Type.String(),
  division: Type.String(),
  logoClub: Nullable(Type.String()),
});
export type Team = Static<typeof Team>;

export const TeamDetail = Type.Object({
  id: Type.String(),
  teamName: Type.String(),
  division: Type.String(),
  logoClub: Nullable(Type.String()),
  clubName: Type.String(),
  clubLogoUrl: Nullable(Type.String()),
});
export type TeamDetail = Static<typeof TeamDetail>;

export const SaveTeamRequest = Type.Object({
  /** The all-zero GUID (or absent) for a new team; a team's id to rename it. */
  Id: Type.Optional(Type.String({ format: 'uuid' })),
  TeamName: FilledText(255, 'teamNameRequired'),
  Division: Type.Optional(Nullable(Type.String({ maxLength: 255 }))),
  /** As UpdateClubDetails' LogoUrl: a new logo's id, the existing URL, or null. Absent keeps the logo. */
  LogoUrl: Type.Optional(Nullable(Type.String({ maxLength: 1000 }))),
});
export type SaveTeamRequest = Static<typeof SaveTeamRequest>;

export const TeamOverviewRow = Type.Object({
  id: Type.String(),
  teamName: Type.String(),
  division: Type.String(),
  logoClub: Nullable(Type.String()),
  totalTrainer: Type.Integer(),
  /** The team's longest-serving trainer (earliest membership), shown when there is one trainer. */
  topTrainerId: Nullable(Type.String()),
  topTrainerName: Nullable(Type.String()),
  topTrainerPicture: Nullable(Type.String()),
  /** Whole percent, 0–100, for the chosen (else the current) season. */
  overallProgress: Type.Integer({ minimum: 0, maximum: 100 }),
  totalPlayer: Type.Integer(),
});
export type TeamOverviewRow = Static<typeof TeamOverviewRow>;

export const TeamTrainerRow = Type.Object({
  /** The membership's id: what RemoveTrainersFromTeam takes. */
  teamTrainerId: Type.String(),
  id: Type.String(),
  userId: Type.String(),
  name: Type.String(),
  /** Whole percent, 0–100, over this trainer's pairs in this team. */
  overallProgress: Type.Integer({ minimum: 0, maximum: 100 }),
  /** The trainer's latest report activity on this team's players in the season. */
  lastUpdate: Nullable(DateTime),
  roles: Type.String(),
  userPicture: Nullable(Type.String()),
});
export type TeamTrainerRow = Static<typeof TeamTrainerRow>;

export const TeamPlayerRow = Type.Object({
  /** The membership's id: what RemovePlayersFromTeam takes. */
  teamPlayerId: Type.String(),
  id: Type.String(),
  userId: Type.String(),
  name: Type.String(),
  /** Whole percent, 0–100. */
  overallProgress: Type.Integer({ minimum: 0, maximum: 100 }),
  totalTrainer: Type.Integer(),
  trainerUserId: Nullable(Type.String()),
  trainerName: Nullable(Type.String()),
  trainerPicture: Nullable(Type.String()),
  /** Mean of the player's completed reports' averages in the season; null without any. */
  averageScore: Nullable(Type.Number()),
  userPicture: Nullable(Type.String()),
});
export type TeamPlayerRow = Static<typeof TeamPlayerRow>;

export const AvailablePerson = Type.Object({
  userId: Type.String(),
  firstName: Type.String(),
  /** The Dutch tussenvoegsel ('van der'), shown between first and last name (issue 37). */
  infix: Type.Optional(Nullable(Type.String())),
  lastName: Type.String(),
  profilePicture: Nullable(Type.String()),
  /** The team(s) the person is in now, comma-joined; null when team-less. */
  teamName: Nullable(Type.String()),
});
export type AvailablePerson = Static<typeof AvailablePerson>;

/** AddPlayerToTeam and AddTrainerToTeam; an empty selection is refused with the call's sentence. */
export const AddToTeamRequest = (refusal: SchemaRefusal) => Type.Object({
  userIds: Selection(Type.String({ format: 'uuid' }), refusal, 1000),
  newTeamId: Type.String({ format: 'uuid' }),
  /**
   * AddTrainerToTeam only: the team the trainers leave, in the same transaction (the team page's
   * move modal); each must be in it. Players always leave their old team, so it is not needed there.
   */
  oldTeamId: Type.Optional(Type.String({ format: 'uuid' })),
});
export type AddToTeamRequest = Static<ReturnType<typeof AddToTeamRequest>>;

export const ChangeTeamRequest = Type.Object({
  userId: Type.String({ format: 'uuid' }),
  newTeamId: Type.String({ format: 'uuid' }),
  /** 'Player' or 'Trainer'. */
  type: Type.Union([Type.Literal('Player'), Type.Literal('Trainer')]),
  /** For a trainer: the team they leave (a trainer can train several). Absent: they leave every team. */
  oldTeamId: Type.Optional(Type.String({ format: 'uuid' })),
});
export type ChangeTeamRequest = Static<typeof ChangeTeamRequest>;

// ---- The team placement board (issue 23) --------------------------------------------------------

/** Team/MovePlayers: every player moves to the team, or (an unknown or foreign id) none does. */
export const MovePlayersRequest = Type.Object({
  teamId: Type.String({ format: 'uuid' }),
  userIds: Selection(Type.String({ format: 'uuid' }), 'noPlayerSelected', 2000),
});
export type MovePlayersRequest = Static<typeof MovePlayersRequest>;

/** Team/GetPlacementBoard: one row per player of the club (invited or active). */
export const PlacementRow = Type.Object({
  userId: Type.String(),
  firstName: Type.String(),
  /** 'van der' in "Bram van der Berg" (from the import); null when the name has none. */
  infix: Nullable(Type.String()),
  lastName: Type.String(),
  /** The year of the birth date; null when the club does not know it. */
  birthYear: Nullable(Type.Integer()),
  /** The team the player is in now; null when in none. */
  teamId: Nullable(Type.String()),
  teamName: Nullable(Type.String()),
  /** The player's average score in the season before the board's season; null without scored reports. */
  lastSeasonAverage: Nullable(Type.Number()),
});
export type PlacementRow = Static<typeof PlacementRow>;

// ---- Next season planned, not applied (issue 37) ------------------------------------------------------

/**
 * Where a season stands for the board: 'planning' (it has not started and is not the current one: a
 * move is planned, nothing changes in the running season), 'current' (a move moves now), 'past'.
 */
export const SeasonPlanState = Type.Union([Type.Literal('planning'), Type.Literal('current'), Type.Literal('past')]);
export type SeasonPlanState = Static<typeof SeasonPlanState>;

/** Team/GetSeasonPlan's query: the season whose line-up is planned (required: no default season). */
export const SeasonPlanQuery = Type.Object({ clubSeasonId: Uuid });
export type SeasonPlanQuery = Static<typeof SeasonPlanQuery>;

/** A player's planned team for the season (a live player in a live team). */
export const PlannedPlayer = Type.Object({
  userId: Type.String(),
  teamId: Type.String(),
  teamName: Type.String(),
});
export type PlannedPlayer = Static<typeof PlannedPlayer>;

/** A live team's number of players now and as planned (its players now not planned elsewhere, plus those planned into it). */
export const PlannedTeamSize = Type.Object({
  teamId: Type.String(),
  teamName: Type.String(),
  now: Type.Integer(),
  planned: Type.Integer(),
});
export type PlannedTeamSize = Static<typeof PlannedTeamSize>;

/** Team/GetSeasonPlan: the season's plan, what it would do to each team, and when it takes effect. */
export const SeasonPlan = Type.Object({
  clubSeasonId: Type.String(),
  seasonName: Type.String(),
  /** The season's first day (UTC midnight), the day the plan takes effect unless applied before. */
  startDate: Type.String(),
  state: SeasonPlanState,
  players: Type.Array(PlannedPlayer),
  teams: Type.Array(PlannedTeamSize),
});
export type SeasonPlan = Static<typeof SeasonPlan>;

/** Team/PlanPlayers: each player is planned into the team for the season (a player's earlier plan is replaced), or none is. */
export const PlanPlayersRequest = Type.Object({
  clubSeasonId: Type.String({ format: 'uuid' }),
  teamId: Type.String({ format: 'uuid' }),
  userIds: Selection(Type.String({ format: 'uuid' }), 'noPlayerSelected', 2000),
});
export type PlanPlayersRequest = Static<typeof PlanPlayersRequest>;

/** Team/ClearSeasonPlan: takes the players out of the season's plan; without userIds, the whole plan. */
export const ClearSeasonPlanRequest = Type.Object({
  clubSeasonId: Type.String({ format: 'uuid' }),
  userIds: Type.Optional(Type.Array(Type.String({ format: 'uuid' }), { maxItems: 2000 })),
});
export type ClearSeasonPlanRequest = Static<typeof ClearSeasonPlanRequest>;

/** Team/ApplySeasonPlan: the season's plan takes effect now, in the running season. */
export const ApplySeasonPlanRequest = Type.Object({ clubSeasonId: Type.String({ format: 'uuid' }) });
export type ApplySeasonPlanRequest = Static<typeof ApplySeasonPlanRequest>;

/** The answer of the plan's changes: how many players the call planned, took out or moved, and how many are planned now. */
export const SeasonPlanChange = Type.Object({
  ...SaveResult.properties,
  /** Players planned, taken out of the plan, or moved into their planned team, by this call. */
  changed: Type.Integer(),
  /** Players in the season's plan after the call (0 after applying). */
  planned: Type.Integer(),
});
export type SeasonPlanChange = Static<typeof SeasonPlanChange>;

// ---- The team calls' requests and answers, as the endpoint table names them ----------------------------

export const Teams = Type.Array(Team);
export const TeamOverview = Type.Array(TeamOverviewRow);
export const PlacementBoard = Type.Array(PlacementRow);
export const TeamPlayers = Type.Array(TeamPlayerRow);
export const TeamTrainers = Type.Array(TeamTrainerRow);
export const AvailablePeople = Type.Array(AvailablePerson);

/** The query of a call about one team. */
export const TeamQuery = Type.Object({ teamId: Uuid });

/** The query of a call about a team in a season: clubSeasonId, or without it the club's current season. */
export const TeamSeasonQuery = Type.Object({
  teamId: Uuid,
  clubSeasonId: Type.Optional(Uuid),
});
export type TeamSeasonQuery = Static<typeof TeamSeasonQuery>;

/** Who can still join a team: key is Player or Trainer (any case); teamId, when given, leaves out its members. */
export const AvailablePeopleQuery = Type.Object({
  key: Type.String({ pattern: '^(?:[Pp][Ll][Aa][Yy][Ee][Rr]|[Tt][Rr][Aa][Ii][Nn][Ee][Rr])$' }),
  teamId: Type.Optional(Uuid),
});

// Each selection names its own refusal when it is empty.
export const RemoveTeamsRequest = IdList('noTeamSelected');
export const RemovePlayersFromTeamRequest = IdList('noPlayerSelected');
export const RemoveTrainersFromTeamRequest = IdList('noTrainerSelected');
export const AddPlayerToTeamRequest = AddToTeamRequest('noPlayerSelected');
export const AddTrainerToTeamRequest = AddToTeamRequest('noTrainerSelected');
