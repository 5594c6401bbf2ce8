import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { refuse } from '../../domain/refusal.js';
import { recordClubAction } from '../../repositories/audit.js';
import { ErrorBody } from '../../../contract/schemas.js';
import { guardiansOf, findClubPlayer } from '../../repositories/people/guardians.js';
import { addGuardian, removeGuardian } from '../../services/guardians.js';
import { englishMessage } from '../../../contract/serverMessages.js';
import { endpoints } from '../../../contract/endpoints.js';
import { route } from '../endpointRoute.js';

/** /api/Player: a player's guardians (issue 25), added and removed by the club's managers. */
export const guardianManagementRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const { database, mailer, config } = app;
  const { db } = database;
  const refused = { 400: ErrorBody, 404: ErrorBody, 409: ErrorBody };

  app.route({
    ...route(endpoints.playerGetGuardians, {
      tags: ['Player'],
      summary: "A player's guardians (at most two), the first added first",
      response: refused,
    }),
    handler: async (request) => {
      if (!(await findClubPlayer(db, request.user.clubId, request.query.userId))) throw refuse.notFound('playerMissing');
      return guardiansOf(db, request.user.clubId, request.query.userId);
    },
  });

  app.route({
    ...route(endpoints.playerAddGuardian, {
      tags: ['Player'],
      summary: 'Add a guardian to a player: invited by e-mail as a member of the club with role Guardian',
      description:
        'A player has at most two guardians (409 beyond). An address that is already a guardian in the club (of a brother ' +
        'or sister) is linked without a new invitation; an address of someone of the club with another role is refused (409). ' +
        'The guardian sees the completed reports of the player that the club has released, nothing else.',
      response: refused,
    }),
    handler: async (request) => {
      const { guardian, delivery } = await addGuardian(db, mailer, config, request.user, request.body);
      await recordClubAction(db, request, 'guardian.add', { kind: 'person', id: request.body.userId }, { guardianId: guardian.guardianId });
      return {
        guardian,
        emailSent: delivery?.delivered ?? false,
        errorMessage: delivery && !delivery.delivered ? englishMessage('invitationNotDelivered', { reason: delivery.error }) : null,
      };
    },
  });

  app.route({
    ...route(endpoints.playerRemoveGuardian, {
      tags: ['Player'],
      summary: "End a guardian's link to a player; a guardian left without a child in the club is no longer its member",
      response: refused,
    }),
    handler: async (request) => {
      await removeGuardian(db, request.user.clubId, request.body.userId, request.body.guardianId);
      await recordClubAction(db, request, 'guardian.remove', { kind: 'person', id: request.body.userId }, { guardianId: request.body.guardianId });
      return { isSucceeded: true, errorMessage: null };
    },
  });
};
