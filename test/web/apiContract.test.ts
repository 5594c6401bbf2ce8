import { describe, expect, it } from 'vitest';
import { contractViolation } from './apiContract';
import { recorded } from './recordedAnswers';

/** The check every fetch fixture goes through (fetchMock): it must catch a drifted fixture. */
describe('the fixtures contract', () => {
  it('accepts an answer the server can give', () => {
    expect(contractViolation('GET', '/api/MasterData/GetClubSeason', 200, recorded.seasons)).toBeUndefined();
    expect(contractViolation('GET', '/api/team/GetTeamOverviewByClubId', 200, recorded.teams)).toBeUndefined();
  });

  it('refuses a missing or renamed field and a wrong type', () => {
    const { isCurrent: _gone, ...season } = recorded.seasons[0]!;
    expect(contractViolation('GET', '/api/MasterData/GetClubSeason', 200, [season])).toMatch(/must have required properties isCurrent/);
    expect(contractViolation('GET', '/api/team/GetTeamOverviewByClubId', 200, [{ ...recorded.teams[0], totalPlayer: '12' }])).toMatch(/totalPlayer/);
  });

  it('refuses a route the server does not have, and checks only 200 answers', () => {
    expect(contractViolation('GET', '/api/Team/GetTeamz', 200, [])).toBe('GET /api/Team/GetTeamz is not a route of the server');
    expect(contractViolation('POST', '/api/MasterData/GetClubSeason', 200, [])).toMatch(/is not a route of the server/);
    expect(contractViolation('GET', '/api/MasterData/GetClubSeason', 404, { statusCode: 404 })).toBeUndefined();
  });
});
