import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { ErrorBody } from '../../../contract/schemas.js';
import { teamSkillProfile } from '../../repositories/reports/insight.js';
import { seasonOrNotFound } from '../../services/seasonInView.js';
import { refuse } from '../../domain/refusal.js';
import { endpoints } from '../../../contract/endpoints.js';
import { route } from '../endpointRoute.js';

/** Insight (issue 14), for managers: a team's average per skill in a season, beside the club's. */
export const teamSkillProfileRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const { db } = app.database;
  const refused = { 400: ErrorBody, 404: ErrorBody };

  app.route({
    ...route(endpoints.teamGetTeamSkillProfile, {
      tags: ['Team'],
      summary: "A team's average per skill in the season (the current one unless given), beside the club's",
      response: refused,
    }),
    handler: async (request) => {
      const seasonId = await seasonOrNotFound(db, request.user.clubId, request.query.clubSeasonId);
      const profile = await teamSkillProfile(db, request.user.clubId, request.query.teamId, seasonId);
      if (!profile) throw refuse.notFound('teamMissing');
      return profile;
    },
  });
};
