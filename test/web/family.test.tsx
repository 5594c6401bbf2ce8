import { describe, expect, it } from 'vitest';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { App } from '../../src/App';
import { createAuthProvider } from '../../src/providers/authProvider';
import { createI18nProvider } from '../../src/providers/i18nProvider';
import { mockFetch, type Call } from './fetchMock';
import { seasons as clubSeasons } from './clubStructureHarness';

/** Issue 25 on the web: a guardian signs in, picks a child, gives consent, and reads the released reports. */

const GUARDIAN = '00000000-0000-4000-8000-000000000501';
const PIM = '00000000-0000-4000-8000-000000000502';
const SAM = '00000000-0000-4000-8000-000000000503';
const SEASON_IDS: Record<string, string> = { 's-old': '00000000-0000-4000-8000-000000000513', 's-now': '00000000-0000-4000-8000-000000000512', 's-next': '00000000-0000-4000-8000-000000000514' };
const seasons = clubSeasons.map((season) => ({ ...season, id: SEASON_IDS[season.id]! }));

const consent = (purpose: 'photos' | 'sharing', given: boolean) =>
  given ? { purpose, given, givenByName: 'Gina Guard', givenAt: '2025-09-01T10:00:00.000Z' } : { purpose, given, givenByName: null, givenAt: null };
const consents = (userId: string, sharing: boolean) => ({ userId, photos: consent('photos', false), sharing: consent('sharing', sharing), givenBy: 'guardian' });
const child = (userId: string, firstName: string, teamName: string, sharing: boolean) => ({
  userId, firstName, lastName: 'de Boer', teamName, userPicture: null, consents: consents(userId, sharing),
});

const profile = {
  id: PIM, firstName: 'Pim', lastName: 'de Boer', nationalityId: null, nationality: null, birthPlace: null, birthDate: '2014-03-01',
  email: 'pim@example.org', phoneNumber: null, address: null, role: 'Player', status: 'active', dateStarted: null, lastLogin: null,
  userPicture: null, clubName: 'VV Zuiderpark', clubLogoUrl: null,
  teamName: 'JO11-1', teamId: null, position: null, positionName: null, averageScore: '8.0', completionPercentage: 50,
  clubPictureUrl: null, completedReport: 1, openReport: 0, sharedData: true, clubSeasonId: SEASON_IDS['s-now'],
  playerReportDetailsSkill: [{ skillName: 'Passing', score: 8 }],
  playerReportResponse: [{
    trainerUserId: '00000000-0000-4000-8000-000000000520', userId: PIM, trainerName: 'Teun Jansen', trainerPic: null, teamName: 'JO11-1', isActive: true, averageScore: 8,
    playerReportReview: [{
      reportId: '00000000-0000-4000-8000-000000000521', userId: '00000000-0000-4000-8000-000000000520', trainerName: 'Teun Jansen', trainerPic: null, averageScore: 8,
      status: 'Completed', feedback: 'Strong passer, works hard.', createdDate: '2025-09-01T10:00:00.000Z', modifiedDate: '2025-10-02T10:00:00.000Z',
      playerReportDetailsSkill: [{ skillName: 'Passing', score: 8, comment: 'Sharp passes' }],
    }],
  }],
};

const guardianApi = (sharingGiven: { now: boolean }) => ({
  'POST /Account/Login': { status: 200, body: { accessToken: 'tok-g', id: GUARDIAN, role: 'Guardian', termsAccepted: true, errorMessage: null } },
  'POST /Account/AuthenticateWithBearerToken': { status: 200, body: { id: GUARDIAN, role: 'Guardian', clubId: 'club-1', expiresAt: '2030-01-01T00:00:00.000Z', termsAccepted: true } },
  'GET /api/MasterData/GetClubSeason': { status: 200, body: seasons },
  'GET /api/Guardian/GetChildren': () => ({ status: 200, body: [child(PIM, 'Pim', 'JO11-1', sharingGiven.now), child(SAM, 'Sam', 'JO9-2', false)] }),
  'POST /api/Player/SetConsent': ({ body }: Call) => {
    sharingGiven.now = (body as { given: boolean }).given;
    return { status: 200, body: consents(PIM, sharingGiven.now) };
  },
  'GET /api/Player/GetPlayerDetailByIdBySeason': { status: 200, body: profile },
  'GET /api/Player/GetPlayerHistory': { status: 200, body: { userId: PIM, playerName: 'Pim de Boer', birthYear: 2014, seasons: [] } },
  'GET /api/user/GetPrivacyStatement': { status: 200, body: { clubName: 'VV Zuiderpark', statement: 'We share reports only with consent.' } },
});

describe("a guardian's web app (/family)", () => {
  it('lands on their children after signing in, gives consent to share, then reads the released reports of the child chosen', async () => {
    const calls = mockFetch(guardianApi({ now: false }));
    window.history.pushState({}, '', '/login');
    render(<App authProvider={createAuthProvider()} i18nProvider={createI18nProvider()} />);
    fireEvent.change(await screen.findByLabelText('E-mail'), { target: { value: 'gina@home.test' } });
    fireEvent.change(screen.getByLabelText('Password'), { target: { value: 'Guardian-Pass-42' } });
    fireEvent.click(screen.getByRole('button', { name: 'Sign in' }));

    expect(await screen.findByRole('heading', { level: 1, name: 'My children' })).toBeTruthy();
    await waitFor(() => expect(window.location.pathname).toBe('/family'));
    const children = await screen.findByRole('navigation', { name: 'Children' });
    expect(within(children).getAllByRole('button').map((button) => button.textContent)).toEqual(['PPim de BoerJO11-1', 'SSam de BoerJO9-2']);
    fireEvent.click(within(children).getByRole('button', { name: /Pim de Boer/ }));

    const section = await screen.findByRole('region', { name: /Pim de Boer/ });
    expect(within(section).getByText('Reports are shown here once consent is given to share them with guardians.')).toBeTruthy();
    expect(calls.some((call) => call.path === '/api/Player/GetPlayerDetailByIdBySeason')).toBe(false);

    fireEvent.click(within(section).getByRole('switch', { name: 'Share reports with guardians' }));
    await waitFor(() => expect(calls.find((call) => call.path === '/api/Player/SetConsent')?.body).toEqual({ userId: PIM, purpose: 'sharing', given: true }));
    expect(await within(section).findByText(/Given by Gina Guard on/)).toBeTruthy();

    expect(await screen.findByRole('button', { name: 'Download report card' })).toBeTruthy();
    expect(await screen.findByText('Teun Jansen')).toBeTruthy();
    const detail = calls.find((call) => call.path === '/api/Player/GetPlayerDetailByIdBySeason')!;
    expect(Object.fromEntries(detail.url.searchParams)).toEqual({ userId: PIM, clubSeasonId: SEASON_IDS['s-now'] });
    // Nothing of the managers' screens is asked for.
    expect(calls.filter((call) => /GetPlayerOverview|GetMainDashboard|GetTeamOverview/.test(call.path))).toEqual([]);
    expect(screen.getByText('Privacy statement of VV Zuiderpark')).toBeTruthy();
  });
});
