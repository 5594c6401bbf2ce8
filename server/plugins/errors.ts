import { STATUS_CODES } from 'node:http';
import sensible from '@fastify/sensible';
import type { FastifyError, FastifyInstance } from 'fastify';
import { DatabaseUnavailableError, isDatabaseOutage, SERVICE_UNAVAILABLE_MESSAGE } from './databaseOutage.js';
import { describeRequestShapeError } from './requestShapeErrors.js';
import { ErrorBody } from '../../contract/schemas.js';

/** Turns a schema validation failure into a sentence, e.g. "userName is required". */
function describeValidation(error: FastifyError): string {
  const first = error.validation?.[0];
  if (!first) return error.message;
  const field = (first.instancePath || '').replace(/^\//, '').replace(/\//g, '.');
  const params = first.params as Record<string, unknown>;
  if (first.keyword === 'required') return `${String(params.missingProperty)} is required.`;
  const where = field || error.validationContext || 'request';
  if (first.keyword === 'maxLength') return `${where} must be at most ${String(params.limit)} characters.`;
  if (first.keyword === 'format') return `${where} must be a valid ${String(params.format)}.`;
  // The pattern itself means nothing to a person; the call's description says what is accepted.
  if (first.keyword === 'pattern') return `${where} is not a value this call accepts (see /documentation).`;
  return `${where} ${first.message ?? 'is not valid'}.`;
}

/**
 * Every failed call answers one shape, { statusCode, error, message } (contract ErrorBody), with a
 * message a person can act on. The calls raise their errors with @fastify/sensible's httpErrors
 * (`throw httpErrors.notFound('This team does not exist.')`); this handler turns those, schema
 * validation failures, framework refusals and database outages into that shape.
 */
export async function registerErrorHandling(app: FastifyInstance): Promise<void> {
  await app.register(sensible);
  documentServerErrors(app);
  app.setErrorHandler((error: FastifyError, request, reply) => {
    let statusCode = error.statusCode ?? 500;
    let message = error.message;
    if ('validation' in error && error.validation) {
      statusCode = 400;
      message = describeValidation(error);
    } else if (isDatabaseOutage(error)) {
      // Not a defect: the database cannot be reached for now (the gate has said so in the log once).
      statusCode = 503;
      message = SERVICE_UNAVAILABLE_MESSAGE;
      if (!(error instanceof DatabaseUnavailableError)) request.log.warn({ reason: error.message }, 'database unavailable');
    } else if (statusCode < 500 && 'code' in error) {
      message = describeRequestShapeError(error, request) ?? message;
    } else if (statusCode >= 500) {
      request.log.error({ err: error }, 'request failed');
      message = 'Something went wrong on the server. Please try again.';
    }
    reply.status(statusCode).send({ statusCode, error: STATUS_CODES[statusCode] ?? 'Error', message });
  });
}

/** The answers every call can give whatever it does, in the one error shape. */
const SERVER_ERRORS = {
  500: { ...ErrorBody, description: 'Something went wrong on the server (a defect, logged); the message asks to try again.' },
  503: {
    ...ErrorBody,
    description: 'The database cannot be reached for now (PostgreSQL only); the Retry-After header says when to try again.',
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
