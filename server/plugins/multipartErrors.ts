import type { FastifyInstance } from 'fastify';
import { httpErrors, type HttpError } from '@fastify/sensible';
import { Refusal } from '../domain/refusal.js';
import type { KeyedMessage } from '../../contract/serverMessages.js';

/**
 * The answer to a multipart/form-data body that could not be read: 413 for a file over the call's
 * limit, 400 for anything else @fastify/multipart or busboy refuses (no boundary, a broken or cut
 * off form, too many parts). Their own errors carry no sentence a person can act on, and busboy's
 * (e.g. "Multipart: Boundary not found") none of a status either, which made them 500s.
 */
export function multipartRefusal(
  error: unknown,
  multipartErrors: FastifyInstance['multipartErrors'],
  messages: { tooLarge: KeyedMessage; unreadable: KeyedMessage },
): HttpError | Refusal {
  if (error instanceof httpErrors.HttpError || error instanceof Refusal) return error;
  if (error instanceof multipartErrors.RequestFileTooLargeError) return new Refusal(413, [messages.tooLarge]);
  return new Refusal(400, [messages.unreadable]);
}
