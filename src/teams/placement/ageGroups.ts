/**
 * The KNVB's age groups (docs/decisions.md, "Team placement board"): the reference date is 1 January,
 * so in the season that starts in year S a player born in year Y plays in "under S + 1 − Y"
 * (season 2026/2027: born 2016 → under 11). JO ("Jeugd Onder") teams are boys' and mixed teams, one
 * birth year per group, up to JO19; beyond under 19 a JO player is a senior.
 *
 * MO ("Meiden Onder") teams are girls' teams in two-year bands, named after the older year (KNVB, girls'
 * competitions; the reference date is the same 1 January): MO11 = under 11 and under 10, MO13 = under 13
 * and 12, MO15 = under 15 and 14, MO17 = under 17 and 16, MO20 = under 20, 19 and 18 (the former MO19).
 * There is no MO band below under 10: girls that young play in JO teams. Beyond under 20 a girl is a senior.
 */
export const OLDEST_YOUTH_GROUP = 19;
/** The oldest under a girls' band takes (MO20). */
export const OLDEST_GIRLS_GROUP = 20;
/** The youngest under a girls' band takes (under 10, in MO11). */
export const YOUNGEST_GIRLS_GROUP = 10;

/** The "under" number of a player born in `birthYear` in the season starting in `seasonStartYear`. */
export const ageGroupUnder = (birthYear: number, seasonStartYear: number): number => seasonStartYear + 1 - birthYear;

/** The girls' band (MO11, MO13, MO15, MO17, MO20) an under number falls in, by its number; null outside the bands. */
export const girlsBand = (under: number): number | null => {
  if (under < YOUNGEST_GIRLS_GROUP || under > OLDEST_GIRLS_GROUP) return null;
  if (under >= 18) return 20;
  return under % 2 === 1 ? under : under + 1;
};

/**
 * The groups an under number plays in as clubs write them, when whether the player is a girl is not
 * known: 'JO14/MO15', 'JO9' (no girls' band that young), 'MO20' (under 20: no JO group), or null for seniors.
 */
export const ageGroupName = (under: number): string | null => {
  const jo = under <= OLDEST_YOUTH_GROUP ? `JO${under}` : null;
  const band = girlsBand(under);
  const mo = band === null ? null : `MO${band}`;
  return [jo, mo].filter(Boolean).join('/') || null;
};

export interface TeamGroup {
  kind: 'JO' | 'MO';
  under: number;
  /** The number after the dash: JO11-2 → 2; null when the name has none. */
  rank: number | null;
}

/** The age group a team's name says (KNVB style 'JO11-2', 'MO13-1', 'jo 9'); undefined for other names. */
export const teamGroup = (teamName: string | null | undefined): TeamGroup | undefined => {
  const match = /^\s*(JO|MO)\s*(\d{1,2})(?:\s*-\s*(\d+))?/i.exec(teamName ?? '');
  if (!match) return undefined;
  return { kind: match[1]!.toUpperCase() as 'JO' | 'MO', under: Number(match[2]), rank: match[3] ? Number(match[3]) : null };
};

/** How many groups up a JO player may be proposed when the club has no team of their own group. */
const MOST_GROUPS_UP = 2;

export interface ProposalTeam {
  id: string;
  teamName: string;
}

/**
 * Why a player gets no proposed team; the board says it in the manager's language
 * (`placement.reason.<key>`) and leaves the player where they are.
 */
export type UnplacedReason =
  /** No birth date: no age group. */
  | 'noBirthYear'
  /** Beyond the youth groups (JO19, MO20). */
  | 'senior'
  /** In no team now: whether a girls' (MO) or a JO team is the manager's call. */
  | 'noTeam'
  /** In a team whose name is not a KNVB youth name ('Selectie'): JO or MO is the manager's call. */
  | 'unknownTeam'
  /** In an MO team but younger than the youngest girls' band (under 10). */
  | 'tooYoungForMo'
  /** In an MO team; the club has no MO team of her band (never a JO team in its place). */
  | 'noMoTeam'
  /** In a JO team; the club has no JO team of the group nor up to two groups older. */
  | 'noJoTeam';

export interface Proposal {
  /** The "under" number; null without a birth year. */
  under: number | null;
  /** The group the proposal is for: 'JO12', 'MO13', or 'JO12/MO13' when JO or MO is not known; null for seniors and without a birth year. */
  groupName: string | null;
  /** The proposed team, or null when there is none: `reason` says why. */
  team: ProposalTeam | null;
  /** Why `team` is null; null when a team is proposed. */
  reason: UnplacedReason | null;
}

type Grouped = { team: ProposalTeam; group: TeamGroup };
const byName = (a: Grouped, b: Grouped) => a.team.teamName.localeCompare(b.team.teamName, undefined, { numeric: true });

/** Among fitting teams the one with the current team's number (JO10-2 → JO11-2), else the first by name. */
const pick = (fitting: Grouped[], current: TeamGroup): ProposalTeam | null => {
  if (fitting.length === 0) return null;
  const sorted = [...fitting].sort(byName);
  return (sorted.find((entry) => current.rank !== null && entry.group.rank === current.rank) ?? sorted[0]!).team;
};

/**
 * The team proposed for a player in the season starting in `seasonStartYear`, by the team they are in now:
 * - in an MO team (a girl): an MO team of her two-year band (MO teams named after another year of the
 *   band count as the band: MO19-1 is MO20), the one of the same number first; without one the player is
 *   left where she is with a reason, never proposed a JO team;
 * - in a JO team: a JO team of their own group, else of the nearest older group (playing up, at most two
 *   groups; never down), the one of the same number first;
 * - in no team or a team without a KNVB name, or without a birth date: no proposal, with a reason (the
 *   club keeps no gender, so whether a JO or MO team fits is the manager's call).
 */
export const proposeTeam = (
  player: { birthYear: number | null; teamName: string | null },
  teams: readonly ProposalTeam[],
  seasonStartYear: number,
): Proposal => {
  if (player.birthYear === null) return { under: null, groupName: null, team: null, reason: 'noBirthYear' };
  const under = ageGroupUnder(player.birthYear, seasonStartYear);
  const current = teamGroup(player.teamName);
  const grouped = teams
    .map((team) => ({ team, group: teamGroup(team.teamName) }))
    .filter((entry): entry is Grouped => entry.group !== undefined);
  const unplaced = (groupName: string | null, reason: UnplacedReason): Proposal => ({ under, groupName, team: null, reason });

  if (current?.kind === 'MO') {
    if (under > OLDEST_GIRLS_GROUP) return unplaced(null, 'senior');
    const band = girlsBand(under);
    if (band === null) return unplaced(ageGroupName(under), 'tooYoungForMo');
    const groupName = `MO${band}`;
    const team = pick(grouped.filter((entry) => entry.group.kind === 'MO' && girlsBand(entry.group.under) === band), current);
    return team ? { under, groupName, team, reason: null } : unplaced(groupName, 'noMoTeam');
  }
  if (current?.kind === 'JO') {
    if (under > OLDEST_YOUTH_GROUP) return unplaced(null, 'senior');
    const groupName = `JO${under}`;
    for (let group = under; group <= Math.min(under + MOST_GROUPS_UP, OLDEST_YOUTH_GROUP); group += 1) {
      const team = pick(grouped.filter((entry) => entry.group.kind === 'JO' && entry.group.under === group), current);
      if (team) return { under, groupName, team, reason: null };
    }
    return unplaced(groupName, 'noJoTeam');
  }
  const groupName = ageGroupName(under);
  if (groupName === null) return unplaced(null, 'senior');
  return unplaced(groupName, player.teamName === null ? 'noTeam' : 'unknownTeam');
};

/** The year a season starts in, from its start date (an ISO date or date-time). */
export const seasonStartYear = (startDate: string): number => Number(startDate.slice(0, 4));
