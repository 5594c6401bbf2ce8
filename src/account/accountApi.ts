import type {
  AcceptPolicyResponse, ResetPasswordResponse, SetupPasswordResponse, TermsAndPrivacy, TokenValidationResult,
} from '../../contract/accounts';
import type { MailPreference } from '../../contract/mail';
import { request } from '../providers/apiClient';

/** The Auth service's account calls (spec §7) and the terms calls, typed. Only AcceptPolicy sends the bearer token. */
export const accountApi = {
  resetPassword: (email: string) =>
    request<ResetPasswordResponse>('auth', '/Account/ResetPassword', { method: 'POST', auth: false, query: { email } }),
  tokenConfirmation: (email: string, activatetoken: string) =>
    request<TokenValidationResult>('auth', '/Account/TokenConfirmation', { auth: false, query: { email, activatetoken } }),
  resetPasswordTokenValidation: (email: string, resetactivatetoken: string) =>
    request<TokenValidationResult>('auth', '/Account/ResetPasswordTokenValidation', { auth: false, query: { email, resetactivatetoken } }),
  setupInitialPassword: (token: string, password: string) =>
    request<SetupPasswordResponse>('auth', '/Account/SetupInitialPassword', { method: 'POST', auth: false, body: { password, token } }),
  setupResetPassword: (token: string, password: string) =>
    request<SetupPasswordResponse>('auth', '/Account/SetupResetPassword', { method: 'POST', auth: false, body: { password, token } }),
  getTermsAndPrivacy: (language: string) =>
    request<TermsAndPrivacy>('api', '/api/user/GetTermsAndPrivacy', { auth: false, query: { language } }),
  /** An e-mail's unsubscribe link (issue 15): its token is the credential, no sign-in. */
  getMailPreference: (token: string) =>
    request<MailPreference>('auth', '/Account/MailPreference', { auth: false, query: { token } }),
  setMailPreference: (token: string, unsubscribed: boolean) =>
    request<MailPreference>('auth', '/Account/SetMailPreference', { method: 'POST', auth: false, body: { token, unsubscribed } }),
  acceptPolicy: (userId: string, version: string) =>
    request<AcceptPolicyResponse>('api', '/api/user/AcceptPolicy', { method: 'POST', body: { userId, version } }),
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

