import type { Kysely } from 'kysely';
import type { DB, RoleName } from '../../server/db/schema.js';
import { createClub } from '../../server/repositories/clubs/clubs.js';
import { hashPassword } from '../../server/services/passwords.js';
import { hashToken, newToken } from '../../server/domain/tokens.js';
import { accountFor } from '../../server/repositories/accounts/accounts.js';

/**
 * A small club built by hand, so every number of the people lists can be checked against the domain
 * guide's formulas:
 * - season 'Now' (running today, n = 2) and 'Past' (ended last year, n = 1);
 * - teams Alpha (trainers T1 Tom Trainer and T2 Tess Coach; players P1 Piet Speler, P2 Zoë Müller)
 *   and Beta (trainer T1 only, no players); P3 Émile Solo has no team;
 * - reports in 'Now': T1 on P1 completed twice (averages 6.0 then 8.0), T2 on P1 completed once
 *   (5.0, the latest), T1 on P2 open;
 *   so P1: progress (2 + 1) / (2 × 2) = 75%, average (6 + 8 + 5) / 3 = 6.3, overallDiff 5 − 8 = −3;
 *   T1: (2 + 0) / (2 × 2) = 50% over 2 players; T2: (1 + 0) / 4 = 25%;
 * - manager M1 (signs in), manager M2 activated after 'Past' ended; invited trainer I1 (live
 *   invitation) and invited player I2 (expired invitation), both invited by M1.
 */
export const SMALL_PASSWORD = 'Small-Club-1';

export interface SmallClub {
  clubId: string;
  managerEmail: string;
  seasonNow: string;
  seasonPast: string;
  teams: { alpha: string; beta: string };
  people: Record<'M1' | 'M2' | 'T1' | 'T2' | 'P1' | 'P2' | 'P3' | 'I1' | 'I2', string>;
  emails: Record<'M1' | 'M2' | 'T1' | 'T2' | 'P1' | 'P2' | 'P3' | 'I1' | 'I2', string>;
}

const DAY = 24 * 60 * 60 * 1000;
const isoDay = (d: Date) => d.toISOString().slice(0, 10);

export async function buildSmallClub(db: Kysely<DB>, options: { name?: string; domain?: string } = {}): Promise<SmallClub> {
  const domain = options.domain ?? 'small.club';
  const passwordHash = await hashPassword(SMALL_PASSWORD);
  const now = Date.now();
  return db.transaction().execute(async (trx) => {
    const clubId = await createClub(trx, { name: options.name ?? 'SV Klein', country: 'NL' });
    const skills = await trx.selectFrom('skills').select('id').where('club_id', '=', clubId).orderBy('sort_order').limit(2).execute();
    const [seasonNow, seasonPast] = await Promise.all([
      trx.insertInto('seasons').values({
        club_id: clubId, name: 'Now', report_frequency: 2,
        start_date: isoDay(new Date(now - 60 * DAY)), end_date: isoDay(new Date(now + 200 * DAY)),
      }).returning('id').executeTakeFirstOrThrow(),
      trx.insertInto('seasons').values({
        club_id: clubId, name: 'Past', report_frequency: 1,
        start_date: isoDay(new Date(now - 500 * DAY)), end_date: isoDay(new Date(now - 300 * DAY)),
      }).returning('id').executeTakeFirstOrThrow(),
    ]);
    const team = (name: string) =>
      trx.insertInto('teams').values({ club_id: clubId, name, division: 'Tweede klasse' }).returning('id').executeTakeFirstOrThrow();
    const alpha = (await team('Alpha')).id;
    const beta = (await team('Beta')).id;

    const emails = {} as SmallClub['emails'];
    const people = {} as SmallClub['people'];
    const person = async (
      key: keyof SmallClub['people'], role: RoleName, first: string, last: string,
      extra: { invited?: boolean; activatedDaysAgo?: number; invitedBy?: string } = {},
    ) => {
      const email = `${key.toLowerCase()}@${domain}`;
      const { id } = await trx.insertInto('people').values({
        club_id: clubId, role, status: extra.invited ? 'invited' : 'active',
        account_id: accountFor(email, extra.invited ? null : passwordHash), first_name: first, last_name: last,
        invited_by: extra.invitedBy ?? null,
        invited_at: new Date(now - ((extra.activatedDaysAgo ?? 400) + 2) * DAY),
        activated_at: extra.invited ? null : new Date(now - (extra.activatedDaysAgo ?? 400) * DAY),
      }).returning('id').executeTakeFirstOrThrow();
      emails[key] = email;
      people[key] = id;
      return id;
    };
    await person('M1', 'Manager', 'Mara', 'Manager', { activatedDaysAgo: 600 });
    await person('M2', 'Manager', 'Max', 'Later', { activatedDaysAgo: 100, invitedBy: people.M1 });
    await person('T1', 'Trainer', 'Tom', 'Trainer', { invitedBy: people.M1 });
    await person('T2', 'Trainer', 'Tess', 'Coach', { invitedBy: people.M1 });
    await person('P1', 'Player', 'Piet', 'Speler', { invitedBy: people.M1 });
    await person('P2', 'Player', 'Zoë', 'Müller', { invitedBy: people.M1 });
    await person('P3', 'Player', 'Émile', 'Solo', { invitedBy: people.M1 });
    await person('I1', 'Trainer', 'Ivo', 'Invited', { invited: true, invitedBy: people.M1 });
    await person('I2', 'Player', 'Inge', 'Expired', { invited: true, invitedBy: people.M1 });
    await trx.insertInto('account_tokens').values([
      { person_id: people.I1, kind: 'activation', token_hash: hashToken(newToken()), expires_at: new Date(now + 5 * DAY) },
      { person_id: people.I2, kind: 'activation', token_hash: hashToken(newToken()), expires_at: new Date(now - DAY) },
    ]).execute();

    await trx.insertInto('team_memberships').values([
      { team_id: alpha, person_id: people.T1, role: 'Trainer' },
      { team_id: beta, person_id: people.T1, role: 'Trainer' },
      { team_id: alpha, person_id: people.T2, role: 'Trainer' },
      { team_id: alpha, person_id: people.P1, role: 'Player' },
      { team_id: alpha, person_id: people.P2, role: 'Player' },
    ]).execute();

    const report = async (trainer: string, player: string, scores: number[] | null, daysAgo: number) => {
      const when = new Date(now - daysAgo * DAY);
      const { id } = await trx.insertInto('reports').values({
        club_id: clubId, season_id: seasonNow.id, trainer_id: trainer, player_id: player, team_id: alpha,
        status: scores ? 'Completed' : 'Open', created_at: when, modified_at: when, completed_at: scores ? when : null,
      }).returning('id').executeTakeFirstOrThrow();
      const values = scores ?? [7];
      await trx.insertInto('report_scores').values(values.map((score, i) => ({ report_id: id, skill_id: skills[i]!.id, score }))).execute();
    };
    await report(people.T1, people.P1, [5, 7], 30); // 6.0
    await report(people.T1, people.P1, [8, 8], 20); // 8.0
    await report(people.T2, people.P1, [4.5, 5.5], 10); // 5.0, the latest
    await report(people.T1, people.P2, null, 5); // open

    return {
      clubId, managerEmail: emails.M1, seasonNow: seasonNow.id, seasonPast: seasonPast.id,
      teams: { alpha, beta }, people, emails,
    };
  });
}
