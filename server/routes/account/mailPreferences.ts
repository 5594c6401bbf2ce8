import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { ErrorBody } from '../../../contract/schemas.js';
import { livePersonEmail, personOptedOut, setOptOut } from '../../repositories/seasons/roundMail.js';
import { readUnsubscribeToken } from '../../services/unsubscribe.js';
import { refuse } from '../../domain/refusal.js';
import { endpoints } from '../../../contract/endpoints.js';
import { route } from '../endpointRoute.js';


/**
 * The unsubscribe link of reminders and digests (issue 15), without signing in: the signed token
 * (services/unsubscribe.ts) is the credential, good for this one person's one topic and nothing else.
 */
export const mailPreferenceRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const { db } = app.database;

  const holderOf = async (token: string) => {
    const claim = await readUnsubscribeToken(db, token);
    const email = claim && (await livePersonEmail(db, claim.personId));
    if (!claim || !email) throw refuse.badRequest('unsubscribeLinkInvalid');
    return { ...claim, email };
  };

  app.route({
    ...route(endpoints.accountMailPreference, {
      tags: ['Auth service'],
      summary: "Which e-mails an unsubscribe link is about, and whether the person still gets them (the link's token, no sign-in)",
      response: { 400: ErrorBody },
    }),
    handler: async (request) => {
      const holder = await holderOf(request.query.token);
      return { topic: holder.topic, email: holder.email, unsubscribed: await personOptedOut(db, holder.personId, holder.topic) };
    },
  });

  app.route({
    ...route(endpoints.accountSetMailPreference, {
      tags: ['Auth service'],
      summary: "Stop (or restart) the e-mails an unsubscribe link is about; the choice is kept and the scheduler honours it",
      response: { 400: ErrorBody },
    }),
    handler: async (request) => {
      const holder = await holderOf(request.body.token);
      await setOptOut(db, holder.personId, holder.topic, request.body.unsubscribed);
      return { topic: holder.topic, email: holder.email, unsubscribed: request.body.unsubscribed };
    },
  });
};
