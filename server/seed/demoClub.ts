import { sql, type Insertable, type Kysely } from 'kysely';
import type { DB, PeopleTable, ReportsTable, ReportScoresTable } from '../db/schema.js';
import { createClub } from '../repositories/clubs/clubs.js';
import { accountFor } from '../repositories/accounts/accounts.js';
import { hashPassword } from '../services/passwords.js';
import { hashToken, newToken } from '../domain/tokens.js';
import { currentTerms, recordAcceptance } from '../repositories/accounts/terms.js';
import { crestPng, TEAM_COLOURS } from './logos.js';
import { FEEDBACK, FIRST_NAMES, LAST_NAMES, SKILL_COMMENTS, TEAMS, familyNameParts } from './names.js';
import { Random } from './random.js';

export interface ClubSize {
  teams: number;
  trainers: number;
  players: number;
}

/** The demo club of `npm start`: big enough to show every screen of the spec. */
export const DEMO_SIZE: ClubSize = { teams: 8, trainers: 16, players: 150 };

export const DEMO_CLUB_NAME = 'VV Zuiderpark';
export const DEMO_MANAGER = { email: 'manager@demo.club', password: 'Demo-Manager-1' } as const;
/** Every other active demo person signs in (in the mobile app) with this password. */
export const DEMO_MEMBER_PASSWORD = 'Demo-Member-1';

const DAY_MS = 24 * 60 * 60 * 1000;
const INVITATION_LIFETIME_MS = 7 * DAY_MS;

export interface GeneratedClub {
  clubId: string;
  managerId: string;
  seasonIds: string[];
  currentSeasonId: string;
}

interface SeasonPlan {
  name: string;
  start: Date;
  end: Date;
  frequency: number;
}

function isoDate(date: Date): string {
  return date.toISOString().slice(0, 10);
}

/** Three seasons, August to June, the last one running today. */
function planSeasons(today: Date): SeasonPlan[] {
  const year = today.getUTCMonth() >= 7 ? today.getUTCFullYear() : today.getUTCFullYear() - 1;
  return [year - 2, year - 1, year].map((start, index) => ({
    name: `${start}/${start + 1}`,
    start: new Date(Date.UTC(start, 7, 1)),
    end: new Date(Date.UTC(start + 1, 5, 30)),
    frequency: index === 0 ? 2 : 3,
  }));
}

async function insertInChunks<T extends keyof DB>(db: Kysely<DB>, table: T, rows: Insertable<DB[T]>[]): Promise<void> {
  for (let i = 0; i < rows.length; i += 500) {
    await db.insertInto(table).values(rows.slice(i, i + 500) as never).execute();
  }
}

/** A score from 1 to 10 in steps of 0.5. */
function toScore(value: number): number {
  return Math.min(10, Math.max(1, Math.round(value * 2) / 2));
}

/**
 * Generates a whole club: seasons, teams with logos, managers, trainers and players (active and
 * invited, one invitation expired), memberships (one player moved mid-season) and reports in every
 * state, with scores and comments, so progress and averages differ between players, trainers and teams.
 * The same sizes and seed give the same club. Runs in one transaction: all or nothing.
 */
export async function generateClub(
  database: Kysely<DB>,
  options: {
    size?: ClubSize;
    name?: string;
    managerEmail?: string;
    managerPassword?: string;
    emailDomain?: string;
    seed?: number;
    today?: Date;
    /**
     * How a person's row holds their e-mail address and password: through the address's account (the
     * default), or, for a test of migration 0012 on a database before it, in the columns people had then.
     */
    identity?: (email: string, passwordHash: string | null) => object;
    /**
     * Whether people have their infix column ('van der' apart from 'Meer', issue 37): the default; false,
     * for a test of a migration on a database before 0013, keeps the whole family name in the last name.
     */
    infixColumn?: boolean;
    /**
     * The club's language (issue 37): its e-mails, its default skills and the generated reports' comments
     * and feedback are in it. English unless asked (the demo club the tests and e2e suites know).
     */
    language?: 'en' | 'nl';
  } = {},
): Promise<GeneratedClub> {
  const identity = options.identity ?? ((email: string, passwordHash: string | null) => ({ account_id: accountFor(email, passwordHash) }));
  const size = options.size ?? DEMO_SIZE;
  const today = options.today ?? new Date();
  const random = new Random(options.seed ?? 2021);
  const language = options.language ?? 'en';
  const domain = options.emailDomain ?? 'demo.club';
  const [managerHash, memberHash] = await Promise.all([
    hashPassword(options.managerPassword ?? DEMO_MANAGER.password),
    hashPassword(DEMO_MEMBER_PASSWORD),
  ]);

  // In the caller's transaction when it has one (the demo seed's, which holds its lock), else in one of its own.
  const inTransaction = <T>(work: (db: Kysely<DB>) => Promise<T>) =>
    database.isTransaction ? work(database) : database.transaction().execute(work);
  const club = await inTransaction(async (db) => {
    const logo = await db
      .insertInto('photos')
      .values({ content_type: 'image/png', bytes: await crestPng('#0b6e4f', '#ffffff'), width: 160, height: 160 })
      .returning('id')
      .executeTakeFirstOrThrow();
    const clubId = await createClub(db, {
      name: options.name ?? DEMO_CLUB_NAME,
      country: 'NL',
      language,
      logoPhotoId: logo.id,
    });
    await db.updateTable('photos').set({ club_id: clubId }).where('id', '=', logo.id).execute();
    const skills = await db.selectFrom('skills').select('id').where('club_id', '=', clubId).orderBy('sort_order').execute();
    const positions = await db.selectFrom('positions').select('id').orderBy('sort_order').execute();

    // Seasons
    const seasonPlans = planSeasons(today);
    const seasons = await db
      .insertInto('seasons')
      .values(seasonPlans.map((s) => ({
        club_id: clubId, name: s.name, report_frequency: s.frequency, start_date: isoDate(s.start), end_date: isoDate(s.end),
      })))
      .returning(['id', 'name'])
      .execute();
    const seasonIds = seasonPlans.map((plan) => seasons.find((s) => s.name === plan.name)!.id);
    const oldestStart = seasonPlans[0]!.start;

    // Teams, each with a crest
    const teamIds: string[] = [];
    for (let t = 0; t < size.teams; t++) {
      const [name, division] = TEAMS[t] ?? [`JO${9 + 2 * (t % 5)}-${Math.floor(t / 5) + 2}`, 'Derde klasse'];
      const [primary, secondary] = TEAM_COLOURS[t % TEAM_COLOURS.length]!;
      const teamLogo = await db
        .insertInto('photos')
        .values({ club_id: clubId, content_type: 'image/png', bytes: await crestPng(primary, secondary, 96), width: 96, height: 96 })
        .returning('id')
        .executeTakeFirstOrThrow();
      const team = await db
        .insertInto('teams')
        .values({ club_id: clubId, name, division, logo_photo_id: teamLogo.id, created_at: oldestStart })
        .returning('id')
        .executeTakeFirstOrThrow();
      teamIds.push(team.id);
    }

    // People
    const usedEmails = new Set<string>();
    const person = (
      role: PeopleTable['role'], active: boolean, extra: Partial<Omit<Insertable<PeopleTable>, 'account_id'>> = {},
      login?: { email: string; passwordHash: string },
    ): Insertable<PeopleTable> => {
      const firstName = random.pick(FIRST_NAMES);
      const lastName = random.pick(LAST_NAMES);
      const family = options.infixColumn === false ? { lastName } : familyNameParts(lastName);
      let email = '';
      for (let n = 1; !email || usedEmails.has(email); n++) {
        const local = `${firstName}.${lastName}`.normalize('NFD').replace(/[^A-Za-z.]/g, '').toLowerCase();
        email = `${local}${n > 1 ? n : ''}@${domain}`;
      }
      usedEmails.add(email);
      const activatedAt = new Date(oldestStart.getTime() + random.int(0, 60) * DAY_MS);
      return {
        club_id: clubId,
        role,
        status: active ? ('active' as const) : ('invited' as const),
        ...(identity(login?.email ?? email, login?.passwordHash ?? (active ? memberHash : null)) as { account_id: string }),
        first_name: firstName,
        // 'van der Meer': the infix in its own field, as an import keeps it (issue 37).
        ...('infix' in family ? { infix: family.infix } : {}),
        last_name: family.lastName,
        invited_at: new Date(activatedAt.getTime() - random.int(1, 6) * DAY_MS),
        activated_at: active ? activatedAt : null,
        last_login_at: active && random.chance(0.8) ? new Date(today.getTime() - random.int(0, 40) * DAY_MS) : null,
        share_data: random.chance(0.4),
        ...extra,
      };
    };

    const manager = await db
      .insertInto('people')
      .values(person('Manager', true, {
        first_name: 'Anouk', ...(options.infixColumn === false ? {} : { infix: null }), last_name: 'Vermeulen', last_login_at: null, invited_at: null,
      }, { email: options.managerEmail ?? DEMO_MANAGER.email, passwordHash: managerHash }))
      .returning('id')
      .executeTakeFirstOrThrow();
    // The demo manager has accepted the terms in force, so signing in leads straight to the overview.
    const terms = await currentTerms(db);
    if (terms) await recordAcceptance(db, manager.id, terms.id);
    const invitedBy = { invited_by: manager.id };
    await db.insertInto('people').values(person('Manager', true, invitedBy)).execute();

    const birthDate = (teamIndex: number) => {
      const age = teamIndex < 2 ? random.int(19, 34) : 8 + ((size.teams - teamIndex) % 11);
      return isoDate(new Date(Date.UTC(today.getUTCFullYear() - age, random.int(0, 11), random.int(1, 28))));
    };
    const trainers = await db
      .insertInto('people')
      .values(Array.from({ length: size.trainers }, () =>
        person('Trainer', true, { ...invitedBy, birth_date: isoDate(new Date(Date.UTC(random.int(1965, 1998), random.int(0, 11), random.int(1, 28)))) })))
      .returning('id')
      .execute();
    const playerTeam = (p: number) => (p >= size.players - 3 ? undefined : p % size.teams);
    const playerRows = Array.from({ length: size.players }, (_, p) =>
      person('Player', true, {
        ...invitedBy,
        birth_date: birthDate(playerTeam(p) ?? 0),
        primary_position_id: random.pick(positions).id,
      }));
    const players: { id: string }[] = [];
    for (let i = 0; i < playerRows.length; i += 500) {
      players.push(...(await db.insertInto('people').values(playerRows.slice(i, i + 500)).returning('id').execute()));
    }

    // Invited people: one manager, two trainers, four players; the first player's invitation expired.
    const invitees = await db
      .insertInto('people')
      .values([
        person('Manager', false, invitedBy),
        person('Trainer', false, invitedBy),
        person('Trainer', false, invitedBy),
        ...Array.from({ length: 4 }, () => person('Player', false, invitedBy)),
      ].map((row, index) => ({ ...row, invited_at: new Date(today.getTime() - (index === 3 ? 12 : (index % 6) + 1) * DAY_MS) })))
      .returning(['id', 'invited_at'])
      .execute();
    await db
      .insertInto('account_tokens')
      .values(invitees.map((invitee) => ({
        person_id: invitee.id,
        kind: 'activation' as const,
        token_hash: hashToken(newToken()),
        created_at: invitee.invited_at!,
        expires_at: new Date(invitee.invited_at!.getTime() + INVITATION_LIFETIME_MS),
      })))
      .execute();

    // Memberships: two trainers per team (the first trainer also trains the second team), players
    // spread over the teams, the last three without a team. The first player moved from the second
    // team to the first a month into the current season.
    const currentPlan = seasonPlans[seasonPlans.length - 1]!;
    const moveDate = new Date(currentPlan.start.getTime() + 30 * DAY_MS);
    const trainerTeams = new Map<number, number[]>();
    trainers.forEach((_, i) => trainerTeams.set(i, [i % size.teams]));
    if (size.trainers > 1 && size.teams > 1) trainerTeams.get(0)!.push(1);
    const memberships: Insertable<DB['team_memberships']>[] = [];
    trainerTeams.forEach((teams, i) => teams.forEach((t) =>
      memberships.push({ team_id: teamIds[t]!, person_id: trainers[i]!.id, role: 'Trainer', started_at: oldestStart })));
    players.forEach((player, p) => {
      const t = playerTeam(p);
      if (t === undefined) return;
      if (p === 0 && size.teams > 1) {
        memberships.push({ team_id: teamIds[1]!, person_id: player.id, role: 'Player', started_at: oldestStart, ended_at: moveDate });
        memberships.push({ team_id: teamIds[0]!, person_id: player.id, role: 'Player', started_at: moveDate });
      } else {
        memberships.push({ team_id: teamIds[t]!, person_id: player.id, role: 'Player', started_at: oldestStart });
      }
    });
    await insertInChunks(db, 'team_memberships', memberships);

    // Reports. Each trainer has a diligence (how many of the expected reports get done) and a
    // scoring bias; each player an ability that grows a little per season.
    const diligence = trainers.map(() => 0.35 + random.next() * 0.65);
    const bias = trainers.map(() => random.normal() * 0.4);
    const ability = players.map(() => 5 + random.normal() * 1.2);
    const trainersOfTeam = (t: number) => [...trainerTeams].filter(([, teams]) => teams.includes(t)).map(([i]) => i);

    const reports: Insertable<ReportsTable>[] = [];
    const scores: Insertable<ReportScoresTable>[] = [];
    const addReport = (seasonIndex: number, trainer: number, player: number, team: number, completed: boolean, when: Date) => {
      const id = crypto.randomUUID();
      const level = ability[player]! + seasonIndex * 0.3 + bias[trainer]!;
      const scored = completed ? skills : skills.slice(0, random.int(1, skills.length - 1));
      for (const skill of scored) {
        scores.push({
          report_id: id, skill_id: skill.id, score: toScore(level + random.normal() * 0.8),
          comment: random.chance(0.15) ? random.pick(SKILL_COMMENTS[language]) : null,
        });
      }
      const createdAt = new Date(when.getTime() - random.int(3, 20) * DAY_MS);
      reports.push({
        id, club_id: clubId, season_id: seasonIds[seasonIndex]!, trainer_id: trainers[trainer]!.id,
        player_id: players[player]!.id, team_id: teamIds[team]!, status: completed ? 'Completed' : 'Open',
        feedback: completed || random.chance(0.3) ? random.pick(FEEDBACK[language]) : null,
        created_at: createdAt, modified_at: when, completed_at: completed ? when : null,
      });
    };

    seasonPlans.forEach((plan, s) => {
      const isCurrent = s === seasonPlans.length - 1;
      const lastDay = Math.min(plan.end.getTime(), today.getTime());
      const span = Math.max(lastDay - plan.start.getTime(), DAY_MS);
      const elapsed = isCurrent ? span / (plan.end.getTime() - plan.start.getTime()) : 1;
      players.forEach((_, p) => {
        const t = playerTeam(p);
        if (t === undefined) return;
        const team = p === 0 && isCurrent && size.teams > 1 ? 0 : t;
        for (const trainer of trainersOfTeam(team)) {
          const expected = plan.frequency * Math.min(1, elapsed * 1.6) * diligence[trainer]!;
          const done = Math.min(plan.frequency, Math.floor(expected + random.next()));
          for (let k = 0; k < done; k++) {
            const when = new Date(plan.start.getTime() + ((k + 1) / (done + 1)) * span);
            addReport(s, trainer, p, team, true, when);
          }
          if (done < plan.frequency && (isCurrent ? random.chance(0.6) : random.chance(0.1))) {
            addReport(s, trainer, p, team, false, new Date(lastDay - random.int(0, 10) * DAY_MS));
          }
        }
      });
    });
    // The moved player's report from the old team's trainer stays with the old team.
    if (size.teams > 1) {
      const oldTrainer = trainersOfTeam(1).find((i) => !trainersOfTeam(0).includes(i));
      if (oldTrainer !== undefined) addReport(seasonPlans.length - 1, oldTrainer, 0, 1, true, new Date(moveDate.getTime() - 5 * DAY_MS));
    }
    await insertInChunks(db, 'reports', reports);
    await insertInChunks(db, 'report_scores', scores);

    return { clubId, managerId: manager.id, seasonIds, currentSeasonId: seasonIds[seasonIds.length - 1]! };
  });
  // Fresh planner statistics for the bulk of new rows (the embedded engine has no autovacuum).
  await sql`ANALYZE`.execute(database);
  return club;
}

/** The demo club's privacy statement in both languages. */
export const DEMO_PRIVACY_STATEMENT = {
  en: `${DEMO_CLUB_NAME} keeps the evaluations of its players to help them grow as footballers. Trainers and managers of the club read them; `
    + 'players read their own, and parents read their child\'s once the club has released them. '
    + 'Ask the club\'s privacy officer for a copy of your data or to have it erased.',
  nl: `${DEMO_CLUB_NAME} bewaart de beoordelingen van zijn spelers om ze als voetballer te laten groeien. Trainers en managers van de club lezen ze; `
    + 'spelers lezen hun eigen beoordelingen, en ouders die van hun kind zodra de club ze heeft vrijgegeven. '
    + 'Vraag de privacyfunctionaris van de club om een kopie van je gegevens of om ze te laten wissen.',
} as const;

/** The advisory lock key of the demo seeding: a number of our own (Kysely's migration lock has another). */
const SEED_LOCK_KEY = 7_461_205_393;

/**
 * Creates the demo club when the database has no club yet, in a language (SEED_DEMO_LANGUAGE: its
 * e-mails, skills and reports' words); returns whether it did.
 */
export async function seedDemoClubIfEmpty(db: Kysely<DB>, language: 'en' | 'nl' = 'en'): Promise<boolean> {
  // Several server instances may start at the same moment on one PostgreSQL: the first takes the
  // lock and makes the club, the others wait for its transaction, then find the club. The lock is the
  // transaction's own (not the session's), so the seed works through a transaction-pooling pooler too
  // (issue 43): nothing of it outlives the transaction.
  return db.transaction().execute(async (trx) => {
    await sql`SELECT pg_advisory_xact_lock(${SEED_LOCK_KEY})`.execute(trx);
    const anyClub = await trx.selectFrom('clubs').select('id').limit(1).executeTakeFirst();
    if (anyClub) return false;
    const { clubId } = await generateClub(trx, { language });
    // The demo club has written its privacy statement, as a real youth club would (issue 25): it is
    // shown with the terms at sign-in and on the players' and families' pages.
    await trx
      .updateTable('clubs')
      .set({ privacy_statement_en: DEMO_PRIVACY_STATEMENT.en, privacy_statement_nl: DEMO_PRIVACY_STATEMENT.nl })
      .where('id', '=', clubId)
      .execute();
    return true;
  });
}
