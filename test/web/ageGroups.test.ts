import { describe, expect, it } from 'vitest';
import { ageGroupName, ageGroupUnder, girlsBand, proposeTeam, teamGroup } from '../../src/teams/placement/ageGroups';

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

  it('names the JO group and the girls\' two-year band an under number plays in; nobody beyond under 20', () => {
    expect(ageGroupName(11)).toBe('JO11/MO11');
    expect(ageGroupName(14)).toBe('JO14/MO15');
    expect(ageGroupName(18)).toBe('JO18/MO20');
    expect(ageGroupName(19)).toBe('JO19/MO20');
    expect(ageGroupName(20)).toBe('MO20');
    expect(ageGroupName(9)).toBe('JO9');
    expect(ageGroupName(21)).toBeNull();
  });

  it.each([
    [9, null], [10, 11], [11, 11], [12, 13], [13, 13], [14, 15], [15, 15], [16, 17], [17, 17], [18, 20], [19, 20], [20, 20], [21, null],
  ])('under %i is in the girls\' band MO%s', (under, band) => {
    // KNVB: MO11 = under 11 and 10, MO13 = 13/12, MO15 = 15/14, MO17 = 17/16, MO20 = 20/19/18.
    expect(girlsBand(under)).toBe(band);
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
    expect(propose(2016, 'JO10-2')).toEqual({ under: 11, groupName: 'JO11', team: { id: 'JO11-2', teamName: 'JO11-2' }, reason: null });
    expect(propose(2016, 'JO10-3')?.team?.id).toBe('JO11-1');
  });

  it('proposes a girl of an MO team an MO team of her band, and never a JO team', () => {
    expect(propose(2016, 'MO10-1')?.team?.id).toBe('MO11-1');
    expect(propose(2012, 'MO14-1')?.team?.id).toBe('MO15-1');
    // Under 13 is MO13's band; the club has JO13-1 but no MO13 team: left for the manager, with the reason.
    expect(propose(2014, 'MO12-1')).toEqual({ under: 13, groupName: 'MO13', team: null, reason: 'noMoTeam' });
  });

  it('plays up at most two groups when the club has no team of the group, never down', () => {
    expect(propose(2015, 'JO11-1')?.team?.id).toBe('JO13-1'); // under 12 → JO13
    expect(propose(2018, 'JO8-1')).toEqual({ under: 9, groupName: 'JO9', team: { id: 'JO11-1', teamName: 'JO11-1' }, reason: null });
    expect(propose(2019, 'JO7-1')).toEqual({ under: 8, groupName: 'JO8', team: null, reason: 'noJoTeam' }); // JO11 is three groups up
    expect(propose(2010, 'JO15-1')).toEqual({ under: 17, groupName: 'JO17', team: null, reason: 'noJoTeam' });
  });

  it('proposes nothing for an unknown birth year and a senior, saying why', () => {
    expect(propose(null, 'JO11-1')).toEqual({ under: null, groupName: null, team: null, reason: 'noBirthYear' });
    expect(propose(null, 'MO15-1')?.reason).toBe('noBirthYear');
    expect(propose(2000, 'JO19-1')).toEqual({ under: 27, groupName: null, team: null, reason: 'senior' });
  });
});

/** Girls' football plays in two-year bands (issue 37: 13 of 14 MO15 girls were proposed JO16-1). */
describe('the proposed team of a girl in an MO team', () => {
  const teams = ['JO13-1', 'JO14-1', 'JO15-1', 'JO16-1', 'JO17-1', 'MO11-1', 'MO13-1', 'MO15-1', 'MO15-2', 'MO17-1', 'MO19-1'].map((teamName) => ({ id: teamName, teamName }));
  const propose = (birthYear: number | null, teamName: string | null, season = 2026) => proposeTeam({ birthYear, teamName }, teams, season);

  it.each([
    // Season 2026/2027 (reference date 1 January 2026+1): under = 2027 − birth year.
    [2012, 'MO15-1', 'MO15', 'MO15-1'], // under 15: stays in MO15, not JO15
    [2013, 'MO13-1', 'MO15', 'MO15-1'], // under 14: MO15, not JO14
    [2011, 'MO15-1', 'MO17', 'MO17-1'], // under 16: MO17, not JO16-1
    [2015, 'MO11-1', 'MO13', 'MO13-1'], // under 12: MO13
    [2017, 'MO11-1', 'MO11', 'MO11-1'], // under 10: MO11
    [2009, 'MO17-1', 'MO20', 'MO19-1'], // under 18: MO20 (a team still named MO19 is of that band)
    [2007, 'MO19-1', 'MO20', 'MO19-1'], // under 20: still MO20, no senior yet
  ])('born %i, now in %s: %s, %s', (born, now, group, team) => {
    expect(propose(born, now)).toEqual({ under: 2027 - born, groupName: group, team: { id: team, teamName: team }, reason: null });
  });

  it('keeps the number of her team within the band', () => {
    expect(propose(2012, 'MO15-2')?.team?.id).toBe('MO15-2');
    expect(propose(2013, 'MO13-2')?.team?.id).toBe('MO15-2');
    expect(propose(2013, 'MO13-3')?.team?.id).toBe('MO15-1');
  });

  it('leaves her where she is with a reason when the club has no MO team of her band, never in a JO team', () => {
    const noGirlsTeams = teams.filter((team) => !team.teamName.startsWith('MO15'));
    expect(proposeTeam({ birthYear: 2012, teamName: 'MO13-1' }, noGirlsTeams, 2026)).toEqual({ under: 15, groupName: 'MO15', team: null, reason: 'noMoTeam' });
    expect(propose(2018, 'MO11-1')).toEqual({ under: 9, groupName: 'JO9', team: null, reason: 'tooYoungForMo' });
    expect(propose(2006, 'MO19-1')).toEqual({ under: 21, groupName: null, team: null, reason: 'senior' });
  });

  it('leaves the mixed and unknown cases for the manager: no team, a team without a KNVB name, no birth date', () => {
    expect(propose(2012, null)).toEqual({ under: 15, groupName: 'JO15/MO15', team: null, reason: 'noTeam' });
    expect(propose(2012, 'Selectie meiden')).toEqual({ under: 15, groupName: 'JO15/MO15', team: null, reason: 'unknownTeam' });
    expect(propose(null, 'MO13-1')).toEqual({ under: null, groupName: null, team: null, reason: 'noBirthYear' });
  });

  it('proposes a player of a JO team a JO team, as before', () => {
    expect(propose(2011, 'JO15-1')?.team?.id).toBe('JO16-1');
  });
});
