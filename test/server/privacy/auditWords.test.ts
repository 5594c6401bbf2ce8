import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createOperator, createTestApp, signIn, type TestApp } from '../testApp.js';
import { DEMO_MANAGER, generateClub, type GeneratedClub } from '../../../server/seed/demoClub.js';
import { personName } from '../../../contract/personName.js';

/**
 * The audit log says who, what and on whom in words (issue 37): after a manager's erasure and added
 * guardian, the console's list answers the manager's name and address, the subject's name (or that the
 * person was erased) and the names of the people its details name.
 */
let t: TestApp;
let club: GeneratedClub;
let operator: Awaited<ReturnType<typeof createOperator>>;

beforeAll(async () => {
  t = await createTestApp({ smtpUrl: undefined });
  club = await generateClub(t.db, { size: { teams: 1, trainers: 1, players: 4 } });
  operator = await createOperator(t);
});
afterAll(() => t?.close());

const auditOf = async (action: string) => {
  const params = new URLSearchParams({ filter: JSON.stringify({ action }), sort: JSON.stringify(['at', 'DESC']) });
  const response = await t.app.inject({ method: 'GET', url: `/admin/rest/audit?${params}`, headers: operator.headers });
  expect(response.statusCode, response.body).toBe(200);
  return response.json();
};

describe('the audit log in words', () => {
  it("answers the actor's name and address and the subject's name after an added guardian and an erasure", async () => {
    const manager = bearer(await signIn(t.app, DEMO_MANAGER.email, DEMO_MANAGER.password));
    const call = (url: string, payload: object) => t.app.inject({ method: 'POST', url, headers: manager, payload });
    const me = await t.db.selectFrom('people as p').innerJoin('accounts as a', 'a.id', 'p.account_id')
      .select(['p.first_name', 'p.infix', 'p.last_name', 'a.email'])
      .where('p.club_id', '=', club.clubId).where('p.role', '=', 'Manager').where(({ fn, eb }) => eb(fn('lower', ['a.email']), '=', DEMO_MANAGER.email.toLowerCase()))
      .executeTakeFirstOrThrow();
    const managerName = personName({ firstName: me.first_name, infix: me.infix, lastName: me.last_name });
    const players = await t.db.selectFrom('people').select(['id', 'first_name', 'infix', 'last_name'])
      .where('club_id', '=', club.clubId).where('role', '=', 'Player').where('removed_at', 'is', null).orderBy('id').limit(2).execute();
    const [kept, erased] = players;

    const added = await call('/api/Player/AddGuardian', { userId: kept!.id, firstName: 'Gerda', lastName: 'Guard', email: 'gerda.guard@home.test' });
    expect(added.statusCode, added.body).toBe(200);
    const erasure = await call('/api/Privacy/ErasePerson', { userId: erased!.id });
    expect(erasure.statusCode, erasure.body).toBe(200);

    const [guardianEntry] = await auditOf('guardian.add');
    expect(guardianEntry).toMatchObject({
      actorKind: 'person', actorName: managerName, actorEmail: me.email, actorErased: false,
      targetKind: 'person', targetId: kept!.id, targetName: personName({ firstName: kept!.first_name, infix: kept!.infix, lastName: kept!.last_name }), targetErased: false,
    });
    const guardianId = JSON.parse(guardianEntry.details).guardianId as string;
    expect(JSON.parse(guardianEntry.detailNames)).toEqual({ [guardianId]: 'Gerda Guard' });

    const [erasureEntry] = await auditOf('person.erase');
    expect(erasureEntry).toMatchObject({
      actorKind: 'person', actorName: managerName, actorEmail: me.email, targetId: erased!.id, targetName: null, targetErased: true,
    });
  });

  it("answers an operator's address, and a club member's from their account for an entry written without it", async () => {
    const [person] = await t.db.selectFrom('people as p').innerJoin('accounts as a', 'a.id', 'p.account_id')
      .select(['p.id', 'a.email']).where('p.club_id', '=', club.clubId).where('p.role', '=', 'Trainer').limit(1).execute();
    // As older entries were written: a club member's id without the address.
    await t.db.insertInto('audit').values({ actor_kind: 'person', actor_id: person!.id, actor_email: null, club_id: club.clubId, action: 'consent.set', target_kind: 'person', target_id: person!.id, details: JSON.stringify({ purpose: 'photos', given: true }) }).execute();
    const [old] = await auditOf('consent.set');
    expect(old).toMatchObject({ actorEmail: person!.email, actorName: expect.any(String), targetName: old.actorName });

    await t.app.inject({ method: 'GET', url: `/admin/rest/people/${person!.id}`, headers: operator.headers });
    const [read] = await auditOf('person.read');
    expect(read).toMatchObject({ actorKind: 'operator', actorEmail: operator.email, actorName: null, targetName: old.actorName });
  });
});
