import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import { UNBOUNDED_JSON_LIMIT } from './routeBodyLimits.js';

/**
 * The largest body of a request outside the calls (which have limits of their own, routeBodyLimits.ts):
 * the OpenAPI pages, the web app's files, an unknown path.
 */
export const BODY_LIMIT_BYTES = UNBOUNDED_JSON_LIMIT;

/** Sentences for Fastify's own refusals of a request's shape (content type, JSON syntax, size). */
export function describeRequestShapeError(error: FastifyError, request: FastifyRequest): string | undefined {
  switch (error.code) {
    case 'FST_ERR_CTP_INVALID_MEDIA_TYPE': {
      const consumes = (request.routeOptions.schema?.consumes as string[] | undefined) ?? ['application/json'];
      const sent = request.headers['content-type']?.split(';')[0]!.trim().slice(0, 100);
      return `${sent ? `A body of type '${sent}'` : 'A body without a Content-Type'} is not accepted here: send it as ${consumes.join(' or ')}.`;
    }
    case 'FST_ERR_CTP_BODY_TOO_LARGE':
      return `The request is too large: a request body can have at most ${request.routeOptions.bodyLimit.toLocaleString('en')} bytes.`;
    case 'FST_ERR_CTP_INVALID_JSON_BODY':
      return 'The request body is not valid JSON. Check its syntax.';
    case 'FST_ERR_CTP_EMPTY_JSON_BODY':
      return 'The request body is empty: send a JSON object, or leave the Content-Type header out.';
    case 'FST_ERR_CTP_INVALID_CONTENT_LENGTH':
      return 'The request body does not have the length its Content-Length header announces.';
    default:
      return undefined;
  }
}

/**
 * Fastify's `frameworkErrors`: requests refused before routing (a broken %-escape in the path, a
 * path parameter over the length limit) answer in the same shape as every other error.
 */
export function answerFrameworkError(error: FastifyError, _request: FastifyRequest, reply: FastifyReply): void {
  const statusCode = error.statusCode ?? 400;
  const message =
    error.code === 'FST_ERR_BAD_URL'
      ? 'The address has a broken %-escape. Write a % sign as %25.'
      : error.code === 'FST_ERR_MAX_PARAM_LENGTH'
        ? 'A part of the address is too long.'
        : 'The request could not be read.';
  void reply.status(statusCode).send({ statusCode, error: statusCode === 414 ? 'URI Too Long' : 'Bad Request', message });
}
