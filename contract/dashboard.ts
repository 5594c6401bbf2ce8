/** The overview dashboard's calls (spec §2 Overview, §3, §7). Percentages are whole numbers 0–100. */
import { Type, type Static } from 'typebox';
import { Nullable, REFUSAL_KEYWORD, type SchemaRefusal } from './schemas.js';

const TEAM_ID = '(?:[0-9A-Fa-f]{8}-[0-9A-Fa-f]{4}-[0-9A-Fa-f]{4}-[0-9A-Fa-f]{4}-[0-9A-Fa-f]{12}|[Aa][Ll][Ll])';

/**
 * Comma-joined team ids, with spaces around them or not; '' and 'all' (any case) mean every team.
 * Written so a text that does not match fails in one pass (no two ways to read the spaces).
 */
const TeamIdList = (refusal: SchemaRefusal) =>
  Type.String({
    maxLength: 20000,
    pattern: `^\\s*(?:${TEAM_ID}\\s*)?(?:,\\s*(?:${TEAM_ID}\\s*)?)*$`,
    [REFUSAL_KEYWORD]: { pattern: refusal, type: refusal },
  });

/**
 * The team filter of the POST calls: the spec's JSON-encoded, comma-joined string of team ids
 * ("" or "all" for every team); a JSON array of ids is accepted too.
 */
export const TeamFilterBody = Type.Union([TeamIdList('teamFilterInvalid'), Type.Array(Type.String({ format: 'uuid' }), { maxItems: 500 }), Type.Null()]);

export const MainDashboardQuery = Type.Object({
  clubSeasonId: Type.String({ format: 'uuid' }),
  /** Comma-separated team ids; empty or absent for every team. */
  teamIds: Type.Optional(TeamIdList('teamIdsInvalid')),
});

export const MainDashboard = Type.Object({
  team: Type.Integer(),
  trainer: Type.Integer(),
  player: Type.Integer(),
  /** Mean of the averages of players with at least one completed report; 0 without any. */
  overallPlayerScore: Type.Number(),
  completedTeam: Type.Integer(),
  completedPlayer: Type.Integer(),
  openTeam: Type.Integer(),
  /** Mean of the players' progress. */
  playerProgress: Type.Integer(),
  /** Mean of the teams' progress. */
  teamProgress: Type.Integer(),
  /** Σ pair done (each pair capped at the season's frequency). */
  completedReport: Type.Integer(),
  /** The season's frequency × pairs. */
  totalReport: Type.Integer(),
});
export type MainDashboard = Static<typeof MainDashboard>;

export const TopPlayer = Type.Object({
  playerId: Type.String(),
  playerName: Type.String(),
  profilePicture: Nullable(Type.String()),
  progress: Type.Integer(),
  averageScore: Type.Number(),
  isCompleted: Type.Boolean(),
  completedReport: Type.Integer(),
  totalReport: Type.Integer(),
});
export const PlayerDevelopment = Type.Object({ topPlayers: Type.Array(TopPlayer) });
export type PlayerDevelopment = Static<typeof PlayerDevelopment>;

export const TrainerActivityRow = Type.Object({
  userId: Type.String(),
  trainerName: Type.String(),
  /** The chosen teams the trainer trains, by name, comma-separated ('' for a trainer in no team). */
  teamName: Type.String(),
  profilePicture: Nullable(Type.String()),
  progress: Type.Integer(),
  reportedPlayers: Type.Integer(),
  openReport: Type.Integer(),
});
export type TrainerActivityRow = Static<typeof TrainerActivityRow>;

export const TeamActivityRow = Type.Object({
  teamId: Type.String(),
  teamName: Type.String(),
  progress: Type.Integer(),
  reportedPlayers: Type.Integer(),
  openReport: Type.Integer(),
});
export type TeamActivityRow = Static<typeof TeamActivityRow>;

/**
 * A new club's getting-started checklist on the overview (issue 28): what the club has so far. People
 * count whether invited or active (inviting is the step); teams and people removed do not count.
 */
export const GettingStarted = Type.Object({
  /** The club these figures are of (the checklist's dismissal is remembered per club). */
  clubId: Type.String({ format: 'uuid' }),
  seasons: Type.Integer(),
  teams: Type.Integer(),
  trainers: Type.Integer(),
  players: Type.Integer(),
  /**
   * The skills were looked at: changed from the default set the club started with (added, renamed,
   * recategorised, reordered or deactivated), or already used in a report.
   */
  skillsReviewed: Type.Boolean(),
});
export type GettingStarted = Static<typeof GettingStarted>;

export const TrainerActivity = Type.Array(TrainerActivityRow);
export const TeamActivity = Type.Array(TeamActivityRow);

/** The panels' body: the team filter, which a client may leave out (every team). */
export const PanelBody = Type.Optional(TeamFilterBody);
