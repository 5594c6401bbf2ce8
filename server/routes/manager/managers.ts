import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { ErrorBody } from '../../../contract/schemas.js';
import { listActiveManagers, listInvitationRows } from '../../repositories/people/lists.js';
import { findClubSeason } from '../../repositories/seasons/seasons.js';
import { findProfile } from '../../repositories/people/profiles.js';
import { searchClub } from '../../repositories/search.js';
import { removeOrFail } from '../../services/peopleRemoval.js';
import { refuse } from '../../domain/refusal.js';
import { endpoints } from '../../../contract/endpoints.js';
import { route } from '../endpointRoute.js';

/** The spec's text for a removal that includes the caller (spec §5). */

/** /api/manager: the managers list, its removal, a manager's profile and the header search. */
export const managerListRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const { database } = app;
  const { db } = database;

  app.route({
    ...route(endpoints.managerGetUserManagerOverviewByClubId, {
      tags: ['Manager'],
      summary: "The club's managers: active ones (isactive=true, the default) or invited ones (isactive=false)",
      // Invited rows first: a list of them must not be serialised as the narrower active rows.
    }),
    handler: async (request) =>
      request.query.isactive === false
        ? listInvitationRows(db, request.user.clubId, 'Manager')
        : listActiveManagers(db, request.user.clubId),
  });

  app.route({
    ...route(endpoints.managerGetUserManagerOverviewByFilterSeasonId, {
      tags: ['Manager'],
      summary: 'The active managers whose account was active by the end of the season',
      response: { 404: ErrorBody },
    }),
    handler: async (request) => {
      const season = await findClubSeason(db, request.user.clubId, request.query.SeasonId);
      if (!season) throw refuse.notFound('seasonMissing');
      return listActiveManagers(db, request.user.clubId, { endDate: season.endDate });
    },
  });

  app.route({
    ...route(endpoints.managerRemoveManagers, {
      tags: ['Manager'],
      summary: 'Remove managers (soft delete: they can no longer sign in); never the caller',
      response: { 400: ErrorBody, 404: ErrorBody },
    }),
    handler: async (request) => {
      await removeOrFail(db, request.user, 'Manager', request.body, undefined, {
        ownAccount: 'ownManagerAccount',
        missing: 'someManagersMissing',
      }, request.ip);
      return { isSucceeded: true, errorMessage: null };
    },
  });

  app.route({
    ...route(endpoints.managerGetManagerByUserId, {
      tags: ['Manager'],
      summary: "A manager's profile",
      response: { 404: ErrorBody },
    }),
    handler: async (request) => {
      const profile = await findProfile(db, request.user.clubId, request.query.userid, 'Manager');
      if (!profile) throw refuse.notFound('managerMissing');
      return profile;
    },
  });

  app.route({
    ...route(endpoints.managerSearchByKeyword, {
      tags: ['Manager'],
      summary: "The header search: the club's people by first, last or full name and its teams by name (case- and accent-insensitive)",
    }),
    handler: async (request) => searchClub(db, request.user.clubId, request.query.key ?? ''),
  });
};
