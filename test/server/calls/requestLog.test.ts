import { Writable } from 'node:stream';
import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { chooseLogFormat, ReadableRequestLog } from '../../../server/plugins/logging.js';

/** The server's log: readable lines for a person at a terminal, JSON for a log collector. */
describe('the request log', () => {
  it('is readable at a terminal and JSON elsewhere, unless LOG_FORMAT says which', () => {
    expect(chooseLogFormat({}, true)).toBe('pretty');
    expect(chooseLogFormat({}, false)).toBe('json');
    expect(chooseLogFormat({ LOG_FORMAT: 'json' }, true)).toBe('json');
    expect(chooseLogFormat({ LOG_FORMAT: 'Pretty' }, false)).toBe('pretty');
  });

  it('says each request once, with its method, path (secrets masked), status and duration', async () => {
    const lines: { msg: string }[] = [];
    const stream = new Writable({
      write(chunk: Buffer, _encoding, done) {
        lines.push(JSON.parse(chunk.toString('utf8')));
        done();
      },
    });
    const app = Fastify({ logger: { stream }, logController: new ReadableRequestLog() });
    app.get('/api/Team/Teams', async () => ({ ok: true }));
    await app.inject({ url: '/api/Team/Teams?activatetoken=secret-value' });
    await app.close();
    const requestLines = lines.map((line) => line.msg).filter((msg) => msg.includes('/api/'));
    expect(requestLines).toHaveLength(1);
    expect(requestLines[0]).toMatch(/^GET \/api\/Team\/Teams\?activatetoken=\*\*\* 200 \d+ ms$/);
  });
});
