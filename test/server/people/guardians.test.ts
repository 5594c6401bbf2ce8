import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Skill } from '../../../contract/reportWriting.js';
import { createClub } from '../../../server/repositories/clubs/clubs.js';
import { accountFor } from '../../../server/repositories/accounts/accounts.js';
import { createSession } from '../../../server/repositories/accounts/sessions.js';
import { bearer, createTestApp, getAs, signIn, type TestApp } from '../testApp.js';

/**
 * Issue 25 through HTTP: guardians (at most two per player, a guardian of several children in several
 * teams, 403 on every management call, own children only), consent (player from 16, guardian before;
 * photos only with consent) and the release of completed reports (on completion, or per round).
 *
 *   Club "Family FC", season n = 2 around today. Team Red: trainer Tr, players P1 (born 2015), P3.
 *   Team Blue: trainer Tr, player P2 (2014). Team Red also has P16 (born 2008, 16 or older).
 *   Club "Other FC": manager MB, player PB.
 */
let t: TestApp;
const ids: Record<string, string> = {};
const tokens: Record<string, string> = {};
let skills: Skill[];
const GUARDIAN_PASSWORD = 'Guardian-Pass-42';

const post = (token: string, url: string, payload: object) =>
  t.app.inject({ method: 'POST', url, headers: { ...bearer(token), 'content-type': 'application/json' }, payload: JSON.stringify(payload) });
const get = (token: string, url: string) => getAs(t.app, token, url);

async function person(clubId: string, key: string, role: 'Manager' | 'Trainer' | 'Player', birthDate: string | null = null) {
  const row = await t.db.insertInto('people')
    .values({ club_id: clubId, role, status: 'active', account_id: accountFor(`${key.toLowerCase()}@family.club`, 'x'), first_name: key, last_name: 'Family', birth_date: birthDate })
    .returning('id').executeTakeFirstOrThrow();
  ids[key] = row.id;
  tokens[key] = await createSession(t.db, row.id, 3_600_000);
}

/** A trainer's report on a player through the report calls; completed unless said otherwise. */
async function report(player: string, score: number, complete = true) {
  const started = await post(tokens.Tr!, '/api/Report/StartReport', { playerUserId: ids[player], clubSeasonId: ids.S });
  expect(started.statusCode, started.body).toBe(200);
  const { reportId } = started.json();
  const saved = await post(tokens.Tr!, '/api/Report/SaveReport', {
    reportId, feedback: `Well played, ${player}`, skillReports: skills.map((skill) => ({ skillId: skill.id, score, comment: `Comment ${score}` })),
  });
  expect(saved.statusCode, saved.body).toBe(200);
  if (complete) expect((await post(tokens.Tr!, '/api/Report/CompleteReport', { reportId })).statusCode).toBe(200);
  return reportId as string;
}

/** The guardian's invitation e-mail in the outbox: activates the account with its link, as a guardian would. */
async function activateFromOutbox(email: string) {
  const mail = await t.db.selectFrom('outbox').select('text').where('recipient', '=', email).orderBy('created_at', 'desc').executeTakeFirstOrThrow();
  const token = /activatetoken=([\w-]+)/.exec(mail.text)![1]!;
  const setup = await t.app.inject({ method: 'POST', url: '/Account/SetupInitialPassword', payload: { password: GUARDIAN_PASSWORD, token } });
  expect(setup.json(), setup.body).toMatchObject({ isSucceeded: true, item2: ['Guardian'] });
  return signIn(t.app, email, GUARDIAN_PASSWORD);
}

const addGuardian = (player: string, email: string, firstName = 'Gina') =>
  post(tokens.M!, '/api/Player/AddGuardian', { userId: ids[player], firstName, lastName: 'Guard', email });
const detail = (token: string, player: string) => get(token, `/api/Player/GetPlayerDetailByIdBySeason?userId=${ids[player]}&clubSeasonId=${ids.S}`);
const reviews = (body: { playerReportResponse: Array<{ playerReportReview: Array<{ status: string }> }> }) =>
  body.playerReportResponse.flatMap((trainer) => trainer.playerReportReview);

beforeAll(async () => {
  t = await createTestApp();
  ids.club = await createClub(t.db, { name: 'Family FC', country: 'NL' });
  ids.S = (await t.db.insertInto('seasons')
    .values({ club_id: ids.club, name: 'Family season', report_frequency: 2, start_date: '2020-01-01', end_date: '2099-12-31' })
    .returning('id').executeTakeFirstOrThrow()).id;
  await person(ids.club, 'M', 'Manager');
  await person(ids.club, 'Tr', 'Trainer');
  await person(ids.club, 'P1', 'Player', '2015-03-01');
  await person(ids.club, 'P2', 'Player', '2014-06-01');
  await person(ids.club, 'P3', 'Player', '2015-01-01');
  await person(ids.club, 'P16', 'Player', '2008-01-01');
  for (const team of ['Red', 'Blue']) ids[team] = (await t.db.insertInto('teams').values({ club_id: ids.club, name: team, division: '' }).returning('id').executeTakeFirstOrThrow()).id;
  for (const [team, key, role] of [['Red', 'Tr', 'Trainer'], ['Blue', 'Tr', 'Trainer'], ['Red', 'P1', 'Player'], ['Red', 'P3', 'Player'], ['Red', 'P16', 'Player'], ['Blue', 'P2', 'Player']] as const) {
    await t.db.insertInto('team_memberships').values({ team_id: ids[team]!, person_id: ids[key]!, role }).execute();
  }
  const photo = await t.db.insertInto('photos').values({ club_id: ids.club, content_type: 'image/png', bytes: new Uint8Array([1]), width: 1, height: 1 }).returning('id').executeTakeFirstOrThrow();
  ids.photo = photo.id;
  await t.db.updateTable('people').set({ photo_id: photo.id }).where('id', '=', ids.P1!).execute();
  ids.other = await createClub(t.db, { name: 'Other FC', country: 'NL' });
  await person(ids.other, 'MB', 'Manager');
  await person(ids.other, 'PB', 'Player', '2015-01-01');
  skills = (await get(tokens.M!, '/api/MasterData/GetSkills')).json();
});
afterAll(() => t?.close());

describe('managers add guardians', () => {
  it('invites a new guardian by e-mail, and links the same guardian to a second child in another team without a new e-mail', async () => {
    const first = await addGuardian('P1', 'gina@home.test');
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json()).toMatchObject({ emailSent: true, errorMessage: null, guardian: { firstName: 'Gina', email: 'gina@home.test', status: 'Invited' } });
    ids.G = first.json().guardian.guardianId;
    tokens.G = await activateFromOutbox('gina@home.test');

    const mails = await t.db.selectFrom('outbox').select('id').where('recipient', '=', 'gina@home.test').execute();
    const second = await addGuardian('P2', 'GINA@home.test');
    expect(second.json()).toMatchObject({ emailSent: false, guardian: { guardianId: ids.G, status: 'Active' } });
    expect(await t.db.selectFrom('outbox').select('id').where('recipient', '=', 'gina@home.test').execute()).toHaveLength(mails.length);

    const children = (await get(tokens.G!, '/api/Guardian/GetChildren')).json();
    expect(children.map((child: { firstName: string; teamName: string }) => [child.firstName, child.teamName])).toEqual([['P1', 'Red'], ['P2', 'Blue']]);
  });

  it("allows at most two guardians per player, and refuses a repeat or the player's own address, changing nothing", async () => {
    expect((await addGuardian('P1', 'hans@home.test', 'Hans')).statusCode).toBe(200);
    const third = await addGuardian('P1', 'ivo@home.test', 'Ivo');
    expect(third.statusCode).toBe(409);
    expect(third.json().message).toBe('A player can have at most two guardians. Remove one before adding another.');
    const again = await addGuardian('P2', 'gina@home.test');
    expect([again.statusCode, again.json().message]).toEqual([409, 'This person is already a guardian of this player.']);
    // A trainer's or manager's address is linked as a second role (issue 37, twoRoles.test.ts); the player's own is not.
    const own = await addGuardian('P3', 'p3@family.club');
    expect(own.statusCode).toBe(409);
    expect(own.json().message).toBe("The e-mail address p3@family.club is the player's own. A guardian needs an address of their own.");
    const guardians = (await get(tokens.M!, `/api/Player/GetGuardians?userId=${ids.P1}`)).json();
    expect(guardians.map((g: { firstName: string }) => g.firstName)).toEqual(['Gina', 'Hans']);
    expect(await t.db.selectFrom('people').select('id').where('first_name', '=', 'Ivo').execute()).toEqual([]);
  });

  it('says what is wrong with bad input, and treats another club\'s player as missing', async () => {
    const bad = await addGuardian('P3', 'not-an-address');
    expect([bad.statusCode, bad.json().message]).toEqual([400, "'not-an-address' is not a valid e-mail address."]);
    const noName = await post(tokens.M!, '/api/Player/AddGuardian', { userId: ids.P3, firstName: ' ', lastName: 'X', email: 'x@home.test' });
    expect(noName.statusCode).toBe(400);
    expect((await addGuardian('PB', 'pb@home.test')).statusCode).toBe(404);
    expect((await post(tokens.MB!, '/api/Player/RemoveGuardian', { userId: ids.P1, guardianId: ids.G })).statusCode).toBe(404);
    expect((await get(tokens.MB!, `/api/Player/GetGuardians?userId=${ids.P1}`)).statusCode).toBe(404);
  });
});

describe('a guardian', () => {
  it('gets 403 on management calls and on calls of other roles', async () => {
    const refused = [
      get(tokens.G!, `/api/Player/GetPlayerOverviewReportByClubId?clubSeasonId=${ids.S}`),
      get(tokens.G!, `/api/Player/GetPlayerDetailById?userId=${ids.P1}`),
      get(tokens.G!, `/api/Player/GetGuardians?userId=${ids.P1}`),
      post(tokens.G!, '/api/Player/AddGuardian', { userId: ids.P3, firstName: 'A', lastName: 'B', email: 'ab@home.test' }),
      post(tokens.G!, '/api/Player/RemoveGuardian', { userId: ids.P1, guardianId: ids.G }),
      get(tokens.G!, '/api/trainer/GetTrainersOverview'),
      get(tokens.G!, `/api/Report/GetMyReports?clubSeasonId=${ids.S}`),
      get(tokens.G!, `/api/Report/GetMyPlayers?clubSeasonId=${ids.S}`),
      get(tokens.G!, `/api/Report/GetReleaseRounds?clubSeasonId=${ids.S}`),
      get(tokens.G!, '/api/user/GetFamilySettings'),
      get(tokens.G!, `/api/Dashboard/GetMainDashboard?clubSeasonId=${ids.S}&teamIds=`),
    ];
    for (const response of await Promise.all(refused)) expect(response.statusCode, response.raw.req.url).toBe(403);
  });

  it("reads only their own children: any other player, of the club or another, is missing", async () => {
    for (const player of ['P3', 'PB', 'P16']) {
      expect((await detail(tokens.G!, player)).statusCode).toBe(404);
      expect((await get(tokens.G!, `/api/Player/GetPlayerHistory?userId=${ids[player]}`)).statusCode).toBe(404);
      expect((await get(tokens.G!, `/api/Player/GetConsents?userId=${ids[player]}`)).statusCode).toBe(404);
    }
    expect((await detail(tokens.G!, 'P1')).statusCode).toBe(200);
  });
});

describe('reports reach the family completed, released and with consent', () => {
  beforeAll(async () => {
    await report('P1', 7);
    await report('P1', 9, false); // open: never the family's
  });

  it('shows no report while sharing with guardians is not consented to, then the completed ones only', async () => {
    expect(reviews((await detail(tokens.G!, 'P1')).json())).toEqual([]);
    const given = await post(tokens.G!, '/api/Player/SetConsent', { userId: ids.P1, purpose: 'sharing', given: true });
    expect(given.statusCode, given.body).toBe(200);
    expect(given.json().sharing).toMatchObject({ given: true, givenByName: 'Gina Guard' });

    const family = (await detail(tokens.G!, 'P1')).json();
    expect(reviews(family).map((review) => review.status)).toEqual(['Completed']);
    expect(family).toMatchObject({ openReport: 0, completedReport: 1, averageScore: '7.0' });
    expect(reviews((await detail(tokens.M!, 'P1')).json()).map((review) => review.status).sort()).toEqual(['Completed', 'Open']);
    const history = (await get(tokens.G!, `/api/Player/GetPlayerHistory?userId=${ids.P1}`)).json();
    expect(history.seasons.map((season: { completedReports: number }) => season.completedReports)).toEqual([1]);
  });

  it('per round: a completed report waits for the release, which is logged, then reaches player and guardian', async () => {
    const saved = await post(tokens.M!, '/api/user/SaveFamilySettings', { releaseMode: 'perRound', privacyStatementEn: 'We keep reports private.', privacyStatementNl: 'Wij houden verslagen privé.' });
    expect(saved.statusCode, saved.body).toBe(200);
    // Finish the open report on P1 (round 2 of the pair), and a first report on P16 (round 1).
    const open = await t.db.selectFrom('reports').select('id').where('player_id', '=', ids.P1!).where('status', '=', 'Open').executeTakeFirstOrThrow();
    expect((await post(tokens.Tr!, '/api/Report/CompleteReport', { reportId: open.id })).statusCode).toBe(200);
    await report('P16', 6);

    expect(reviews((await detail(tokens.G!, 'P1')).json())).toHaveLength(1);
    expect((await get(tokens.P16!, `/api/Report/GetMyReports?clubSeasonId=${ids.S}`)).json().reports).toEqual([]);
    const rounds = (await get(tokens.M!, `/api/Report/GetReleaseRounds?clubSeasonId=${ids.S}`)).json();
    expect(rounds.map((round: { round: number; waiting: number; released: number }) => [round.round, round.waiting, round.released])).toEqual([[1, 1, 1], [2, 1, 0]]);

    const released = await post(tokens.M!, '/api/Report/ReleaseRound', { clubSeasonId: ids.S, round: 2 });
    expect(released.json()).toEqual({ released: 1 });
    expect(reviews((await detail(tokens.G!, 'P1')).json())).toHaveLength(2);
    expect((await get(tokens.P16!, `/api/Report/GetMyReports?clubSeasonId=${ids.S}`)).json().reports).toEqual([]);
    expect((await post(tokens.M!, '/api/Report/ReleaseRound', { clubSeasonId: ids.S, round: 1 })).json()).toEqual({ released: 1 });
    expect((await get(tokens.P16!, `/api/Report/GetMyReports?clubSeasonId=${ids.S}`)).json().reports).toHaveLength(1);

    const after = (await get(tokens.M!, `/api/Report/GetReleaseRounds?clubSeasonId=${ids.S}`)).json();
    expect(after[1]).toMatchObject({ round: 2, waiting: 0, released: 1, lastReleasedBy: 'M Family' });
    const logged = await t.db.selectFrom('reports').select(['released_by']).where('player_id', '=', ids.P1!).where('released_by', 'is not', null).execute();
    expect(logged).toEqual([{ released_by: ids.M }]);
  });

  it('refuses a round the season does not have', async () => {
    const response = await post(tokens.M!, '/api/Report/ReleaseRound', { clubSeasonId: ids.S, round: 3 });
    expect([response.statusCode, response.json().message]).toEqual([404, 'Round 3 does not exist in this season.']);
    expect((await post(tokens.MB!, '/api/Report/ReleaseRound', { clubSeasonId: ids.S, round: 1 })).statusCode).toBe(404);
  });

  it("shows the club's privacy statement in the person's language", async () => {
    expect((await get(tokens.G!, '/api/user/GetPrivacyStatement?language=nl')).json()).toEqual({ clubName: 'Family FC', statement: 'Wij houden verslagen privé.' });
  });
});

describe('consent', () => {
  it('is given by the player from 16 and by a guardian before, never by the club', async () => {
    expect((await addGuardian('P16', 'gina@home.test')).statusCode).toBe(200);
    const byGuardian = await post(tokens.G!, '/api/Player/SetConsent', { userId: ids.P16, purpose: 'photos', given: true });
    expect([byGuardian.statusCode, byGuardian.json().message]).toEqual([403, 'This player is 16 or older and gives this consent themself.']);
    const byPlayer = await post(tokens.P16!, '/api/Player/SetConsent', { userId: ids.P16, purpose: 'photos', given: true });
    expect(byPlayer.json()).toMatchObject({ givenBy: 'player', photos: { given: true, givenByName: 'P16 Family' } });
    const young = await post(tokens.P1!, '/api/Player/SetConsent', { userId: ids.P1, purpose: 'photos', given: true });
    expect([young.statusCode, young.json().message]).toEqual([403, 'Until the player is 16, a guardian gives this consent.']);
    const club = await post(tokens.M!, '/api/Player/SetConsent', { userId: ids.P1, purpose: 'photos', given: true });
    expect(club.statusCode).toBe(403);
    expect((await post(tokens.P1!, '/api/Player/SetConsent', { userId: ids.P3, purpose: 'photos', given: true })).statusCode).toBe(404);
    const consents = (await get(tokens.M!, `/api/Player/GetConsents?userId=${ids.P1}`)).json();
    expect(consents).toMatchObject({ givenBy: 'guardian', photos: { given: false, givenAt: null }, sharing: { given: true } });
  });

  it("keeps a photo without consent from everyone but managers", async () => {
    const picture = `/photos/${ids.photo}`;
    const trainerSees = async () =>
      (await get(tokens.Tr!, `/api/Report/GetMyPlayers?clubSeasonId=${ids.S}`)).json().find((row: { userId: string }) => row.userId === ids.P1).userPicture;
    expect((await detail(tokens.M!, 'P1')).json().userPicture).toBe(picture);
    expect((await detail(tokens.G!, 'P1')).json().userPicture).toBeNull();
    expect((await get(tokens.G!, '/api/Guardian/GetChildren')).json()[0].userPicture).toBeNull();
    expect(await trainerSees()).toBeNull();

    expect((await post(tokens.G!, '/api/Player/SetConsent', { userId: ids.P1, purpose: 'photos', given: true })).statusCode).toBe(200);
    expect((await detail(tokens.G!, 'P1')).json().userPicture).toBe(picture);
    expect(await trainerSees()).toBe(picture);
  });
});

describe('removing a guardian', () => {
  it('ends the link; a guardian without children left is signed out of the club', async () => {
    expect((await post(tokens.M!, '/api/Player/RemoveGuardian', { userId: ids.P2, guardianId: ids.G })).json()).toEqual({ isSucceeded: true, errorMessage: null });
    expect((await detail(tokens.G!, 'P2')).statusCode).toBe(404);
    const again = await post(tokens.M!, '/api/Player/RemoveGuardian', { userId: ids.P2, guardianId: ids.G });
    expect([again.statusCode, again.json().message]).toEqual([404, 'This guardian does not exist.']);
    for (const player of ['P1', 'P16']) await post(tokens.M!, '/api/Player/RemoveGuardian', { userId: ids[player], guardianId: ids.G });
    expect((await get(tokens.G!, '/api/Guardian/GetChildren')).statusCode).toBe(401);
  });
});
