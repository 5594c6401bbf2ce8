import { beforeEach, describe, expect, it } from 'vitest';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { Value } from 'typebox/value';
import { AdminContext } from 'react-admin';
import { MemoryRouter } from 'react-router-dom';
import type { ReactNode } from 'react';
import { CalibratedAverages, PlayerHistory, TeamSkillProfile, TrainerCalibration } from '../../contract/insight';
import { createI18nProvider } from '../../src/providers/i18nProvider';
import { LOCALE_KEY } from '../../src/providers/i18nProvider';
import { DevelopmentSection } from '../../src/insight/DevelopmentSection';
import { TeamSkillProfileSection } from '../../src/insight/TeamSkillProfileSection';
import { CalibrationPanel } from '../../src/insight/CalibrationPanel';
import { CalibratedToggle, useCalibratedAverages } from '../../src/insight/CalibratedToggle';
import { CALIBRATED_KEY } from '../../src/insight/useCalibratedScores';
import { mockFetch } from './fetchMock';

const P1 = '6f1c3c4e-2d55-4a53-9d0b-0c3a4b8e2f10';
const S1 = '0b8f3e0a-1111-4a53-9d0b-0c3a4b8e2f10';
const S2 = '0b8f3e0a-2222-4a53-9d0b-0c3a4b8e2f10';
const K1 = '5a0c2b1e-0001-4a53-9d0b-0c3a4b8e2f10';
const K2 = '5a0c2b1e-0002-4a53-9d0b-0c3a4b8e2f10';
const TEAM = '7d3e9a21-0001-4a53-9d0b-0c3a4b8e2f10';
const T1 = '9c4d1f00-0001-4a53-9d0b-0c3a4b8e2f10';
const T2 = '9c4d1f00-0002-4a53-9d0b-0c3a4b8e2f10';

const history = {
  userId: P1, playerName: 'Pim de Boer', birthYear: 2014,
  seasons: [
    { clubSeasonId: S1, seasonName: '2024/2025', startDate: '2024-08-01', completedReports: 1, averageScore: 7, ageGroupAverageScore: 6.5, ageGroupPlayers: 3,
      skillAverages: [{ skillId: K1, skillName: 'Passing', category: 'Technique', average: 6, ageGroupAverage: 6.25 }] },
    { clubSeasonId: S2, seasonName: '2025/2026', startDate: '2025-08-01', completedReports: 2, averageScore: 7.75, ageGroupAverageScore: 7.1, ageGroupPlayers: 4,
      skillAverages: [{ skillId: K1, skillName: 'Passing', category: 'Technique', average: 8.5, ageGroupAverage: 7 }] },
  ],
};
const profile = {
  teamId: TEAM, teamName: 'JO11-1', clubSeasonId: S2,
  skills: [
    { skillId: K1, skillName: 'Passing', category: 'Technique', teamAverage: 7.5, clubAverage: 6.8, players: 9 },
    { skillId: K2, skillName: 'Heading', category: 'Technique', teamAverage: null, clubAverage: null, players: 0 },
  ],
};
const calibration = [
  { userId: T1, trainerName: 'Lenny Lenient', profilePicture: null, completedReports: 12, averageScore: 7.9, sharedPlayers: 6, leniency: 1.24, enoughOverlap: true },
  { userId: T2, trainerName: 'Tess Few', profilePicture: null, completedReports: 2, averageScore: 6, sharedPlayers: 2, leniency: null, enoughOverlap: false },
];
const calibrated = [{ playerId: P1, averageScore: 7.75, calibratedAverageScore: 7.2 }];

// The recorded answers are the contract's shapes: they cannot drift from the real API.
it('uses answers of the API’s own shapes', () => {
  expect(Value.Check(PlayerHistory, history)).toBe(true);
  expect(Value.Check(TeamSkillProfile, profile)).toBe(true);
  expect(Value.Check(TrainerCalibration, calibration)).toBe(true);
  expect(Value.Check(CalibratedAverages, calibrated)).toBe(true);
});

// The insight calls answered as the server would (fetchMock checks each answer against its route).
beforeEach(() => {
  mockFetch({
    'GET /api/Player/GetPlayerHistory': { status: 200, body: history },
    'GET /api/Team/GetTeamSkillProfile': { status: 200, body: profile },
    'GET /api/Dashboard/GetTrainerCalibration': { status: 200, body: calibration },
    'GET /api/Player/GetCalibratedAverages': { status: 200, body: calibrated },
  });
});

const renderWith = (node: ReactNode, locale = 'en') => {
  localStorage.setItem(LOCALE_KEY, locale);
  return render(
    <MemoryRouter>
      <AdminContext i18nProvider={createI18nProvider()}>
        {node}
      </AdminContext>
    </MemoryRouter>,
  );
};

describe("a player's development", () => {
  it('draws the player and the age group per season, and shows the same numbers as a table', async () => {
    renderWith(<DevelopmentSection userId={P1} />);
    const section = await screen.findByRole('region', { name: 'Development' });
    // The chart's legend names both lines.
    expect(await within(section).findByText('Pim de Boer')).toBeTruthy();
    expect(within(section).getByText('Club average, born 2014')).toBeTruthy();
    expect(section.querySelectorAll('.MuiLineElement-root').length).toBe(2);

    fireEvent.click(within(section).getByRole('button', { name: 'Table' }));
    const rows = within(within(section).getByRole('table')).getAllByRole('row').map((row) => row.textContent);
    expect(rows).toEqual(['SeasonPim de BoerClub average, born 2014', '2024/20257.06.5', '2025/20267.87.1']);
  });

  it('shows one skill when it is picked', async () => {
    renderWith(<DevelopmentSection userId={P1} />);
    const section = await screen.findByRole('region', { name: 'Development' });
    fireEvent.click(await within(section).findByRole('button', { name: 'Table' }));
    fireEvent.mouseDown(within(section).getByRole('combobox', { name: 'Show' }));
    fireEvent.click(await screen.findByRole('option', { name: 'Passing' }));
    await waitFor(() =>
      expect(within(within(section).getByRole('table')).getAllByRole('row').map((row) => row.textContent).slice(1)).toEqual(['2024/20256.06.3', '2025/20268.57.0']),
    );
  });

  it('speaks Dutch, with Dutch numbers', async () => {
    renderWith(<DevelopmentSection userId={P1} />, 'nl');
    const section = await screen.findByRole('region', { name: 'Ontwikkeling' });
    fireEvent.click(await within(section).findByRole('button', { name: 'Tabel' }));
    expect(within(section).getByRole('table').textContent).toContain('2025/20267,87,1');
  });
});

describe("a team's skill profile", () => {
  it('draws the team and the club per skill scored in the season', async () => {
    renderWith(<TeamSkillProfileSection teamId={TEAM} clubSeasonId={S2} />);
    const section = await screen.findByRole('region', { name: 'Skill profile' });
    expect(await within(section).findByText('Club average')).toBeTruthy();
    expect(within(section).getByText('Passing')).toBeTruthy();
    // A skill nobody scored this season is not drawn.
    expect(within(section).queryByText('Heading')).toBeNull();
  });
});

describe('calibration', () => {
  it('lists the trainers from the most lenient, saying where there is too little overlap', async () => {
    renderWith(<CalibrationPanel clubSeasonId={S2} />);
    const panel = await screen.findByRole('region', { name: 'Calibration' });
    const items = await within(panel).findAllByRole('listitem');
    expect(items.map((item) => item.textContent)).toEqual([
      'Lenny Lenient+1.2 against colleagues, on 6 shared players',
      'Tess FewNot enough overlap: 2 shared players (at least 5 needed)',
    ]);
    expect(within(items[0]!).getByRole('link', { name: 'Lenny Lenient' }).getAttribute('href')).toBe(`/trainers/detail-trainer?userId=${T1}`);
  });

  it('offers calibrated averages behind a switch the manager’s choice remembers', async () => {
    const Probe = () => {
      const averages = useCalibratedAverages(S2);
      return <output>{averages ? `calibrated ${averages.get(P1)}` : 'raw'}</output>;
    };
    const { unmount } = renderWith(<><CalibratedToggle /><Probe /></>);
    expect(screen.getByRole('status').textContent).toBe('raw');
    fireEvent.click(screen.getByRole('switch', { name: 'Calibrated averages' }));
    await waitFor(() => expect(screen.getByRole('status').textContent).toBe('calibrated 7.2'));
    expect(localStorage.getItem(CALIBRATED_KEY)).toBe('true');
    unmount();
    // Another page, later: still calibrated.
    localStorage.setItem(LOCALE_KEY, 'en');
    render(
      <MemoryRouter>
        <AdminContext i18nProvider={createI18nProvider()}>
          <CalibratedToggle />
        </AdminContext>
      </MemoryRouter>,
    );
    expect((screen.getByRole('switch', { name: 'Calibrated averages' }) as HTMLInputElement).checked).toBe(true);
  });
});
