import { sql, type Kysely } from 'kysely';
import { Type, type Static } from 'typebox';
import { Nullable, selectRows } from '../rawRows.js';
import type { DB } from '../../db/schema.js';
import { AvailablePerson, type TeamPlayerRow, type TeamTrainerRow } from '../../../contract/clubStructure.js';
import { photoUrl } from '../photos.js';
import { naturalNameOrder } from '../naturalOrderSql.js';
import { playerScores, teamMemberProgress } from '../reports/progress.js';
import { infixField, personName } from '../../../contract/personName.js';

/**
 * Who is in which team: a member is a person (invited or active, not removed) with an open membership
 * (ended_at null) of a team that is not removed. The team lists with progress (an invited player has
 * progress like an active one; an invited trainer is listed at 0: no pair until they activate), the
 * people available for a team, and moving, adding and ending memberships.
 */

const TeamMembersSummary = Type.Object({
  team_id: Type.String(),
  trainers: Type.Number(),
  players: Type.Number(),
  top_trainer_id: Nullable(Type.String()),
  top_trainer_name: Nullable(Type.String()),
  top_trainer_photo: Nullable(Type.String()),
});
type TeamMembersSummary = Static<typeof TeamMembersSummary>;

/**
 * Per team: number of trainers and players, and the "top" trainer: the longest-serving one
 * (earliest membership, then by name), a stable choice a club recognises as the head trainer.
 */
async function teamMembersSummary(db: Kysely<DB>, clubId: string, teamId?: string): Promise<TeamMembersSummary[]> {
  const rows = await selectRows(db, TeamMembersSummary, sql`
    WITH member AS (
      SELECT m.team_id, m.role, m.started_at, p.id AS person_id, p.first_name, p.infix, p.last_name, p.photo_id
      FROM team_memberships m
      JOIN teams t ON t.id = m.team_id AND t.club_id = ${clubId} AND t.removed_at IS NULL
      JOIN people p ON p.id = m.person_id AND p.removed_at IS NULL
      -- The club's own memberships first (migration 0017's index): the cost does not grow with other clubs'.
      WHERE m.club_id = ${clubId} AND m.ended_at IS NULL ${teamId ? sql`AND m.team_id = ${teamId}` : sql``}
    ),
    top_trainer AS (
      SELECT DISTINCT ON (team_id) team_id, person_id, person_name(first_name, infix, last_name) AS name, photo_id
      FROM member WHERE role = 'Trainer'
      ORDER BY team_id, started_at, first_name, last_name, person_id
    )
    SELECT m.team_id,
           count(*) FILTER (WHERE m.role = 'Trainer')::int AS trainers,
           count(*) FILTER (WHERE m.role = 'Player')::int AS players,
           tt.person_id AS top_trainer_id, tt.name AS top_trainer_name, tt.photo_id AS top_trainer_photo
    FROM member m LEFT JOIN top_trainer tt ON tt.team_id = m.team_id
    GROUP BY m.team_id, tt.person_id, tt.name, tt.photo_id`);
  return rows;
}

interface MemberRow {
  membership_id: string;
  person_id: string;
  first_name: string;
  infix: string | null;
  last_name: string;
  photo_id: string | null;
}

async function teamMembers(db: Kysely<DB>, clubId: string, teamId: string, role: 'Trainer' | 'Player'): Promise<MemberRow[]> {
  return db
    .selectFrom('team_memberships as m')
    .innerJoin('teams as t', 't.id', 'm.team_id')
    .innerJoin('people as p', 'p.id', 'm.person_id')
    .select(['m.id as membership_id', 'p.id as person_id', 'p.first_name', 'p.infix', 'p.last_name', 'p.photo_id'])
    .where('m.club_id', '=', clubId)
    .where('m.team_id', '=', teamId)
    .where('t.club_id', '=', clubId)
    .where('t.removed_at', 'is', null)
    .where('m.role', '=', role)
    .where('m.ended_at', 'is', null)
    .where('p.removed_at', 'is', null)
    .orderBy('p.first_name')
    .orderBy('p.last_name')
    .execute();
}

/** trainer/GetTrainerOverviewByClubId?teamId: the team's trainers with their progress on this team. */
export async function teamTrainerRows(
  db: Kysely<DB>,
  clubId: string,
  teamId: string,
  seasonId: string | undefined,
): Promise<TeamTrainerRow[]> {
  const [members, progress] = await Promise.all([
    teamMembers(db, clubId, teamId, 'Trainer'),
    seasonId ? teamMemberProgress(db, clubId, seasonId, teamId) : Promise.resolve({ trainers: [], players: [] }),
  ]);
  const of = new Map(progress.trainers.map((p) => [p.personId, p]));
  return members.map((m) => {
    const p = of.get(m.person_id);
    return {
      teamTrainerId: m.membership_id,
      id: m.person_id,
      userId: m.person_id,
      name: personName({ firstName: m.first_name, infix: m.infix, lastName: m.last_name }),
      overallProgress: p?.percent ?? 0,
      lastUpdate: p?.lastUpdate ? new Date(p.lastUpdate).toISOString() : null,
      roles: 'Trainer',
      userPicture: photoUrl(m.photo_id),
    };
  });
}

/** Player/GetTeamPlayerOverview: the team's players with progress, trainers and average score. */
export async function teamPlayerRows(
  db: Kysely<DB>,
  clubId: string,
  teamId: string,
  seasonId: string | undefined,
): Promise<TeamPlayerRow[]> {
  const [members, [summary], progress] = await Promise.all([
    teamMembers(db, clubId, teamId, 'Player'),
    teamMembersSummary(db, clubId, teamId),
    seasonId ? teamMemberProgress(db, clubId, seasonId, teamId) : Promise.resolve({ trainers: [], players: [] }),
  ]);
  const scores = seasonId ? await playerScores(db, clubId, seasonId, members.map((m) => m.person_id)) : [];
  const percentOf = new Map(progress.players.map((p) => [p.personId, p.percent]));
  const scoreOf = new Map(scores.map((s) => [s.playerId, s.averageScore]));
  return members.map((m) => ({
    teamPlayerId: m.membership_id,
    id: m.person_id,
    userId: m.person_id,
    name: personName({ firstName: m.first_name, infix: m.infix, lastName: m.last_name }),
    overallProgress: percentOf.get(m.person_id) ?? 0,
    totalTrainer: summary?.trainers ?? 0,
    trainerUserId: summary?.top_trainer_id ?? null,
    trainerName: summary?.top_trainer_id ? summary.top_trainer_name : null,
    trainerPicture: photoUrl(summary?.top_trainer_photo),
    averageScore: scoreOf.get(m.person_id) ?? null,
    userPicture: photoUrl(m.photo_id),
  }));
}

/**
 * Manager/getAvailablePlayersOrTrainers: the club's players (or trainers), invited or active,
 * with the team(s) they are in now; members of `exceptTeamId` are left out.
 */
export async function availablePeople(
  db: Kysely<DB>,
  clubId: string,
  role: 'Trainer' | 'Player',
  exceptTeamId?: string,
): Promise<AvailablePerson[]> {
  const rows = await selectRows(db, AvailablePerson, sql`
    SELECT p.id AS "userId", p.first_name AS "firstName", p.infix, p.last_name AS "lastName",
           CASE WHEN p.photo_id IS NULL THEN NULL ELSE '/photos/' || p.photo_id::text END AS "profilePicture",
           string_agg(t.name, ', ' ORDER BY ${naturalNameOrder(sql.ref('t.name'))}) AS "teamName"
    FROM people p
    LEFT JOIN team_memberships m ON m.person_id = p.id AND m.ended_at IS NULL
    LEFT JOIN teams t ON t.id = m.team_id AND t.removed_at IS NULL
    WHERE p.club_id = ${clubId} AND p.role = ${role} AND p.removed_at IS NULL
      ${exceptTeamId
        ? sql`AND NOT EXISTS (SELECT 1 FROM team_memberships x WHERE x.person_id = p.id AND x.team_id = ${exceptTeamId} AND x.ended_at IS NULL)`
        : sql``}
    GROUP BY p.id
    ORDER BY p.first_name, p.last_name, p.id`);
  return rows.map(({ infix, ...row }) => ({ ...row, ...infixField(infix) }));
}

/** The club's non-removed people of `role` among `ids`. */
export async function clubPeopleOfRole(db: Kysely<DB>, clubId: string, role: 'Trainer' | 'Player', ids: readonly string[]) {
  if (ids.length === 0) return [];
  return db
    .selectFrom('people')
    .select(['id', 'role'])
    .where('club_id', '=', clubId)
    .where('removed_at', 'is', null)
    .where('id', 'in', [...ids])
    .where('role', '=', role)
    .execute();
}

/**
 * Puts players in `teamId`: their open membership elsewhere ends (a player is in one team at a
 * time) and a new one starts; players already in the team are left as they are. Call in a transaction.
 */
export async function movePlayersToTeam(db: Kysely<DB>, teamId: string, playerIds: readonly string[]): Promise<void> {
  if (playerIds.length === 0) return;
  const now = new Date();
  await db
    .updateTable('team_memberships')
    .set({ ended_at: now })
    .where('role', '=', 'Player')
    .where('ended_at', 'is', null)
    .where('person_id', 'in', [...playerIds])
    .where('team_id', '!=', teamId)
    .execute();
  await addMemberships(db, teamId, 'Player', playerIds, now);
}

/** Starts memberships of `role` in the team for those not in it yet. Call in a transaction. */
export async function addMemberships(
  db: Kysely<DB>,
  teamId: string,
  role: 'Trainer' | 'Player',
  personIds: readonly string[],
  now = new Date(),
): Promise<void> {
  if (personIds.length === 0) return;
  const present = await db
    .selectFrom('team_memberships')
    .select('person_id')
    .where('team_id', '=', teamId)
    .where('ended_at', 'is', null)
    .where('person_id', 'in', [...personIds])
    .execute();
  const already = new Set(present.map((p) => p.person_id));
  const missing = [...new Set(personIds)].filter((id) => !already.has(id));
  if (missing.length === 0) return;
  await db
    .insertInto('team_memberships')
    .values(missing.map((person_id) => ({ team_id: teamId, person_id, role, started_at: now })))
    .execute();
}

/**
 * Ends the trainers' memberships: in `teamId` only, or in every team but `exceptTeamId` (the team
 * they move to), or in every team when neither is given. Answers how many ended.
 */
export async function endTrainerMemberships(
  db: Kysely<DB>,
  trainerIds: readonly string[],
  which: { teamId?: string; exceptTeamId?: string } = {},
): Promise<number> {
  if (trainerIds.length === 0) return 0;
  let query = db
    .updateTable('team_memberships')
    .set({ ended_at: new Date() })
    .where('person_id', 'in', [...trainerIds])
    .where('role', '=', 'Trainer')
    .where('ended_at', 'is', null);
  if (which.teamId) query = query.where('team_id', '=', which.teamId);
  if (which.exceptTeamId) query = query.where('team_id', '!=', which.exceptTeamId);
  const result = await query.executeTakeFirst();
  return Number(result.numUpdatedRows);
}

/**
 * Ends open memberships of `role` given by membership id (the rows' teamPlayerId/teamTrainerId),
 * only of the club's teams. Answers how many ended; the caller refuses when some were unknown.
 */
export async function endMemberships(
  db: Kysely<DB>,
  clubId: string,
  role: 'Trainer' | 'Player',
  membershipIds: readonly string[],
): Promise<number> {
  const result = await db
    .updateTable('team_memberships')
    .set({ ended_at: new Date() })
    .where('id', 'in', [...membershipIds])
    .where('role', '=', role)
    .where('ended_at', 'is', null)
    .where('team_id', 'in', (eb) =>
      eb.selectFrom('teams').select('id').where('club_id', '=', clubId).where('removed_at', 'is', null),
    )
    .executeTakeFirst();
  return Number(result.numUpdatedRows);
}

/**
 * An import's chunk (issue 23): ends the players' live memberships of teams other than the one each moves
 * to, then starts every new membership of the chunk, whatever its team, in one statement each: a
 * statement on team_memberships runs the stored-progress triggers once (about ten milliseconds on the
 * embedded engine), so one insert per team made a chunk of players of ten teams ten times as long.
 * The memberships must not exist yet (the import checks the live ones first). Call in a transaction.
 */
export async function startImportedMemberships(
  db: Kysely<DB>,
  memberships: readonly { teamId: string; role: 'Trainer' | 'Player'; personId: string; moves: boolean }[],
  now: Date,
): Promise<void> {
  if (memberships.length === 0) return;
  const moves = memberships.filter((m) => m.moves);
  if (moves.length > 0) {
    const values = sql.join(moves.map((m) => sql`(${m.personId}::uuid, ${m.teamId}::uuid)`));
    await sql`
      UPDATE team_memberships AS m SET ended_at = ${now}::timestamptz
      FROM (VALUES ${values}) AS v(person_id, team_id)
      WHERE m.person_id = v.person_id AND m.role = 'Player' AND m.ended_at IS NULL AND m.team_id <> v.team_id`.execute(db);
  }
  await db
    .insertInto('team_memberships')
    .values(memberships.map((m) => ({ team_id: m.teamId, person_id: m.personId, role: m.role, started_at: now })))
    .execute();
}
