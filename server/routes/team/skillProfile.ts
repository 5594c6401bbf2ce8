import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { ErrorBody, Uuid } from '../../../contract/schemas.js';
import { TeamSkillProfile } from '../../../contract/insight.js';
import { teamSkillProfile } from '../../repositories/insight.js';
import { seasonOrNotFound } from '../../services/seasonInView.js';
import { refuse } from '../../domain/refusal.js';

/** Insight (issue 14), for managers: a team's average per skill in a season, beside the club's. */
export const teamSkillProfileRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const { db } = app.database;
  const security = [{ bearer: [] }];
  const refused = { 400: ErrorBody, 401: ErrorBody, 403: ErrorBody, 404: ErrorBody };
  const seasonQuery = { clubSeasonId: Type.Optional(Uuid) };

  app.get(
    '/api/Team/GetTeamSkillProfile',
    {
      schema: {
        tags: ['Team'],
        summary: "A team's average per skill in the season (the current one unless given), beside the club's",
        security,
        querystring: Type.Object({ teamId: Uuid, ...seasonQuery }),
        response: { 200: TeamSkillProfile, ...refused },
      },
    },
    async (request) => {
      const seasonId = await seasonOrNotFound(db, request.user.clubId, request.query.clubSeasonId);
      const profile = await teamSkillProfile(db, request.user.clubId, request.query.teamId, seasonId);
      if (!profile) throw refuse.notFound('teamMissing');
      return profile;
    },
  );
};
