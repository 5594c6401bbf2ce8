import { naturalNameOrder } from '../naturalOrderSql.js';
import { sql, type Kysely } from 'kysely';
import { Type } from 'typebox';
import { Nullable, selectRows, SqlDate } from '../rawRows.js';
import type { DB, PersonStatus, RoleName } from '../../db/schema.js';
import type { InvitedRow, ManagerRow, PlayerOverviewRow, TrainerOverviewRow } from '../../../contract/people.js';
import { photoUrl } from '../photos.js';
import { progressRatio, trainerProgress } from '../reports/progress.js';
import { tokenExpiredSql } from './invitations.js';
import { peopleOf } from '../clubs/clubScope.js';
import { seasonInView } from '../seasons/seasons.js';
import { dueSoon, seasonRounds } from '../seasons/rounds.js';
import { findClubSeason } from '../seasons/seasons.js';
import { localTime } from '../../domain/timeZones.js';

/**
 * The club's people lists (managers, trainers, players; active and invited) and their removal.
 * Every list is one query for the people plus, where numbers are shown, the season's stored progress
 * and scores (reports/progress.ts): joined into the players' query, or one grouped query merged in memory;
 * never a query per row. Lists answer every row of the club (the web app does not page).
 */

const iso = (value: Date | string | null | undefined): string | null =>
  value === null || value === undefined ? null : new Date(value).toISOString();

/**
 * The lists answer the shown name (person_name(), "Bram van der Berg") and sort by first name, then last
 * name without the infix (docs/decisions.md, "Infix"). A joined person who is not there reads as ''.
 */
const orNull = (name: string): string | null => name || null;

const percent = (ratio: number | null | undefined): number =>
  Math.max(0, Math.min(100, Math.round((ratio ?? 0) * 100)));

/** A score as the spec shows it on player views: one decimal, '0.0' when there is none. */
export const oneDecimal = (score: number | null | undefined): string => (score ?? 0).toFixed(1);

/**
 * Active managers. With a season: the managers whose account was active by the end of that season
 * (the managers list's season filter).
 */
export async function listActiveManagers(db: Kysely<DB>, clubId: string, season?: { endDate: string }): Promise<ManagerRow[]> {
  const activeBy = season ? sql`AND p.activated_at < (${season.endDate}::date + 1)` : sql``;
  const rows = await selectRows(db, Type.Object({
    id: Type.String(),
    name: Type.String(),
    photo_id: Nullable(Type.String()),
    activated_at: Nullable(SqlDate),
    last_login_at: Nullable(SqlDate),
  }), sql`
    SELECT p.id, person_name(p.first_name, p.infix, p.last_name) AS name, p.photo_id, p.activated_at, p.last_login_at
    FROM people p
    WHERE ${peopleOf(clubId, 'Manager', 'active')} ${activeBy}
    ORDER BY lower(p.first_name), lower(p.last_name), p.id`);
  return rows.map((r) => ({
    id: r.id,
    name: r.name,
    userPicture: photoUrl(r.photo_id),
    dateStarted: iso(r.activated_at),
    lastLogin: iso(r.last_login_at),
  }));
}

/**
 * The invited list of a role (status 'invited'), or the same shape for the active people of the role
 * (the players' GetUserManagerOverviewByClubId?isActive=true).
 */
export async function listInvitationRows(
  db: Kysely<DB>,
  clubId: string,
  role: RoleName,
  status: PersonStatus = 'invited',
): Promise<InvitedRow[]> {
  const rows = await selectRows(db, Type.Object({
    id: Type.String(),
    name: Type.String(),
    email: Type.String(),
    photo_id: Nullable(Type.String()),
    invited_at: Nullable(SqlDate),
    invited_by: Nullable(Type.String()),
    inviter_name: Type.String(),
    inviter_photo: Nullable(Type.String()),
    expired: Type.Boolean(),
  }), sql`
    SELECT p.id, person_name(p.first_name, p.infix, p.last_name) AS name, coalesce(a.email, '') AS email, p.photo_id, p.invited_at, p.invited_by,
           person_name(i.first_name, i.infix, i.last_name) AS inviter_name, i.photo_id AS inviter_photo,
           ${status === 'invited' ? tokenExpiredSql(sql.ref('p.id')) : sql<boolean>`false`} AS expired
    FROM people p
    JOIN accounts a ON a.id = p.account_id
    LEFT JOIN people i ON i.id = p.invited_by AND i.club_id = p.club_id
    WHERE ${peopleOf(clubId, role, status)}
    ORDER BY p.invited_at DESC NULLS LAST, lower(p.first_name), lower(p.last_name), p.id`);
  return rows.map((r) => ({
    id: r.id,
    name: r.name,
    emailAddress: r.email,
    invitedBy: orNull(r.inviter_name),
    invitedById: r.invited_by,
    invitorId: r.invited_by,
    invitorPicture: photoUrl(r.inviter_photo),
    userPicture: photoUrl(r.photo_id),
    invitationDate: iso(r.invited_at),
    // A player without an address of their own (reached through their guardians) has no login to invite;
    // one an import added without e-mailing (no invitation date) is not invited yet.
    status: status === 'active' ? 'Active' : r.email === '' ? 'WithoutLogin' : r.invited_at === null ? 'NotInvited' : 'Invited',
    isTokenExpired: r.expired,
  }));
}

/**
 * Active players with team, first trainer, progress and scores in the season (null season: all zero).
 * One statement: the list is the heaviest call a manager makes (every player of the club on each
 * visit of /players), and each extra round trip to the database costs both sides a few tenths of a
 * millisecond per request (npm run bench). The team's trainers are reduced in SQL to the first by
 * name and their number; the club's logo is joined once; the season asked for is checked by the same
 * statement (a row without it means the season is not the club's).
 * Without `askedSeasonId` the club's current season is used; undefined when the season asked for is
 * not the club's.
 */
export async function listPlayerOverview(db: Kysely<DB>, clubId: string, askedSeasonId?: string): Promise<PlayerOverviewRow[] | undefined> {
  const seasonId = askedSeasonId ?? (await seasonInView(db, clubId, undefined)).seasonId ?? null;
  const players = await selectRows(db, Type.Object({
    id: Type.String(),
    name: Type.String(),
    photo_id: Nullable(Type.String()),
    team_id: Nullable(Type.String()),
    team_name: Nullable(Type.String()),
    trainer_id: Nullable(Type.String()),
    trainer_name: Type.String(),
    trainer_photo: Nullable(Type.String()),
    trainers: Type.Integer(),
    invited_by: Nullable(Type.String()),
    inviter_name: Type.String(),
    inviter_photo: Nullable(Type.String()),
    club_photo: Nullable(Type.String()),
    season_id: Nullable(Type.String()),
    progress: Type.Number(),
    average: Nullable(Type.Number()),
    overall_diff: Nullable(Type.Number()),
  }), sql`
      -- Materialized: computed once. Inlined, it was planned inside the loop over the players among 100
      -- clubs and run again for each of them (1.9 million buffers, issue 26).
      WITH team_trainer AS MATERIALIZED (
        -- Each team's first active trainer by name, and how many it has now.
        SELECT DISTINCT ON (m.team_id) m.team_id, tr.id, tr.first_name, tr.infix, tr.last_name, tr.photo_id,
               count(*) OVER (PARTITION BY m.team_id)::int AS trainers
        FROM team_memberships m
        JOIN teams t ON t.id = m.team_id AND t.club_id = ${clubId} AND t.removed_at IS NULL
        JOIN people tr ON tr.id = m.person_id AND tr.club_id = ${clubId} AND tr.status = 'active' AND tr.removed_at IS NULL
        WHERE m.club_id = ${clubId} AND m.role = 'Trainer' AND m.ended_at IS NULL
        ORDER BY m.team_id, lower(tr.first_name), lower(tr.last_name), tr.id
      )
      SELECT p.id, person_name(p.first_name, p.infix, p.last_name) AS name, p.photo_id, t.id AS team_id, t.name AS team_name,
             tt.id AS trainer_id, person_name(tt.first_name, tt.infix, tt.last_name) AS trainer_name,
             tt.photo_id AS trainer_photo, coalesce(tt.trainers, 0) AS trainers,
             p.invited_by, person_name(i.first_name, i.infix, i.last_name) AS inviter_name, i.photo_id AS inviter_photo,
             c.logo_photo_id AS club_photo, s.id AS season_id,
             ${progressRatio(sql`pp.done`, sql`pp.trainers`, sql`s.report_frequency`)} AS progress,
             pp.average, pp.overall_diff
      FROM people p
      JOIN clubs c ON c.id = p.club_id
      LEFT JOIN (team_memberships m JOIN teams t ON t.id = m.team_id AND t.club_id = ${clubId} AND t.removed_at IS NULL)
        ON m.club_id = ${clubId} AND m.person_id = p.id AND m.role = 'Player' AND m.ended_at IS NULL
      LEFT JOIN team_trainer tt ON tt.team_id = t.id
      LEFT JOIN people i ON i.id = p.invited_by AND i.club_id = p.club_id
      -- The season's stored progress and scores (reports/progress.ts); none without a season.
      LEFT JOIN seasons s ON s.id = ${seasonId} AND s.club_id = ${clubId}
      LEFT JOIN player_progress pp ON pp.season_id = s.id AND pp.player_id = p.id
      WHERE ${peopleOf(clubId, 'Player', 'active')}
      ORDER BY lower(t.name) NULLS LAST, lower(p.first_name), lower(p.last_name), p.id`);
  if (askedSeasonId) {
    const known = players.length ? players[0]!.season_id !== null : (await seasonInView(db, clubId, askedSeasonId)).found;
    if (!known) return undefined;
  }
  return players.map((p) => ({
    id: p.id,
    name: p.name,
    userId: p.id,
    teamId: p.team_id,
    teamName: p.team_name,
    trainerId: p.trainer_id,
    trainerName: orNull(p.trainer_name),
    trainerUserId: p.trainer_id,
    trainerPicture: photoUrl(p.trainer_photo),
    totalTrainer: p.trainers,
    multipleTrainer: p.trainers > 1,
    overallProgress: percent(p.progress),
    averageScore: oneDecimal(p.average),
    overallDiff: Math.round((p.overall_diff ?? 0) * 100) / 100,
    userPicture: photoUrl(p.photo_id),
    clubPictureURL: photoUrl(p.club_photo),
    invitedBy: orNull(p.inviter_name),
    invitedById: p.invited_by,
    invitorPicture: photoUrl(p.inviter_photo),
  }));
}

/**
 * Active trainers with their teams, players, progress and last activity in the season, and their
 * reports overdue at `now` (by the club's calendar day).
 */
export async function listTrainerOverview(db: Kysely<DB>, clubId: string, seasonId: string | null, now: Date): Promise<TrainerOverviewRow[]> {
  const rows = await selectRows(db, Type.Object({
    id: Type.String(),
    name: Type.String(),
    photo_id: Nullable(Type.String()),
    top_team_name: Nullable(Type.String()),
    total_team: Type.Number(),
  }), sql`
      SELECT p.id, person_name(p.first_name, p.infix, p.last_name) AS name, p.photo_id,
             (array_agg(t.name ORDER BY ${naturalNameOrder(sql`t.name`)}, t.id) FILTER (WHERE t.id IS NOT NULL))[1] AS top_team_name,
             count(t.id)::int AS total_team
      FROM people p
      -- The club's teams only (its partial index teams_club): without club_id the join read the live
      -- teams of every club (issue 26).
      LEFT JOIN (team_memberships m JOIN teams t ON t.id = m.team_id AND t.club_id = ${clubId} AND t.removed_at IS NULL)
        ON m.club_id = ${clubId} AND m.person_id = p.id AND m.role = 'Trainer' AND m.ended_at IS NULL
      WHERE ${peopleOf(clubId, 'Trainer', 'active')}
      GROUP BY p.id
      ORDER BY lower(p.first_name), lower(p.last_name), p.id`);
  const progress = seasonId ? await trainerProgress(db, clubId, seasonId) : [];
  const progressOf = new Map(progress.map((p) => [p.trainerId, p]));
  const overdue = seasonId ? await overdueReportsByTrainer(db, clubId, seasonId, now) : new Map<string, number>();
  return rows.map((r) => {
    const p = progressOf.get(r.id);
    return {
      id: r.id,
      name: r.name,
      topTeamName: r.top_team_name,
      totalTeam: r.total_team,
      totalPlayer: p?.players ?? 0,
      overallProgress: percent(p?.progress),
      lastUpdate: iso(p?.lastUpdate),
      userPicture: photoUrl(r.photo_id),
      overdueReports: overdue.get(r.id) ?? 0,
    };
  });
}

/** Per trainer, the reports missing for rounds already due (the Due soon panel's overdue rows, added up). */
async function overdueReportsByTrainer(db: Kysely<DB>, clubId: string, seasonId: string, now: Date): Promise<Map<string, number>> {
  const season = await findClubSeason(db, clubId, seasonId);
  if (!season) return new Map();
  const today = localTime(now, season.timeZone).date;
  const { rounds } = await seasonRounds(db, seasonId, season, today);
  const overdue = new Map<string, number>();
  for (const row of await dueSoon(db, clubId, seasonId, rounds, today, 0)) {
    if (row.isOverdue) overdue.set(row.userId, (overdue.get(row.userId) ?? 0) + row.missingReports);
  }
  return overdue;
}

export type RemovalOutcome = { removed: number } | { missing: true } | { ownAccount: true };

/**
 * Removes people of a role from the club: a soft delete (removed_at) that ends their team
 * memberships, voids their unused invitation and reset links and signs them out everywhere. Their
 * reports stay. Nothing changes when an id is not a person of that role (and status, if given) in
 * the club, or when the caller is among them. Run it inside a transaction.
 */
export async function removePeople(
  db: Kysely<DB>,
  input: { clubId: string; role: RoleName; ids: string[]; callerId: string; status?: PersonStatus },
): Promise<RemovalOutcome> {
  const ids = [...new Set(input.ids)];
  if (ids.includes(input.callerId)) return { ownAccount: true };
  let query = db
    .selectFrom('people')
    .select('id')
    .where('id', 'in', ids)
    .where('club_id', '=', input.clubId)
    .where('role', '=', input.role)
    .where('removed_at', 'is', null);
  if (input.status) query = query.where('status', '=', input.status);
  const found = await query.forUpdate().execute();
  if (found.length !== ids.length) return { missing: true };

  const now = new Date();
  await db.updateTable('people').set({ removed_at: now }).where('id', 'in', ids).execute();
  await db
    .updateTable('team_memberships')
    .set({ ended_at: now })
    .where('person_id', 'in', ids)
    .where('ended_at', 'is', null)
    .execute();
  await db
    .updateTable('account_tokens')
    .set({ voided_at: now })
    .where('person_id', 'in', ids)
    .where('used_at', 'is', null)
    .where('voided_at', 'is', null)
    .execute();
  // Signed out everywhere: one statement for the whole selection (revokeSessionsOf does one person).
  await db
    .updateTable('sessions')
    .set({ revoked_at: now })
    .where('person_id', 'in', ids)
    .where('revoked_at', 'is', null)
    .execute();
  return { removed: ids.length };
}
