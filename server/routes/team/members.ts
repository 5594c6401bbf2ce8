import type { Kysely } from 'kysely';
import type { IdList } from '../../../contract/clubStructure.js';
import type { DB, RoleName } from '../../db/schema.js';
import { seasonInView } from '../../repositories/seasons/seasons.js';
import { findTeam } from '../../repositories/teams/teams.js';
import { endMemberships } from '../../repositories/teams/memberships.js';
import { refuse } from '../../domain/refusal.js';

/**
 * What the team detail page's member calls share. The calls themselves live with their paths:
 * /api/Player (player/teamPlayers.ts), /api/trainer (trainer/teamTrainers.ts) and /api/Manager
 * (manager/availablePeople.ts).
 */


/** The season of a team's member list (none when the club has no current one); an unknown or foreign team or season is a 404. */
export async function teamAndSeason(
  db: Kysely<DB>,
  clubId: string,
  teamId: string,
  clubSeasonId: string | undefined,
): Promise<string | undefined> {
  const [team, season] = await Promise.all([findTeam(db, clubId, teamId), seasonInView(db, clubId, clubSeasonId)]);
  if (!team) throw refuse.notFound('teamMissing');
  if (!season.found) throw refuse.notFound('seasonMissing');
  return season.seasonId;
}

/** The handler that takes players or trainers out of their team (Id = the row's membership id). */
export const removeFromTeam = (db: Kysely<DB>, role: Extract<RoleName, 'Player' | 'Trainer'>) =>
  async (request: { user: { clubId: string }; body: IdList }) => {
    const ids = [...new Set(request.body.map((item) => item.Id))];
    await db.transaction().execute(async (trx) => {
      const ended = await endMemberships(trx, request.user.clubId, role, ids);
      if (ended !== ids.length) {
        throw refuse.notFound(role === 'Player' ? 'selectedPlayerNotInTeam' : 'selectedTrainerNotInTeam');
      }
    });
    return { isSucceeded: true };
  };
