import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { findOutboxMail, listOutbox } from '../../repositories/outbox.js';
import { escapeHtml } from '../../services/mail/templates.js';
import { refuse } from '../../domain/refusal.js';

/** 127.0.0.0/8 and ::1, also written as IPv4 in IPv6. */
const isLoopback = (ip: string | undefined): boolean => ip !== undefined && (/^(::ffff:)?127\./.test(ip) || ip === '::1');

/** Headers a proxy adds to say on whose behalf it connects. */
const FORWARDING_HEADERS = ['x-forwarded-for', 'forwarded', 'x-real-ip'];

/**
 * Whether a request comes from this machine itself: its socket's own address is loopback and no
 * proxy forwarded it. Never `request.ip`, which behind a proxy comes from a header; and a proxy on
 * this machine connects over loopback too, on behalf of anyone, so a forwarded request is never local.
 */
export function isFromThisMachine(request: FastifyRequest): boolean {
  return isLoopback(request.socket.remoteAddress) && FORWARDING_HEADERS.every((name) => request.headers[name] === undefined);
}

const page = (title: string, body: string) => `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>${escapeHtml(title)}</title></head>
<body style="font-family:Arial,Helvetica,sans-serif;margin:24px;color:#1d2b1f">
<p style="background:#fff4e5;padding:8px 12px;border-radius:4px">No SMTP server is configured (SMTP_URL), so Touchline keeps its e-mails here instead of sending them. This page disappears once SMTP_URL is set.</p>
${body}
</body></html>`;

/**
 * The local outbox, readable in a browser while no SMTP server is configured: a new user can follow
 * an invitation end to end on one machine. The route does not exist once SMTP_URL is set, and answers
 * requests from other machines only with OUTBOX_PUBLIC=true.
 */
export const devOutboxRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const { database, config } = app;
  if (config.smtpUrl) return;
  const { db } = database;
  // The kept e-mails hold working invitation and reset links: only this machine may read them,
  // unless the operator opts in with OUTBOX_PUBLIC. To anyone else the page does not exist.
  if (!config.outboxPublic) {
    app.addHook('onRequest', async (request) => {
      if (!isFromThisMachine(request)) throw refuse.notFound('noSuchCall', { method: request.method, path: request.url.split('?')[0]! });
    });
  }

  app.get(
    '/dev/outbox',
    { schema: { tags: ['Development'], summary: 'The e-mails kept because no SMTP server is configured (HTML page)' } },
    async (_request, reply) => {
      const mails = await listOutbox(db, 200);
      const rows = mails
        .map((mail) => `<tr>
<td>${escapeHtml(mail.created_at.toISOString().replace('T', ' ').slice(0, 19))} UTC</td>
<td>${escapeHtml(mail.recipient)}</td>
<td><a href="/dev/outbox/${mail.id}">${escapeHtml(mail.subject)}</a></td>
</tr>`)
        .join('\n');
      const body = mails.length === 0
        ? '<h1>Outbox</h1><p>No e-mails yet.</p>'
        : `<h1>Outbox</h1><table cellpadding="6" style="border-collapse:collapse"><thead><tr><th align="left">Sent</th><th align="left">To</th><th align="left">Subject</th></tr></thead><tbody>${rows}</tbody></table>`;
      return reply.type('text/html; charset=utf-8').header('cache-control', 'no-store').send(page('Outbox', body));
    },
  );

  app.get(
    '/dev/outbox/:id',
    {
      schema: {
        tags: ['Development'],
        summary: 'One kept e-mail, as its recipient would see it (HTML page)',
        params: Type.Object({ id: Type.String({ format: 'uuid' }) }),
      },
    },
    async (request, reply) => {
      const mail = await findOutboxMail(db, request.params.id);
      if (!mail) throw refuse.notFound('outboxMailMissing');
      const body = `<p><a href="/dev/outbox">← Outbox</a></p>
<table cellpadding="4">
<tr><th align="left">To</th><td>${escapeHtml(mail.recipient)}</td></tr>
<tr><th align="left">Subject</th><td>${escapeHtml(mail.subject)}</td></tr>
<tr><th align="left">Sent</th><td>${escapeHtml(mail.created_at.toISOString())}</td></tr>
</table>
<h2>HTML</h2>
<section style="border:1px solid #ccc">${mail.html.replace(/^[\s\S]*<body[^>]*>|<\/body>[\s\S]*$/gi, '')}</section>
<h2>Plain text</h2>
<pre style="white-space:pre-wrap;border:1px solid #ccc;padding:12px">${escapeHtml(mail.text)}</pre>`;
      return reply.type('text/html; charset=utf-8').header('cache-control', 'no-store').send(page(mail.subject, body));
    },
  );
};
