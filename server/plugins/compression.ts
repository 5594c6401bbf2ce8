import compress from '@fastify/compress';
import type { FastifyInstance } from 'fastify';

/**
 * Answers compressed for clients that accept it (issue 13): a list of every player is megabytes of
 * JSON and a tenth of that gzipped. brotli first, then gzip; small answers (under 1 kB) and kinds that
 * do not shrink (pictures) go as they are. The web app's files are compressed at build time instead
 * (served with @fastify/static's preCompressed), so this only works on the calls' answers.
 * Request bodies are not inflated: the body limits count what arrives, and no client sends them compressed.
 */
export async function registerCompression(app: FastifyInstance): Promise<void> {
  await app.register(compress, { encodings: ['br', 'gzip'], globalDecompression: false });
}
