import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { ErrorBody } from '../../../contract/schemas.js';
import { findInvitee } from '../../repositories/people/invitations.js';
import { recordAudit } from '../../repositories/audit.js';
import {
  createInvitation, EmailInUseError, isUuid, resendInvitation, sendInvitation, validateInvite,
} from '../../services/invitations.js';
import { refuse } from '../../domain/refusal.js';
import { englishMessage } from '../../../contract/serverMessages.js';
import { endpoints } from '../../../contract/endpoints.js';
import { route } from '../endpointRoute.js';

/**
 * Auth service: a manager invites managers, trainers and players of their own club by e-mail, and
 * sends an invitation again (spec §7 RegisterUser, ReInviteUser).
 */
export const invitationRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const { database, config } = app;
  const { db } = database;
  const { mailer } = app;

  app.route({
    ...route(endpoints.accountRegisterUser, {
      tags: ['Auth service'],
      summary: 'Invite a manager, trainer or player of the caller\'s club; they receive the invitation e-mail',
      description:
        'Validates like the web form (names and e-mail required, at most 50 characters, phone at most 50, ' +
        'a plausible e-mail, a team of the caller\'s club for a player). An address already in use answers ' +
        'isSucceeded false. When the e-mail cannot be delivered the person is invited all the same and ' +
        'emailSent is false.',
      response: { 400: ErrorBody },
    }),
    handler: async (request) => {
      const { clubId, id: managerId } = request.user;
      const { invite, problems } = await validateInvite(db, clubId, request.body);
      if (!invite) throw refuse.all(problems);
      let created: { personId: string; token: string };
      try {
        created = await createInvitation(db, config, clubId, managerId, invite);
      } catch (error) {
        if (error instanceof EmailInUseError) return { isSucceeded: false, errorMessage: englishMessage('emailInUse', { email: error.email }), id: null, emailSent: false };
        throw error;
      }
      await recordAudit(db, {
        actor: { kind: 'person', id: managerId }, action: 'person.invite', clubId,
        target: { kind: 'person', id: created.personId }, details: { email: invite.email, role: invite.role }, ip: request.ip,
      });
      const delivery = await sendInvitation(db, mailer, config, created.personId, created.token);
      return {
        isSucceeded: true,
        errorMessage: delivery.delivered ? null : englishMessage('invitationNotDelivered', { reason: delivery.error }),
        id: created.personId,
        emailSent: delivery.delivered,
      };
    },
  });

  app.route({
    ...route(endpoints.accountReInviteUser, {
      tags: ['Auth service'],
      summary: 'Send an invitation again: a new link, the old one stops working, the person stays invited',
      response: { 400: ErrorBody, 404: ErrorBody, 409: ErrorBody },
    }),
    handler: async (request) => {
      const { id, role } = request.body;
      const person = isUuid(id) ? await findInvitee(db, request.user.clubId, id, role) : undefined;
      if (!person) throw refuse.notFound('noPersonWithRole', { role: role.toLowerCase() });
      if (person.status !== 'invited') throw refuse.conflict('alreadyActivated');
      const delivery = await resendInvitation(db, mailer, config, person.id);
      await recordAudit(db, {
        actor: { kind: 'person', id: request.user.id }, action: 'person.reinvite', clubId: request.user.clubId,
        target: { kind: 'person', id: person.id }, details: { delivered: delivery.delivered }, ip: request.ip,
      });
      return delivery.delivered
        ? { isSucceeded: true, errorMessage: null }
        : { isSucceeded: false, errorMessage: englishMessage('mailNotDelivered', { reason: delivery.error }) };
    },
  });
};
