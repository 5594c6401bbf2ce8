/**
 * The KNVB's age groups (docs/decisions.md, "Team placement board"): the reference date is 1 January,
 * so in the season that starts in year S a player born in year Y plays in "under S + 1 − Y"
 * (season 2026/2027: born 2016 → under 11, JO11 or MO11). JO teams are boys' and mixed teams, MO teams
 * girls' teams; beyond under 19 a player is a senior.
 */
export const OLDEST_YOUTH_GROUP = 19;

/** The "under" number of a player born in `birthYear` in the season starting in `seasonStartYear`. */
export const ageGroupUnder = (birthYear: number, seasonStartYear: number): number => seasonStartYear + 1 - birthYear;

/** The group's name as clubs write it: 'JO11/MO11', or null for seniors. */
export const ageGroupName = (under: number): string | null =>
  under > OLDEST_YOUTH_GROUP ? null : `JO${under}/MO${under}`;

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

/** How many groups up a player may be proposed when the club has no team of their own group. */
const MOST_GROUPS_UP = 2;

export interface ProposalTeam {
  id: string;
  teamName: string;
}

export interface Proposal {
  under: number;
  /** 'JO11/MO11'; null for seniors. */
  groupName: string | null;
  /** The proposed team, or null when the club has none that fits. */
  team: ProposalTeam | null;
}

/**
 * The team proposed for a player in the season starting in `seasonStartYear`: a team of the player's
 * own group, else of the nearest older group (playing up, at most two groups; never down). Within a
 * group a player in an MO team is proposed an MO team first, then a JO team; others a JO team (JO
 * teams are mixed). Among several
 * teams of the group the one with the same number as the current team (JO10-2 → JO11-2), else the first
 * by name. Null birth year: no proposal.
 */
export const proposeTeam = (
  player: { birthYear: number | null; teamName: string | null },
  teams: readonly ProposalTeam[],
  seasonStartYear: number,
): Proposal | null => {
  if (player.birthYear === null) return null;
  const under = ageGroupUnder(player.birthYear, seasonStartYear);
  const groupName = ageGroupName(under);
  if (groupName === null) return { under, groupName, team: null };
  const current = teamGroup(player.teamName);
  const kinds: Array<'JO' | 'MO'> = current?.kind === 'MO' ? ['MO', 'JO'] : ['JO'];
  const grouped = teams
    .map((team) => ({ team, group: teamGroup(team.teamName) }))
    .filter((entry): entry is { team: ProposalTeam; group: TeamGroup } => entry.group !== undefined);
  // The own group first (a girl plays in a mixed JO team of her age before an MO team further up).
  for (let group = under; group <= Math.min(under + MOST_GROUPS_UP, OLDEST_YOUTH_GROUP); group += 1) {
    for (const kind of kinds) {
      const fitting = grouped
        .filter((entry) => entry.group.kind === kind && entry.group.under === group)
        .sort((a, b) => a.team.teamName.localeCompare(b.team.teamName, undefined, { numeric: true }));
      if (fitting.length === 0) continue;
      const sameRank = fitting.find((entry) => current?.rank != null && entry.group.rank === current.rank);
      return { under, groupName, team: (sameRank ?? fitting[0]!).team };
    }
  }
  return { under, groupName, team: null };
};

/** The year a season starts in, from its start date (an ISO date or date-time). */
export const seasonStartYear = (startDate: string): number => Number(startDate.slice(0, 4));
