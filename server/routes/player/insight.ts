import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { ErrorBody } from '../../../contract/schemas.js';
import { calibratedAverages, playerHistory } from '../../repositories/reports/insight.js';
import { seasonOrNotFound } from '../../services/seasonInView.js';
import { hasConsent } from '../../repositories/people/guardians.js';
import { playerInReach } from '../../services/familyAccess.js';
import { recordAccess } from '../../repositories/privacy/accessLog.js';
import { refuse } from '../../domain/refusal.js';
import { endpoints } from '../../../contract/endpoints.js';
import { route } from '../endpointRoute.js';

/**
 * Insight beyond the spec's one season at a time (issue 14): a player's development over seasons
 * (for managers, and for a guardian their own child, issue 25), and every player's average corrected
 * for how leniently each trainer scores.
 */
export const playerInsightRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const { db } = app.database;
  const refused = { 400: ErrorBody, 404: ErrorBody };

  app.route({
    ...route(endpoints.playerGetCalibratedAverages, {
      tags: ['Player'],
      summary: "Every player's average score of the season (the current one unless given) and the calibrated one, corrected for each report's trainer",
      response: refused,
    }),
    handler: async (request) => calibratedAverages(db, request.user.clubId, await seasonOrNotFound(db, request.user.clubId, request.query.clubSeasonId)),
  });

  // A player's development over seasons: for managers, and for a guardian their own child (issue 25).

  app.route({
    ...route(endpoints.playerGetPlayerHistory, {
      tags: ['Player'],
      summary: "A player's average per season and per skill over every season they were reported on, beside their age group's (the club's players born the same year)",
      description: "A guardian may ask it for their own child only (404 for anyone else), made of the club's released reports only.",
      response: refused,
    }),
    handler: async (request) => {
      const { user } = request;
      const family = user.role === 'Guardian';
      if (family) await playerInReach(db, user, request.query.userId);
      const history = await playerHistory(db, user.clubId, request.query.userId, family);
      if (!history) throw refuse.notFound('playerMissing');
      await recordAccess(db, user, user.clubId, request.query.userId.toLowerCase(), 'view');
      // A guardian sees no report unless sharing reports with guardians is consented to.
      return family && !(await hasConsent(db, request.query.userId, 'sharing')) ? { ...history, seasons: [] } : history;
    },
  });
};
