/**
 * Shapes of the e-mail preference calls (issue 15): an e-mail's unsubscribe link carries a signed
 * token naming the person and the topic; the public page reads and changes that one preference.
 */
import { Type, type Static } from 'typebox';

export const MailTopic = Type.Union([Type.Literal('reminders'), Type.Literal('digest')], {
  description: "'reminders': a trainer's report reminders; 'digest': a manager's weekly digest",
});
export type MailTopic = Static<typeof MailTopic>;

const Token = Type.String({ minLength: 1, maxLength: 500, description: 'The token of the e-mail\'s unsubscribe link' });

export const MailPreferenceQuery = Type.Object({ token: Token });

export const MailPreference = Type.Object({
  topic: MailTopic,
  /** The address the e-mails go to. */
  email: Type.String(),
  /** Whether the person gets no more e-mails of this topic. */
  unsubscribed: Type.Boolean(),
});
export type MailPreference = Static<typeof MailPreference>;

export const SetMailPreferenceRequest = Type.Object({
  token: Token,
  /** true stops the e-mails of the token's topic; false starts them again. */
  unsubscribed: Type.Boolean(),
});
export type SetMailPreferenceRequest = Static<typeof SetMailPreferenceRequest>;
