import simpleRestProvider from 'ra-data-simple-rest';
import { fetchUtils, HttpError, type AuthProvider, type DataProvider } from 'react-admin';
import { config } from '../config';
import { operatorSession } from './operatorSession';
import { urlOf } from '../providers/call';
import { endpoints } from '../providers/endpoints';
import type { ActionDone } from '../../contract/operators';

/** Every console call carries the operator's token (never a club person's). */
export const operatorFetch = (url: string, options: fetchUtils.Options = {}) => {
  const headers = new Headers(options.headers ?? { Accept: 'application/json' });
  const token = operatorSession.get();
  if (token) headers.set('Authorization', `Bearer ${token}`);
  return fetchUtils.fetchJson(url, { ...options, headers });
};

/** The actions the console offers beyond create/read/update (server/routes/operator/resources.ts). */
export type ConsoleAction = 'resendInvitation' | 'endSessions' | 'unblock' | 'resend';

export interface ConsoleDataProvider extends DataProvider {
  /** POST /admin/rest/{resource}/{id}/{action}: answers the server's sentence of what was done, with its key. */
  runAction(resource: string, id: string, action: ConsoleAction): Promise<ActionDone>;
}

const restUrl = `${config.apiUrl}/admin/rest`;

/** ra-data-simple-rest on /admin/rest, with the actions added. */
export const consoleDataProvider: ConsoleDataProvider = {
  ...simpleRestProvider(restUrl, operatorFetch),
  runAction: async (resource, id, action) => {
    const { json } = await operatorFetch(`${restUrl}/${resource}/${encodeURIComponent(id)}/${action}`, { method: 'POST' });
    return json as ActionDone;
  },
};

export interface OperatorCredentials {
  email: string;
  password: string;
  code: string;
}

/** Signing in with password and TOTP code; a 401 of any console call signs the operator out. */
export const consoleAuthProvider: AuthProvider = {
  login: async ({ email, password, code }: OperatorCredentials) => {
    try {
      const { json } = await fetchUtils.fetchJson(urlOf(endpoints.adminAuthLogin), {
        method: 'POST',
        body: JSON.stringify({ email: email.trim(), password, code: code.trim() }),
      });
      operatorSession.set(json.accessToken);
    } catch (error) {
      // The server's sentence (wrong credentials, too many attempts) is what the operator reads.
      throw new Error(error instanceof HttpError ? error.message : String(error));
    }
  },
  logout: async () => {
    if (operatorSession.get()) await operatorFetch(urlOf(endpoints.adminAuthLogout), { method: 'POST' }).catch(() => undefined);
    operatorSession.clear();
  },
  checkAuth: async () => {
    if (!operatorSession.get()) throw new Error('Not signed in');
  },
  checkError: async (error: { status?: number }) => {
    if (error?.status === 401) {
      operatorSession.clear();
      throw new Error('Signed out');
    }
  },
  getIdentity: async () => {
    const { json } = await operatorFetch(urlOf(endpoints.adminAuthMe));
    return { id: json.id, fullName: json.email };
  },
};
