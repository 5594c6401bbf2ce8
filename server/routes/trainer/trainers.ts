import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { ErrorBody } from '../../../contract/schemas.js';
import { listInvitationRows, listTrainerOverview } from '../../repositories/people/lists.js';
import { seasonInViewOrNotFound } from '../../services/seasonInView.js';
import { findTrainerProfile } from '../../repositories/people/profiles.js';
import { removeOrFail } from '../../services/peopleRemoval.js';
import { refuse } from '../../domain/refusal.js';
import { endpoints } from '../../../contract/endpoints.js';
import { route } from '../endpointRoute.js';

/** /api/trainer: the trainers list, their removal and a trainer's profile. */
export const trainerListRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const { database } = app;
  const { db } = database;

  app.route({
    ...route(endpoints.trainerGetTrainersOverview, {
      tags: ['Trainer'],
      summary: "The club's active trainers with team, players, progress and last update in the season (the current one unless given), or the invited ones (isactive=false)",
      // Invited rows first: a list of them must not be serialised as the narrower active rows.
      response: { 404: ErrorBody },
    }),
    handler: async (request) => {
      const { clubId } = request.user;
      if (request.query.isactive === false) return listInvitationRows(db, clubId, 'Trainer');
      const seasonId = await seasonInViewOrNotFound(db, clubId, request.query.clubSeasonId);
      // May lag: on the replica when it has the club's data version (server/db/readReplica.ts).
      return app.reads.read(clubId, (from) => listTrainerOverview(from, clubId, seasonId ?? null, app.clock()));
    },
  });

  app.route({
    ...route(endpoints.trainerRemoveTrainers, {
      tags: ['Trainer'],
      summary: 'Remove trainers (soft delete; the reports they wrote stay)',
      response: { 400: ErrorBody, 404: ErrorBody },
    }),
    handler: async (request) => {
      await removeOrFail(db, request.user, 'Trainer', request.body, undefined, { missing: 'someTrainersMissing' }, request.ip);
      return { isSucceeded: true, errorMessage: null };
    },
  });

  app.route({
    ...route(endpoints.trainerGetTrainerByUserId, {
      tags: ['Trainer'],
      summary: "A trainer's profile with team and the current season's open and completed report counts",
      response: { 404: ErrorBody },
    }),
    handler: async (request) => {
      const profile = await findTrainerProfile(db, request.user.clubId, request.query.userid);
      if (!profile) throw refuse.notFound('trainerMissing');
      return profile;
    },
  });
};
