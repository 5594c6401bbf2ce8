import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { httpErrors } from '@fastify/sensible';
import { ErrorBody } from '../../../contract/schemas.js';
import { MailPreference, MailPreferenceQuery, SetMailPreferenceRequest } from '../../../contract/mail.js';
import { personOptedOut, setOptOut } from '../../repositories/roundMail.js';
import { readUnsubscribeToken } from '../../services/unsubscribe.js';

const INVALID_LINK = 'This unsubscribe link is not valid. Open the link of the e-mail itself, or change your e-mails after signing in.';

/**
 * The unsubscribe link of reminders and digests (issue 15), without signing in: the signed token
 * (services/unsubscribe.ts) is the credential, good for this one person's one topic and nothing else.
 */
export const mailPreferenceRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const { db } = app.database;

  const holderOf = async (token: string) => {
    const claim = await readUnsubscribeToken(db, token);
    const person = claim && await db.selectFrom('people as p').innerJoin('accounts as a', 'a.id', 'p.account_id').select('a.email').where('p.id', '=', claim.personId).where('p.removed_at', 'is', null).executeTakeFirst();
    if (!claim || !person) throw httpErrors.badRequest(INVALID_LINK);
    return { ...claim, email: person.email };
  };

  app.get(
    '/Account/MailPreference',
    {
      schema: {
        tags: ['Auth service'],
        summary: "Which e-mails an unsubscribe link is about, and whether the person still gets them (the link's token, no sign-in)",
        querystring: MailPreferenceQuery,
        response: { 200: MailPreference, 400: ErrorBody },
      },
    },
    async (request) => {
      const holder = await holderOf(request.query.token);
      return { topic: holder.topic, email: holder.email, unsubscribed: await personOptedOut(db, holder.personId, holder.topic) };
    },
  );

  app.post(
    '/Account/SetMailPreference',
    {
      schema: {
        tags: ['Auth service'],
        summary: "Stop (or restart) the e-mails an unsubscribe link is about; the choice is kept and the scheduler honours it",
        body: SetMailPreferenceRequest,
        response: { 200: MailPreference, 400: ErrorBody },
      },
    },
    async (request) => {
      const holder = await holderOf(request.body.token);
      await setOptOut(db, holder.personId, holder.topic, request.body.unsubscribed);
      return { topic: holder.topic, email: holder.email, unsubscribed: request.body.unsubscribed };
    },
  );
};
