import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createOperator, createTestApp, signIn, type TestApp } from './testApp.js';
import { DEMO_MANAGER, generateClub, type GeneratedClub } from '../../server/seed/demoClub.js';

/** The operators' upload calls: behind an operator's sign-in, the cascade lists, and the batch upload. */
let admin: Record<string, string>;
let t: TestApp;
let demo: GeneratedClub;
let other: GeneratedClub;
let team: { id: string; name: string };

beforeAll(async () => {
  t = await createTestApp({ smtpUrl: undefined });
  admin = (await createOperator(t)).headers;
  demo = await generateClub(t.db, { size: { teams: 2, trainers: 2, players: 6 } });
  other = await generateClub(t.db, { size: { teams: 1, trainers: 1, players: 2 }, name: 'FC Elsewhere', managerEmail: 'boss@elsewhere.club', emailDomain: 'elsewhere.club', seed: 5 });
  team = await t.db.selectFrom('teams').select(['id', 'name']).where('club_id', '=', demo.clubId).orderBy('name').executeTakeFirstOrThrow();
});
afterAll(() => t?.close());


function batch(csv: string, fields: Record<string, string> = { clubId: demo.clubId, seasonId: demo.currentSeasonId, teamId: team.id }) {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.append(name, value);
  form.append('batchData', new Blob([csv], { type: 'text/csv' }), 'players.csv');
  return t.app.inject({ method: 'POST', url: '/HomeAdmin', headers: admin, payload: form });
}

const invitedInClub = (clubId: string) =>
  t.db.selectFrom('people').innerJoin('accounts', 'accounts.id', 'people.account_id').select(['accounts.email', 'role', 'status', 'invited_by', 'primary_position_id']).where('club_id', '=', clubId).where('status', '=', 'invited').execute();

describe("the operator's sign-in", () => {
  it('is required on every upload call: nobody, a made-up token and a manager of a club get 401', async () => {
    const manager = await signIn(t.app, DEMO_MANAGER.email, DEMO_MANAGER.password);
    for (const url of ['/Admin/Clubs', `/Admin/Seasons?clubId=${demo.clubId}`, `/Admin/Teams?seasonId=${demo.currentSeasonId}`]) {
      for (const headers of [{}, { authorization: 'Bearer made-up' }, { authorization: `Bearer ${manager}` }]) {
        const response = await t.app.inject({ method: 'GET', url, headers });
        expect(response.statusCode, url).toBe(401);
        expect(response.json().message).toBe("Sign in to the operators' console first.");
      }
    }
  });
});

describe('the cascade lists', () => {
  it('lists clubs, then a club\'s seasons, then the teams for a season', async () => {
    const clubs = (await t.app.inject({ method: 'GET', url: '/Admin/Clubs', headers: admin })).json();
    expect(clubs).toEqual([
      { id: other.clubId, clubName: 'FC Elsewhere' },
      { id: demo.clubId, clubName: 'VV Zuiderpark' },
    ]);
    const seasons = (await t.app.inject({ method: 'GET', url: `/Admin/Seasons?clubId=${demo.clubId}`, headers: admin })).json();
    expect(seasons.map((s: { id: string }) => s.id)).toEqual(demo.seasonIds);
    expect(seasons[0]).toEqual({ id: demo.seasonIds[0], seasonName: expect.stringMatching(/^\d{4}\/\d{4}$/), startDate: expect.stringMatching(/T00:00:00.000Z$/), endDate: expect.stringMatching(/T00:00:00.000Z$/) });
    const teams = (await t.app.inject({ method: 'GET', url: `/Admin/Teams?seasonId=${demo.currentSeasonId}`, headers: admin })).json();
    expect(teams).toHaveLength(2);
    expect(teams[0]).toEqual({ id: team.id, teamName: team.name });
  });
});

describe('the batch upload (POST /HomeAdmin)', () => {
  it('invites every person of the file into the team and e-mails them', async () => {
    const response = await batch(
      'role;firstName;lastName;email;phoneNumber;position\n' +
        'Player;Daan;Visser;daan.visser@batch.test;0612345678;ST\n' +
        ';Fleur;Bos;fleur.bos@batch.test;;Goalkeeper\n' +
        'trainer;Kees;Smit;kees.smit@batch.test;;\n',
    );
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      invited: [
        { email: 'daan.visser@batch.test', role: 'Player', emailSent: true },
        { email: 'fleur.bos@batch.test', role: 'Player', emailSent: true },
        { email: 'kees.smit@batch.test', role: 'Trainer', emailSent: true },
      ],
      mailProblems: [],
    });
    const people = await invitedInClub(demo.clubId);
    expect(people.filter((p) => p.email.endsWith('@batch.test')).map((p) => [p.email, p.primary_position_id]).sort()).toEqual([
      ['daan.visser@batch.test', 'ST'], ['fleur.bos@batch.test', 'GK'], ['kees.smit@batch.test', null],
    ]);
    const members = await t.db.selectFrom('team_memberships as m').innerJoin('people as p', 'p.id', 'm.person_id').innerJoin('accounts as a', 'a.id', 'p.account_id')
      .select('a.email').where('m.team_id', '=', team.id).where('a.email', 'like', '%@batch.test').execute();
    expect(members).toHaveLength(3);
    const mails = await t.db.selectFrom('outbox').select('recipient').where('recipient', 'like', '%@batch.test').execute();
    expect(mails).toHaveLength(3);
  });

  it('refuses the whole file when one line is wrong, and invites nobody', async () => {
    const before = (await invitedInClub(demo.clubId)).length;
    const response = await batch('firstName,lastName,email\nAnna,Jansen,anna.jansen@batch.test\nBob,,not-an-address\n');
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe("Line 3: The last name is required. Line 3: 'not-an-address' is not a valid e-mail address.");
    expect((await invitedInClub(demo.clubId)).length).toBe(before);
  });

  it('refuses an address already in use, a repeated address and a file without the needed columns', async () => {
    expect((await batch('firstName,lastName,email\nDaan,Visser,DAAN.VISSER@batch.test\n')).json().message).toContain('is already used');
    expect((await batch('firstName,lastName,email\nA,B,same@batch.test\nC,D,same@batch.test\n')).json().message).toBe('Line 3: same@batch.test appears twice in the file.');
    expect((await batch('name,mail\nA,a@b.test\n')).json().message).toContain('lacks the column(s) firstname, lastname, email');
  });

  it("refuses a team that is not the chosen club's", async () => {
    const foreignTeam = await t.db.selectFrom('teams').select('id').where('club_id', '=', other.clubId).executeTakeFirstOrThrow();
    const response = await batch('firstName,lastName,email\nA,B,x@batch.test\n', { clubId: demo.clubId, seasonId: demo.currentSeasonId, teamId: foreignTeam.id });
    expect(response.statusCode).toBe(404);
    expect((await invitedInClub(other.clubId)).some((p) => p.email === 'x@batch.test')).toBe(false);
  });
});
