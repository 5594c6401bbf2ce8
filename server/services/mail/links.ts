/**
 * The links in e-mails point at the web app's own routes (domain guide, "Accounts, tokens and e-mail"),
 * built on APP_URL.
 */
export function activationLink(appUrl: string, token: string, email: string): string {
  const query = new URLSearchParams({ activatetoken: token, email });
  return `${appUrl}/account/tokenconfirmation?${query.toString()}`;
}

export function recoveryLink(appUrl: string, token: string, email: string): string {
  const query = new URLSearchParams({ resetactivatetoken: token, email });
  return `${appUrl}/tokenvalidation?${query.toString()}`;
}

/** The sign-in page: an account that already has a password joins a club by signing in. */
export function signInLink(appUrl: string): string {
  return `${appUrl}/login`;
}
