import { endpoints } from '../providers/endpoints';
import { call } from '../providers/call';

/** The Auth service's account calls (spec §7) and the terms calls, typed. Only AcceptPolicy sends the bearer token. */
export const accountApi = {
  resetPassword: (email: string) =>
    call(endpoints.accountResetPassword, { auth: false, query: { email } }),
  tokenConfirmation: (email: string, activatetoken: string) =>
    call(endpoints.accountTokenConfirmation, { auth: false, query: { email, activatetoken } }),
  resetPasswordTokenValidation: (email: string, resetactivatetoken: string) =>
    call(endpoints.accountResetPasswordTokenValidation, { auth: false, query: { email, resetactivatetoken } }),
  setupInitialPassword: (token: string, password: string) =>
    call(endpoints.accountSetupInitialPassword, { auth: false, body: { password, token } }),
  setupResetPassword: (token: string, password: string) =>
    call(endpoints.accountSetupResetPassword, { auth: false, body: { password, token } }),
  getTermsAndPrivacy: (language: string) =>
    call(endpoints.userGetTermsAndPrivacy, { auth: false, query: { language } }),
  /** An e-mail's unsubscribe link (issue 15): its token is the credential, no sign-in. */
  getMailPreference: (token: string) =>
    call(endpoints.accountMailPreference, { auth: false, query: { token } }),
  setMailPreference: (token: string, unsubscribed: boolean) =>
    call(endpoints.accountSetMailPreference, { auth: false, body: { token, unsubscribed } }),
  acceptPolicy: (userId: string, version: string) =>
    call(endpoints.userAcceptPolicy, { body: { userId, version } }),
};

export type AccountApi = typeof accountApi;

/**
 * The address shown after a reset request (spec §2): the first and last character of the local part
 * kept, the characters between replaced by stars; the domain as typed.
 */
export function maskEmail(email: string): string {
  const at = email.lastIndexOf('@');
  if (at < 0) return email;
  const local = email.slice(0, at);
  const masked = local.length <= 2 ? local : `${local[0]}${'*'.repeat(local.length - 2)}${local[local.length - 1]}`;
  return `${masked}${email.slice(at)}`;
}

