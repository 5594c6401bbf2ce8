import type { FastifyError, FastifyInstance } from 'fastify';
import { DatabaseUnavailableError, isDatabaseOutage, SERVICE_UNAVAILABLE_MESSAGE } from './databaseOutage.js';
import { describeRequestShapeError } from './requestShapeErrors.js';

/** An error whose message is meant for the person using the product. */
export class HttpError extends Error {
  constructor(
    readonly statusCode: number,
    message: string,
  ) {
    super(message);
  }
}

const reasons: Record<number, string> = {
  400: 'Bad Request',
  401: 'Unauthorized',
  403: 'Forbidden',
  404: 'Not Found',
  409: 'Conflict',
  413: 'Payload Too Large',
  415: 'Unsupported Media Type',
  429: 'Too Many Requests',
  500: 'Internal Server Error',
  503: 'Service Unavailable',
};

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

/** Every failed call answers { statusCode, error, message } with a message a person can act on. */
export function registerErrorHandling(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError | HttpError, request, reply) => {
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
    reply.status(statusCode).send({ statusCode, error: reasons[statusCode] ?? 'Error', message });
  });
}
