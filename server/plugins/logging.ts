import pretty from 'pino-pretty';
import { LogController, type FastifyReply, type FastifyRequest } from 'fastify';

/** Query parameters that carry secrets; their values never reach a log. */
const SECRET_PARAMS = /^(activatetoken|resetactivatetoken|recoverytoken|token|password)$/i;

export function redactUrl(url: string): string {
  const queryStart = url.indexOf('?');
  if (queryStart < 0) return url;
  const params = new URLSearchParams(url.slice(queryStart + 1));
  for (const key of [...params.keys()]) {
    if (SECRET_PARAMS.test(key)) params.set(key, '***');
  }
  return `${url.slice(0, queryStart)}?${params.toString()}`;
}

/** How the server writes its log: one JSON object per line (for log collectors) or readable lines for a person. */
export type LogFormat = 'json' | 'pretty';

/**
 * The log format: LOG_FORMAT when set (`json` or `pretty`); otherwise readable lines when the log goes
 * to a terminal (someone watching `npm start`) and JSON when it goes anywhere else (a file, a pipe,
 * a container's or systemd's log), which is where a production server writes.
 */
export function chooseLogFormat(env: NodeJS.ProcessEnv = process.env, isTerminal = Boolean(process.stdout.isTTY)): LogFormat {
  const chosen = env.LOG_FORMAT?.trim().toLowerCase();
  if (chosen === 'json' || chosen === 'pretty') return chosen;
  return isTerminal ? 'pretty' : 'json';
}

/**
 * pino-pretty as the log's stream for a person: single lines with the time and level, the process
 * id, host name and request id left out. Written synchronously (not in a transport's worker thread),
 * so the log and what main.ts prints come out in the order they happen.
 */
export function readableLogStream(): NodeJS.WritableStream {
  return pretty({ translateTime: 'SYS:HH:MM:ss', ignore: 'pid,hostname,reqId', singleLine: true, sync: true });
}

/**
 * Fastify's request log as one readable line per answered request, `GET /api/Team/Teams 200 12 ms`
 * (secrets in the query masked), instead of an 'incoming request' and a 'request completed' object.
 */
export class ReadableRequestLog extends LogController {
  override incomingRequest(): void {}

  override requestCompleted(error: Error | null | undefined, request: FastifyRequest, reply: FastifyReply): void {
    const line = `${request.method} ${redactUrl(request.url)} ${reply.statusCode} ${Math.round(reply.elapsedTime)} ms`;
    if (error || reply.statusCode >= 500) reply.log.error(error ? { err: error } : {}, line);
    else reply.log.info(line);
  }
}
