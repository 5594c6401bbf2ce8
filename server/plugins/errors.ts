import { STATUS_CODES } from 'node:http';
import sensible from '@fastify/sensible';
import type { FastifyError, FastifyInstance, FastifyRequest } from 'fastify';
import { DatabaseUnavailableError, isDatabaseOutage, OUTAGE_RETRY_AFTER_SECONDS, SERVICE_UNAVAILABLE_MESSAGE } from './databaseOutage.js';
import { DatabaseBusyError } from '../db/fairPool.js';
import { describeRequestShapeError } from './requestShapeErrors.js';
import { registerCommonAnswers } from './commonAnswers.js';
import { Refusal } from '../domain/refusal.js';
import { REFUSAL_KEYWORD, type SchemaRefusal } from '../../contract/schemas.js';
import {
  englishMessage, SERVER_MESSAGES, type KeyedMessage, type ServerMessageKey, type ServerMessageValues,
} from '../../contract/serverMessages.js';

/**
 * The refusal the call's schema gives for the value that failed (its REFUSAL_KEYWORD: a key of
 * contract/serverMessages.ts per keyword), found by following the failed rule's schema path in the
 * route's schema, e.g. #/properties/TeamName/minLength.
 */
function schemaRefusal(error: FastifyError, request: FastifyRequest): KeyedMessage | undefined {
  const schemaPath = error.validation?.[0]?.schemaPath;
  const part = (request.routeOptions.schema as Record<string, unknown> | undefined)?.[error.validationContext ?? ''];
  if (!schemaPath?.startsWith('#') || !part) return undefined;
  const steps = schemaPath.slice(1).split('/').filter(Boolean).slice(0, -1);
  let node: unknown = part;
  for (const step of steps) node = (node as Record<string, unknown> | undefined)?.[step.replace(/~1/g, '/').replace(/~0/g, '~')];
  const refusal = (node as Record<string, unknown> | undefined)?.[REFUSAL_KEYWORD];
  const given = (refusal as Record<string, SchemaRefusal> | undefined)?.[error.validation![0]!.keyword];
  if (!given) return undefined;
  const { key: messageKey, values: fixed = {}, fields = {} } = typeof given === 'string' ? { key: given } : given;
  // A schema whose refusal is no key (a slip the type allows through `[REFUSAL_KEYWORD]: {…}`) gets the generic answer, never a 500.
  if (!(messageKey in SERVER_MESSAGES)) return undefined;
  const values = error.validationContext === 'querystring' ? request.query : error.validationContext === 'params' ? request.params : request.body;
  const messageValues = { ...refusalValues(SERVER_MESSAGES[messageKey], error.validation![0]!.instancePath, values, fields), ...fixed };
  return Object.keys(messageValues).length > 0 ? { messageKey, messageValues } : { messageKey };
}

/** The values of a refusal's %{number} and %{name} placeholders, from where the refused value is in the request's part (see REFUSAL_KEYWORD). */
function refusalValues(template: string, instancePath: string, values: unknown, fields: Record<string, string>): ServerMessageValues {
  const steps = instancePath.split('/').slice(1, -1);
  const index = steps.findLast((step) => /^\d+$/.test(step));
  let holder: unknown = values;
  for (const step of steps) holder = (holder as Record<string, unknown> | undefined)?.[step];
  const filled: ServerMessageValues = {};
  for (const [, name] of template.matchAll(/%\{(\w+)\}/g)) {
    if (name === 'number' && index !== undefined) filled[name] = String(Number(index) + 1);
    const value = (holder as Record<string, unknown> | undefined)?.[fields[name!] ?? name!];
    // The value as sent, cut short: a refusal names it, it does not echo a whole body back.
    if (typeof value === 'string') filled[name!] = value.trim().length > 100 ? `${value.trim().slice(0, 100)}…` : value.trim();
  }
  return filled;
}

/**
 * Turns a schema validation failure into a sentence: the one the schema gives for the value when it
 * has one (the same sentence the route answers for a blank name, so an empty one reads the same), else
 * e.g. "userName is required.", keyed when a person can meet it on a screen (contract/serverMessages.ts);
 * other keywords keep ajv's own words, unkeyed.
 */
function describeValidation(error: FastifyError, request: FastifyRequest): { message: string; keyed?: KeyedMessage } {
  const first = error.validation?.[0];
  if (!first) return { message: error.message };
  const refusal = schemaRefusal(error, request);
  if (refusal) return { message: englishMessage(refusal.messageKey, refusal.messageValues), keyed: refusal };
  const field = (first.instancePath || '').replace(/^\//, '').replace(/\//g, '.');
  const params = first.params as Record<string, unknown>;
  const where = field || error.validationContext || 'request';
  const keyed = (messageKey: ServerMessageKey, messageValues: ServerMessageValues) => ({
    message: englishMessage(messageKey, messageValues),
    keyed: { messageKey, messageValues },
  });
  if (first.keyword === 'required') return keyed('fieldRequired', { field: String(params.missingProperty) });
  if (first.keyword === 'maxLength') return keyed('fieldTooLong', { field: where, limit: String(params.limit) });
  if (first.keyword === 'format') {
    return params.format === 'uuid' ? keyed('fieldNotId', { field: where }) : keyed('fieldFormat', { field: where, format: String(params.format) });
  }
  // The pattern itself means nothing to a person; the call's description says what is accepted.
  if (first.keyword === 'pattern') return keyed('fieldPattern', { field: where });
  return { message: `${where} ${first.message ?? 'is not valid'}.` };
}

/**
 * Every failed call answers one shape, { statusCode, error, message } (contract ErrorBody), with a
 * message a person can act on, plus its messageKey (and messageValues) for a refusal by key, so the
 * web app can say it in the page's language. The calls refuse by key (`throw refuse.notFound('teamMissing')`,
 * server/domain/refusal.ts); this handler turns those, schema validation failures, framework refusals
 * and database outages into that shape. No sentence is recognised after the fact: a key is given or none is.
 */
export async function registerErrorHandling(app: FastifyInstance): Promise<void> {
  await app.register(sensible);
  registerCommonAnswers(app);
  app.setErrorHandler((error: FastifyError, request, reply) => {
    let statusCode = error.statusCode ?? 500;
    let message = error.message;
    let keyed: KeyedMessage | undefined;
    if ('validation' in error && error.validation) {
      statusCode = 400;
      ({ message, keyed } = describeValidation(error, request));
    } else if (error instanceof DatabaseBusyError) {
      // Reachable but every connection in use for long (a burst): try again shortly.
      request.log.warn('every database connection stayed in use: answered busy');
      reply.header('retry-after', String(error.retryAfterSeconds));
      keyed = { messageKey: 'serviceBusy' };
    } else if (isDatabaseOutage(error)) {
      // Not a defect: the database cannot be reached for now (the gate has said so in the log once).
      statusCode = 503;
      message = SERVICE_UNAVAILABLE_MESSAGE;
      if (!reply.hasHeader('retry-after')) reply.header('retry-after', String(OUTAGE_RETRY_AFTER_SECONDS));
      if (!(error instanceof DatabaseUnavailableError)) request.log.warn({ reason: error.message }, 'database unavailable');
    } else if (error instanceof Refusal) {
      keyed = error.keyed();
    } else if (statusCode < 500) {
      if ('code' in error) message = describeRequestShapeError(error, request) ?? message;
    } else {
      request.log.error({ err: error }, 'request failed');
      message = 'Something went wrong on the server. Please try again.';
    }
    reply.status(statusCode).send({ statusCode, error: STATUS_CODES[statusCode] ?? 'Error', message, ...keyed });
  });
}
