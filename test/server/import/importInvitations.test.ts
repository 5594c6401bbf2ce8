import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createTestApp, getAs, type TestApp } from '../testApp.js';
import { buildHandBuiltClub, type HandBuiltClub } from '../clubStructureClub.js';
import { finishedImport, importForm } from '../importClient.js';

/**
 * Invitations are the manager's choice (issue 37): the preview says how many e-mails a run sends, to
 * whom and in which language; a run with `invite: false` e-mails nobody; SendInvitations sends them
 * later, per role, team or selection, each once; another club's manager sends none of this club's.
 */
let t: TestApp;
let club: HandBuiltClub;
let other: HandBuiltClub;

beforeAll(async () => {
  t = await createTestApp();
  club = await buildHandBuiltClub(t.db, 'VV De Meeuwen', 'meeuwen.club');
  other = await buildHandBuiltClub(t.db, 'SV Elders', 'elders.club');
});
afterAll(() => t?.close());

const FILE = [
  'Relatiecode;Roepnaam;Tussenvoegsel;Achternaam;E-mail;Geb.dat.;Team;Teamrol;Naam ouder/verzorger 1;E-mail ouder/verzorger 1',
  'MW001;Daan;de;Wit;fam.dewit@meeuwen.club;03-04-2018;JO8-1;Teamspeler;;',
  'MW002;Noor;de;Wit;fam.dewit@meeuwen.club;12-11-2016;JO10-1;Teamspeler;;',
  'MW003;Sem;;Bakker;;05-05-2018;JO8-1;Teamspeler;;',
  'MW004;Femke;van;Dijk;femke.vandijk@meeuwen.club;01-01-1985;JO8-1;Trainer;;',
  'MW006;Bram;van der;Berg;bram.vdberg@meeuwen.club;03-03-2009;JO17-1;Teamspeler;;',
  'MW007;Mila;;Jansen;;04-04-2017;JO9-1;Teamspeler;Karin Jansen;k.jansen@meeuwen.club',
].join('\r\n');

const outbox = async () => (await t.db.selectFrom('outbox').select('recipient').execute()).map((row) => row.recipient.toLowerCase()).sort();
const send = (token: string, body: object) => t.app.inject({ method: 'POST', url: '/api/Import/SendInvitations', payload: body, headers: bearer(token) });
const invitedList = async () => (await getAs(t.app, club.managerToken, '/api/Player/GetUserManagerOverviewByClubId?isActive=false')).json() as Array<{ name: string; status: string }>;

describe('importing without inviting, and inviting later', () => {
  let importId: string;

  it('the preview says how many e-mails a run would send, to whom and in which language', async () => {
    const answer = await t.app.inject({ method: 'POST', url: '/api/Import/Preview', payload: importForm(FILE), headers: bearer(club.managerToken) });
    expect(answer.statusCode, answer.body).toBe(200);
    const stored = await t.db.selectFrom('clubs').select('language').where('name', '=', 'VV De Meeuwen').executeTakeFirstOrThrow();
    // Bram (his own address), Femke (trainer), and two family addresses; Sem and the De Wit children get none.
    expect(answer.json().invitations).toEqual({ players: 1, guardians: 2, trainers: 1, managers: 0, language: stored.language });
    importId = answer.json().importId;
  });

  it('a run with invite: false adds everyone and e-mails nobody; the invited list says who is not invited yet', async () => {
    const before = await outbox();
    const run = await t.app.inject({ method: 'POST', url: '/api/Import/Run', payload: { importId, createTeams: true, invite: false }, headers: bearer(club.managerToken) });
    expect(run.statusCode, run.body).toBe(202);
    expect((await finishedImport(t, club.managerToken, importId)).state).toBe('done');
    expect(await outbox()).toEqual(before);
    const players = await invitedList();
    expect(players.find((row) => row.name === 'Bram van der Berg')?.status).toBe('NotInvited');
    expect(players.find((row) => row.name === 'Sem Bakker')?.status).toBe('WithoutLogin');
    const tokens = await t.db.selectFrom('account_tokens as k').innerJoin('people as p', 'p.id', 'k.person_id').select('k.id').where('p.club_id', '=', club.clubId).where('p.invited_at', 'is', null).execute();
    expect(tokens).toEqual([]);
  });

  it('another club\'s manager sends none of them', async () => {
    const before = await outbox();
    const answer = await send(other.managerToken, {});
    expect(answer.json()).toEqual({ sent: 0, failed: 0 });
    expect(await outbox()).toEqual(before);
  });

  it('SendInvitations sends per role, then the rest, each address once', async () => {
    const before = await outbox();
    const trainers = await send(club.managerToken, { roles: ['Trainer'] });
    expect(trainers.statusCode, trainers.body).toBe(200);
    expect(trainers.json()).toEqual({ sent: 1, failed: 0 });
    expect((await outbox()).filter((address) => !before.includes(address))).toEqual(['femke.vandijk@meeuwen.club']);

    const rest = await send(club.managerToken, {});
    expect(rest.json()).toEqual({ sent: 3, failed: 0 });
    expect((await outbox()).filter((address) => !before.includes(address))).toEqual([
      'bram.vdberg@meeuwen.club', 'fam.dewit@meeuwen.club', 'femke.vandijk@meeuwen.club', 'k.jansen@meeuwen.club',
    ]);
    expect((await invitedList()).find((row) => row.name === 'Bram van der Berg')?.status).toBe('Invited');
    expect((await send(club.managerToken, {})).json()).toEqual({ sent: 0, failed: 0 });
  });

  it('refuses what is not a role or an id with a 400, sending nothing', async () => {
    expect((await send(club.managerToken, { roles: ['Referee'] })).statusCode).toBe(400);
    expect((await send(club.managerToken, { teamIds: ['not-an-id'] })).statusCode).toBe(400);
    expect((await send(club.trainerToken, {})).statusCode).toBe(403);
  });
});
