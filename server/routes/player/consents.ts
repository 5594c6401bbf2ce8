import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { refuse } from '../../domain/refusal.js';
import { recordClubAction } from '../../repositories/audit.js';
import { ErrorBody } from '../../../contract/schemas.js';
import { consentsOf, recordConsent } from '../../repositories/people/guardians.js';
import { playerInReach } from '../../services/familyAccess.js';
import { todayUtc } from '../../domain/seasons.js';
import { endpoints } from '../../../contract/endpoints.js';
import { route } from '../endpointRoute.js';

/**
 * /api/Player: consent per player (issue 25) for photos and for sharing reports with guardians. The
 * player answers from 16, a guardian before; managers read the answers. Each answer is kept with who
 * gave it and when; a later answer (a withdrawal too) replaces it.
 */
export const consentRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const { db } = app.database;
  const refused = { 400: ErrorBody, 404: ErrorBody };

  app.route({
    ...route(endpoints.playerGetConsents, {
      tags: ['Player'],
      summary: "A player's consents for photos and for sharing reports with guardians: for managers, the player and their guardians",
      response: refused,
    }),
    handler: async (request) => {
      await playerInReach(db, request.user, request.query.userId);
      return (await consentsOf(db, request.user.clubId, [request.query.userId], todayUtc())).get(request.query.userId)!;
    },
  });

  app.route({
    ...route(endpoints.playerSetConsent, {
      tags: ['Player'],
      summary: 'Give or withdraw consent for photos or for sharing reports with guardians: by the player from 16, by a guardian before',
      response: refused,
    }),
    handler: async (request) => {
      const { user } = request;
      const { userId, purpose, given } = request.body;
      if (user.role === 'Manager') throw refuse.forbidden('consentNotClub');
      await playerInReach(db, user, userId);
      const today = todayUtc();
      const current = (await consentsOf(db, user.clubId, [userId], today)).get(userId)!;
      if (current.givenBy === 'guardian' && user.role !== 'Guardian') throw refuse.forbidden('consentByGuardian');
      if (current.givenBy === 'player' && user.role !== 'Player') throw refuse.forbidden('consentByPlayer');
      await recordConsent(db, userId, purpose, given, user.id);
      await recordClubAction(db, request, 'consent.set', { kind: 'person', id: userId }, { purpose, given });
      return (await consentsOf(db, user.clubId, [userId], today)).get(userId)!;
    },
  });
};
