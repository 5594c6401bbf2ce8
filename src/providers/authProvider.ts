import type { AuthProvider, UserIdentity } from 'react-admin';
import { HttpError } from 'react-admin';
import type { LoginResponse } from '../../contract/schemas';
import { assetUrl } from './apiClient';
import { appPath, session } from './session';
import { CLUB_CHOOSER_PATH, FAMILY_PATH, MY_REPORTS_PATH, WORKSPACE_PATH } from '../paths';
import { endpoints } from './endpoints';
import { call } from './call';
import { personName } from '../../contract/personName';

/** The translation key of the one login failure message (spec §8). */
export const LOGIN_FAILED = 'login.failed';
/** The translation key shown when the server refuses sign-ins for a while (rate limit, 429). */
export const LOGIN_BLOCKED = 'account.signInBlocked';

const toLogin = (message: string | false = false) => ({ redirectTo: '/login', message });

/** /termandprivacy, carrying where the manager was going when that is not the overview. */
export const termsPath = (next: string | null | undefined): string => {
  const path = appPath(next);
  return path && path !== '/' ? `/termandprivacy?next=${encodeURIComponent(path)}` : '/termandprivacy';
};

/**
 * Auth against the Auth service (spec §7): Login, then the bearer token in sessionStorage.
 * On start-up a stored token is checked once with AuthenticateWithBearerToken; a 401 or any other
 * non-OK answer but 503 (temporarily unavailable) removes the stored session.
 */
export interface TouchlineAuthProvider extends AuthProvider {
  /**
   * Whether the token held now is known good without asking: issued by a sign-in on this page or
   * already through its start-up check. The managers' app then draws its pages at once instead of
   * its shell while the check runs (issue 26, sign-in to figures).
   */
  isVerified(): boolean;
}

export const createAuthProvider = (): TouchlineAuthProvider => {
  /** The start-up check of the stored token, done once per page load (and per token). */
  let verification: Promise<boolean> | null = null;
  let verifiedToken: string | null = null;
  /** The token whose check has answered yes (or that a sign-in has just issued). */
  let knownGoodToken: string | null = null;

  const verifyStoredToken = (): Promise<boolean> => {
    const token = session.getToken();
    if (!token) return Promise.resolve(false);
    if (verification && verifiedToken === token) return verification;
    verifiedToken = token;
    verification = call(endpoints.accountAuthenticateWithBearerToken).then(
      (user) => {
        if (user?.role) session.setRole(user.role);
        knownGoodToken = token;
        return true;
      },
      (error: unknown) => {
        // 503: the server could not check the token for a moment (its database is down); not a refusal.
        if (error instanceof HttpError && error.status !== 503) {
          session.clear();
          return false;
        }
        // The server could not be reached: keep the session and check again next time.
        verification = null;
        verifiedToken = null;
        return true;
      },
    );
    return verification;
  };

  const forgetVerification = () => {
    verification = null;
    verifiedToken = null;
    knownGoodToken = null;
  };

  return {
    /**
     * `next`: where the manager was going (the terms page sends them on there after accepting).
     * `workspaceLink`: a reminder e-mail's link to a player, where a trainer goes instead of the workspace's start.
     */
    async login({ username, password, next, workspaceLink }: { username: string; password: string; next?: string; workspaceLink?: string }) {
      let answer: LoginResponse | undefined;
      try {
        answer = await call(endpoints.accountLogin, {
          auth: false,
          body: { userName: username, password, rememberLogin: true },
        });
      } catch (error) {
        if (!(error instanceof HttpError)) throw error; // network failure: not a wrong password
        if (error.status === 503) throw error; // the server cannot check passwords for a moment
        if (error.status === 429) {
          // Too many failed attempts: say so, rather than 'login or password incorrect'.
          session.clearCredentials();
          forgetVerification();
          throw new Error(LOGIN_BLOCKED);
        }
        answer = undefined;
      }
      if (!answer || answer.errorMessage || !answer.accessToken || !answer.id) {
        session.clearCredentials();
        forgetVerification();
        throw new Error(LOGIN_FAILED);
      }
      session.start(answer.accessToken, answer.id, answer.role);
      // Several clubs or roles (issue 37): the workspace and the family page offer the chooser too.
      session.setChoices(answer.clubs?.length ?? 1);
      // A token the server has just issued needs no start-up check.
      verifiedToken = answer.accessToken;
      verification = Promise.resolve(true);
      knownGoodToken = answer.accessToken;
      // A person in several clubs chooses the club first (the token is for the one signed in to last).
      if (answer.clubs && answer.clubs.length > 1) return { redirectTo: CLUB_CHOOSER_PATH };
      // A manager who has not accepted the terms and privacy in force accepts them first (spec §2).
      if (answer.role === 'Manager' && answer.termsAccepted === false) {
        // Accepted on /termandprivacy before signing in: recorded now; if the server refuses (another
        // version is in force by now), the manager reads and accepts the terms in force.
        const accepted = session.takeAcceptedTerms();
        const recorded =
          !!accepted &&
          (await call(endpoints.userAcceptPolicy, { body: { userId: answer.id, version: accepted } }).then(
            () => true,
            () => false,
          ));
        if (!recorded) return { redirectTo: termsPath(next) };
      }
      // A player reads their own reports on the web (the managers' screens are not theirs).
      if (answer.role === 'Player') return { redirectTo: MY_REPORTS_PATH };
      // A trainer writes reports in the workspace; the managers' screens are not theirs.
      if (answer.role === 'Trainer') return { redirectTo: workspaceLink ?? WORKSPACE_PATH };
      // A guardian follows their children's released reports (issue 25); nothing else is theirs.
      if (answer.role === 'Guardian') return { redirectTo: FAMILY_PATH };
    },

    async logout() {
      // Ends the session on the server too, so the token stops working everywhere. Signing out on
      // this device never waits on that: offline or refused, the local session ends all the same.
      if (session.hasToken()) await call(endpoints.accountLogout).catch(() => undefined);
      session.clear();
      forgetVerification();
      return '/login';
    },

    async checkAuth() {
      if (!session.hasToken()) {
        session.clear();
        throw toLogin();
      }
      if (!(await verifyStoredToken())) throw toLogin('ra.notification.logged_out');
    },

    async checkError(error: { status?: number }) {
      if (error?.status === 401) {
        session.clear();
        forgetVerification();
        throw toLogin('ra.notification.logged_out');
      }
    },

    async getIdentity(): Promise<UserIdentity> {
      // Loaded here, not above: the sign-in page (which needs this provider) does not carry the club's calls (issue 13).
      const header = await call(endpoints.managerGetUserDetailHeader);
      return {
        id: header.id,
        fullName: personName(header),
        avatar: assetUrl(header.profilePicture),
      };
    },

    async getPermissions() {
      return session.getRole();
    },

    isVerified() {
      const token = session.getToken();
      return token !== null && token === knownGoodToken;
    },
  };
};

export const authProvider = createAuthProvider();
