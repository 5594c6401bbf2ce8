import { describe, expect, it } from 'vitest';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { App } from '../../src/App';
import { createAuthProvider } from '../../src/providers/authProvider';
import { mockFetch, type Call } from './fetchMock';
import { renderSignedInAt, shellApi } from './peopleHarness';
import { recorded } from './recordedAnswers';
import { createI18nProvider, LOCALE_KEY } from '../../src/providers/i18nProvider';
import { englishTexts } from '../../src/i18n/catalogues';
import { SESSION_KEYS } from '../../src/providers/session';

/**
 * Issue 28: every form of the app, given invalid input, in English and in Dutch. Nothing on the page
 * or in a toast may show a message key instead of its sentence: react-admin's serialised validator
 * message (`@@react-admin@@"people.form.invalidEmail"`) or a bare key (`validationerror.mandatoryfield`).
 * Each walk also checks that the sentences it provokes are shown, so a walk that validates nothing fails.
 */
type Locale = 'en' | 'nl';
type Message = string | [key: string, args: Record<string, unknown>];

/** A text of the app in a language, as a person reads it. */
const say = (locale: Locale, message: Message): string => {
  const before = localStorage.getItem(LOCALE_KEY);
  localStorage.setItem(LOCALE_KEY, locale);
  const [key, args] = typeof message === 'string' ? [message, undefined] : message;
  const text = createI18nProvider().translate(key, args);
  if (before === null) localStorage.removeItem(LOCALE_KEY);
  else localStorage.setItem(LOCALE_KEY, before);
  if (text === key) throw new Error(`no text for ${key} in ${locale}`);
  return text;
};

/** A message key as the catalogues name them: one of their namespaces, a dot, a name (not part of an e-mail address). */
const NAMESPACES = [...Object.keys(englishTexts()), 'ra'];
const MESSAGE_KEY = new RegExp(`(?<![\\w@.-])(?:${NAMESPACES.join('|')})\\.[A-Za-z_][\\w.]*`);
const RA_SERIALISED = '@@react-admin@@';
const READ_ATTRIBUTES = ['aria-label', 'aria-valuetext', 'aria-description', 'title', 'placeholder', 'alt'];

/** Every text a person sees or hears: each text of the document (toasts included) and the attributes read out. */
function textsOnPage(): string[] {
  const texts: string[] = [];
  const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    if (node.parentElement?.closest('script, style') == null && node.textContent?.trim()) texts.push(node.textContent);
  }
  for (const element of document.body.querySelectorAll('*')) {
    for (const name of READ_ATTRIBUTES) {
      const value = element.getAttribute(name);
      if (value) texts.push(value);
    }
  }
  return texts;
}

function expectNoRawKeys(where: string) {
  for (const text of textsOnPage()) {
    expect(text, `${where}: react-admin's serialised message`).not.toContain(RA_SERIALISED);
    expect(text.match(MESSAGE_KEY)?.[0], `${where}: a message key in "${text.slice(0, 200)}"`).toBeUndefined();
  }
}

/** The toasts shown (react-admin's Notification). */
const toasts = () => [...document.querySelectorAll('.MuiSnackbarContent-message')].map((toast) => toast.textContent ?? '');

interface Walk {
  name: string;
  path: string;
  api: Record<string, Parameters<typeof mockFetch>[0][string]>;
  /** Opens the form, types the invalid input and submits it. */
  act: (locale: Locale) => Promise<void>;
  /** The sentence of the toast the submit gives, if any. */
  toast?: Message;
  /** Sentences shown on the page after the submit (beside the fields). */
  shown?: Message[];
  /** Who opens the page: the signed-in manager (default), a trainer, or nobody (a public page). */
  as?: 'Manager' | 'Trainer' | 'nobody';
}

const field = (id: string) => document.getElementById(id) as HTMLInputElement;
const type = (id: string, value: string) => fireEvent.change(field(id), { target: { value } });
const button = (locale: Locale, key: string, within_: HTMLElement = document.body) => within(within_).getByRole('button', { name: say(locale, key) });
const openDialog = async (locale: Locale, key: string, scope: HTMLElement = document.body) => {
  fireEvent.click(await within(scope).findByRole('button', { name: say(locale, key) }));
  return screen.findByRole('dialog');
};

/** The people lists answer their active and invited rows (recorded from the server). */
const peopleApi = (active: string, rows: unknown[], invited: string) => ({
  ...shellApi,
  [active]: ({ url }: Call) => ({
    status: 200,
    body: [url.searchParams.get('isactive'), url.searchParams.get('isActive')].includes('false') ? recorded.invited : rows,
  }),
  ...(invited !== active ? { [invited]: { status: 200, body: recorded.invited } } : {}),
});

const inviteWalk = (name: string, path: string, api: Walk['api']): Walk => ({
  name,
  path,
  api,
  act: async (locale) => {
    await screen.findByRole('table');
    const dialog = await openDialog(locale, 'people.invite');
    await within(dialog).findByRole('textbox', { name: new RegExp(say(locale, 'people.form.firstName')) });
    type('invite-firstName', 'a'.repeat(51));
    type('invite-email', 'not-an-address');
    fireEvent.click(button(locale, 'people.form.send', dialog));
  },
  toast: ['people.form.tooLong', { max: 50 }],
  shown: ['people.form.required', 'people.form.invalidEmail'],
});

const teamDetailApi = {
  ...shellApi,
  'GET /api/Team/GetTeamDetail': { status: 200, body: { id: 'team-b', teamName: 'JO13-1', division: '2e klasse', logoClub: null, clubName: 'FC Touchline', clubLogoUrl: null } },
  'GET /api/MasterData/GetTeams': { status: 200, body: [{ id: 'team-a', teamName: 'JO11-1', division: '', logoClub: null }, { id: 'team-b', teamName: 'JO13-1', division: '', logoClub: null }] },
  'GET /api/trainer/GetTrainerOverviewByClubId': {
    status: 200,
    body: [{ teamTrainerId: 'm-t1', id: 't1', userId: 't1', name: 'Kees Bakker', overallProgress: 50, lastUpdate: '2025-03-03T10:00:00.000Z', roles: 'Trainer', userPicture: null }],
  },
  'GET /api/Player/GetTeamPlayerOverview': {
    status: 200,
    body: [{ teamPlayerId: 'm-p1', id: 'p1', userId: 'p1', name: 'Lotte de Boer', overallProgress: 75, totalTrainer: 1, trainerUserId: 't1', trainerName: 'Kees Bakker', trainerPicture: null, averageScore: 6.625, userPicture: null }],
  },
  'GET /api/Manager/getAvailablePlayersOrTrainers': { status: 200, body: [{ userId: 'p7', firstName: 'Noah', lastName: 'Jansen', profilePicture: null, teamName: 'JO11-1' }] },
};

const TRAINER_ID = '00000000-0000-4000-8000-000000000113';
const REPORT_ID = '00000000-0000-4000-8000-000000000107';
const reportSkill = (skillId: string, skillName: string, category: string) => ({ skillId, skillName, category, isActive: true, score: null, comment: null });
const openReport = {
  reportId: REPORT_ID, trainerUserId: TRAINER_ID, trainerName: 'Tom Trainer', playerUserId: '00000000-0000-4000-8000-000000000105', playerName: 'Noor Jansen',
  teamName: 'JO11-1', clubSeasonId: '00000000-0000-4000-8000-000000000109', seasonName: '2024/2025', status: 'Open',
  createdDate: '2024-10-01T10:00:00.000Z', modifiedDate: '2024-10-01T10:00:00.000Z', completedDate: null, feedback: null,
  skillReports: [reportSkill('00000000-0000-4000-8000-000000000101', 'Passing', 'Technique'), reportSkill('00000000-0000-4000-8000-000000000102', 'Positioning', 'Tactics')],
};

const teamsApi = {
  ...shellApi,
  'GET /api/team/GetTeamOverviewByClubId': { status: 200, body: [] },
};

const walks: Walk[] = [
  inviteWalk('the invite dialog of the managers', '/manager', peopleApi('GET /api/manager/GetUserManagerOverviewByFilterSeasonId', recorded.managers, 'GET /api/manager/GetUserManagerOverviewByClubId')),
  inviteWalk('the invite dialog of the trainers', '/trainers', peopleApi('GET /api/trainer/GetTrainersOverview', recorded.trainers, 'GET /api/trainer/GetTrainersOverview')),
  inviteWalk('the invite dialog of the players', '/players', peopleApi('GET /api/Player/GetPlayerOverviewReportByClubId', recorded.players, 'GET /api/Player/GetUserManagerOverviewByClubId')),
  {
    name: 'the add-team dialog',
    path: '/teams',
    api: teamsApi,
    act: async (locale) => {
      const dialog = await openDialog(locale, 'teamsPage.add');
      fireEvent.click(button(locale, 'shared.save', dialog));
    },
    toast: 'validationerror.mandatoryfield',
  },
  {
    name: 'the edit-team dialog',
    path: '/teams/team-detail?teamId=team-b',
    api: teamDetailApi,
    act: async (locale) => {
      const dialog = await openDialog(locale, 'teamDetail.edit');
      type(within(dialog).getByRole('textbox', { name: new RegExp(say(locale, 'teamsPage.teamName')) }).id, '   ');
      fireEvent.click(button(locale, 'shared.save', dialog));
    },
    toast: 'validationerror.mandatoryfield',
  },
  {
    name: "the team page's move dialog",
    path: '/teams/team-detail?teamId=team-b',
    api: teamDetailApi,
    act: async (locale) => {
      const trainers = await screen.findByRole('region', { name: say(locale, 'teamDetail.trainers') });
      const row = await within(trainers).findByRole('row', { name: /Kees Bakker/ });
      fireEvent.click(within(row).getByRole('checkbox'));
      const dialog = await openDialog(locale, 'teamDetail.move', trainers);
      fireEvent.click(button(locale, 'teamDetail.moveAction', dialog));
    },
    toast: 'validationerror.mandatoryfield',
  },
  {
    name: "the team page's add-players dialog",
    path: '/teams/team-detail?teamId=team-b',
    api: teamDetailApi,
    act: async (locale) => {
      const players = await screen.findByRole('region', { name: say(locale, 'teamDetail.players') });
      const dialog = await openDialog(locale, 'teamDetail.addPlayers', players);
      await within(dialog).findByText('Noah Jansen');
      fireEvent.click(button(locale, 'teamDetail.add', dialog));
    },
    toast: 'teamDetail.noSelectedPlayers',
  },
  {
    name: 'the add-season dialog',
    path: '/season',
    api: shellApi,
    act: async (locale) => {
      const dialog = await openDialog(locale, 'seasonPage.add');
      fireEvent.click(button(locale, 'shared.save', dialog));
    },
    toast: 'validationerror.mandatoryfield',
  },
  {
    name: "the settings page's season dialog",
    path: '/general-settings',
    api: shellApi,
    act: async (locale) => {
      const dialog = await openDialog(locale, 'seasonPage.add');
      fireEvent.click(button(locale, 'shared.save', dialog));
    },
    toast: 'season.settings.mandatory',
  },
  {
    name: "the club's settings",
    path: '/general-settings',
    api: shellApi,
    act: async (locale) => {
      const name = (await screen.findByRole('textbox', { name: new RegExp(say(locale, 'clubSettings.clubName')) })) as HTMLInputElement;
      await waitFor(() => expect(name.value).toBe('FC Touchline'));
      fireEvent.change(name, { target: { value: ' ' } });
      fireEvent.click(button(locale, 'clubSettings.update'));
    },
    toast: 'ra.message.invalid_form',
    shown: ['season.settings.mandatory'],
  },
  {
    name: "the club's skill set",
    path: '/general-settings?section=skills',
    api: {
      ...shellApi,
      'GET /api/MasterData/GetSkills': { status: 200, body: [{ id: '00000000-0000-4000-8000-000000000301', skillName: 'Passing', category: 'Technique', order: 1, isActive: true }] },
    },
    act: async (locale) => {
      const section = await screen.findByRole('region', { name: say(locale, 'skills.title') });
      const [name] = (await within(section).findAllByRole('textbox', { name: say(locale, 'skills.name') })) as HTMLInputElement[];
      fireEvent.change(name!, { target: { value: '' } });
      fireEvent.click(button(locale, 'skills.save', section));
    },
    toast: 'ra.message.invalid_form',
    shown: ['ra.validation.required'],
  },
  {
    name: "a trainer's change-team dialog",
    path: '/trainers/detail-trainer?userId=t-1',
    api: {
      ...shellApi,
      'GET /api/trainer/GetTrainerByUserId': {
        status: 200,
        body: {
          id: 't-1', firstName: 'Tom', lastName: 'Trainer', nationalityId: null, nationality: null, birthPlace: null, birthDate: null, email: 'tom@club.test',
          phoneNumber: null, address: null, role: 'Trainer', status: 'active', dateStarted: '2023-08-10T10:00:00.000Z', lastLogin: null, userPicture: null,
          clubName: 'FC Touchline', clubLogoUrl: null, teamName: 'JO11-1', teamId: 'team-a', openReports: 0, totalReports: 0, clubSeasonId: 's-now',
          seasonName: '2024/2025', sharedData: false,
        },
      },
    },
    act: async (locale) => {
      const dialog = await openDialog(locale, 'people.changeTeam.button');
      fireEvent.click(button(locale, 'people.changeTeam.save', dialog));
    },
    toast: 'people.form.required',
  },
  {
    name: "a manager's profile",
    path: '/manager/detail-manager?userId=user-1',
    api: {
      ...shellApi,
      'GET /api/manager/GetManagerByUserId': {
        status: 200,
        body: {
          id: 'user-1', firstName: 'Anna', lastName: 'de Vries', nationalityId: null, nationality: null, birthPlace: null, birthDate: '1985-03-07',
          email: 'anna@club.test', phoneNumber: null, address: null, role: 'Manager', status: 'active', dateStarted: '2023-08-10T10:00:00.000Z',
          lastLogin: '2024-11-02T10:00:00.000Z', userPicture: null, clubName: 'FC Touchline', clubLogoUrl: null,
        },
      },
    },
    act: async (locale) => {
      await waitFor(() => expect(field('profile-firstName')?.value).toBe('Anna'));
      type('profile-firstName', 'a'.repeat(51));
      type('profile-lastName', '');
      type('profile-birthDate', '31/02/2001');
      fireEvent.click(button(locale, 'people.profile.update'));
    },
    toast: 'ra.message.invalid_form',
  },
  {
    name: "support staff's generic edit of a trainer",
    path: '/trainers/t-1',
    api: {
      ...shellApi,
      'GET /api/trainer/GetTrainerByUserId': {
        status: 200,
        body: {
          id: 't-1', firstName: 'Tom', lastName: 'Trainer', nationalityId: null, nationality: null, birthPlace: null, birthDate: null, email: 'tom@club.test',
          phoneNumber: null, address: null, role: 'Trainer', status: 'active', dateStarted: '2023-08-10T10:00:00.000Z', lastLogin: null, userPicture: null,
          clubName: 'FC Touchline', clubLogoUrl: null, teamName: 'JO11-1', teamId: 'team-a', openReports: 0, totalReports: 0, clubSeasonId: 's-now',
          seasonName: '2024/2025', sharedData: false,
        },
      },
    },
    act: async (locale) => {
      const first = (await screen.findByRole('textbox', { name: new RegExp(say(locale, 'people.form.firstName')) })) as HTMLInputElement;
      await waitFor(() => expect(first.value).toBe('Tom'));
      fireEvent.change(first, { target: { value: 'a'.repeat(51) } });
      type(screen.getByRole('textbox', { name: new RegExp(say(locale, 'people.form.lastName')) }).id, '');
      fireEvent.click(button(locale, 'ra.action.save'));
    },
    toast: 'ra.message.invalid_form',
    shown: ['ra.validation.required', ['ra.validation.maxLength', { max: 50 }]],
  },
  {
    name: "support staff's generic new team",
    path: '/teams/create',
    api: shellApi,
    act: async (locale) => {
      // A new record's save button waits for a first change: a name typed, then wiped out.
      const name = await screen.findByRole('textbox', { name: new RegExp(say(locale, 'teamsPage.teamName')) });
      fireEvent.change(name, { target: { value: 'JO9' } });
      fireEvent.change(name, { target: { value: '' } });
      fireEvent.click(button(locale, 'ra.action.save'));
    },
    toast: 'ra.message.invalid_form',
    shown: ['ra.validation.required'],
  },
  {
    name: "support staff's generic new season",
    path: '/season/create',
    api: shellApi,
    act: async (locale) => {
      const name = await screen.findByRole('textbox', { name: new RegExp(say(locale, 'seasonPage.name')) });
      fireEvent.change(name, { target: { value: '2030' } });
      fireEvent.change(name, { target: { value: '' } });
      fireEvent.click(button(locale, 'ra.action.save'));
    },
    toast: 'ra.message.invalid_form',
    shown: ['ra.validation.required'],
  },
  {
    name: "the invite dialog, refused by the server",
    path: '/manager',
    api: {
      ...peopleApi('GET /api/manager/GetUserManagerOverviewByFilterSeasonId', recorded.managers, 'GET /api/manager/GetUserManagerOverviewByClubId'),
      'POST /Account/RegisterUser': {
        status: 400,
        body: { statusCode: 400, error: 'Bad Request', message: "'lotte@club' is not a valid e-mail address.", messageKey: 'emailNotValid', messageValues: { email: 'lotte@club' } },
      },
    },
    act: async (locale) => {
      await screen.findByRole('table');
      const dialog = await openDialog(locale, 'people.invite');
      await within(dialog).findByRole('textbox', { name: new RegExp(say(locale, 'people.form.firstName')) });
      type('invite-firstName', 'Lotte');
      type('invite-lastName', 'de Boer');
      type('invite-email', 'lotte@club.test');
      fireEvent.click(button(locale, 'people.form.send', dialog));
    },
    toast: ['serverErrors.emailNotValid', { email: 'lotte@club' }],
  },
  {
    name: "the trainer's report form, not all skills scored",
    path: `/workspace/report?reportId=${REPORT_ID}`,
    as: 'Trainer',
    api: {
      'POST /Account/AuthenticateWithBearerToken': { status: 200, body: { id: TRAINER_ID, role: 'Trainer', clubId: 'club-1', expiresAt: '2030-01-01T00:00:00.000Z', termsAccepted: true } },
      'GET /api/MasterData/GetClubSeason': { status: 200, body: shellApi['GET /api/MasterData/GetClubSeason'].body },
      'GET /api/Report/GetReport': { status: 200, body: openReport },
    },
    act: async (locale) => {
      // No skill scored: the report cannot be completed yet (nothing is changed, so nothing is saved after the test).
      await screen.findByRole('slider', { name: 'Passing' });
      expect((screen.getByRole('button', { name: say(locale, 'workspace.report.complete') }) as HTMLButtonElement).disabled).toBe(true);
    },
    shown: ['workspace.report.scoreAll', 'workspace.report.notScored'],
  },
  {
    name: 'the sign-in form',
    path: '/login',
    as: 'nobody',
    api: { 'POST /Account/Login': { status: 401, body: { accessToken: null, id: null, role: null, errorMessage: 'login or password incorrect' } } },
    act: async (locale) => {
      fireEvent.change(await screen.findByLabelText(say(locale, 'login.email')), { target: { value: 'anna@club.test' } });
      fireEvent.change(screen.getByLabelText(say(locale, 'login.password')), { target: { value: 'wrong' } });
      fireEvent.click(button(locale, 'login.signIn'));
    },
    toast: 'login.failed',
  },
  {
    name: 'the forgotten-password form',
    path: '/forgotpassword',
    as: 'nobody',
    api: {},
    act: async (locale) => {
      fireEvent.change(await screen.findByLabelText(say(locale, 'account.forgot.email')), { target: { value: 'anna-at-club' } });
      fireEvent.click(button(locale, 'account.forgot.submit'));
    },
    toast: 'forgot.invalidEmail',
  },
  {
    name: 'the new-password form',
    path: '/changepassword?activatetoken=tok',
    as: 'nobody',
    api: {},
    act: async (locale) => {
      fireEvent.change(await screen.findByLabelText(say(locale, 'account.change.password')), { target: { value: 'Secret-Pass-1' } });
      fireEvent.change(screen.getByLabelText(say(locale, 'account.change.repeat')), { target: { value: 'Secret-Pass-2' } });
      fireEvent.click(button(locale, 'account.change.submit'));
    },
    toast: 'password.mismatch',
  },
  {
    name: 'the terms form',
    path: '/termandprivacy',
    api: { ...shellApi, 'GET /api/user/GetTermsAndPrivacy': { status: 200, body: { description: 'Terms.', version: '1.0' } } },
    act: async (locale) => {
      await screen.findByText('Terms.');
      fireEvent.click(button(locale, 'account.terms.submit'));
    },
    toast: 'terms.mustAccept',
  },
];

const renderAsTrainerAt = (path: string, locale: Locale) => {
  sessionStorage.setItem(SESSION_KEYS.token, 'tok-t');
  sessionStorage.setItem(SESSION_KEYS.userId, TRAINER_ID);
  sessionStorage.setItem(SESSION_KEYS.role, 'Trainer');
  return renderSignedOutAt(path, locale);
};

const renderSignedOutAt = (path: string, locale: Locale) => {
  localStorage.setItem(LOCALE_KEY, locale);
  window.history.pushState({}, '', path);
  return render(<App authProvider={createAuthProvider()} i18nProvider={createI18nProvider()} />);
};

describe.each(['en', 'nl'] as const)('every form with invalid input, in %s, shows sentences, never message keys', (locale) => {
  it.each(walks.map((walk) => [walk.name, walk] as const))('%s', async (_, walk) => {
    mockFetch(walk.api);
    if (walk.as === 'nobody') renderSignedOutAt(walk.path, locale);
    else if (walk.as === 'Trainer') renderAsTrainerAt(walk.path, locale);
    else renderSignedInAt(walk.path, locale);
    await walk.act(locale);
    if (walk.toast) {
      const expected = say(locale, walk.toast);
      await waitFor(() => expect(toasts().some((toast) => toast.includes(expected)), `a toast with "${expected}" in ${JSON.stringify(toasts())}`).toBe(true));
    }
    for (const message of walk.shown ?? []) expect(await screen.findAllByText(say(locale, message))).not.toHaveLength(0);
    expectNoRawKeys(walk.name);
  });
});
