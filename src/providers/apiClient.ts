import { HttpError } from 'react-admin';
import { config } from '../config';
import { appTexts, loadLanguage } from '../i18n/catalogues';
import { storedLocale } from './i18nProvider';
import { localizedServerMessage } from './serverMessages';
import { session } from './session';
import { earlyKey, keepIfEarly, takeEarly } from './earlyCalls';

/**
 * The one place that talks HTTP: the two base addresses (Auth service and main API), the bearer
 * header, JSON in and out, and error mapping. A non-OK answer becomes a react-admin HttpError
 * carrying the status and the server's message ({statusCode, error, message, messageKey}) in the
 * person's language when its key is known (serverMessages.ts), else as the server wrote it; a 503 (the
 * server cannot reach its database for a moment) carries that sentence in the person's language.
 */
export type Service = 'auth' | 'api';

export type QueryValue = string | number | boolean | null | undefined;

export interface RequestOptions {
  method?: 'GET' | 'POST' | 'PUT' | 'DELETE';
  query?: Record<string, QueryValue>;
  body?: unknown;
  /** Send the stored bearer token (default true). */
  auth?: boolean;
  /** A multipart body (file uploads); sent instead of `body`, with the browser's own content type. */
  form?: FormData;
  /** Extra headers (the admin page's operator credential). */
  headers?: Record<string, string>;
}

const baseUrl = (service: Service) => (service === 'auth' ? config.authUrl : config.apiUrl);

export const buildUrl = (service: Service, path: string, query?: Record<string, QueryValue>) => {
  const params = new URLSearchParams();
  for (const [name, value] of Object.entries(query ?? {})) {
    if (value !== undefined && value !== null && value !== '') params.append(name, String(value));
  }
  const search = params.toString();
  return `${baseUrl(service)}${path}${search ? `?${search}` : ''}`;
};

/** A picture path from the API (e.g. /photos/<id>) as an address the browser can load. */
export const assetUrl = (path: string | null | undefined): string | undefined => {
  if (!path) return undefined;
  if (/^(https?:|data:|blob:)/.test(path)) return path;
  return path.startsWith('/') ? `${config.apiUrl}${path}` : path;
};

const parseBody = async (response: Response): Promise<unknown> => {
  if (response.status === 204) return undefined;
  const text = await response.text();
  if (!text) return undefined;
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
};

/** The 503 sentence in the language chosen in the app (stored by the i18nProvider on every change). */
const serviceUnavailable = (): string => appTexts(storedLocale()).service.unavailable;

const errorMessage = (body: unknown, response: Response): string => {
  if (response.status === 503) return serviceUnavailable();
  if (body && typeof body === 'object') {
    const { message, errorMessage, messageKey, messageValues } = body as Record<string, unknown>;
    if (typeof message === 'string' && message) return localizedServerMessage(message, { messageKey, messageValues });
    if (typeof errorMessage === 'string' && errorMessage) return localizedServerMessage(errorMessage);
  }
  if (typeof body === 'string' && body) return body;
  return response.statusText || `HTTP ${response.status}`;
};

/** Sends a call with the bearer header; a non-OK answer becomes an HttpError with the server's message. */
async function send(service: Service, path: string, options: RequestOptions, accept: string): Promise<Response> {
  const { method = 'GET', query, body, auth = true, form } = options;
  const headers: Record<string, string> = { Accept: accept, ...options.headers };
  if (body !== undefined && !form) headers['Content-Type'] = 'application/json';
  const token = session.getToken();
  if (auth && token) headers.Authorization = `Bearer ${token}`;

  const response = await fetch(buildUrl(service, path, query), {
    method,
    headers,
    body: form ?? (body === undefined ? undefined : JSON.stringify(body)),
  });
  if (!response.ok) {
    const answer = await parseBody(response);
    // The app loads the chosen language at start; a failure's sentence never depends on that having happened.
    await loadLanguage(storedLocale()).catch(() => undefined);
    throw new HttpError(errorMessage(answer, response), response.status, answer);
  }
  return response;
}

export function request<T>(service: Service, path: string, options: RequestOptions = {}): Promise<T> {
  // Reads only (a form upload is never started early): the same call started at sign-in answers once.
  const key = options.form ? undefined : earlyKey(options.method ?? 'GET', buildUrl(service, path, options.query), options.body, session.getToken());
  const early = key === undefined ? undefined : takeEarly(key);
  if (early) return early as Promise<T>;
  const answer = send(service, path, options, 'application/json').then(parseBody) as Promise<T>;
  if (key !== undefined) keepIfEarly(key, answer);
  return answer;
}

/** The file name a download's Content-Disposition gives (its UTF-8 form when there is one). */
export const attachmentName = (disposition: string | null, fallback: string): string => {
  const utf8 = /filename\*=UTF-8''([^;]+)/i.exec(disposition ?? '')?.[1];
  if (utf8) return decodeURIComponent(utf8);
  return /filename="([^"]+)"/i.exec(disposition ?? '')?.[1] ?? fallback;
};

/** A file the server makes (a spreadsheet), with the name it gives it. */
export async function download(service: Service, path: string, options: RequestOptions = {}): Promise<{ blob: Blob; fileName: string }> {
  const response = await send(service, path, options, '*/*');
  return { blob: await response.blob(), fileName: attachmentName(response.headers.get('content-disposition'), path.split('/').pop() ?? 'download') };
}
