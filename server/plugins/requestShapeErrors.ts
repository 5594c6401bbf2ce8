import type { FastifyError, FastifyRequest } from 'fastify';

/** The largest request body the server reads (a photo of 6,000,000 bytes fits, with its form). */
export const BODY_LIMIT_BYTES = 7_000_000;

/** Sentences for Fastify's own refusals of a request's shape (content type, JSON syntax, size). */
export function describeRequestShapeError(error: FastifyError, request: FastifyRequest): string | undefined {
  switch (error.code) {
    case 'FST_ERR_CTP_INVALID_MEDIA_TYPE': {
      const consumes = (request.routeOptions.schema?.consumes as string[] | undefined) ?? ['application/json'];
      const sent = request.headers['content-type']?.split(';')[0]!.trim().slice(0, 100);
      return `${sent ? `A body of type '${sent}'` : 'A body without a Content-Type'} is not accepted here: send it as ${consumes.join(' or ')}.`;
    }
    case 'FST_ERR_CTP_BODY_TOO_LARGE':
      return `The request is too large: a request body can have at most ${BODY_LIMIT_BYTES.toLocaleString('en')} bytes.`;
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
