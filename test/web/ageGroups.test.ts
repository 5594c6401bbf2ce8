import { describe, expect, it } from 'vitest';
import { ageGroupName, ageGroupUnder, proposeTeam, teamGroup } from '../../src/teams/placement/ageGroups';

/** The KNVB age-group rule (reference date 1 January) and the team it proposes. */
describe('the age group of a birth year', () => {
  it.each([
    [2016, 2026, 11], // the example: season 2026/2027, born 2016 → JO11/MO11
    [2016, 2025, 10],
    [2007, 2026, 20],
    [2008, 2026, 19],
    [2020, 2026, 7],
  ])('born %i, season starting %i: under %i', (born, season, under) => {
    expect(ageGroupUnder(born, season)).toBe(under);
  });

  it('is decided by the year only: born 1 January and 31 December play in the same group', () => {
    // Only the year goes in: the reference date 1 January puts a whole birth year in one group.
    expect(ageGroupUnder(Number('2016-01-01'.slice(0, 4)), 2026)).toBe(ageGroupUnder(Number('2016-12-31'.slice(0, 4)), 2026));
  });

  it('names youth groups JO/MO and nobody beyond under 19', () => {
    expect(ageGroupName(11)).toBe('JO11/MO11');
    expect(ageGroupName(19)).toBe('JO19/MO19');
    expect(ageGroupName(20)).toBeNull();
  });

  it('reads KNVB team names', () => {
    expect(teamGroup('JO11-2')).toEqual({ kind: 'JO', under: 11, rank: 2 });
    expect(teamGroup('mo13-1')).toEqual({ kind: 'MO', under: 13, rank: 1 });
    expect(teamGroup('JO9')).toEqual({ kind: 'JO', under: 9, rank: null });
    expect(teamGroup('Zaterdag 1')).toBeUndefined();
    expect(teamGroup(null)).toBeUndefined();
  });
});

describe('the proposed team', () => {
  const teams = ['JO11-1', 'JO11-2', 'MO11-1', 'JO13-1', 'MO15-1', 'Veteranen'].map((teamName) => ({ id: teamName, teamName }));
  const propose = (birthYear: number | null, teamName: string | null, season = 2026) => proposeTeam({ birthYear, teamName }, teams, season);

  it('keeps the number of the current team, else takes the first team of the group', () => {
    expect(propose(2016, 'JO10-2')).toEqual({ under: 11, groupName: 'JO11/MO11', team: { id: 'JO11-2', teamName: 'JO11-2' } });
    expect(propose(2016, 'JO10-3')?.team?.id).toBe('JO11-1');
    expect(propose(2016, null)?.team?.id).toBe('JO11-1');
  });

  it('proposes a girl of an MO team an MO team, and a JO team when the club has no MO team of her group', () => {
    expect(propose(2016, 'MO10-1')?.team?.id).toBe('MO11-1');
    expect(propose(2014, 'MO12-1')?.team?.id).toBe('JO13-1');
    expect(propose(2012, 'MO14-1')?.team?.id).toBe('MO15-1');
  });

  it('plays up at most two groups when the club has no team of the group, never down', () => {
    expect(propose(2015, 'JO11-1')?.team?.id).toBe('JO13-1'); // under 12 → JO13
    expect(propose(2018, null)).toEqual({ under: 9, groupName: 'JO9/MO9', team: { id: 'JO11-1', teamName: 'JO11-1' } });
    expect(propose(2019, null)?.team).toBeNull(); // under 8: JO11 is three groups up
    expect(propose(2010, 'JO15-1')).toEqual({ under: 17, groupName: 'JO17/MO17', team: null });
  });

  it('proposes nothing for an unknown birth year and no team for a senior', () => {
    expect(propose(null, 'JO11-1')).toBeNull();
    expect(propose(2000, 'JO19-1')).toEqual({ under: 27, groupName: null, team: null });
  });
});
