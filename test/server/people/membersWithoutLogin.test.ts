import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createTestApp, getAs, type TestApp } from '../testApp.js';
import { previewAndRunFile, previewFile } from '../importClient.js';
import { buildHandBuiltClub, type HandBuiltClub } from '../clubStructureClub.js';

/**
 * A real club's members as a Sportlink export gives them (issue 37): children without an address of
 * their own, brothers and sisters on a parent's address, a child on the address of a parent who trains,
 * and a child whose address is the guardian's. A person is not an e-mail address: each child becomes a
 * member without a login, reached through their guardians; each address is invited once.
 */
let t: TestApp;
let club: HandBuiltClub;

beforeAll(async () => {
  t = await createTestApp();
  club = await buildHandBuiltClub(t.db, 'VV Zuiderpark', 'zuid.club');
});
afterAll(() => t?.close());

const HEADER = 'Relatiecode;Roepnaam;Tussenvoegsel;Achternaam;E-mail;Geb.dat.;Team;Teamrol;Naam ouder/verzorger 1;E-mail ouder/verzorger 1';
const SPORTLINK = [
  HEADER,
  'LNR001;Daan;de;Wit;fam.dewit@zuid.club;03-04-2018;JO8-1;Teamspeler;;',
  'LNR002;Noor;de;Wit;fam.dewit@zuid.club;12-11-2016;JO10-1;Teamspeler;;',
  'LNR003;Sem;;Bakker;;05-05-2018;JO8-1;Teamspeler;;',
  'LNR004;Femke;van;Dijk;femke.vandijk@zuid.club;01-01-1985;JO8-1;Trainer;;',
  'LNR005;Luuk;van;Dijk;femke.vandijk@zuid.club;02-02-2018;JO8-1;Teamspeler;;',
  'LNR006;Bram;van der;Berg;bram.vdberg@zuid.club;03-03-2009;JO17-1;Teamspeler;;',
  'LNR007;Mila;;Jansen;ouders.jansen@zuid.club;04-04-2017;JO9-1;Teamspeler;Karin Jansen;ouders.jansen@zuid.club',
].join('\r\n');

const preview = (content: string) => previewFile(t, club.managerToken, content);
const previewAndRun = (content: string) => previewAndRunFile(t, club.managerToken, content);

const outboxTo = async () => (await t.db.selectFrom('outbox').select('recipient').execute()).map((row) => row.recipient.toLowerCase()).sort();

/** The member of that first name; in that role, for a person with two (a trainer who is a guardian too, issue 37). */
const member = (firstName: string, role?: 'Trainer' | 'Guardian') =>
  t.db.selectFrom('people as p').innerJoin('accounts as a', 'a.id', 'p.account_id')
    .select(['p.id', 'p.role', 'p.status', 'p.infix', 'a.email'])
    .where('p.club_id', '=', club.clubId).where('p.first_name', '=', firstName).where('p.removed_at', 'is', null)
    .$if(role !== undefined, (query) => query.where('p.role', '=', role!))
    .executeTakeFirstOrThrow();

const teamOf = async (personId: string) =>
  (await t.db.selectFrom('team_memberships as m').innerJoin('teams as t', 't.id', 'm.team_id').select('t.name')
    .where('m.person_id', '=', personId).where('m.ended_at', 'is', null).execute()).map((row) => row.name);

const guardiansOf = async (playerId: string) =>
  (await t.db.selectFrom('guardianships as g').innerJoin('people as gp', 'gp.id', 'g.guardian_id').innerJoin('accounts as a', 'a.id', 'gp.account_id')
    .select(['g.guardian_id', 'gp.first_name', 'gp.infix', 'gp.last_name', 'a.email']).where('g.player_id', '=', playerId).execute());

describe('a Sportlink export with families', () => {
  it('previews every child as a member, the family address as their guardian, and nothing in error', async () => {
    const answer = await preview(SPORTLINK);
    expect(answer.statusCode, answer.body).toBe(200);
    const body = answer.json();
    expect(body.summary).toEqual({ invite: 7, update: 0, unchanged: 0, error: 0 });
    const byName = (first: string) => body.rows.find((row: { firstName: string }) => row.firstName === first);
    expect(byName('Daan')).toMatchObject({ email: '', errors: [], guardians: [{ name: 'Ouder/verzorger de Wit', email: 'fam.dewit@zuid.club' }] });
    expect(byName('Noor')).toMatchObject({ email: '', guardians: [{ name: 'Ouder/verzorger de Wit', email: 'fam.dewit@zuid.club' }] });
    expect(byName('Sem')).toMatchObject({ email: '', errors: [], action: 'invite' });
    expect(byName('Femke')).toMatchObject({ email: 'femke.vandijk@zuid.club', role: 'Trainer', action: 'invite' });
    expect(byName('Luuk')).toMatchObject({ email: '', guardians: [{ name: 'Femke van Dijk', email: 'femke.vandijk@zuid.club' }] });
    expect(byName('Bram')).toMatchObject({ email: 'bram.vdberg@zuid.club', infix: 'van der' });
    expect(byName('Mila')).toMatchObject({ email: '', guardians: [{ name: 'Karin Jansen', email: 'ouders.jansen@zuid.club' }] });
  });

  it('imports them all: children on their teams without a login, one guardian per family address, each address e-mailed once', async () => {
    const mailBefore = await outboxTo();
    const { status } = await previewAndRun(SPORTLINK);
    expect(status).toMatchObject({ state: 'done', errors: [] });
    const mailed = (await outboxTo()).filter((address) => !mailBefore.includes(address));
    // The trainer, the boy with his own address and the two family addresses; never a child without one.
    expect(mailed).toEqual(['bram.vdberg@zuid.club', 'fam.dewit@zuid.club', 'femke.vandijk@zuid.club', 'ouders.jansen@zuid.club']);
    // The family's one invitation names both children, in the club's language.
    const family = await t.db.selectFrom('outbox').select('text').where('recipient', '=', 'fam.dewit@zuid.club').executeTakeFirstOrThrow();
    expect(family.text).toMatch(/(ouder\/verzorger van|guardian of) Daan de Wit (en|and) Noor de Wit/);

    for (const [child, team] of [['Daan', 'JO8-1'], ['Noor', 'JO10-1'], ['Sem', 'JO8-1'], ['Luuk', 'JO8-1'], ['Mila', 'JO9-1']] as const) {
      const person = await member(child);
      expect(person).toMatchObject({ role: 'Player', status: 'invited', email: null });
      expect(await teamOf(person.id)).toEqual([team]);
    }
    const daan = await guardiansOf((await member('Daan')).id);
    const noor = await guardiansOf((await member('Noor')).id);
    expect(daan).toHaveLength(1);
    expect(noor.map((g) => g.guardian_id)).toEqual(daan.map((g) => g.guardian_id));
    expect(daan[0]).toMatchObject({ first_name: 'Ouder/verzorger', infix: 'de', last_name: 'Wit', email: 'fam.dewit@zuid.club' });
    expect(await guardiansOf((await member('Mila')).id)).toMatchObject([{ first_name: 'Karin', last_name: 'Jansen', email: 'ouders.jansen@zuid.club' }]);
    expect(await member('Femke', 'Trainer')).toMatchObject({ role: 'Trainer', infix: 'van', email: 'femke.vandijk@zuid.club' });
    expect(await teamOf((await member('Femke', 'Trainer')).id)).toEqual(['JO8-1']);
    // The trainer whose address is on her son's row is his guardian too: a second role of her account (issue 37).
    expect(await guardiansOf((await member('Luuk')).id)).toMatchObject([{ first_name: 'Femke', infix: 'van', last_name: 'Dijk', email: 'femke.vandijk@zuid.club' }]);
    expect(await member('Bram')).toMatchObject({ role: 'Player', email: 'bram.vdberg@zuid.club' });
  });

  it('lists a child without a login as such, and refuses to invite them with a sentence', async () => {
    const invited = await getAs(t.app, club.managerToken, '/api/Player/GetUserManagerOverviewByClubId?isActive=false');
    expect(invited.statusCode).toBe(200);
    const sem = invited.json().find((row: { name: string }) => row.name === 'Sem Bakker');
    expect(sem).toMatchObject({ emailAddress: '', status: 'WithoutLogin' });
    const bram = invited.json().find((row: { name: string }) => row.name === 'Bram van der Berg');
    expect(bram).toMatchObject({ emailAddress: 'bram.vdberg@zuid.club', status: 'Invited' });

    const mailBefore = (await outboxTo()).length;
    const again = await t.app.inject({ method: 'POST', url: '/Account/ReInviteUser', payload: { id: sem.id, role: 'Player' }, headers: bearer(club.managerToken) });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({ messageKey: 'personWithoutAddress' });
    expect((await outboxTo()).length).toBe(mailBefore);
  });

  it('imports the same export again without adding anyone or e-mailing anyone', async () => {
    const people = (await t.db.selectFrom('people').select('id').where('club_id', '=', club.clubId).execute()).length;
    const mail = (await outboxTo()).length;
    const { preview: shown, status } = await previewAndRun(SPORTLINK);
    expect(shown.summary).toEqual({ invite: 0, update: 0, unchanged: 7, error: 0 });
    expect(status).toMatchObject({ state: 'done', invited: 0, errors: [] });
    expect((await t.db.selectFrom('people').select('id').where('club_id', '=', club.clubId).execute()).length).toBe(people);
    expect((await outboxTo()).length).toBe(mail);
  });

  it('recognises a child without an address or member number by name and birth date', async () => {
    const file = ['Roepnaam;Tussenvoegsel;Achternaam;Geb.dat.;Team', 'Sem;;Bakker;05-05-2018;JO8-1'].join('\r\n');
    const answer = await preview(file);
    expect(answer.json().rows[0]).toMatchObject({ action: 'unchanged', email: '' });
  });

  it('still needs an address for a trainer, with a sentence', async () => {
    const answer = await preview([HEADER, 'LNR010;Joost;;Mulder;;01-01-1980;JO8-1;Trainer;;'].join('\r\n'));
    expect(answer.json().rows[0]).toMatchObject({ action: 'error', errors: ['The e-mail address is required.'] });
  });
});
