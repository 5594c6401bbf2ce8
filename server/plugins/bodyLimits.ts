import type { IncomingMessage } from 'node:http';
import { errorCodes, type FastifyInstance, type FastifyReply } from 'fastify';

/**
 * How much of a refused body the server still reads (and throws away) before answering. Beyond
 * this it answers at once and closes the connection: a client sending that much is not one whose
 * answer matters more than the server's bandwidth.
 */
export const DRAIN_MAX_BYTES = 64 * 1024 * 1024;
export const DRAIN_MAX_MS = 30_000;

/** Whether the client is still sending the request body (light-my-request has no `complete`). */
function bodyStillComing(raw: IncomingMessage): boolean {
  return raw.complete !== true && !raw.readableEnded && !raw.destroyed;
}

/** Reads the rest of the body and discards it; false when it stopped at a limit instead. */
function drain(raw: IncomingMessage): Promise<boolean> {
  const announced = Number(raw.headers['content-length']);
  if (announced > DRAIN_MAX_BYTES) return Promise.resolve(false);
  return new Promise((resolve) => {
    let received = 0;
    const finish = (complete: boolean) => {
      clearTimeout(timer);
      raw.off('data', onData).off('end', onEnd).off('close', onEnd).off('error', onEnd);
      resolve(complete);
    };
    const onData = (chunk: Buffer) => {
      received += chunk.length;
      if (received > DRAIN_MAX_BYTES) finish(false);
    };
    const onEnd = () => finish(true);
    const timer = setTimeout(() => finish(false), DRAIN_MAX_MS);
    raw.on('data', onData).on('end', onEnd).on('close', onEnd).on('error', onEnd);
    // Detach whatever was reading it (a multipart parser stopped by a limit) and let it flow.
    raw.unpipe();
    raw.resume();
  });
}

/**
 * Every body over its call's limit (routeBodyLimits.ts) gets 413, and the client sees it:
 * - Fastify checks the limit for the bodies it parses (JSON, text); multipart bodies are read by
 *   the upload routes themselves, so an announced length over the limit is refused here for all.
 * - An answer given before the client has sent its whole body (413 from the Content-Length alone,
 *   a multipart upload stopped at a file limit, a missing boundary) waits until the body has
 *   arrived. Node closes such a connection right after the answer when it is marked
 *   `Connection: close` (Fastify marks every refused body so), and closing a socket with unread
 *   bytes makes the operating system send a reset: the client, still writing, then sees
 *   "connection reset" instead of the answer. Reading the rest first makes the close clean, and a
 *   kept-alive connection stays usable for the next request.
 */
export function registerBodyLimits(app: FastifyInstance): void {
  app.addHook('onRequest', async (request) => {
    if (Number(request.headers['content-length']) > request.routeOptions.bodyLimit) throw new errorCodes.FST_ERR_CTP_BODY_TOO_LARGE();
  });
  app.addHook('onSend', async (request, reply: FastifyReply, payload) => {
    if (bodyStillComing(request.raw) && !(await drain(request.raw))) {
      reply.header('connection', 'close');
    }
    return payload;
  });
}
