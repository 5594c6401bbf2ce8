/**
 * The links an e-mail carries that act for the person it went to: the activation link of an invitation,
 * the password reset link and the unsubscribe link. The operators' console never shows them (issue 41):
 * its mail list and record carry each in words instead (the English below, which the console says in the
 * operator's language), and its Resend sends the person a new invitation or reset link through the same
 * services as the club's own buttons. Plain data both programs read.
 */

/** Which link an e-mail carried, if any: the link the console's Resend issues anew. */
export type MailLinkKind = 'activation' | 'reset';

/** The words in place of each link in the console's copy of an e-mail. */
export const MAIL_LINK_PLACEHOLDERS = {
  activation: '[activation link — resend to issue a new one]',
  reset: '[password reset link — resend to issue a new one]',
  unsubscribe: '[unsubscribe link]',
} as const;

/** The query parameter that carries each link's token (server/services/mail/links.ts, services/unsubscribe.ts). */
export const MAIL_LINK_PARAMETERS = { activation: 'activatetoken', reset: 'resetactivatetoken', unsubscribe: 'token' } as const;
