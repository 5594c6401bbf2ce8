import { sql, type ExpressionBuilder, type Kysely } from 'kysely';
import { accountFor } from '../accounts/accounts.js';
import type { DB, RoleName } from '../../db/schema.js';
import type { ManagerProfile, PlayerProfile, TrainerProfile, UpdateUserRequest } from '../../../contract/people.js';
import { photoUrl } from '../photos.js';
import { progressRatio, type PlayerSeasonFigures } from '../reports/progress.js';
import { oneDecimal } from './lists.js';
import { currentSeasonId, todayUtc } from '../../domain/seasons.js';
import { playerSeasonReports, trainerReportCounts, trainerReportScope } from '../reports/detailPages.js';
import { isPlausibleEmail } from '../../../contract/email.js';
import { keyed } from '../../domain/refusal.js';
import type { KeyedMessage } from '../../../contract/serverMessages.js';

/**
 * Profiles of the detail pages (manager, trainer, player) and their update through UpdateUser.
 * A person of another club, or a removed one, is not found.
 */

const iso = (value: Date | null): string | null => (value ? new Date(value).toISOString() : null);

/** The columns of a person and their club that every role's profile shows. */
const PROFILE_COLUMNS = [
  'p.id', 'p.first_name', 'p.infix', 'p.last_name', 'p.member_number', 'p.nationality_id', 'p.birth_place', 'p.birth_date', 'a.email',
  'p.phone_number', 'p.address', 'p.role', 'p.status', 'p.activated_at', 'p.last_login_at', 'p.photo_id',
  'c.name as club_name', 'c.logo_photo_id',
] as const;

interface ProfileRow {
  id: string;
  first_name: string;
  infix: string | null;
  last_name: string;
  member_number: string | null;
  nationality_id: string | null;
  birth_place: string | null;
  birth_date: string | null;
  email: string;
  phone_number: string | null;
  address: string | null;
  role: RoleName;
  status: ManagerProfile['status'];
  activated_at: Date | null;
  last_login_at: Date | null;
  photo_id: string | null;
  club_name: string;
  logo_photo_id: string | null;
}

function profileOf(row: ProfileRow): ManagerProfile {
  return {
    id: row.id,
    firstName: row.first_name,
    infix: row.infix,
    lastName: row.last_name,
    memberNumber: row.member_number,
    nationalityId: row.nationality_id,
    // Nationalities are kept as the id the client sent; there is no list to name them from.
    nationality: row.nationality_id,
    birthPlace: row.birth_place,
    birthDate: row.birth_date,
    email: row.email,
    phoneNumber: row.phone_number,
    address: row.address,
    role: row.role,
    status: row.status,
    dateStarted: iso(row.activated_at),
    lastLogin: iso(row.last_login_at),
    userPicture: photoUrl(row.photo_id),
    clubName: row.club_name,
    clubLogoUrl: photoUrl(row.logo_photo_id),
  };
}

/** The profile fields every role shares, or undefined when there is no such person in the club. */
export async function findProfile(db: Kysely<DB>, clubId: string, personId: string, role: RoleName): Promise<ManagerProfile | undefined> {
  const row = await db
    .selectFrom('people as p')
    .innerJoin('accounts as a', 'a.id', 'p.account_id')
    .innerJoin('clubs as c', 'c.id', 'p.club_id')
    .select([...PROFILE_COLUMNS])
    .where('p.id', '=', personId)
    .where('p.club_id', '=', clubId)
    .where('p.role', '=', role)
    .where('p.removed_at', 'is', null)
    .executeTakeFirst();
  return row ? profileOf(row as ProfileRow) : undefined;
}

/** The first (by name) of the person's current teams, as the subquery `team` (person_id, team_id, team_name). */
function firstCurrentTeam(db: Kysely<DB>, personId: string) {
  return db
    .selectFrom('team_memberships as m')
    .innerJoin('teams as t', 't.id', 'm.team_id')
    .select(['m.person_id', 't.id as team_id', 't.name as team_name'])
    .where('m.ended_at', 'is', null)
    .where('t.removed_at', 'is', null)
    .where('m.person_id', '=', personId)
    .orderBy(sql`lower(t.name)`)
    .limit(1)
    .as('team');
}

/** The first (by name) of the person's current teams, whether they share their data, and their position. */
async function currentTeam(db: Kysely<DB>, personId: string) {
  return db
    .selectFrom('people as p')
    .leftJoin(firstCurrentTeam(db, personId), (join) => join.onRef('team.person_id', '=', 'p.id'))
    .leftJoin('positions as pos', 'pos.id', 'p.primary_position_id')
    .select(['p.share_data', 'p.primary_position_id', 'pos.name as position_name', 'team.team_id', 'team.team_name'])
    .where('p.id', '=', personId)
    .executeTakeFirstOrThrow();
}

export async function findTrainerProfile(db: Kysely<DB>, clubId: string, personId: string): Promise<TrainerProfile | undefined> {
  const base = await findProfile(db, clubId, personId, 'Trainer');
  if (!base) return undefined;
  const team = await currentTeam(db, personId);
  // The default scope of the trainer's page, counted by the query its lists use (reports/detailPages.ts).
  const scope = (await trainerReportScope(db, clubId))!;
  const counts = await trainerReportCounts(db, clubId, personId, scope);
  return {
    ...base,
    teamName: team.team_name ?? null,
    teamId: team.team_id ?? null,
    openReports: counts.open,
    totalReports: counts.completed,
    clubSeasonId: scope.seasonId,
    seasonName: scope.seasonName,
    sharedData: team.share_data,
  };
}

/** A season of the player's club with the player's stored figures in it (PlayerSeasonFigures, reports/progress.ts). */
interface PlayerSeason {
  id: string;
  startDate: string;
  endDate: string;
  figures: PlayerSeasonFigures;
}

/**
 * The player's profile, current team and position, and the club's seasons (the one asked for only, when
 * given) each with the player's figures: one statement reading the player's own rows. Undefined when
 * the player is not the club's.
 */
async function playerWithSeasons(db: Kysely<DB>, clubId: string, personId: string, seasonId?: string) {
  const row = await db
    .selectFrom('people as p')
    .innerJoin('accounts as a', 'a.id', 'p.account_id')
    .innerJoin('clubs as c', 'c.id', 'p.club_id')
    .leftJoin(firstCurrentTeam(db, personId), (join) => join.onRef('team.person_id', '=', 'p.id'))
    .leftJoin('positions as pos', 'pos.id', 'p.primary_position_id')
    .select([
      ...PROFILE_COLUMNS,
      'p.share_data', 'p.primary_position_id', 'pos.name as position_name', 'team.team_id', 'team.team_name',
      // The same numbers as playerProgress, playerScores and the pairs' open reports (reports/progress.ts);
      // JSON carries a float8 exactly (shortest exact text).
      sql<PlayerSeason[]>`(
        SELECT coalesce(json_agg(json_build_object(
          'id', s.id, 'startDate', s.start_date, 'endDate', s.end_date,
          'figures', json_build_object(
            'progress', ${progressRatio(sql`pp.done`, sql`pp.trainers`, sql`s.report_frequency`)},
            'averageScore', pp.average,
            'completedReports', coalesce(pp.completed, 0),
            'openReports', coalesce((SELECT sum(open) FROM pair_progress WHERE season_id = s.id AND player_id = p.id), 0)::int))), '[]')
        FROM seasons s
        LEFT JOIN player_progress pp ON pp.season_id = s.id AND pp.player_id = p.id
        WHERE s.club_id = p.club_id ${seasonId ? sql`AND s.id = ${seasonId}` : sql``})`.as('seasons'),
    ])
    .where('p.id', '=', personId)
    .where('p.club_id', '=', clubId)
    .where('p.role', '=', 'Player')
    .where('p.removed_at', 'is', null)
    .executeTakeFirst();
  return row;
}

/**
 * A player's profile with the numbers of a season (the club's current one unless given). Undefined
 * when the player, or the season asked for, is not the club's. Two statements: the player with their
 * team and figures (playerWithSeasons), then the season's reports (playerSeasonReports).
 */
export async function findPlayerProfile(
  db: Kysely<DB>,
  clubId: string,
  personId: string,
  seasonId?: string,
): Promise<PlayerProfile | undefined> {
  const row = await playerWithSeasons(db, clubId, personId, seasonId);
  if (!row) return undefined;
  const base = profileOf(row as ProfileRow);
  // The season as seasonInView (seasons/seasons.ts) picks it: the one asked for if it is the club's, else the current one.
  const seasons = row.seasons;
  if (seasonId && !seasons.some((s) => s.id === seasonId)) return undefined;
  const resolvedId = seasonId ?? currentSeasonId(seasons, todayUtc()) ?? null;
  const figures = seasons.find((s) => s.id === resolvedId)?.figures;
  return {
    ...base,
    teamName: row.team_name ?? null,
    teamId: row.team_id ?? null,
    position: row.primary_position_id ?? null,
    positionName: row.position_name ?? null,
    averageScore: oneDecimal(figures?.averageScore),
    completionPercentage: Math.max(0, Math.min(100, Math.round((figures?.progress ?? 0) * 100))),
    clubPictureUrl: base.clubLogoUrl,
    completedReport: figures?.completedReports ?? 0,
    openReport: figures?.openReports ?? 0,
    sharedData: row.share_data,
    clubSeasonId: resolvedId,
    ...(resolvedId
      ? await playerSeasonReports(db, clubId, personId, resolvedId)
      : { playerReportDetailsSkill: [], playerReportResponse: [] }),
  };
}

/**
 * A player's page as their family sees it (a guardian, issue 25): only completed reports the club has
 * released, the figures taken from those, no open reports, and the photo only with consent for photos.
 * The season's progress stays the club's (it says how far the programme is, nothing of a report).
 */
export async function findFamilyPlayerProfile(
  db: Kysely<DB>,
  clubId: string,
  personId: string,
  seasonId: string | undefined,
  options: { photoShown: boolean; reportsShared: boolean },
): Promise<PlayerProfile | undefined> {
  const profile = await findPlayerProfile(db, clubId, personId, seasonId);
  if (!profile) return undefined;
  const reports = profile.clubSeasonId && options.reportsShared
    ? await playerSeasonReports(db, clubId, personId, profile.clubSeasonId, true)
    : { playerReportDetailsSkill: [], playerReportResponse: [] };
  const averages = reports.playerReportResponse.flatMap((trainer) => trainer.playerReportReview.flatMap((review) => (review.averageScore === null ? [] : [review.averageScore])));
  const mean = averages.length ? averages.reduce((sum, value) => sum + value, 0) / averages.length : undefined;
  return {
    ...profile,
    ...reports,
    userPicture: options.photoShown ? profile.userPicture : null,
    averageScore: oneDecimal(mean),
    completedReport: averages.length,
    openReport: 0,
  };
}

// ---- UpdateUser ------------------------------------------------------------------------------------

export const NAME_MAX = 50;

/** 'YYYY-MM-DD' of a date or date-time text, if it is a real calendar day; null for empty. */
export function parseBirthDate(value: string | null | undefined): string | null | 'invalid' {
  if (value === null || value === undefined || value.trim() === '') return null;
  const match = /^(\d{4})-(\d{2})-(\d{2})(T.*)?$/.exec(value.trim());
  if (!match) return 'invalid';
  const [, y, m, d] = match;
  const day = `${y}-${m}-${d}`;
  const date = new Date(`${day}T00:00:00Z`);
  if (Number.isNaN(date.getTime()) || date.toISOString().slice(0, 10) !== day) return 'invalid';
  if (Number(y) < 1900 || date.getTime() > Date.now()) return 'invalid';
  return day;
}

/** The photos id of a value sent as photo: the bare id or its URL (/photos/<id>). */
export function photoIdOf(value: string | null | undefined): string | null | 'invalid' {
  if (!value || value === 'file.png') return null;
  const id = value.replace(/^.*\/photos\//, '');
  return /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(id) ? id.toLowerCase() : 'invalid';
}

/** The first rule the update breaks, as a refusal a person can act on; undefined when it is valid. */
export function updateProblem(input: UpdateUserRequest): KeyedMessage | undefined {
  const names: [string, string][] = [['First name', input.firstName], ['Last name', input.lastName]];
  for (const [label, value] of names) {
    if (!value || !value.trim()) return keyed('fieldRequired', { field: label });
    if (value.trim().length > NAME_MAX) return keyed('fieldAtMost', { field: label, limit: String(NAME_MAX) });
  }
  if (input.email !== undefined && input.email !== null && input.email.trim() !== '') {
    if (!isPlausibleEmail(input.email.trim())) return keyed('emailFormat');
    if (input.email.trim().length > NAME_MAX) return keyed('fieldAtMost', { field: 'E-mail', limit: String(NAME_MAX) });
  }
  if (input.infix && input.infix.trim().length > NAME_MAX) return keyed('fieldAtMost', { field: 'Infix', limit: String(NAME_MAX) });
  if (input.phoneNumber && input.phoneNumber.trim().length > NAME_MAX) return keyed('fieldAtMost', { field: 'Phone number', limit: String(NAME_MAX) });
  if (parseBirthDate(input.birthDate) === 'invalid') return keyed('birthDateNotValid');
  if (photoIdOf(input.photo) === 'invalid') return keyed('photoUnknown');
  return undefined;
}

export type UpdateOutcome = 'updated' | 'notFound' | { problem: KeyedMessage };

/**
 * Applies UpdateUser to a person of the club. Only profile fields change: role, club and status are
 * never touched. Fields left out (undefined) keep their value. The caller checked updateProblem.
 */
export async function updateProfile(db: Kysely<DB>, clubId: string, input: UpdateUserRequest): Promise<UpdateOutcome> {
  const person = await db
    .selectFrom('people as p')
    .innerJoin('accounts as a', 'a.id', 'p.account_id')
    .select(['p.id', 'p.account_id', 'a.email', 'p.role'])
    .where('p.id', '=', input.id)
    .where('p.club_id', '=', clubId)
    .where('p.removed_at', 'is', null)
    .forUpdate('p')
    .executeTakeFirst();
  if (!person) return 'notFound';

  const changes: Partial<Record<keyof DB['people'], unknown>> = {
    first_name: input.firstName.trim(),
    last_name: input.lastName.trim(),
  };
  // Left out by older clients: the infix stays; null or '' clears it (issue 37).
  if (input.infix !== undefined) changes.infix = input.infix?.trim() || null;
  if (input.birthDate !== undefined) changes.birth_date = parseBirthDate(input.birthDate);
  if (input.nationalityId !== undefined) changes.nationality_id = input.nationalityId?.trim() || null;
  if (input.birthPlace !== undefined) changes.birth_place = input.birthPlace?.trim() || null;
  if (input.phoneNumber !== undefined) changes.phone_number = input.phoneNumber?.trim() || null;
  if (input.address !== undefined) changes.address = input.address?.trim() || null;

  const email = input.email?.trim();
  // A member without an address (a child reached through their guardians) gets one here.
  if (email && email.toLowerCase() !== (person.email ?? '').toLowerCase()) {
    const problem = await readdress(db, clubId, person, email);
    if (problem) return { problem };
  }

  const photoId = photoIdOf(input.photo);
  if (photoId && photoId !== 'invalid') {
    const photo = await db.selectFrom('photos').select('id').where('id', '=', photoId).where('club_id', '=', clubId).executeTakeFirst();
    if (!photo) return { problem: keyed('photoUnknown') };
    changes.photo_id = photoId;
  }

  if (input.position !== undefined && person.role === 'Player') {
    const positionId = input.position?.trim() || null;
    if (positionId) {
      const position = await db.selectFrom('positions').select('id').where('id', '=', positionId).executeTakeFirst();
      if (!position) return { problem: keyed('positionMissing') };
    }
    changes.primary_position_id = positionId;
  }

  await db.updateTable('people').set(changes as never).where('id', '=', person.id).execute();
  return 'updated';
}

/**
 * Removes a person's photo (ClearPhoto). The picture itself is deleted too when nothing else shows
 * it, so a removed photo does not linger. False when the person is not the club's.
 */
export async function clearPhoto(db: Kysely<DB>, clubId: string, personId: string): Promise<boolean> {
  const person = await db
    .selectFrom('people')
    .select(['id', 'photo_id'])
    .where('id', '=', personId)
    .where('club_id', '=', clubId)
    .where('removed_at', 'is', null)
    .forUpdate()
    .executeTakeFirst();
  if (!person) return false;
  if (!person.photo_id) return true;
  await db.updateTable('people').set({ photo_id: null }).where('id', '=', person.id).execute();
  const photoId = person.photo_id;
  await db
    .deleteFrom('photos')
    .where('id', '=', photoId)
    .where(({ not, exists, selectFrom }) =>
      not(
        exists(
          selectFrom('people').select('id').where('photo_id', '=', photoId)
            .union(selectFrom('clubs').select('id').where('logo_photo_id', '=', photoId))
            .union(selectFrom('teams').select('id').where('logo_photo_id', '=', photoId)),
        ),
      ),
    )
    .execute();
  return true;
}

/**
 * A new e-mail address for a person of the club. The address is their account's login, which other
 * clubs may share, so one club changes only its own membership (docs/decisions.md, "One person,
 * several clubs"): an account that is in this club alone, to an address nobody has, is renamed (its
 * password stays); otherwise this membership moves to the account of the new address (created when
 * new), and the account of the other clubs keeps its address. Only this club's people make an address
 * "in use": nothing tells the club whether the address is known elsewhere.
 */
async function readdress(db: Kysely<DB>, clubId: string, person: { id: string; account_id: string }, email: string): Promise<KeyedMessage | undefined> {
  const sameAddress = (eb: ExpressionBuilder<DB, 'accounts'>) => eb(eb.fn('lower', ['accounts.email']), '=', email.toLowerCase());
  const taken = await db
    .selectFrom('people')
    .innerJoin('accounts', 'accounts.id', 'people.account_id')
    .select('people.id')
    .where(sameAddress)
    .where('people.club_id', '=', clubId)
    .where('people.removed_at', 'is', null)
    .executeTakeFirst();
  if (taken) return keyed('emailTaken');
  const known = await db.selectFrom('accounts').select('id').where(sameAddress).executeTakeFirst();
  // The person's roles in this club (a trainer who is a guardian too, issue 37) are one person: they keep
  // one address together. Only other clubs' memberships keep the old one.
  const shared = await db
    .selectFrom('people')
    .select('id')
    .where('account_id', '=', person.account_id)
    .where('club_id', '<>', clubId)
    .where('removed_at', 'is', null)
    .executeTakeFirst();
  if (!known && !shared) {
    await db.updateTable('accounts').set({ email }).where('id', '=', person.account_id).execute();
  } else {
    await db.updateTable('people').set({ account_id: accountFor(email) })
      .where('account_id', '=', person.account_id).where('club_id', '=', clubId).where('removed_at', 'is', null).execute();
  }
  return undefined;
}
