import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema.js';
import { recordClubAction } from '../../repositories/audit.js';
import { refuse } from '../../domain/refusal.js';
import { dateToApi, todayUtc } from '../../domain/seasons.js';
import { ErrorBody } from '../../../contract/schemas.js';
import { lockClubPlayers } from '../../repositories/teams/placement.js';
import { findTeam } from '../../repositories/teams/teams.js';
import {
  applySeasonPlan, planPlayers, plannedCount, plannedPlayers, plannedTeamSizes, planSeason, unplanPlayers, type PlanSeason,
} from '../../repositories/seasons/plans.js';
import { endpoints } from '../../../contract/endpoints.js';
import { route } from '../endpointRoute.js';

/**
 * Next season planned, not applied (issue 37): the placement board of a season that has not started
 * plans its line-up (Team/PlanPlayers) instead of moving players (Team/MovePlayers, which still moves at
 * once, as the spec says). The plan takes effect when the season becomes the current one (the scheduler,
 * services/scheduler) or when a manager applies it now (Team/ApplySeasonPlan); until then it can be
 * cleared or players taken out (Team/ClearSeasonPlan). "Today" is the app's clock, the scheduler's too.
 */
export const teamSeasonPlanRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const { db } = app.database;
  const today = () => todayUtc(app.clock());

  /** The club's season, locked for the plan's change; another club's or an unknown season is 404. */
  const seasonOrNotFound = async (trx: Kysely<DB>, clubId: string, seasonId: string, lock = false): Promise<PlanSeason> => {
    const season = await planSeason(trx, clubId, seasonId, today(), lock);
    if (!season) throw refuse.notFound('seasonMissing');
    return season;
  };

  app.route({
    ...route(endpoints.teamGetSeasonPlan, {
      tags: ['Team'],
      summary: "A season's planned line-up: each planned player's team, each team's size now and as planned, and when it takes effect",
      description:
        "state 'planning': the season has not started and is not the current one, so the board plans (Team/PlanPlayers); " +
        "'current' or 'past': the board moves (Team/MovePlayers). A plan takes effect on startDate (or by Team/ApplySeasonPlan). " +
        'Removed players and teams are left out.',
      response: { 400: ErrorBody, 404: ErrorBody },
    }),
    handler: async (request) => {
      const { clubId } = request.user;
      const season = await seasonOrNotFound(db, clubId, request.query.clubSeasonId);
      const [players, teams] = await Promise.all([plannedPlayers(db, clubId, season.id), plannedTeamSizes(db, clubId, season.id)]);
      return { clubSeasonId: season.id, seasonName: season.name, startDate: dateToApi(season.startDate), state: season.state, players, teams };
    },
  });

  app.route({
    ...route(endpoints.teamPlanPlayers, {
      tags: ['Team'],
      summary: 'Plan players into a team for a season that has not started, all or none; nothing changes in the running season',
      description:
        "A player planned before gets the new team (one planned team per player per season). 409 when the season has started " +
        '(move the players with Team/MovePlayers instead); an unknown or another club\'s season, team or player plans nobody (404).',
      response: { 400: ErrorBody, 404: ErrorBody, 409: ErrorBody },
    }),
    handler: async (request) => {
      const { clubId } = request.user;
      const { clubSeasonId, teamId } = request.body;
      const userIds = [...new Set(request.body.userIds.map((id) => id.toLowerCase()))];
      return db.transaction().execute(async (trx) => {
        const season = await seasonOrNotFound(trx, clubId, clubSeasonId, true);
        if (season.state !== 'planning') throw refuse.conflict('seasonStartedMovePlayers');
        if (!(await findTeam(trx, clubId, teamId))) throw refuse.notFound('teamMissing');
        const players = await lockClubPlayers(trx, clubId, userIds);
        if (players.length !== userIds.length) throw refuse.notFound('selectedPlayerMissing');
        await planPlayers(trx, clubId, season.id, teamId.toLowerCase(), userIds, app.clock());
        await recordClubAction(trx, request, 'seasonPlan.plan', { kind: 'season', id: season.id }, { teamId, playerIds: userIds });
        return { isSucceeded: true, changed: userIds.length, planned: await plannedCount(trx, clubId, season.id) };
      });
    },
  });

  app.route({
    ...route(endpoints.teamClearSeasonPlan, {
      tags: ['Team'],
      summary: "Take players out of a season's plan (they stay where they are); without userIds, clear the whole plan",
      description: 'Ids that are not in the plan are ignored, so clearing twice is harmless. Another club\'s season is 404.',
      response: { 400: ErrorBody, 404: ErrorBody },
    }),
    handler: async (request) => {
      const { clubId } = request.user;
      const { clubSeasonId } = request.body;
      const userIds = request.body.userIds && [...new Set(request.body.userIds.map((id) => id.toLowerCase()))];
      return db.transaction().execute(async (trx) => {
        const season = await seasonOrNotFound(trx, clubId, clubSeasonId, true);
        const changed = await unplanPlayers(trx, clubId, season.id, userIds);
        if (changed > 0) await recordClubAction(trx, request, 'seasonPlan.clear', { kind: 'season', id: season.id }, userIds ? { playerIds: userIds } : {});
        return { isSucceeded: true, changed, planned: await plannedCount(trx, clubId, season.id) };
      });
    },
  });

  app.route({
    ...route(endpoints.teamApplySeasonPlan, {
      tags: ['Team'],
      summary: "A season's plan takes effect now: its players move to their planned teams in the running season",
      description:
        'The same move as Team/MovePlayers, for every planned player at once, in one transaction; stored progress follows. ' +
        'Removed players and teams are skipped. The plan is empty afterwards; applying an empty plan moves nobody.',
      response: { 400: ErrorBody, 404: ErrorBody },
    }),
    handler: async (request) => {
      const { clubId } = request.user;
      return db.transaction().execute(async (trx) => {
        const season = await seasonOrNotFound(trx, clubId, request.body.clubSeasonId, true);
        const { moved, skipped } = await applySeasonPlan(trx, clubId, season.id);
        if (moved + skipped > 0) await recordClubAction(trx, request, 'seasonPlan.apply', { kind: 'season', id: season.id }, { moved, skipped });
        return { isSucceeded: true, changed: moved, planned: 0 };
      });
    },
  });
};
