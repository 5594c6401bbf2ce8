import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createTestApp, getAs, type TestApp } from '../testApp.js';
import { previewAndRunFile, previewFile } from '../importClient.js';
import { buildHandBuiltClub, type HandBuiltClub } from '../clubStructureClub.js';
import { createSession } from '../../../server/repositories/accounts/sessions.js';
import { sql } from 'kysely';

/**
 * One person, two roles in a club (issue 37). Marieke de Vries trains JO8-1 and her son Daan plays in
 * JO9-1: the Sportlink export gives Daan her address. Thijs van Leeuwen plays in JO19-1 and is leider
 * of JO9-1: the export has his member number twice, once per role. Each is one person (one account, one
 * password, one e-mail) with two memberships of the club, and switches between them without signing in
 * again; nothing of another club comes within reach.
 */
let t: TestApp;
let club: HandBuiltClub;
let other: HandBuiltClub;
const PASSWORD = 'Kunstgras-Zaterdag-2026!';

beforeAll(async () => {
  t = await createTestApp();
  club = await buildHandBuiltClub(t.db, 'VV De Meeuwen', 'meeuwen.club');
  other = await buildHandBuiltClub(t.db, 'SV Oranje Zuid', 'oranjezuid.club');
});
afterAll(() => t?.close());

const HEADER = 'Relatiecode;Roepnaam;Tussenvoegsel;Achternaam;E-mail;Geb.dat.;Team;Teamrol';
const SPORTLINK = [
  HEADER,
  'LNR101;Marieke;de;Vries;marieke.devries@meeuwen.club;12-05-1986;JO8-1;Trainer',
  'LNR102;Daan;de;Vries;marieke.devries@meeuwen.club;03-04-2017;JO9-1;Teamspeler',
  'LNR103;Sem;;Bakker;;05-05-2018;JO8-1;Teamspeler',
  'LNR104;Thijs;van;Leeuwen;thijs.vanleeuwen@meeuwen.club;14-02-2008;JO19-1;Teamspeler',
  'LNR104;Thijs;van;Leeuwen;thijs.vanleeuwen@meeuwen.club;14-02-2008;JO9-1;Leider',
  'LNR105;Lotte;van;Leeuwen;;01-06-2017;JO9-1;Teamspeler',
].join('\r\n');

const post = (token: string, url: string, payload?: unknown) => t.app.inject({ method: 'POST', url, headers: bearer(token), payload: payload as object });
const get = (token: string, url: string) => getAs(t.app, token, url);
const login = (userName: string, password: string) => t.app.inject({ method: 'POST', url: '/Account/Login', payload: { userName, password, rememberLogin: true } });
const mailsTo = (email: string) => t.db.selectFrom('outbox').select(['subject', 'text']).where('recipient', '=', email).orderBy('created_at').execute();
const memberships = (email: string) =>
  t.db.selectFrom('people as p').innerJoin('accounts as a', 'a.id', 'p.account_id')
    .select(['p.id', 'p.role', 'p.status', 'p.account_id', 'p.club_id']).where('a.email', '=', email).where('p.removed_at', 'is', null)
    .orderBy('p.role').execute();
const teamsOf = async (personId: string) =>
  (await t.db.selectFrom('team_memberships as m').innerJoin('teams as tm', 'tm.id', 'm.team_id').select('tm.name')
    .where('m.person_id', '=', personId).where('m.ended_at', 'is', null).execute()).map((row) => row.name);
/** The trainer's workspace: the players of their teams, by name. */
const playerNames = async (token: string) => {
  const answer = await get(token, `/api/Report/GetMyPlayers?clubSeasonId=${club.ids.S}`);
  expect(answer.statusCode, answer.body).toBe(200);
  return (answer.json() as Array<{ name: string }>).map((p) => p.name).sort();
};

/** Activates the account with the link of its (one) invitation e-mail, then signs in: the Login answer. */
async function activate(email: string) {
  const mails = await mailsTo(email);
  expect(mails).toHaveLength(1);
  const token = /activatetoken=([\w-]+)/.exec(mails[0]!.text)![1]!;
  const setup = await t.app.inject({ method: 'POST', url: '/Account/SetupInitialPassword', payload: { password: PASSWORD, token } });
  expect(setup.statusCode, setup.body).toBe(200);
  const signedIn = await login(email, PASSWORD);
  expect(signedIn.statusCode, signedIn.body).toBe(200);
  return signedIn.json();
}

type Choice = { clubId: string; clubName: string; id: string; role: string; about?: string[] };
const switchTo = async (token: string, choice: Choice) => {
  const answer = await post(token, '/Account/SwitchClub', { clubId: choice.clubId, id: choice.id });
  expect(answer.statusCode, answer.body).toBe(200);
  return answer.json();
};

describe('a Sportlink export with a parent who trains and a player who is leider', () => {
  it('previews each as one person with both roles, nothing in error, one e-mail each', async () => {
    const answer = await previewFile(t, club.managerToken, SPORTLINK);
    expect(answer.statusCode, answer.body).toBe(200);
    const rows = answer.json().rows as Array<{ firstName: string; role: string; email: string; errors: string[]; action: string; guardians?: unknown[] }>;
    expect(rows.flatMap((row) => row.errors)).toEqual([]);
    expect(rows.filter((row) => row.firstName === 'Thijs').map((row) => [row.role, row.action, row.email]))
      .toEqual([['Player', 'invite', 'thijs.vanleeuwen@meeuwen.club'], ['Trainer', 'invite', 'thijs.vanleeuwen@meeuwen.club']]);
    expect(rows.find((row) => row.firstName === 'Daan')).toMatchObject({ email: '', guardians: [{ name: 'Marieke de Vries', email: 'marieke.devries@meeuwen.club' }] });
    // Marieke and Thijs are e-mailed once each: a second role is no second e-mail.
    expect(answer.json().invitations).toMatchObject({ players: 1, trainers: 1, guardians: 0, managers: 0 });
  });

  it('imports them: one account each, both roles on their teams, one e-mail per address', async () => {
    const { status } = await previewAndRunFile(t, club.managerToken, SPORTLINK);
    expect(status).toMatchObject({ state: 'done', errors: [] });
    expect(await mailsTo('marieke.devries@meeuwen.club')).toHaveLength(1);
    expect(await mailsTo('thijs.vanleeuwen@meeuwen.club')).toHaveLength(1);
    // Her one invitation names both roles.
    expect((await mailsTo('marieke.devries@meeuwen.club'))[0]!.text).toMatch(/(trainer and guardian of|trainer en ouder\/verzorger van) Daan de Vries/);

    const marieke = await memberships('marieke.devries@meeuwen.club');
    expect(marieke.map((m) => m.role)).toEqual(['Guardian', 'Trainer']);
    expect(new Set(marieke.map((m) => m.account_id)).size).toBe(1);
    expect(await teamsOf(marieke.find((m) => m.role === 'Trainer')!.id)).toEqual(['JO8-1']);
    const children = await t.db.selectFrom('guardianships as g').innerJoin('people as k', 'k.id', 'g.player_id').select('k.first_name')
      .where('g.guardian_id', '=', marieke.find((m) => m.role === 'Guardian')!.id).execute();
    expect(children.map((row) => row.first_name)).toEqual(['Daan']);

    const thijs = await memberships('thijs.vanleeuwen@meeuwen.club');
    expect(thijs.map((m) => m.role)).toEqual(['Player', 'Trainer']);
    expect(new Set(thijs.map((m) => m.account_id)).size).toBe(1);
    expect(await teamsOf(thijs.find((m) => m.role === 'Player')!.id)).toEqual(['JO19-1']);
    expect(await teamsOf(thijs.find((m) => m.role === 'Trainer')!.id)).toEqual(['JO9-1']);
  });

  it('imports the same file again without adding a role or an e-mail', async () => {
    const { status } = await previewAndRunFile(t, club.managerToken, SPORTLINK);
    expect(status).toMatchObject({ state: 'done', errors: [], invited: 0 });
    expect((await memberships('marieke.devries@meeuwen.club')).map((m) => m.role)).toEqual(['Guardian', 'Trainer']);
    expect((await memberships('thijs.vanleeuwen@meeuwen.club')).map((m) => m.role)).toEqual(['Player', 'Trainer']);
    expect(await mailsTo('marieke.devries@meeuwen.club')).toHaveLength(1);
  });
});

describe('an import without invitations, sent later', () => {
  const OTHER = SPORTLINK.replaceAll('meeuwen.club', 'oranjezuid.club');
  it('sends each person one e-mail, whose link activates all their roles', async () => {
    const { status } = await previewAndRunFile(t, other.managerToken, OTHER, { invite: false });
    expect(status).toMatchObject({ state: 'done', errors: [] });
    expect(await mailsTo('thijs.vanleeuwen@oranjezuid.club')).toHaveLength(0);
    const sent = await post(other.managerToken, '/api/Import/SendInvitations', {});
    expect(sent.statusCode, sent.body).toBe(200);
    expect(sent.json()).toEqual({ sent: 2, failed: 0 });
    expect(await mailsTo('marieke.devries@oranjezuid.club')).toHaveLength(1);
    const answer = await activate('thijs.vanleeuwen@oranjezuid.club');
    expect((answer.clubs as Choice[]).map((c) => [c.clubName, c.role]).sort()).toEqual([['SV Oranje Zuid', 'Player'], ['SV Oranje Zuid', 'Trainer']]);
  });
});

describe('the trainers sent their invitations first, from an import without invitations', () => {
  let third: HandBuiltClub;
  beforeAll(async () => {
    third = await buildHandBuiltClub(t.db, 'VV De Zeearend', 'zeearend.club');
  });

  it('e-mails the player who is leider with them, once, whichever of his roles came first', async () => {
    const { status } = await previewAndRunFile(t, third.managerToken, SPORTLINK.replaceAll('meeuwen.club', 'zeearend.club'), { invite: false });
    expect(status).toMatchObject({ state: 'done', errors: [] });
    // One import gives his two roles one created_at, so which is first is the ids' chance: here his player's role.
    const player = (await memberships('thijs.vanleeuwen@zeearend.club')).find((m) => m.role === 'Player')!;
    await t.db.updateTable('people').set({ created_at: sql`created_at - interval '1 minute'` }).where('id', '=', player.id).execute();

    const trainers = await post(third.managerToken, '/api/Import/SendInvitations', { roles: ['Trainer'] });
    expect(trainers.statusCode, trainers.body).toBe(200);
    expect(trainers.json()).toEqual({ sent: 2, failed: 0 });
    expect(await mailsTo('thijs.vanleeuwen@zeearend.club')).toHaveLength(1);
    expect(await mailsTo('marieke.devries@zeearend.club')).toHaveLength(1);
    // The rest: not his other role again (his one link activates both).
    expect((await post(third.managerToken, '/api/Import/SendInvitations', {})).json()).toEqual({ sent: 0, failed: 0 });
    expect(await mailsTo('thijs.vanleeuwen@zeearend.club')).toHaveLength(1);
    const answer = await activate('thijs.vanleeuwen@zeearend.club');
    expect((answer.clubs as Choice[]).map((c) => [c.clubName, c.role]).sort()).toEqual([['VV De Zeearend', 'Player'], ['VV De Zeearend', 'Trainer']]);
  });
});

describe('the parent who trains signs in once', () => {
  let choices: Choice[];
  let firstToken: string;

  it("activates both roles with her one link, and Login lists them with what each is about", async () => {
    const answer = await activate('marieke.devries@meeuwen.club');
    expect((await memberships('marieke.devries@meeuwen.club')).map((m) => m.status)).toEqual(['active', 'active']);
    choices = answer.clubs;
    expect(choices.map((c) => [c.clubName, c.role, c.about]).sort()).toEqual([
      ['VV De Meeuwen', 'Guardian', ['Daan de Vries']],
      ['VV De Meeuwen', 'Trainer', ['JO8-1']],
    ]);
    // The token is for the first of the list, and the answer is Login's for it.
    expect(answer).toMatchObject({ id: choices[0]!.id, role: choices[0]!.role, errorMessage: null });
    firstToken = answer.accessToken;
    const listed = (await get(firstToken, '/Account/Clubs')).json();
    expect(listed.clubs.map((c: Choice) => c.id).sort()).toEqual(choices.map((c) => c.id).sort());
  });

  it("reads her team's players as trainer and her son as guardian, switching without a password", async () => {
    const trainer = await switchTo(firstToken, choices.find((c) => c.role === 'Trainer')!);
    expect(trainer.role).toBe('Trainer');
    expect(await playerNames(trainer.accessToken)).toEqual(['Sem Bakker']);
    expect((await get(trainer.accessToken, '/api/Guardian/GetChildren')).statusCode).toBe(403);

    const guardian = await switchTo(trainer.accessToken, choices.find((c) => c.role === 'Guardian')!);
    expect(guardian.role).toBe('Guardian');
    const children = (await get(guardian.accessToken, '/api/Guardian/GetChildren')).json();
    expect(children.map((child: { firstName: string; teamName: string }) => [child.firstName, child.teamName])).toEqual([['Daan', 'JO9-1']]);
    expect((await get(guardian.accessToken, `/api/Report/GetMyPlayers?clubSeasonId=${club.ids.S}`)).statusCode).toBe(403);
    // Both tokens stay valid, each in its own role.
    expect(await playerNames(trainer.accessToken)).toEqual(['Sem Bakker']);
    // A Login of the last role used opens that one.
    expect((await login('marieke.devries@meeuwen.club', PASSWORD)).json()).toMatchObject({ role: 'Guardian' });
  });

  it('reaches nothing of another club: no switch there, no player of theirs', async () => {
    const trainer = await switchTo(firstToken, choices.find((c) => c.role === 'Trainer')!);
    expect((await post(trainer.accessToken, '/Account/SwitchClub', { clubId: other.clubId })).statusCode).toBe(404);
    // Her own club with another club's membership id is no role of hers either.
    expect((await post(trainer.accessToken, '/Account/SwitchClub', { clubId: club.clubId, id: other.ids.T1 })).statusCode).toBe(404);
    expect((await post(trainer.accessToken, '/Account/SwitchClub', { clubId: other.clubId, id: other.ids.T1 })).statusCode).toBe(404);
    const guardian = await switchTo(firstToken, choices.find((c) => c.role === 'Guardian')!);
    const foreign = await get(guardian.accessToken, `/api/Player/GetPlayerDetailByIdBySeason?userId=${other.ids.P1}`);
    expect(foreign.statusCode).toBe(404);
  });

  it("her privacy export holds both roles: her team as trainer and her son as guardian", async () => {
    const trainerRole = choices.find((c) => c.role === 'Trainer')!;
    const exported = await get(club.managerToken, `/api/Privacy/ExportPerson?userId=${trainerRole.id}`);
    expect(exported.statusCode, exported.body).toBe(200);
    const file = exported.json();
    expect(file.profile).toMatchObject({ userId: trainerRole.id, role: 'Trainer' });
    expect(file.memberships.map((m: { teamName: string; role: string }) => [m.teamName, m.role])).toEqual([['JO8-1', 'Trainer']]);
    expect(file.children.map((c: { firstName: string }) => c.firstName)).toEqual(['Daan']);
  });

  it("removing her as Daan's guardian ends that role only: the trainer's stays", async () => {
    const [guardianRole] = (await memberships('marieke.devries@meeuwen.club')).filter((m) => m.role === 'Guardian');
    const daan = await t.db.selectFrom('people').select('id').where('club_id', '=', club.clubId).where('first_name', '=', 'Daan').executeTakeFirstOrThrow();
    const guardian = await switchTo(firstToken, choices.find((c) => c.role === 'Guardian')!);
    const trainer = await switchTo(firstToken, choices.find((c) => c.role === 'Trainer')!);
    const removed = await post(club.managerToken, '/api/Player/RemoveGuardian', { userId: daan.id, guardianId: guardianRole!.id });
    expect(removed.statusCode, removed.body).toBe(200);
    expect((await get(guardian.accessToken, '/api/Guardian/GetChildren')).statusCode).toBe(401);
    expect(await playerNames(trainer.accessToken)).toEqual(['Sem Bakker']);
    expect((await memberships('marieke.devries@meeuwen.club')).map((m) => m.role)).toEqual(['Trainer']);
    // One role left: Login answers the spec's shape, without a list.
    const again = (await login('marieke.devries@meeuwen.club', PASSWORD)).json();
    expect(again).toMatchObject({ role: 'Trainer' });
    expect(again.clubs).toBeUndefined();
  });
});

describe('the player who is leider', () => {
  it('is one account with a player and a trainer role, one password for both', async () => {
    const answer = await activate('thijs.vanleeuwen@meeuwen.club');
    const choices: Choice[] = answer.clubs;
    expect(choices.map((c) => [c.role, c.about]).sort()).toEqual([['Player', ['JO19-1']], ['Trainer', ['JO9-1']]]);
    const trainer = await switchTo(answer.accessToken, choices.find((c) => c.role === 'Trainer')!);
    expect(await playerNames(trainer.accessToken)).toEqual(['Daan de Vries', 'Lotte van Leeuwen']);
    const player = await switchTo(answer.accessToken, choices.find((c) => c.role === 'Player')!);
    expect((await get(player.accessToken, `/api/Report/GetMyPlayers?clubSeasonId=${club.ids.S}`)).statusCode).toBe(403);
    expect((await post(player.accessToken, '/Account/AuthenticateWithBearerToken')).json()).toMatchObject({ role: 'Player', clubId: club.clubId });
  });

  it('a new password ends the sessions of both roles', async () => {
    const answer = (await login('thijs.vanleeuwen@meeuwen.club', PASSWORD)).json();
    const tokens = await Promise.all((answer.clubs as Choice[]).map(async (choice) => (await switchTo(answer.accessToken, choice)).accessToken as string));
    const asked = await t.app.inject({ method: 'POST', url: '/Account/ResetPassword?email=thijs.vanleeuwen@meeuwen.club' });
    expect(asked.statusCode, asked.body).toBe(200);
    // The reset e-mail goes out after the answer.
    let mail: { text: string } | undefined;
    for (let tries = 0; tries < 200 && !mail; tries++) {
      mail = (await mailsTo('thijs.vanleeuwen@meeuwen.club')).find((m) => /resetactivatetoken=/.test(m.text));
      if (!mail) await new Promise((resolve) => setTimeout(resolve, 20));
    }
    const token = /resetactivatetoken=([\w-]+)/.exec(mail!.text)![1]!;
    const reset = await t.app.inject({ method: 'POST', url: '/Account/SetupResetPassword', payload: { password: 'Kleedkamer-Negen-2027!', token } });
    expect(reset.statusCode, reset.body).toBe(200);
    for (const old of [answer.accessToken, ...tokens]) expect((await post(old, '/Account/AuthenticateWithBearerToken')).statusCode).toBe(401);
  });
});

describe('erasing the player who is leider', () => {
  it('erases the person: both roles, one request', async () => {
    const roles = await memberships('thijs.vanleeuwen@meeuwen.club');
    expect(roles.map((m) => m.role)).toEqual(['Player', 'Trainer']);
    const erased = await post(club.managerToken, '/api/Privacy/ErasePerson', { userId: roles.find((m) => m.role === 'Player')!.id });
    expect(erased.statusCode, erased.body).toBe(200);
    expect(await memberships('thijs.vanleeuwen@meeuwen.club')).toEqual([]);
    const rows = await t.db.selectFrom('people').select(['role', 'erased_at', 'removed_at', 'first_name']).where('id', 'in', roles.map((m) => m.id)).execute();
    expect(rows).toHaveLength(2);
    for (const row of rows) expect(row.erased_at !== null && row.removed_at !== null && row.first_name !== 'Thijs').toBe(true);
    expect((await login('thijs.vanleeuwen@meeuwen.club', 'Kleedkamer-Negen-2027!')).statusCode).toBe(401);
  });
});

describe('a manager adds a guardian or invites someone who has another role', () => {
  it("links a trainer's address as a guardian: a second role, active at once, no e-mail", async () => {
    const before = (await mailsTo('t2@meeuwen.club')).length;
    const added = await post(club.managerToken, '/api/Player/AddGuardian', { userId: club.ids.P2, firstName: 'T2', lastName: 'Test', email: 't2@meeuwen.club' });
    expect(added.statusCode, added.body).toBe(200);
    expect(added.json()).toMatchObject({ emailSent: false, guardian: { email: 't2@meeuwen.club', status: 'Active' } });
    expect((await mailsTo('t2@meeuwen.club')).length).toBe(before);
    const roles = await memberships('t2@meeuwen.club');
    expect(roles.map((m) => [m.role, m.status])).toEqual([['Guardian', 'active'], ['Trainer', 'active']]);
    expect(new Set(roles.map((m) => m.account_id)).size).toBe(1);

    // Her trainer's session reaches the guardian role through the switch.
    const session = await createSession(t.db, club.ids.T2!, 3_600_000);
    const listed = (await get(session, '/Account/Clubs')).json();
    expect(listed.clubs.map((c: Choice) => c.role).sort()).toEqual(['Guardian', 'Trainer']);
    const guardian = await switchTo(session, listed.clubs.find((c: Choice) => c.role === 'Guardian'));
    const children = (await get(guardian.accessToken, '/api/Guardian/GetChildren')).json();
    expect(children.map((child: { firstName: string }) => child.firstName)).toEqual(['P2']);
  });

  it("refuses the player's own address as their guardian", async () => {
    const own = await post(club.managerToken, '/api/Player/AddGuardian', { userId: club.ids.P3, firstName: 'P3', lastName: 'Test', email: 'p3@meeuwen.club' });
    expect(own.statusCode).toBe(409);
    expect(own.json().message).toBe("The e-mail address p3@meeuwen.club is the player's own. A guardian needs an address of their own.");
  });

  it("invites a trainer as a player too: the second role, active at once, and an e-mail asking to sign in", async () => {
    const invited = await post(club.managerToken, '/Account/RegisterUser', {
      email: 'T1@meeuwen.club', role: 'Player', firstName: 'T1', lastName: 'Test', phoneNumber: '', profilePicture: 'file.png', photo: '', teamId: club.ids.B,
    });
    expect(invited.statusCode, invited.body).toBe(200);
    expect(invited.json()).toMatchObject({ isSucceeded: true, emailSent: true });
    const roles = await memberships('t1@meeuwen.club');
    expect(roles.map((m) => [m.role, m.status])).toEqual([['Player', 'active'], ['Trainer', 'active']]);
    const mail = (await mailsTo('t1@meeuwen.club')).at(-1)!;
    expect(mail.text).toContain('VV De Meeuwen');
    expect(mail.text).not.toMatch(/activatetoken=/);

    // The same role twice is still refused, as before.
    const again = await post(club.managerToken, '/Account/RegisterUser', {
      email: 't1@meeuwen.club', role: 'Player', firstName: 'T1', lastName: 'Test', phoneNumber: '', profilePicture: 'file.png', photo: '', teamId: club.ids.B,
    });
    expect(again.json()).toMatchObject({ isSucceeded: false });
    expect((await memberships('t1@meeuwen.club')).length).toBe(2);
  });

  it('another club adding the same address makes a membership of that club only', async () => {
    const added = await post(other.managerToken, '/api/Player/AddGuardian', { userId: other.ids.P1, firstName: 'T2', lastName: 'Test', email: 't2@meeuwen.club' });
    expect(added.statusCode, added.body).toBe(200);
    // Not a role of hers in our club: she is invited there, by e-mail, as for any new address.
    expect(added.json()).toMatchObject({ emailSent: true, guardian: { email: 't2@meeuwen.club' } });
    const roles = await memberships('t2@meeuwen.club');
    expect(roles.filter((m) => m.club_id === club.clubId).map((m) => m.role)).toEqual(['Guardian', 'Trainer']);
    expect(roles.filter((m) => m.club_id === other.clubId).map((m) => [m.role, m.status])).toEqual([['Guardian', 'invited']]);
  });

  it("a new address for one of her roles is the new address of all her roles in this club, and only in this club", async () => {
    const update = await post(club.managerToken, '/Account/UpdateUser', { id: club.ids.T2, firstName: 'T2', lastName: 'Test', email: 't2.nieuw@meeuwen.club' });
    expect(update.json(), update.body).toMatchObject({ isSucceeded: true });
    const moved = await memberships('t2.nieuw@meeuwen.club');
    expect(moved.map((m) => [m.club_id === club.clubId, m.role])).toEqual([[true, 'Guardian'], [true, 'Trainer']]);
    expect(new Set(moved.map((m) => m.account_id)).size).toBe(1);
    expect((await memberships('t2@meeuwen.club')).map((m) => [m.club_id === other.clubId, m.role])).toEqual([[true, 'Guardian']]);
  });
});
