import { describe, expect, it } from 'vitest';
import { render, screen, within } from '@testing-library/react';
import { App } from '../../src/App';
import { createAuthProvider } from '../../src/providers/authProvider';
import { createI18nProvider } from '../../src/providers/i18nProvider';
import { SESSION_KEYS } from '../../src/providers/session';
import { useTeamChoices } from '../../src/common/form/choices';
import { AdminContext } from 'react-admin';
import { dataProvider } from '../../src/resourceData';
import { mockFetch } from './fetchMock';

/** Issue 37: team names in the order a person reads them, JO8-1 before JO10-1. */
const TRAINER = '00000000-0000-4000-8000-000000000113';
const SEASON = { id: '00000000-0000-4000-8000-000000000109', seasonName: '2024/2025', isCurrent: true, reportFrequency: 3, startDate: '2024-08-01T00:00:00.000Z', endDate: '2099-06-30T00:00:00.000Z', amountOfCompleted: 0 };
const team = (n: number, teamName: string) => ({ id: `00000000-0000-4000-8000-00000000020${n}`, teamName });
const [jo10, jo8, jo9] = [team(1, 'JO10-1'), team(2, 'JO8-1'), team(3, 'JO9-1')];
const player = (n: number, name: string, of: { id: string; teamName: string }) => ({
  userId: `00000000-0000-4000-8000-00000000030${n}`, name, userPicture: null, teamId: of.id, teamName: of.teamName,
  completedReports: 0, expectedReports: 3, openReportId: null, lastActivity: null,
});

describe('teams in natural order', () => {
  it("the trainer's workspace shows JO8-1, then JO9-1, then JO10-1", async () => {
    mockFetch({
      'POST /Account/AuthenticateWithBearerToken': { status: 200, body: { id: TRAINER, role: 'Trainer', clubId: 'club-1', expiresAt: '2030-01-01T00:00:00.000Z', termsAccepted: true } },
      'GET /api/MasterData/GetClubSeason': { status: 200, body: [SEASON] },
      'GET /api/Report/GetMyPlayers': { status: 200, body: [player(1, 'Sem Bakker', jo10), player(2, 'Noor Jansen', jo8), player(3, 'Lotte Visser', jo9)] },
    });
    sessionStorage.setItem(SESSION_KEYS.token, 'tok-t');
    sessionStorage.setItem(SESSION_KEYS.userId, TRAINER);
    sessionStorage.setItem(SESSION_KEYS.role, 'Trainer');
    window.history.pushState({}, '', '/workspace');
    render(<App authProvider={createAuthProvider()} i18nProvider={createI18nProvider()} />);
    await screen.findByRole('region', { name: 'JO10-1' });
    expect(screen.getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent)).toEqual(['JO8-1', 'JO9-1', 'JO10-1']);
    expect(within(screen.getByRole('region', { name: 'JO8-1' })).getByText('Noor Jansen')).toBeTruthy();
  });

  it("the team choices of the managers' forms are in natural order whatever the server's order", async () => {
    mockFetch({
      'GET /api/MasterData/GetTeams': { status: 200, body: [jo10, jo8, jo9].map((t) => ({ ...t, division: '', logoClub: null })) },
    });
    const Choices = () => <p>{useTeamChoices().data?.map((choice) => choice.teamName).join(' | ')}</p>;
    render(<AdminContext dataProvider={dataProvider} i18nProvider={createI18nProvider()}><Choices /></AdminContext>);
    expect(await screen.findByText('JO8-1 | JO9-1 | JO10-1')).toBeTruthy();
  });
});
