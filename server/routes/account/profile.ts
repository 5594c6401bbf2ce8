import { recordAccess } from '../../repositories/privacy/accessLog.js';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyRequest } from 'fastify';
import { ErrorBody } from '../../../contract/schemas.js';
import { clearPhoto, updateProblem, updateProfile } from '../../repositories/people/profiles.js';
import { refuse } from '../../domain/refusal.js';
import { endpoints } from '../../../contract/endpoints.js';
import { route } from '../endpointRoute.js';

/**
 * The Auth service's profile calls. A manager changes the profile of anyone in the club; a trainer
 * or player only their own (the mobile app). Role, club and status never change here.
 */
export const profileRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const { database } = app;
  const { db } = database;

  /** Someone else's profile is only a manager's business; to others it does not exist. */
  const ensureMayEdit = (request: FastifyRequest, personId: string) => {
    if (request.user.role !== 'Manager' && personId.toLowerCase() !== request.user.id) {
      throw refuse.notFound('personMissing');
    }
  };

  app.route({
    ...route(endpoints.accountUpdateUser, {
      tags: ['Auth service'],
      summary: "Update a person's profile: names (required, at most 50 characters), birth date, e-mail, phone, address, photo (an UploadPhoto id of the club), position",
      response: { 400: ErrorBody, 404: ErrorBody },
    }),
    handler: async (request) => {
      ensureMayEdit(request, request.body.id);
      const problem = updateProblem(request.body);
      if (problem) throw refuse.all([problem]);
      const personId = request.body.id.toLowerCase();
      const outcome = await db.transaction().execute(async (trx) => {
        const updated = await updateProfile(trx, request.user.clubId, { ...request.body, id: personId });
        if (updated === 'updated') await recordAccess(trx, request.user, request.user.clubId, personId, 'change');
        return updated;
      });
      if (outcome === 'notFound') throw refuse.notFound('personMissing');
      if (typeof outcome === 'object') throw refuse.all([outcome.problem]);
      return { isSucceeded: true, errorMessage: null };
    },
  });

  app.route({
    ...route(endpoints.accountClearPhoto, {
      tags: ['Auth service'],
      summary: "Remove a person's photo",
      response: { 404: ErrorBody },
    }),
    handler: async (request) => {
      const userId = request.query.userId.toLowerCase();
      ensureMayEdit(request, userId);
      const cleared = await db.transaction().execute(async (trx) => {
        const done = await clearPhoto(trx, request.user.clubId, userId);
        if (done) await recordAccess(trx, request.user, request.user.clubId, userId, 'change');
        return done;
      });
      if (!cleared) throw refuse.notFound('personMissing');
      return { isSucceeded: true, userId, userPicture: null };
    },
  });
};
