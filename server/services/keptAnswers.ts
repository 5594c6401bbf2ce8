import { createHash } from 'node:crypto';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import negotiate from '@fastify/accept-negotiator';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { Type } from 'typebox';
import { answerVersions } from '../repositories/clubs/clubs.js';

const brotli = promisify(brotliCompress);
const gzipped = promisify(gzip);

/** What a kept answer can be sent as, best first (the client's Accept-Encoding chooses). */
const ENCODINGS = ['br', 'gzip'] as const;
type Encoding = (typeof ENCODINGS)[number];

/**
 * Brotli's effort follows the answer's size. The first request after a change waits for the
 * compression, and every other request of the club's data version gets what it made:
 * - up to 256 kB, quality 1: quality 4 saved 2 % of the team overview at 10,000 players (633 of
 *   29,683 bytes, about 3 ms at a phone's 1.6 Mbps) for 2.5 times the server's time (1.04 against
 *   0.40 ms of CPU); built afresh, the overview then cost 7.4 instead of 10.0 times the baseline;
 * - above, quality 4, the level @fastify/compress uses for the other answers: on the players list of
 *   10,000 players (5.4 MB) it saves 36 kB (9 %, about 180 ms on that phone) for 22 ms of CPU. More
 *   effort bought little (quality 6: 4 % smaller, three times the time, on the 1,000-player list).
 * Figures: docs/benchmarks.md, "The team overview at 10,000 players". gzip, for the few clients
 * without brotli, keeps zlib's level 6.
 *
 * The whole answer is compressed in one step (chunkSize: its length): with zlib's 16 kB default, a
 * 143 kB answer went to the thread pool and back in many steps, which cost the team overview built
 * afresh about a fifth more per request. The output is the same.
 */
const QUICK_BROTLI_UP_TO = 256 * 1024;
const inOneStep = (json: Buffer) => ({ chunkSize: Math.max(16 * 1024, json.length) });
const compress: Record<Encoding, (json: Buffer) => Promise<Buffer>> = {
  br: (json) => brotli(json, {
    ...inOneStep(json),
    params: {
      [constants.BROTLI_PARAM_QUALITY]: json.length <= QUICK_BROTLI_UP_TO ? 1 : 4,
      [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
      [constants.BROTLI_PARAM_SIZE_HINT]: json.length,
    },
  }),
  gzip: (json) => gzipped(json, inOneStep(json)),
};

interface Kept {
  key: string;
  version: string;
  etag: string;
  json: Buffer;
  encoded: Partial<Record<Encoding, Promise<Buffer>>>;
  bytes: number;
}

/**
 * Answers of the heaviest calls, kept serialised (and compressed per encoding asked for) under the
 * club's data versions (migrations 0010 and 0030; docs/decisions.md, "Answers kept per data version").
 * The versions move in the transaction of every change those answers show, so an answer kept under the
 * version a request reads is the answer it would build; a request then costs one read of the version
 * instead of the list's query, serialisation and compression. Every server keeps its own; the version
 * in the database keeps them in step. Browsers get an ETag and revalidate (`no-cache`): an unchanged
 * list answers 304 with no body.
 *
 * Bounded by size (KEPT_ANSWERS_MB): the least recently used answers go first; with none allowed every
 * request builds, compresses and sends its own.
 */
export class KeptAnswers {
  private readonly entries = new Map<string, Kept>();
  private bytes = 0;

  constructor(private readonly maxBytes = 64 * 1024 * 1024) {}

  /** The answer kept under `key` for `version`, if there is one (it becomes the most recently used). */
  find(key: string, version: string): Kept | undefined {
    const kept = this.entries.get(key);
    if (!kept) return undefined;
    this.forget(key);
    if (kept.version !== version) return undefined;
    this.remember(key, kept);
    return kept;
  }

  /** Keeps the serialised answer `body` under `key` for `version`. */
  keep(key: string, version: string, body: string): Kept {
    const json = Buffer.from(body);
    const etag = `W/"${createHash('sha256').update(`${key}\n${version}`).digest('base64url').slice(0, 27)}"`;
    const kept: Kept = { key, version, etag, json, encoded: {}, bytes: json.length };
    this.forget(key);
    this.remember(key, kept);
    return kept;
  }

  /** Sends a kept answer: 304 when the client holds it already, else in the best encoding it accepts. */
  async send(request: FastifyRequest, reply: FastifyReply, kept: Kept): Promise<FastifyReply> {
    reply.header('etag', kept.etag).header('cache-control', 'private, no-cache').header('vary', 'accept-encoding');
    if (holds(request.headers['if-none-match'], kept.etag)) return reply.code(304).send();
    reply.type('application/json; charset=utf-8');
    const accepted = request.headers['accept-encoding'];
    const encoding = accepted ? negotiate(accepted, [...ENCODINGS]) : null;
    if (!encoding) return reply.send(kept.json);
    return reply.header('content-encoding', encoding).send(await this.encoded(kept, encoding));
  }

  /** The kept answer in `encoding`, compressed by the first request that asks for it. */
  private encoded(kept: Kept, encoding: Encoding): Promise<Buffer> {
    const known = kept.encoded[encoding];
    if (known) return known;
    const made = compress[encoding](kept.json).then((body) => {
      kept.bytes += body.length;
      // Counted only while the answer is still kept (it may have been dropped meanwhile).
      if (this.entries.get(kept.key) === kept) {
        this.bytes += body.length;
        this.trim();
      }
      return body;
    }, (error: unknown) => {
      delete kept.encoded[encoding];
      throw error;
    });
    kept.encoded[encoding] = made;
    return made;
  }

  private remember(key: string, kept: Kept): void {
    this.entries.set(key, kept);
    this.bytes += kept.bytes;
    this.trim();
  }

  private forget(key: string): void {
    const kept = this.entries.get(key);
    if (!kept) return;
    this.entries.delete(key);
    this.bytes -= kept.bytes;
  }

  /** Drops the least recently used answers (the Map's first entries) until the kept ones fit. */
  private trim(): void {
    for (const key of this.entries.keys()) {
      if (this.bytes <= this.maxBytes) break;
      this.forget(key);
    }
  }
}

/** Whether an If-None-Match header names the ETag (weak comparison, as RFC 9110 asks for it). */
function holds(ifNoneMatch: string | undefined, etag: string): boolean {
  if (!ifNoneMatch) return false;
  const opaque = etag.replace(/^W\//, '');
  return ifNoneMatch.split(',').some((tag) => {
    const candidate = tag.trim();
    return candidate === '*' || candidate.replace(/^W\//, '') === opaque;
  });
}

/** The 304 of a route whose answer is kept: what its response schema lists beside the 200. */
export const notModified = { 304: Type.Null({ description: 'Not modified: the answer is the one the ETag in If-None-Match names' }) };

/**
 * One store of kept answers per server, shared by every route plugin of it: keyed by the server's HTTP
 * server, which all of a Fastify instance's encapsulated plugins share. Not by the database: servers
 * on one database (the benchmark's, the tests' second servers) must each keep their own, with their
 * own KEPT_ANSWERS_MB, as separate machines would.
 */
const keptPerServer = new WeakMap<object, KeptAnswers>();

/**
 * For a route whose answer is kept per club data version: a function that sends the answer kept under
 * `key` for the versions it depends on now, else the one `build` writes (then kept under them).
 * Every answer depends on the club's `lists` version (migration 0030: every change the players list
 * and the team overview show); a player's page (`player` given) on that player's reports' version too,
 * so a trainer's save refreshes the page of the player saved for and leaves every other answer kept.
 * `build` gives the serialised answer, or the reply it sent itself (204, or a throw); it is given the
 * club's version of every change, read on the primary in the same statement, which lets it read on the
 * replica when that has it (readReplica.ts). The versions are read before building, so an answer built
 * while a change commits is kept under the older versions and the next request, reading the newer
 * ones, builds again.
 *
 * `key` names the answer within the club (the route, the season asked for or `current` with today's
 * date, the record): answers of different clubs never share a key, so one club never gets another's.
 */
export function keptAnswers(app: FastifyInstance) {
  const { database, config } = app;
  let kept = keptPerServer.get(app.server);
  if (!kept) keptPerServer.set(app.server, (kept = new KeptAnswers(config.keptAnswersBytes)));
  const store = kept;
  return async (
    request: FastifyRequest, reply: FastifyReply, key: string, build: (version: string) => Promise<string | FastifyReply>,
    scope: { player?: string } = {},
  ) => {
    const { clubId } = request.user;
    const versions = await answerVersions(database.db, clubId, scope.player);
    // Marked, so that an ETag a browser holds from before migration 0030 (the one version) never names an answer now.
    const version = scope.player ? `l${versions.lists}.p${versions.player}` : `l${versions.lists}`;
    const clubKey = `${clubId} ${key}`;
    const known = store.find(clubKey, version);
    if (known) return store.send(request, reply, known);
    const body = await build(versions.all);
    return typeof body === 'string' ? store.send(request, reply, store.keep(clubKey, version, body)) : body;
  };
}
