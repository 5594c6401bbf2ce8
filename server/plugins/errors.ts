import { STATUS_CODES } from 'node:http';
import sensible from '@fastify/sensible';
import type { FastifyError, FastifyInstance } from 'fastify';
import { DatabaseUnavailableError, isDatabaseOutage, OUTAGE_RETRY_AFTER_SECONDS, SERVICE_UNAVAILABLE_MESSAGE } from './databaseOutage.js';
import { DatabaseBusyError } from '../db/fairPool.js';
import { describeRequestShapeError } from './requestShapeErrors.js';
import { ErrorBody } from '../../contract/schemas.js';
import {
  englishMessage, keyOf, type KeyedMessage, type ServerMessageKey, type ServerMessageValues,
} from '../../contract/serverMessages.js';

/**
 * Turns a schema validation failure into a sentence, e.g. "userName is required.", keyed when a person
 * can meet it on a screen (contract/serverMessages.ts); other keywords keep ajv's own words, unkeyed.
 */
function describeValidation(error: FastifyError): { message: string; keyed?: KeyedMessage } {
  const first = error.validation?.[0];
  if (!first) return { message: error.message };
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
 * message a person can act on, plus its messageKey (and messageValues) when the sentence has one, so
 * the web app can say it in the page's language. The calls raise their errors with @fastify/sensible's
 * httpErrors (`throw httpErrors.notFound('This team does not exist.')`); this handler turns those, schema
 * validation failures, framework refusals and database outages into that shape.
 */
export async function registerErrorHandling(app: FastifyInstance): Promise<void> {
  await app.register(sensible);
  documentServerErrors(app);
  app.setErrorHandler((error: FastifyError, request, reply) => {
    let statusCode = error.statusCode ?? 500;
    let message = error.message;
    let keyed: KeyedMessage | undefined;
    if ('validation' in error && error.validation) {
      statusCode = 400;
      ({ message, keyed } = describeValidation(error));
    } else if (error instanceof DatabaseBusyError) {
      // Reachable but every connection in use for long (a burst): try again shortly.
      request.log.warn('every database connection stayed in use: answered busy');
      reply.header('retry-after', String(error.retryAfterSeconds));
      keyed = keyOf(message);
    } else if (isDatabaseOutage(error)) {
      // Not a defect: the database cannot be reached for now (the gate has said so in the log once).
      statusCode = 503;
      message = SERVICE_UNAVAILABLE_MESSAGE;
      if (!reply.hasHeader('retry-after')) reply.header('retry-after', String(OUTAGE_RETRY_AFTER_SECONDS));
      if (!(error instanceof DatabaseUnavailableError)) request.log.warn({ reason: error.message }, 'database unavailable');
    } else if (statusCode < 500) {
      if ('code' in error) message = describeRequestShapeError(error, request) ?? message;
      keyed = keyOf(message);
    } else {
      request.log.error({ err: error }, 'request failed');
      message = 'Something went wrong on the server. Please try again.';
    }
    reply.status(statusCode).send({ statusCode, error: STATUS_CODES[statusCode] ?? 'Error', message, ...keyed });
  });
}

/** The answers every call can give whatever it does, in the one error shape. */
const SERVER_ERRORS = {
  500: { ...ErrorBody, description: 'Something went wrong on the server (a defect, logged); the message asks to try again.' },
  503: {
    ...ErrorBody,
    description:
      'The database cannot be reached for now (PostgreSQL only), or every connection stayed in use by other calls ' +
      '(busy); the Retry-After header says when to try again.',
  },
};

/** Adds the server errors (500, 503) to the documented answers of every call that documents its answers. */
function documentServerErrors(app: FastifyInstance): void {
  app.addHook('onRoute', (route) => {
    const schema = route.schema as { hide?: boolean; response?: Record<string, unknown> } | undefined;
    if (!schema?.response || schema.hide) return;
    for (const [status, body] of Object.entries(SERVER_ERRORS)) schema.response[status] ??= body;
  });
}
