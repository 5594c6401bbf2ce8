/**
 * What the server does while PostgreSQL cannot be reached (a restart, a failover, a network
 * failure): every call answers 503 with this sentence at once, nothing hangs, nothing is answered
 * as done that was not stored, and the server carries on by itself when the database is back.
 */
/** The Retry-After of a 503 for an unreachable database (seconds): about how long a restart of PostgreSQL takes. */
export const OUTAGE_RETRY_AFTER_SECONDS = 5;

export const SERVICE_UNAVAILABLE_MESSAGE = 'The service is temporarily unavailable. Please try again in a moment.';

/** The database is known to be unreachable: the call was not tried. */
export class DatabaseUnavailableError extends Error {
  readonly statusCode = 503;
  constructor() {
    super(SERVICE_UNAVAILABLE_MESSAGE);
  }
}

/** Socket errors of a connection that cannot be made or was cut. */
const NETWORK_CODES = new Set(['ECONNREFUSED', 'ECONNRESET', 'ECONNABORTED', 'ETIMEDOUT', 'EPIPE', 'EHOSTUNREACH', 'ENETUNREACH', 'ENOTFOUND', 'EAI_AGAIN']);
/**
 * PostgreSQL's own: 57P01 admin_shutdown, 57P02 crash_shutdown, 57P03 cannot_connect_now (starting or
 * stopping), 53300 too_many_connections, 25006 read_only_sql_transaction (a write reached a standby:
 * during a failover, until the new primary takes writes; server/db/multiHost.ts); and class 08,
 * connection exceptions (tested by prefix).
 */
const SERVER_STATES = new Set(['57P01', '57P02', '57P03', '53300', '25006']);
/** node-postgres reports a lost or impossible connection by message only. */
const DRIVER_MESSAGES = [
  'Connection terminated', // …unexpectedly, …due to connection timeout
  'timeout exceeded when trying to connect',
  'Client has encountered a connection error and is not queryable',
  'Client was closed and is not queryable',
  'Query read timeout',
];

/**
 * Whether a failed call failed because the database could not be reached, rather than because of
 * the request or a defect: those are answered 503 (server/plugins/errors.ts). Follows `cause` and
 * AggregateError (a host name with several addresses fails with one error per address).
 */
export function isDatabaseOutage(error: unknown, depth = 0): boolean {
  if (!error || typeof error !== 'object' || depth > 4) return false;
  if (error instanceof DatabaseUnavailableError) return true;
  const { code, message, cause } = error as { code?: unknown; message?: unknown; cause?: unknown };
  if (typeof code === 'string' && (NETWORK_CODES.has(code) || SERVER_STATES.has(code) || /^08[0-9A-Z]{3}$/.test(code))) {
    return true;
  }
  if (typeof message === 'string' && DRIVER_MESSAGES.some((known) => message.startsWith(known))) return true;
  if (error instanceof AggregateError && error.errors.some((inner) => isDatabaseOutage(inner, depth + 1))) return true;
  return isDatabaseOutage(cause, depth + 1);
}
