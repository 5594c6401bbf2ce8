import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { ErrorBody } from '../../../contract/schemas.js';
import { RegisterUserRequest, RegisterUserResponse, ReInviteUserRequest, ReInviteUserResponse } from '../../../contract/accounts.js';
import { issueAccountToken } from '../../repositories/accountTokens.js';
import { findInvitee, markReinvited } from '../../repositories/invitations.js';
import {
  createInvitation, EmailInUseError, isUuid, mailFailedMessage, sendInvitation, validateInvite,
} from '../../services/invitations.js';
import { refuse } from '../../domain/refusal.js';
import { englishMessage } from '../../../contract/serverMessages.js';

/**
 * Auth service: a manager invites managers, trainers and players of their own club by e-mail, and
 * sends an invitation again (spec §7 RegisterUser, ReInviteUser).
 */
export const invitationRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const { database, config } = app;
  const { db } = database;
  const { mailer } = app;

  app.post(
    '/Account/RegisterUser',
    {
      schema: {
        tags: ['Auth service'],
        summary: 'Invite a manager, trainer or player of the caller\'s club; they receive the invitation e-mail',
        description:
          'Validates like the web form (names and e-mail required, at most 50 characters, phone at most 50, ' +
          'a plausible e-mail, a team of the caller\'s club for a player). An address already in use answers ' +
          'isSucceeded false. When the e-mail cannot be delivered the person is invited all the same and ' +
          'emailSent is false.',
        security: [{ bearer: [] }],
        body: RegisterUserRequest,
        response: { 200: RegisterUserResponse, 400: ErrorBody, 401: ErrorBody, 403: ErrorBody },
      },
    },
    async (request) => {
      const { clubId, id: managerId } = request.user;
      const { invite, problems } = await validateInvite(db, clubId, request.body);
      if (!invite) throw refuse.all(problems);
      let created: { personId: string; token: string };
      try {
        created = await createInvitation(db, config, clubId, managerId, invite);
      } catch (error) {
        if (error instanceof EmailInUseError) return { isSucceeded: false, errorMessage: error.message, id: null, emailSent: false };
        throw error;
      }
      const delivery = await sendInvitation(db, mailer, config, created.personId, created.token);
      return {
        isSucceeded: true,
        errorMessage: delivery.delivered ? null : mailFailedMessage(delivery.error),
        id: created.personId,
        emailSent: delivery.delivered,
      };
    },
  );

  app.post(
    '/Account/ReInviteUser',
    {
      schema: {
        tags: ['Auth service'],
        summary: 'Send an invitation again: a new link, the old one stops working, the person stays invited',
        security: [{ bearer: [] }],
        body: ReInviteUserRequest,
        response: { 200: ReInviteUserResponse, 400: ErrorBody, 401: ErrorBody, 403: ErrorBody, 404: ErrorBody, 409: ErrorBody },
      },
    },
    async (request) => {
      const { id, role } = request.body;
      const person = isUuid(id) ? await findInvitee(db, request.user.clubId, id, role) : undefined;
      if (!person) throw refuse.notFound('noPersonWithRole', { role: role.toLowerCase() });
      if (person.status !== 'invited') throw refuse.conflict('alreadyActivated');
      const { token } = await db.transaction().execute(async (trx) => {
        await markReinvited(trx, person.id);
        return issueAccountToken(trx, person.id, 'activation', config.invitationLifetimeMs);
      });
      const delivery = await sendInvitation(db, mailer, config, person.id, token);
      return delivery.delivered
        ? { isSucceeded: true, errorMessage: null }
        : { isSucceeded: false, errorMessage: englishMessage('mailNotDelivered', { reason: delivery.error }) };
    },
  );
};
